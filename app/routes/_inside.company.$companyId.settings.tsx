import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CollaboratorsSection } from '~/components/collaborators/collaborators-section'
import { collaboratorsErrorOf } from '~/components/collaborators/flow'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import {
	type CollaboratorPaths,
	collaboratorPaths,
	collaboratorsAction,
	loadPeople,
} from '~/components/collaborators/collaborators-form.server'
import { endpoints } from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import { requireSession } from '~/server/session.server'
import { requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company', 'collaborators', 'list'] }

// A company's settings (spec §2 "/company/{companyId}/settings"): the people who work in every
// unit of it, through the one collaborators flow. Its owner's alone — the API answers anyone else
// 404, and so does this page.

function pathsOf(companyId: string): CollaboratorPaths {
	return collaboratorPaths(endpoints.companies.collaborators, { companyId })
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const t = await i18nServer.getFixedT(request)
	return {
		...(await loadPeople({ token, request }, profile, pathsOf(requireParam(params, 'companyId')))),
		title: t('company:settings.title'),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token, profile } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	return collaboratorsAction({ token, request }, await request.formData(), {
		t,
		self: profile.id,
		paths: pathsOf(requireParam(params, 'companyId')),
		scope: 'company',
	})
}

export default function CompanySettingsRoute() {
	const { rows, page, people } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	return (
		<section className="flex max-w-2xl flex-col gap-4">
			<h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
			<CollaboratorsSection
				scope="company"
				title={t('settings.collaboratorsTitle')}
				description={t('settings.collaboratorsHelp')}
				rows={rows}
				page={page}
				people={people}
				error={collaboratorsErrorOf(actionData)}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
