import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { BookRow } from '~/components/ledger/book-row'
import { ListTotals } from '~/components/ledger/list-totals'
import { pageTitle } from '~/components/page-title'
import {
	caixaCall,
	keepRowMarkup,
	endpoints,
	i18nServer,
	loadCashierOfPage,
	loadFilterBar,
	loadListRows,
	loadPaymentRowLabels,
	loadPaymentTotalsHtml,
	paymentRowData,
	requireFound,
	requireSession,
} from './payments.server'
import { paymentFilters } from './filters'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'list', 'ledger', 'payment'] }

// The cashier's payments (spec §2 /cashier/{cashierId}/payment): its installments by due date,
// soonest first, in the infinite list under a filter bar (due dates, status with overdue,
// followed only, direction). Each row opens its payment.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const cashier = await loadCashierOfPage(caller, requireParam(params, 'cashierId'))
	const zone = cashier.unit.timezone
	const bar = await loadFilterBar(request, paymentFilters, {
		timeZone: zone,
		// No entity pickers on this bar.
		lookup: () => Promise.resolve([]),
		search: () => Promise.resolve([]),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	// Ticked both ways, direction keeps every payment: the API takes one value or none.
	const directions = bar.apiParams.filter(([key]) => key === 'input')
	const apiPairs =
		directions.length > 1 ? bar.apiParams.filter(([key]) => key !== 'input') : bar.apiParams
	const labels = await loadPaymentRowLabels(request)
	const thisYear = calendarDateIn(Date.now(), zone).slice(0, 4)
	const rowsAndPage = loadListRows(request, async (offset, size) => {
		const query = new URLSearchParams(apiPairs)
		// The bar's ms are midnights in `zone`: the API reads them back into days there.
		query.set('zone', zone)
		query.set('offset', String(offset))
		query.set('size', String(size))
		const { data: payments } = await requireFound(
			caixaCall(endpoints.cashiers.payments.list, {
				params: { id: cashier.id },
				query,
				token,
				request,
			}),
		)
		return payments.map((payment) => paymentRowData(payment, labels, thisYear))
	})
	const totalsQuery = new URLSearchParams(apiPairs)
	totalsQuery.set('zone', zone)
	const [{ rows, page }, totals] = await Promise.all([
		rowsAndPage,
		loadPaymentTotalsHtml(caller, cashier, totalsQuery),
	])
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('payment:listTitle'),
		zone,
		filters: bar.filters,
		rows: keepRowMarkup(context.markup, rows),
		page,
		filtered: bar.apiParams.length > 0,
		totals,
	}
}

export default function PaymentsRoute() {
	const { zone, filters, rows, page, filtered, totals } = useLoaderData<typeof loader>()
	const { t } = useTranslation('payment')
	const location = useLocation()
	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('listTitle')}</h1>
			<FilterBar definitions={paymentFilters} state={filters} timeZone={zone} />
			<ListTotals html={totals} />
			<InfiniteList
				label={t('list.label')}
				rows={rows}
				page={page}
				resetKey={listResetKey(location.search)}
				getKey={(row) => row.id}
				renderRow={(row) => <BookRow row={row} />}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('list.noMatches') : t('list.empty')}
					</p>
				}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
