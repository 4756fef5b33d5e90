import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@caixa/domain/money-format'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { liveOrArchivedFilter } from '~/components/master-data/named-thing-filters'
import { ArchivedBadge } from '~/components/master-data/unit-records-nav'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { loadUnitCashierRows } from '~/components/unit-cashiers/unit-cashiers.server'
import { useUnitOfLayout } from './_inside.unit.$unitId'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'unitCashier', 'masterData', 'filter', 'list'] }

// A unit's cashiers (spec §2 "/unit/{unitId}/cashier"): its live cash books by name, with their
// balances, under a filter bar; the owner may add one. Archived cashiers are left out unless the
// status filter asks for them (as the unit's named-thing lists do), so one can be found and
// brought back from its page.

/** The keys are the API's own (`GET /units/{unitId}/cashiers?name=&state=`). */
const cashierFilters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'unitCashier:filters.name',
		describe: 'unitCashier:filters.nameHelp',
		query: 'name',
	},
	liveOrArchivedFilter('unitCashier:filters.state'),
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const unitId = requireParam(params, 'unitId')
	const bar = await loadFilterBar(request, cashierFilters, {
		// No date or entity filter here.
		timeZone: 'UTC',
		lookup: () => Promise.resolve([]),
		search: () => Promise.resolve([]),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	// The unit itself (its name, the caller's role) is the layout's; a unit the caller may not see
	// answers 404 here too.
	const { rows, page } = await loadUnitCashierRows({ token, request }, unitId, bar.apiParams)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('unitCashier:list.title'),
		filters: bar.filters,
		rows,
		page,
		filtered: bar.apiParams.length > 0,
	}
}

type Row = Awaited<ReturnType<typeof loader>>['rows'][number]

export default function UnitCashiersRoute() {
	const { filters, rows, page, filtered } = useLoaderData<typeof loader>()
	const unit = useUnitOfLayout()
	const { t } = useTranslation('unitCashier')
	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<div className="flex flex-col gap-1">
					<h1 className="text-2xl font-semibold">{t('list.title')}</h1>
					<p className="text-slate-700">{t('list.description', { unit: unit.name })}</p>
				</div>
				{unit.role === 'OWNER' ? (
					<Link to={`/unit/${unit.id}/cashier/new`} className={buttonClassName({ size: 'sm' })}>
						{t('list.new')}
					</Link>
				) : null}
			</div>
			<FilterBar definitions={cashierFilters} state={filters} timeZone="UTC" />
			<InfiniteList
				label={t('list.label')}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				renderRow={(row) => <CashierListRow row={row} unitId={unit.id} />}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('list.noMatches') : t('list.empty')}
					</p>
				}
			/>
		</section>
	)
}

function CashierListRow({ row, unitId }: { row: Row; unitId: string }) {
	const { t, i18n } = useTranslation('unitCashier')
	return (
		<div className="flex items-center gap-3 py-2">
			<div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-4">
				<span className="flex min-w-0 items-center gap-2 sm:w-64 sm:shrink-0">
					<span className="min-w-0 truncate font-medium" title={row.name}>
						{row.name}
					</span>
					{row.archived ? <ArchivedBadge /> : null}
				</span>
				<span className="text-sm text-slate-700 tabular-nums">
					{t('list.balance', {
						amount: formatMoney(row.balance, row.currency, i18n.language),
					})}
				</span>
			</div>
			<Link
				to={`/unit/${unitId}/cashier/${row.id}`}
				aria-label={t('list.openLabel', {
					name: row.archived ? t('list.archivedLabel', { name: row.name }) : row.name,
				})}
				className={buttonClassName({ variant: 'secondary', size: 'sm' })}
			>
				{t('list.open')}
			</Link>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
