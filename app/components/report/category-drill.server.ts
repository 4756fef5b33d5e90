import { type DreCategoryDrill, type DreDrillRow } from '@caixa/contract/report'
import { loadListRows } from '~/components/infinite-list/paging.server'
import { caixaCall, type Caller, endpoints, requireFound } from '~/server/caixa.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { type DrillRowView } from './category-drill-view'
import { reportFormats } from './report-format'
import { readBasis } from './report-params'
import { dayWriter, unitOfReport } from './report.server'
import { notFound } from '~/server/not-found.server'

// A category's drill-down (spec §7 dre/categories/{id}): the records (accrual) or payments (cash)
// behind its figure in the statement, for the period and basis the statement's link carried, in
// the infinite list. The API adds the whole figure up; the page shows it above the rows.

/** An instant the link carried (ms), or nothing: the API then takes this month. */
function instantOf(params: URLSearchParams, key: string): number | undefined {
	const text = params.get(key) ?? ''
	return /^-?\d{1,15}$/.test(text) ? Number(text) : undefined
}

export async function loadCategoryDrill(caller: Caller, unitId: string, categoryId: string) {
	const unit = await unitOfReport(caller, unitId)
	const params = new URL(caller.request.url).searchParams
	const basis = readBasis(params)
	const input = params.get('input')
	const side = input === 'true' || input === 'false' ? { input: input as 'true' | 'false' } : {}
	const language = await readerLanguage(caller.request)
	const formats = reportFormats(unit.currency, language)
	const day = dayWriter(language)
	const t = await i18nServer.getFixedT(caller.request, 'report')
	const query = {
		from: instantOf(params, 'from'),
		to: instantOf(params, 'to'),
		zone: unit.zone,
		currency: unit.currency,
		basis,
		...side,
	}
	const answers: DreCategoryDrill[] = []
	const drillPage = async (offset: number, size: number) =>
		(
			await requireFound(
				caixaCall(endpoints.reports.dreCategory, {
					params: { unitId: unit.id, categoryId },
					query: { ...query, offset, size },
					token: caller.token,
					request: caller.request,
				}),
			)
		).data
	const { rows, page } = await loadListRows(caller.request, async (offset, size) => {
		const answer = await drillPage(offset, size)
		answers.push(answer)
		return answer.rows.map((row) => rowView(row, formats, day))
	})
	// loadListRows asks at least once; the first answer says what the figure is.
	const drill = answers[0]
	if (!drill) throw notFound()
	const name = drill.category?.name ?? t('table.noCategory')
	return {
		unit: { id: unit.id, name: unit.name },
		basis,
		name,
		title: t('category.title', { name }),
		line: drill.line,
		figure: t('category.figure', {
			amount: formats.money(drill.amount),
			count: drill.count,
			basis: t(`basis.name${basis}`),
			from: day(drill.from),
			to: day(drill.to),
		}),
		rows,
		page,
	}
}

function rowView(
	row: DreDrillRow,
	formats: ReturnType<typeof reportFormats>,
	day: (text: string) => string,
): DrillRowView {
	const common = {
		href: `/cashier/${row.cashier.id}/inventory/${row.inventoryId}`,
		reference: row.orderReferenceNumber,
		cashier: row.cashier.name,
		input: row.input,
		clientOrSupplier: row.clientOrSupplier?.name ?? null,
		description: row.description,
		issuedOn: day(row.issuedOn),
		total: formats.money(row.total),
		amount: formats.money(row.amount),
	}
	if (row.kind === 'RECORD') {
		return {
			...common,
			key: row.inventoryId,
			kind: 'RECORD',
			stockValue: row.stockValue === 0 ? null : formats.money(row.stockValue),
		}
	}
	return {
		...common,
		key: row.paymentId,
		kind: 'PAYMENT',
		paidOn: day(row.paidOn),
		number: row.number,
		of: row.of,
		partial: row.parentId !== null,
		cashMoved: formats.money(row.cashMoved),
		charges: row.charges === 0 ? null : formats.money(row.charges),
	}
}

export { requireSession } from '~/server/session.server'
