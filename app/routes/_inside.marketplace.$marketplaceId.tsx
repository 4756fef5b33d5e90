import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumb } from '~/components/company/breadcrumb'
import { SectionNav } from '~/components/company/section-nav'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { loadMarketplace } from '~/components/company/companies.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company', 'consolidated'] }

// The frame of every /marketplace/{marketplaceId}/… page: a breadcrumb back to the marketplaces,
// and its pages as tabs. Only its owner sees a marketplace; anyone else gets the not-found page.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	return {
		marketplace: await loadMarketplace({ token, request }, requireParam(params, 'marketplaceId')),
	}
}

export default function MarketplaceLayoutRoute() {
	const { marketplace } = useLoaderData<typeof loader>()
	const { t } = useTranslation('company')
	const base = `/marketplace/${marketplace.id}`
	return (
		<div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
			<Breadcrumb
				label={t('breadcrumb.label')}
				list={{ to: '/marketplace', label: t('breadcrumb.marketplaces') }}
				current={{ to: base, name: marketplace.name }}
			/>
			<SectionNav
				label={t('sections.label', { name: marketplace.name })}
				links={[
					{ to: base, label: t('sections.overview'), end: true },
					{ to: `${base}/company`, label: t('sections.companies') },
					{ to: `${base}/company-new`, label: t('sections.newCompany') },
					{ to: `${base}/report`, label: t('consolidated:tab') },
				]}
			/>
			<Outlet />
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.marketplace.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
