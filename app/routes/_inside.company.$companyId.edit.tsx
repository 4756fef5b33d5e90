import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '~/components/avatar'
import { CompanyForm } from '~/components/company/company-form'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { photoUrl } from '~/components/multimedia'
import { pageTitle } from '~/components/page-title'
import { PhotoForm } from '~/components/photo-form'
import { ErrorList } from '~/components/ui/field'
import { caixaCall, endpoints, requireFound } from '~/server/caixa.server'
import { loadCompanyOfLayout } from '~/components/company/companies.server'
import { companyConstraint, companyFormAction } from '~/components/company/company-form.server'
import { i18nServer } from '~/server/i18n.server'
import { photoAction, readPhotoFormData } from '~/components/photo-upload.server'
import { requireSession } from '~/server/session.server'
import { notFound, requireParam } from '~/server/not-found.server'

export const handle = { i18n: ['common', 'company'] }

// Editing a company (spec §2 "/company/{companyId}/edit"), for its owner: its name and tax id,
// and its photo (the one PhotoForm). Two forms, told apart by their submit button's intent.

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const company = await loadCompanyOfLayout({ token, request }, requireParam(params, 'companyId'))
	// Only the owner changes a company: anyone else finds no such page.
	if (company.role !== 'OWNER') throw notFound()
	const t = await i18nServer.getFixedT(request)
	return { company, title: t('company:edit.title'), constraint: companyConstraint }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	const companyId = requireParam(params, 'companyId')
	const { formData, tooLarge } = await readPhotoFormData(request)
	switch (formData.get('intent')) {
		case 'company':
			return companyFormAction(request, formData, {
				token,
				t,
				save: { companyId },
			})
		case 'photo':
			return photoAction(
				{ request, token, formData, tooLarge },
				{
					t,
					words: {
						tooLarge: t('edit.photoTooLarge'),
						notImage: t('edit.photoNotImage'),
						saved: t('edit.photoSaved'),
					},
					// A company that is not the caller's (to change) is the page's 404.
					attach: async (multimedia) => {
						await requireFound(
							caixaCall(endpoints.companies.photo, {
								params: { companyId },
								body: { multimedia },
								token,
								request,
							}),
						)
					},
					back: `/company/${encodeURIComponent(companyId)}/edit`,
				},
			)
		default:
			return data({ result: undefined, error: t('common:form.errors.intent') }, { status: 400 })
	}
}

export default function CompanyEditRoute() {
	const { company, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	return (
		<section className="flex max-w-2xl flex-col gap-8">
			<h1 className="text-2xl font-semibold">{t('edit.title')}</h1>
			{actionData && 'error' in actionData ? <ErrorList errors={[actionData.error]} /> : null}
			<CompanyForm
				id="edit-company"
				constraint={constraint}
				lastResult={
					actionData && 'result' in actionData && !('intent' in actionData)
						? actionData.result
						: undefined
				}
				defaultValue={company}
				submitLabel={t('edit.submit')}
				cancelTo={`/company/${company.id}`}
			/>
			<PhotoForm
				id="company-photo"
				photo={company.photo}
				lastResult={actionData && 'intent' in actionData ? actionData.result : undefined}
				words={{ label: t('edit.photo'), help: t('edit.photoHelp'), submit: t('edit.photoSubmit') }}
			>
				<div className="flex items-center gap-3">
					<Avatar
						name={company.name}
						photo={photoUrl(company.photo, 'SAMPLE')}
						size={56}
						label=""
					/>
					<h2 className="text-lg font-semibold">{t('edit.photoTitle')}</h2>
				</div>
			</PhotoForm>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
