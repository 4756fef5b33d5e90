import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { loadMarketplace } from '~/components/company/companies.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company'] }

// A marketplace's page (spec §2 "/marketplace/{marketplaceId}"): how many companies it groups
// and the ways to them. Its owner sees each company, not the books of its units.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	return {
		marketplace: await loadMarketplace({ token, request }, requireParam(params, 'marketplaceId')),
	}
}

export default function MarketplaceRoute() {
	const { marketplace } = useLoaderData<typeof loader>()
	const { t } = useTranslation('company')
	const base = `/marketplace/${marketplace.id}`
	return (
		<section className="flex flex-col gap-6">
			<div className="flex flex-col gap-1">
				<h1 className="text-2xl font-semibold">{marketplace.name}</h1>
				<p className="text-slate-700">{t('marketplace.description')}</p>
			</div>
			<dl className="grid gap-3 sm:grid-cols-3">
				<div className="rounded-md border border-slate-200 bg-white p-4">
					<dt className="text-sm text-slate-700">{t('marketplace.companies')}</dt>
					<dd className="text-2xl font-semibold">{marketplace.companies}</dd>
				</div>
			</dl>
			<div className="flex flex-wrap gap-3">
				<Link to={`${base}/company`} className={buttonClassName({ variant: 'secondary' })}>
					{t('marketplace.seeCompanies')}
				</Link>
				<Link to={`${base}/company-new`} className={buttonClassName()}>
					{t('marketplace.addCompany')}
				</Link>
			</div>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.marketplace.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
