import { redirect } from '@remix-run/node'
import {
	type ReportPayment,
	type ReportPaymentDirectionTotals,
} from '@caixa/contract/report-payments'
import { dateTimeFormat } from '@caixa/domain/intl-formats'
import { formatMoney } from '@caixa/domain/money-format'
import { filterKeys } from '~/components/filter-bar/definition'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { loadListRows, readListPage } from '~/components/infinite-list/paging.server'
import { unitOfReport } from '~/components/report/report.server'
import {
	CaixaProblem,
	caixaCall,
	type Caller,
	endpoints,
	requireFound,
} from '~/server/caixa.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { DEFAULT_PRESET, generalReportFilters, PICKERS, reportQuery } from './filters'
import { lookUpReportOptions, searchReportOptions } from './options.server'
import { readPageNumber, readRowsPerPage } from './rows-per-page'
import { type GeneralReportPage, type GeneralReportRow, type TotalsView } from './view'

// The general report's calls (GET /reports/units/{id}/payments): the filters
// from the filter bar in the unit's zone (this month by default), the rows of the page asked for
// and the totals of the whole filtered set, every figure formatted here once, in the reader's
// language. The download route reads the same filters (reportFiltersOf).

type Unit = Awaited<ReturnType<typeof unitOfReport>>

/**
 * The filter bar of the request, in the unit's zone; a URL without the bar's keys opens on this
 * month, and one not in its canonical form is thrown as the redirect to it.
 */
export async function reportFiltersOf(caller: Caller, unit: Unit) {
	const { request } = caller
	const url = new URL(request.url)
	const definitions = generalReportFilters(unit.id)
	const keys = new Set(definitions.flatMap(filterKeys))
	if (![...url.searchParams.keys()].some((key) => keys.has(key))) {
		url.searchParams.set('period', DEFAULT_PRESET)
	}
	const bar = await loadFilterBar(new Request(url, { headers: request.headers }), definitions, {
		timeZone: unit.zone,
		lookup: (definition, ids) =>
			lookUpReportOptions(caller, unit.id, PICKERS[definition.query] ?? 'cashiers', ids),
		search: (definition, text) =>
			searchReportOptions(caller, unit.id, PICKERS[definition.query] ?? 'cashiers', {
				query: text,
			}),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	return {
		filters: bar.filters,
		query: reportQuery(bar.apiParams, unit.zone),
		pairs: bar.apiParams,
	}
}

/** Why the API would not answer the filters: words of the page, by its 422 code. */
function problemOf(error: unknown): GeneralReportPage['problem'] {
	if (!(error instanceof CaixaProblem) || error.status !== 422) return null
	return error.code === 'PERIOD_REVERSED' ? 'ENDS_BEFORE' : 'INVALID'
}

type Translate = Awaited<ReturnType<typeof i18nServer.getFixedT>>

function rowWriter(unit: Unit, language: string, t: Translate) {
	const day = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
	const money = (amount: number) => formatMoney(amount, unit.currency, language)
	return (row: ReportPayment): GeneralReportRow => ({
		id: row.id,
		href: `/cashier/${row.cashier.id}/payment/${row.id}`,
		due: day.format(new Date(`${row.dueDate}T00:00:00Z`)),
		reference: row.orderReferenceNumber,
		installment: t('ledger:installment', { number: row.number, of: row.of }),
		input: row.input,
		direction: t(row.input ? 'ledger:direction.input' : 'ledger:direction.output'),
		category: row.category?.name ?? null,
		party: row.clientOrSupplier?.name ?? null,
		cashier: row.cashier.name,
		method: row.method ? t(`ledger:method.${row.method}`) : null,
		status: row.status,
		overdue: row.overdue,
		statusLabel: t(`ledger:paymentStatus.${row.overdue ? 'OVERDUE' : row.status}`),
		totalDue: money(row.totalDue),
		paid: money(row.paid),
		remaining: money(row.remaining),
	})
}

function totalsView(
	totals: { in: ReportPaymentDirectionTotals; out: ReportPaymentDirectionTotals },
	unit: Unit,
	language: string,
): TotalsView {
	const money = (amount: number) => formatMoney(amount, unit.currency, language)
	const side = (figures: ReportPaymentDirectionTotals) => ({
		count: figures.count,
		totalDue: money(figures.totalDue),
		paid: money(figures.paid),
		remaining: money(figures.remaining),
	})
	return { in: side(totals.in), out: side(totals.out) }
}

/**
 * The page, or — for the infinite list's fetcher (`rows=all`, `batch=1`) — one batch of its
 * rows, `{ rows, page }`.
 */
export async function loadGeneralReport(
	caller: Caller,
	unitId: string,
): Promise<GeneralReportPage | { rows: GeneralReportRow[]; page: number }> {
	const unit = await unitOfReport(caller, unitId)
	const { request } = caller
	const params = new URL(request.url).searchParams
	const rowsPerPage = readRowsPerPage(params)
	const [{ filters, query, pairs }, language, t] = await Promise.all([
		reportFiltersOf(caller, unit),
		readerLanguage(request),
		i18nServer.getFixedT(request),
	])
	const write = rowWriter(unit, language, t)
	const day = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
	const fetchPage = async (offset: number, size: number) => {
		const asked = new URLSearchParams(query)
		asked.set('offset', String(offset))
		asked.set('size', String(size))
		const { data } = await requireFound(
			caixaCall(endpoints.reports.payments, {
				params: { unitId: unit.id },
				query: asked,
				...caller,
			}),
		)
		return data
	}
	const page: GeneralReportPage = {
		unit: { id: unit.id, name: unit.name },
		zone: unit.zone,
		title: t('generalReport:title'),
		filters,
		filtered: pairs.some(([key]) => key !== 'from' && key !== 'to'),
		rowsPerPage,
		period: null,
		totals: null,
		count: 0,
		paged: null,
		list: null,
		problem: null,
	}
	try {
		let first: Awaited<ReturnType<typeof fetchPage>> | null = null
		if (rowsPerPage === 'all') {
			const list = await loadListRows(request, async (offset, size) => {
				const data = await fetchPage(offset, size)
				first ??= data
				return data.rows.map(write)
			})
			if (readListPage(request).batch) return list
			page.list = list
		} else {
			const size = Number(rowsPerPage)
			const number = readPageNumber(params)
			const data = await fetchPage((number - 1) * size, size)
			first = data
			const count = data.totals.in.count + data.totals.out.count
			page.paged = {
				rows: data.rows.map(write),
				page: number,
				pages: Math.max(1, Math.ceil(count / size)),
				firstRow: data.rows.length ? data.offset + 1 : 0,
				lastRow: data.offset + data.rows.length,
			}
		}
		const answer = first as Awaited<ReturnType<typeof fetchPage>> | null
		if (answer) {
			page.totals = totalsView(answer.totals, unit, language)
			page.count = answer.totals.in.count + answer.totals.out.count
			const date = (text: string) => day.format(new Date(`${text}T00:00:00Z`))
			page.period = { from: date(answer.from), to: date(answer.to) }
		}
	} catch (error) {
		const problem = problemOf(error)
		if (!problem) throw error
		page.problem = problem
	}
	return page
}

export { requireSession } from '~/server/session.server'
