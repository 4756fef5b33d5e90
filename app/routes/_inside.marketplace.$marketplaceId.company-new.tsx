import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CompanyForm } from '~/components/company/company-form'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { loadMarketplace } from '~/components/company/companies.server'
import { companyConstraint, companyFormAction } from '~/components/company/company-form.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company'] }

// A new company in a marketplace (spec §2 "/marketplace/{marketplaceId}/company-new"): the
// marketplace's owner opens it, and owns it (as a franchise network opens a branch); its units
// are then added on the company's page.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const marketplace = await loadMarketplace(
		{ token, request },
		requireParam(params, 'marketplaceId'),
	)
	const t = await i18nServer.getFixedT(request)
	return {
		marketplace,
		title: t('company:marketplace.newCompanyTitle', { name: marketplace.name }),
		constraint: companyConstraint,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	return companyFormAction(request, await request.formData(), {
		token,
		t,
		save: { create: true, marketplaceId: requireParam(params, 'marketplaceId') },
	})
}

export default function MarketplaceCompanyNewRoute() {
	const { marketplace, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	return (
		<section className="flex max-w-2xl flex-col gap-4">
			<h1 className="text-2xl font-semibold">
				{t('marketplace.newCompanyTitle', { name: marketplace.name })}
			</h1>
			<p className="text-slate-700">{t('marketplace.newCompanyHelp')}</p>
			<CompanyForm
				id="new-company"
				constraint={constraint}
				lastResult={actionData?.result}
				submitLabel={t('list.createSubmit')}
				cancelTo={`/marketplace/${marketplace.id}/company`}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
