import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CompanyRow } from '~/components/company/company-row'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { loadCompanyRows } from '~/components/company/companies.server'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { i18nServer } from '~/server/i18n.server'
import { loadListRows } from '~/components/infinite-list/paging.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company', 'filter', 'list'] }

// A marketplace's companies (spec §2 "/marketplace/{marketplaceId}/company"): by name, under a
// name filter, each leading to its company page (which its owner sees as MARKETPLACE_OWNER).

const companyFilters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'company:filters.name',
		describe: 'company:filters.nameHelp',
		query: 'query',
		required: true,
	},
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const bar = await loadFilterBar(request, companyFilters, {
		timeZone: 'UTC',
		lookup: async () => [],
		search: async () => [],
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const marketplaceId = requireParam(params, 'marketplaceId')
	const { rows, page } = await loadListRows(request, (offset, size) =>
		loadCompanyRows({ token, request }, bar.apiParams, offset, size, marketplaceId),
	)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('company:marketplace.companiesTitle'),
		marketplaceId,
		filters: bar.filters,
		rows,
		page,
		filtered: bar.apiParams.length > 0,
	}
}

export default function MarketplaceCompaniesRoute() {
	const { marketplaceId, filters, rows, page, filtered } = useLoaderData<typeof loader>()
	const { t } = useTranslation('company')
	return (
		<section className="flex flex-col gap-4">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-semibold">{t('marketplace.companiesTitle')}</h1>
				<Link
					to={`/marketplace/${marketplaceId}/company-new`}
					className={buttonClassName({ size: 'sm' })}
				>
					{t('marketplace.addCompany')}
				</Link>
			</div>
			<FilterBar definitions={companyFilters} state={filters} timeZone="UTC" />
			<InfiniteList
				label={t('marketplace.companiesTitle')}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				renderRow={(row) => <CompanyRow row={row} />}
				empty={
					<p className="py-8 text-center text-slate-700">
						{filtered ? t('list.noMatches') : t('marketplace.empty')}
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
