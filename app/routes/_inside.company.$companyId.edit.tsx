import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { companySchema } from '@caixa/contract/company'
import { MULTIMEDIA_MAX_BYTES, multimediaSchema } from '@caixa/contract/multimedia'
import { Avatar } from '~/components/avatar'
import { CompanyForm } from '~/components/company/company-form'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { photoUrl } from '~/components/multimedia'
import { pageTitle } from '~/components/page-title'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { callCaixa, CaixaProblem } from '~/server/caixa.server'
import { loadCompanyOfLayout } from '~/server/companies.server'
import { companyFormAction } from '~/server/company-form.server'
import { i18nServer } from '~/server/i18n.server'
import { readPhotoFormData } from '~/server/photo-upload.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const handle = { i18n: ['common', 'company'] }

// Editing a company (spec §2 "/company/{companyId}/edit"), for its owner: its name and tax id,
// and its photo — a plain multipart form, so it works without JavaScript. Two forms, told apart
// by their submit button's intent.

const photoSchema = z.object({
	intent: z.literal('photo'),
	photo: z.file().max(MULTIMEDIA_MAX_BYTES),
})

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const company = await loadCompanyOfLayout(token, request, params.companyId)
	// Only the owner changes a company: anyone else finds no such page.
	if (company.role !== 'OWNER') throw new Response('Not found', { status: 404 })
	const t = await i18nServer.getFixedT(request)
	return { company, title: t('company:edit.title') }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request, 'company')
	const companyId = encodeURIComponent(params.companyId ?? '')
	const { formData, tooLarge } = await readPhotoFormData(request)
	switch (formData.get('intent')) {
		case 'company':
			return companyFormAction(request, formData, {
				token,
				t,
				method: 'PUT',
				path: `/companies/${companyId}`,
			})
		case 'photo':
			return changePhoto(request, formData, { token, t, companyId, tooLarge })
		default:
			return data({ result: undefined, error: t('common:form.errors.intent') }, { status: 400 })
	}
}

async function changePhoto(
	request: Request,
	formData: FormData,
	{
		token,
		t,
		companyId,
		tooLarge,
	}: { token: string; t: Translate; companyId: string; tooLarge: boolean },
) {
	const photoError = (message: string, status: number) =>
		data(
			{
				photoResult: parseWithZod(formData, { schema: photoSchema.pick({ intent: true }) }).reply({
					fieldErrors: { photo: [message] },
				}),
			},
			{ status },
		)
	if (tooLarge) return photoError(t('edit.photoTooLarge'), 413)
	const submission = parseWithZod(formData, { schema: photoSchema, error: formErrorMap(t) })
	if (submission.status !== 'success') {
		return data({ photoResult: submission.reply() }, { status: 400 })
	}
	const body = new FormData()
	body.set('file', submission.value.photo)
	try {
		const { data: multimedia } = await callCaixa('/multimedia', {
			method: 'POST',
			token,
			body,
			schema: multimediaSchema,
			request,
		})
		await callCaixa(`/companies/${companyId}/photo`, {
			method: 'PUT',
			token,
			body: { multimedia: multimedia.id },
			schema: companySchema,
			request,
		})
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 413) {
			return photoError(t('edit.photoTooLarge'), 413)
		}
		if (error instanceof CaixaProblem && error.status === 415) {
			return photoError(t('edit.photoNotImage'), 415)
		}
		throw error
	}
	return redirectWithToast(`/company/${companyId}/edit`, {
		type: 'success',
		title: t('edit.photoSaved'),
	})
}

export default function CompanyEditRoute() {
	const { company } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('company')
	const [photoForm, photoFields] = useForm({
		id: 'company-photo',
		lastResult: actionData && 'photoResult' in actionData ? actionData.photoResult : undefined,
		constraint: getZodConstraint(photoSchema),
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: photoSchema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="flex max-w-2xl flex-col gap-8">
			<h1 className="text-2xl font-semibold">{t('edit.title')}</h1>
			{actionData && 'error' in actionData ? <ErrorList errors={[actionData.error]} /> : null}
			<CompanyForm
				id="edit-company"
				lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
				defaultValue={company}
				submitLabel={t('edit.submit')}
				cancelTo={`/company/${company.id}`}
			/>
			{/* Keyed by the photo, so a saved upload leaves an empty file input behind. */}
			<Form
				key={company.photo ?? 'none'}
				method="post"
				encType="multipart/form-data"
				className="flex flex-col items-start gap-3"
				{...getFormProps(photoForm)}
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
				<Field
					label={t('edit.photo')}
					description={t('edit.photoHelp')}
					inputProps={{ ...getInputProps(photoFields.photo, { type: 'file' }), accept: 'image/*' }}
					errors={photoFields.photo.errors}
				/>
				<ErrorList id={photoForm.errorId} errors={photoForm.errors} />
				<StatusButton type="submit" name="intent" value="photo" variant="secondary">
					{t('edit.photoSubmit')}
				</StatusButton>
			</Form>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
