import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '~/components/avatar'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { photoUrl } from '~/components/multimedia'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { loadCompanyFull } from '~/components/company/companies.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company'] }

// A company's page (spec §2 "/company/{companyId}"): who it is, how many units, cashiers and
// people it holds, and the ways on. A marketplace owner sees the units counted, nothing more.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	return { company: await loadCompanyFull({ token, request }, requireParam(params, 'companyId')) }
}

export default function CompanyRoute() {
	const { company } = useLoaderData<typeof loader>()
	const { t } = useTranslation('company')
	const base = `/company/${company.id}`
	// Null: a figure the caller's role does not reach (a marketplace owner's view).
	const figures = [
		{ key: 'units', value: company.figures.units },
		{ key: 'cashiers', value: company.figures.cashiers },
		{ key: 'collaborators', value: company.figures.collaborators },
	] as const
	return (
		<section className="flex flex-col gap-6">
			<div className="flex items-center gap-4">
				<Avatar name={company.name} photo={photoUrl(company.photo, 'SAMPLE')} size={64} label="" />
				<div className="flex flex-col gap-1">
					<h1 className="text-2xl font-semibold">{company.name}</h1>
					<p className="text-sm text-slate-700">
						{t(`role.${company.role}`)}
						{company.document
							? ` · ${t('overview.document', { document: company.document })}`
							: null}
					</p>
					{company.marketplace ? (
						<p className="text-sm text-slate-700">
							{t('overview.marketplace')}{' '}
							{company.role === 'MARKETPLACE_OWNER' ? (
								<Link
									to={`/marketplace/${company.marketplace.id}`}
									className="font-medium underline underline-offset-2"
								>
									{company.marketplace.name}
								</Link>
							) : (
								<span className="font-medium">{company.marketplace.name}</span>
							)}
						</p>
					) : null}
				</div>
			</div>
			<dl className="grid gap-3 sm:grid-cols-3">
				{figures.map((figure) =>
					figure.value === null ? null : (
						<div key={figure.key} className="rounded-md border border-slate-200 bg-white p-4">
							<dt className="text-sm text-slate-700">{t(`overview.figures.${figure.key}`)}</dt>
							<dd className="text-2xl font-semibold">{figure.value}</dd>
						</div>
					),
				)}
			</dl>
			{company.role === 'MARKETPLACE_OWNER' ? (
				<p className="text-slate-700">{t('overview.marketplaceOnly')}</p>
			) : (
				<div className="flex flex-wrap gap-3">
					<Link to={`${base}/unit`} className={buttonClassName({ variant: 'secondary' })}>
						{t('overview.seeUnits')}
					</Link>
					{company.role === 'OWNER' ? (
						<Link to={`${base}/unit-new`} className={buttonClassName()}>
							{t('overview.addUnit')}
						</Link>
					) : null}
				</div>
			)}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: pageTitle(data?.company.name) },
]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
