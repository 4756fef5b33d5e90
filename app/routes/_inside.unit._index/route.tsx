import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { i18nServer } from '~/server/i18n.server'
import { loadListRows } from '~/components/infinite-list/paging.server'
import { requireSession } from '~/server/session.server'
import { loadUnitRows } from '~/components/units/units.server'
import { unitFilters } from './filters'
import { UnitRow } from './unit-row'

export const handle = { i18n: ['common', 'unit', 'filter', 'list'] }

// The units list (spec §2 "/unit", the header's x-ray link): the units the signed-in person owns
// or collaborates on, by name, each leading to its x-ray.

export async function loader({ request }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const bar = await loadFilterBar(request, unitFilters, {
		// No date or entity filter here.
		timeZone: 'UTC',
		lookup: async () => [],
		search: async () => [],
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const { rows, page } = await loadListRows(request, (offset, size) =>
		loadUnitRows({ token, request }, bar.apiParams, offset, size),
	)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('unit:list.title'),
		filters: bar.filters,
		rows,
		page,
		filtered: bar.apiParams.length > 0,
	}
}

export default function UnitsRoute() {
	const { filters, rows, page, filtered } = useLoaderData<typeof loader>()
	const { t } = useTranslation('unit')
	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<div className="flex flex-col gap-1">
					<h1 className="text-2xl font-semibold">{t('list.title')}</h1>
					<p className="text-slate-700">{t('list.description')}</p>
				</div>
				<Link to="/create/cashier" className={buttonClassName({ size: 'sm' })}>
					{t('list.createCashier')}
				</Link>
			</div>
			{/* Units grouped: a franchise's companies, a mall's marketplace. */}
			<nav aria-label={t('list.groups')} className="flex gap-4 text-sm">
				<Link to="/company" className="text-emerald-800 underline underline-offset-2">
					{t('list.companies')}
				</Link>
				<Link to="/marketplace" className="text-emerald-800 underline underline-offset-2">
					{t('list.marketplaces')}
				</Link>
			</nav>
			<FilterBar definitions={unitFilters} state={filters} timeZone="UTC" />
			<InfiniteList
				label={t('list.label')}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				renderRow={(row) => <UnitRow row={row} />}
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
