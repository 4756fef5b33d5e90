import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { listResetKey } from '~/components/infinite-list/paging'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import {
	loadSubAcquirerRows,
	type SubAcquirerRow,
} from '~/components/management/sub-acquirers.server'

export const handle = { i18n: ['common', 'management', 'filter', 'list'] }

// Management's list of payment sub-acquirers (spec §7 "Management"): a filter bar (name, tax id)
// over an infinite list. A profile that is not management gets the not-found page: the API
// answers it 404, as it does for a path that does not exist.

/** The keys are the API's own, so the URL's filter pairs go to it as they are. */
const subAcquirerFilters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'management:filters.name',
		describe: 'management:filters.nameHelp',
		query: 'name',
	},
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'management:filters.document',
		describe: 'management:filters.documentHelp',
		query: 'document',
	},
]

export async function loader({ request }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const bar = await loadFilterBar(request, subAcquirerFilters, {
		// No date filter here; the zone only matters to date ranges.
		timeZone: 'UTC',
		// No entity picker either.
		lookup: () => Promise.resolve([]),
		search: () => Promise.resolve([]),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const { rows, page } = await loadSubAcquirerRows({ token, request }, bar.apiParams)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('management:subAcquirers.title'),
		filters: bar.filters,
		rows,
		page,
		filtered: bar.apiParams.length > 0,
	}
}

export default function SubAcquirersRoute() {
	const { filters, rows, page, filtered } = useLoaderData<typeof loader>()
	const { t } = useTranslation('management')
	const location = useLocation()
	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
			<h1 className="text-2xl font-semibold">{t('subAcquirers.title')}</h1>
			<p className="text-slate-700">{t('subAcquirers.intro')}</p>
			<FilterBar definitions={subAcquirerFilters} state={filters} timeZone="UTC" />
			<InfiniteList
				label={t('subAcquirers.list')}
				rows={rows}
				page={page}
				resetKey={listResetKey(location.search)}
				getKey={(row) => row.id}
				renderRow={(row) => <SubAcquirerListRow row={row} />}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('subAcquirers.noMatches') : t('subAcquirers.empty')}
					</p>
				}
			/>
		</section>
	)
}

function SubAcquirerListRow({ row }: { row: SubAcquirerRow }) {
	const { t } = useTranslation('management')
	return (
		<div className="flex items-center gap-3 py-2">
			<div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-4">
				<span className="min-w-0 truncate font-medium sm:w-56 sm:shrink-0" title={row.name}>
					{row.name}
				</span>
				<span className="min-w-0 truncate text-sm text-slate-700 sm:w-44 sm:shrink-0">
					<span className="sr-only">{t('subAcquirers.document')}: </span>
					{row.document ?? t('subAcquirers.noDocument')}
				</span>
				<span className="min-w-0 truncate text-sm text-slate-700">
					<span className="sr-only">{t('subAcquirers.country')}: </span>
					{row.countryLabel}
				</span>
			</div>
			<StatusBadge active={row.active} />
			<Link
				to={`/management/sub-acquirers/${row.id}`}
				aria-label={t('subAcquirers.openLabel', { name: row.name })}
				className={buttonClassName({ variant: 'secondary', size: 'sm' })}
			>
				{t('subAcquirers.open')}
			</Link>
		</div>
	)
}

function StatusBadge({ active }: { active: boolean }) {
	const { t } = useTranslation('management')
	return (
		<span
			className={`rounded-full px-2 py-0.5 text-xs font-medium ${
				active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
			}`}
		>
			{active ? t('subAcquirers.active') : t('subAcquirers.inactive')}
		</span>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
