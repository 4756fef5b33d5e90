import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumb } from '~/components/company/breadcrumb'
import { type SectionLink, SectionNav } from '~/components/company/section-nav'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { loadCompanyOfLayout } from '~/components/company/companies.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company', 'consolidated'] }

// The frame of every /company/{companyId}/… page: a breadcrumb back to the companies, and the
// company's pages as tabs — those its role reaches (domain/company-roles.ts: the units for the
// people who work in it, the changes for its owner). One call; its pages load what they show
// themselves, and read the company with useCompanyOfLayout().
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	return {
		company: await loadCompanyOfLayout({ token, request }, requireParam(params, 'companyId')),
	}
}

export type CompanyOfLayout = Awaited<ReturnType<typeof loader>>['company']

/** The company of the /company/{companyId} layout, for the pages inside it. */
export function useCompanyOfLayout(): CompanyOfLayout {
	const data = useRouteLoaderData<typeof loader>('routes/_inside.company.$companyId')
	if (!data) throw new Error('useCompanyOfLayout is for pages inside /company/{companyId}')
	return data.company
}

export default function CompanyLayoutRoute() {
	const { company } = useLoaderData<typeof loader>()
	const { t } = useTranslation('company')
	const base = `/company/${company.id}`
	const links: SectionLink[] = [{ to: base, label: t('sections.overview'), end: true }]
	if (company.role !== 'MARKETPLACE_OWNER') {
		links.push(
			{ to: `${base}/unit`, label: t('sections.units') },
			{ to: `${base}/report`, label: t('consolidated:tab') },
		)
	}
	if (company.role === 'OWNER') {
		links.push(
			{ to: `${base}/unit-new`, label: t('sections.newUnit') },
			{ to: `${base}/settings`, label: t('sections.settings') },
			{ to: `${base}/edit`, label: t('sections.edit') },
		)
	}
	return (
		<div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<Breadcrumb
				label={t('breadcrumb.label')}
				list={{ to: '/company', label: t('breadcrumb.companies') }}
				current={{ to: base, name: company.name, photo: company.photo }}
			/>
			<SectionNav label={t('sections.label', { name: company.name })} links={links} />
			<Outlet />
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.company.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
