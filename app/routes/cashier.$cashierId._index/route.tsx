import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { BookRow } from '~/components/ledger/book-row'
import { ListTotals } from '~/components/ledger/list-totals'
import { buttonClassName } from '~/components/ui/button'
import {
	caixaCall,
	keepRowMarkup,
	endpoints,
	loadCashierOfPage,
	loadFilterBar,
	loadListRows,
	loadRecordRowLabels,
	loadRecordTotalsHtml,
	lookUpCashierOptions,
	recordRowData,
	requireFound,
	requireSession,
	searchCashierOptions,
	type CashierOptionKind,
} from './records.server'
import { recordFilters, recordListParams } from './filters'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'ledger', 'inventory', 'filter', 'list'] }

// The cashier's records (spec §2 /cashier/{cashierId}, "inventory list of the cashier"): newest
// first in the infinite list under the filter bar. Days (the date filter's presets and typed
// days) are the unit's calendar days. No meta: the layout's title (the cashier's name) is the page's.

/** The two pickers of the bar: categories, and clients or suppliers. */
function pickerKind(query: string): CashierOptionKind {
	return query === 'categoryId' ? 'categories' : 'clients-or-suppliers'
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const cashier = await loadCashierOfPage({ token, request }, requireParam(params, 'cashierId'))
	const timeZone = cashier.unit.timezone
	const definitions = recordFilters(cashier.id)
	const bar = await loadFilterBar(request, definitions, {
		timeZone,
		lookup: (definition, ids) =>
			lookUpCashierOptions({ token, request }, cashier.id, pickerKind(definition.query), ids),
		search: (definition, text) =>
			searchCashierOptions({ token, request }, cashier.id, pickerKind(definition.query), {
				query: text,
			}),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const labels = await loadRecordRowLabels(request)
	const recordsPath = `/cashier/${cashier.id}`
	const rowsAndPage = loadListRows(request, async (offset, size) => {
		const query = recordListParams(bar.apiParams, timeZone)
		query.set('offset', String(offset))
		query.set('size', String(size))
		// A cashier gone since it was read is the page's 404 too.
		const { data } = await requireFound(
			caixaCall(endpoints.cashiers.inventories.list, {
				params: { id: cashier.id },
				query,
				token,
				request,
			}),
		)
		return data.map((row) => recordRowData(row, recordsPath, labels))
	})
	const [{ rows, page }, totals] = await Promise.all([
		rowsAndPage,
		loadRecordTotalsHtml({ token, request }, cashier, recordListParams(bar.apiParams, timeZone)),
	])
	return {
		cashier: { id: cashier.id, name: cashier.name },
		timeZone,
		filters: bar.filters,
		rows: keepRowMarkup(context.markup, rows),
		page,
		filtered: bar.apiParams.length > 0,
		totals,
	}
}

export default function RecordListRoute() {
	const { cashier, timeZone, filters, rows, page, filtered, totals } =
		useLoaderData<typeof loader>()
	const { t } = useTranslation('inventory')
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-semibold">{t('list.title')}</h1>
				<div className="flex flex-wrap gap-2">
					<Link to={`/cashier/${cashier.id}/input`} className={buttonClassName({ size: 'sm' })}>
						{t('list.newInput')}
					</Link>
					<Link
						to={`/cashier/${cashier.id}/output`}
						className={buttonClassName({ variant: 'secondary', size: 'sm' })}
					>
						{t('list.newOutput')}
					</Link>
				</div>
			</div>
			<FilterBar definitions={recordFilters(cashier.id)} state={filters} timeZone={timeZone} />
			<ListTotals html={totals} />
			<InfiniteList
				label={t('list.label', { name: cashier.name })}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				rowHeight={76}
				renderRow={(row) => <BookRow row={row} />}
				empty={filtered ? <NoMatches /> : <NoRecords cashierId={cashier.id} />}
			/>
		</section>
	)
}

function NoMatches() {
	const { t } = useTranslation('inventory')
	return <p className="py-8 text-center text-slate-700">{t('list.noMatches')}</p>
}

/** A new cashier's list: nothing recorded yet, and where to start. */
function NoRecords({ cashierId }: { cashierId: string }) {
	const { t } = useTranslation('inventory')
	return (
		<div className="flex flex-col items-center gap-3 py-8 text-center text-slate-700">
			<p>{t('list.empty')}</p>
			<p className="flex flex-wrap justify-center gap-x-4 gap-y-2">
				<Link to={`/cashier/${cashierId}/input`} className="text-emerald-800 underline">
					{t('list.emptyInput')}
				</Link>
				<Link to={`/cashier/${cashierId}/output`} className="text-emerald-800 underline">
					{t('list.emptyOutput')}
				</Link>
			</p>
		</div>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
