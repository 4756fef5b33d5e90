import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { pageTitle } from '~/components/page-title'
import { transferFilters } from '~/components/transfer/filters'
import { TransferListRow, type TransferRowLabels } from '~/components/transfer/transfer-row'
import { loadTransferList, loadTransferUnit } from '~/components/transfer/transfers.server'
import { buttonClassName } from '~/components/ui/button'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'filter', 'list', 'transfer'] }

// A unit's internal transfers (spec §2 /unit/{unitId}/transfer): the filter bar (dates
// with presets, from cashier, to cashier), what the filtered rows add up to, and the infinite list
// newest first; each row opens its transfer. "New transfer" opens the form.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const caller = { token, request }
	const unit = await loadTransferUnit(caller, requireParam(params, 'unitId'))
	const list = await loadTransferList(caller, unit)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('transfer:list.title'),
		unit: { id: unit.id, name: unit.name, timezone: unit.timezone },
		...list,
	}
}

export default function TransfersRoute() {
	const { unit, filters, rows, page, totals, filtered } = useLoaderData<typeof loader>()
	const { t, i18n } = useTranslation('transfer')
	const location = useLocation()
	const locale = i18n.language
	const definitions = useMemo(() => transferFilters(unit.id), [unit.id])
	const labels = useMemo<TransferRowLabels>(
		() => ({
			locale,
			date: t('list.date'),
			noDescription: t('list.noDescription'),
		}),
		[t, locale],
	)
	return (
		<section className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-semibold">{t('list.title')}</h1>
				<Link to={`/unit/${unit.id}/transfer/new`} className={buttonClassName()}>
					{t('list.new')}
				</Link>
			</div>
			<FilterBar definitions={definitions} state={filters} timeZone={unit.timezone} />
			{totals ? (
				<p
					className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800"
					data-testid="transfer-totals"
				>
					{t('list.totals', {
						count: totals.count,
						amount: formatMoney(totals.amount, totals.currency, locale),
					})}
				</p>
			) : null}
			<InfiniteList
				label={t('list.label', { unit: unit.name })}
				rows={rows}
				page={page}
				resetKey={listResetKey(location.search)}
				getKey={(row) => row.id}
				renderRow={(row) => <TransferListRow unitId={unit.id} row={row} labels={labels} />}
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
