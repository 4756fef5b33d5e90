import {
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CompanyForm } from '~/components/company/company-form'
import { CompanyRow } from '~/components/company/company-row'
import { OrganisationNav } from '~/components/company/organisation-nav'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FilterBar } from '~/components/filter-bar/filter-bar'
import { InfiniteList } from '~/components/infinite-list/infinite-list'
import { pageTitle } from '~/components/page-title'
import { loadCompanyRows } from '~/components/company/companies.server'
import { companyConstraint, companyFormAction } from '~/components/company/company-form.server'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { i18nServer } from '~/server/i18n.server'
import { loadListRows } from '~/components/infinite-list/paging.server'
import { requireSession } from '~/server/session.server'
import { companyFilters } from './filters'

export const handle = { i18n: ['common', 'company', 'filter', 'list'] }

// The companies list (spec §2 "/company"): the companies the signed-in person owns, works in or
// groups in a marketplace, by name, and a form that creates one.

export async function loader({ request }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const bar = await loadFilterBar(request, companyFilters, {
		// No date or entity filter here.
		timeZone: 'UTC',
		lookup: async () => [],
		search: async () => [],
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const { rows, page } = await loadListRows(request, (offset, size) =>
		loadCompanyRows({ token, request }, bar.apiParams, offset, size),
	)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('company:list.title'),
		filters: bar.filters,
		rows,
		page,
		filtered: bar.apiParams.length > 0,
		constraint: companyConstraint,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	return companyFormAction(request, await request.formData(), {
		token,
		t,
		save: { create: true },
	})
}

export default function CompaniesRoute() {
	const { filters, rows, page, filtered, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	return (
		<section className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
			<OrganisationNav />
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{t('list.title')}</h1>
				<p className="text-slate-700">{t('list.description')}</p>
			</div>
			<details
				className="rounded-md border border-slate-200 bg-white p-4"
				open={actionData !== undefined || (!filtered && rows.length === 0)}
			>
				<summary className="cursor-pointer font-medium">{t('list.create')}</summary>
				<div className="pt-3">
					<CompanyForm
						id="create-company"
						constraint={constraint}
						lastResult={actionData?.result}
						submitLabel={t('list.createSubmit')}
					/>
				</div>
			</details>
			<FilterBar definitions={companyFilters} state={filters} timeZone="UTC" />
			<InfiniteList
				label={t('list.label')}
				rows={rows}
				page={page}
				getKey={(row) => row.id}
				renderRow={(row) => <CompanyRow row={row} />}
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
