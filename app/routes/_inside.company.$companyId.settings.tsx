import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CollaboratorsPanel } from '~/components/company/collaborators-panel'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { collaboratorsAction } from '~/server/collaborators-form.server'
import { loadCollaborators } from '~/server/companies.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'

export const handle = { i18n: ['common', 'company'] }

// A company's settings (spec §2 "/company/{companyId}/settings"): the people who work in every
// unit of it. Its owner's alone — the API answers anyone else 404, and so does this page.

const enc = encodeURIComponent

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const companyId = enc(params.companyId ?? '')
	return {
		collaborators: await loadCollaborators(token, request, `/companies/${companyId}/collaborators`),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	const companyId = enc(params.companyId ?? '')
	return collaboratorsAction(request, await request.formData(), {
		token,
		t,
		paths: {
			profiles: `/companies/${companyId}/profiles`,
			collaborators: `/companies/${companyId}/collaborators`,
			one: (profileId) => `/companies/${companyId}/collaborators/${enc(profileId)}`,
		},
		redirectTo: `/company/${companyId}/settings`,
	})
}

export default function CompanySettingsRoute() {
	const { collaborators } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	return (
		<section className="flex max-w-2xl flex-col gap-4">
			<h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
			<CollaboratorsPanel
				title={t('settings.collaboratorsTitle')}
				description={t('settings.collaboratorsHelp')}
				collaborators={collaborators}
				lastResult={actionData?.result}
			/>
		</section>
	)
}

export const meta: MetaFunction = () => [{ title: 'Caixa' }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
