import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '~/components/avatar'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { type Translate } from '~/components/form-errors'
import { photoUrl } from '~/components/multimedia'
import { pageTitle } from '~/components/page-title'
import { PhotoForm } from '~/components/photo-form'
import {
	profileDetailsConstraint,
	validateProfileDetails,
} from '~/components/profile-details-form.server'
import { ErrorList, Field, SelectField } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useValidationOnDemand } from '~/components/use-validation-on-demand'
import { fallbackLanguage, isLanguage, languageNames, supportedLanguages } from '~/i18n/config'
import { handleCaixaRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, endpoints } from '~/server/caixa.server'
import { combineHeaders } from '~/server/headers.server'
import { i18nServer, languageCookie, readerLanguage } from '~/server/i18n.server'
import { photoAction, readPhotoFormData } from '~/components/photo-upload.server'
import { requireSession, updateProfileCookie } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const handle = { i18n: ['common'] }

// Two forms, told apart by their submit button's intent. The e-mail is shown but not edited:
// it is how the person signs in, and changing it needs its own verified round trip. The details
// form's rule (zod) is fetched when someone reaches for the form; its HTML constraints come with
// the loader's data.
const loadDetailsValidation = () => import('~/components/profile-details-validation')

export async function loader({ request }: LoaderFunctionArgs) {
	const { token } = await requireSession(request)
	const { data: session } = await caixaCall(endpoints.session.get, { token, request })
	const locale = await readerLanguage(request)
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('common:profile.title'),
		profile: {
			name: session.name,
			surname: session.surname,
			email: session.email,
			photo: session.photo,
		},
		language: isLanguage(locale) ? locale : fallbackLanguage,
		detailsConstraint: profileDetailsConstraint,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const { token } = await requireSession(request)
	const t = await i18nServer.getFixedT(request)
	// The photo form is multipart (a plain form, so it works without JavaScript); its file is
	// read through a handler that holds at most what the API would take.
	const { formData, tooLarge } = await readPhotoFormData(request)
	switch (formData.get('intent')) {
		case 'details':
			return changeDetails(request, formData, { token, t })
		case 'photo':
			return photoAction(
				{ request, token, formData, tooLarge },
				{
					t,
					words: {
						tooLarge: t('profile.photoTooLarge'),
						notImage: t('profile.photoNotImage'),
						saved: t('profile.photoSaved'),
					},
					// The cookie's profile feeds every avatar, so the new photo shows on the next page.
					attach: async (multimedia) => {
						const { data: session } = await caixaCall(endpoints.session.photo, {
							body: { multimedia },
							token,
							request,
						})
						return { 'Set-Cookie': await updateProfileCookie(request, { photo: session.photo }) }
					},
					back: '/profile',
				},
			)
		default:
			return data(
				{ intent: 'unknown' as const, result: undefined, error: t('form.errors.intent') },
				{ status: 400 },
			)
	}
}

async function changeDetails(
	request: Request,
	formData: FormData,
	{ token, t }: { token: string; t: Translate },
) {
	const submission = validateProfileDetails(formData, t)
	if (submission.status !== 'success') {
		return data({ intent: 'details' as const, result: submission.reply() }, { status: 400 })
	}
	const { intent: _intent, ...details } = submission.value
	try {
		const { data: session } = await caixaCall(endpoints.session.update, {
			token,
			body: details,
			request,
		})
		// The profile's language (its e-mails) and the pages' language (the cookie, as with the
		// profile menu's switch) change together; the session's copy of the profile follows.
		const tChosen = await i18nServer.getFixedT(details.language)
		return redirectWithToast(
			'/profile',
			{ type: 'success', title: tChosen('profile.detailsSaved') },
			{
				headers: combineHeaders(
					new Headers({ 'Set-Cookie': await languageCookie.serialize(details.language) }),
					new Headers({
						'Set-Cookie': await updateProfileCookie(request, {
							name: session.name,
							surname: session.surname,
							language: session.language,
						}),
					}),
				),
			},
		)
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, { extra: { intent: 'details' as const } })
	}
}

export default function ProfileRoute() {
	const { profile, language, detailsConstraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation()
	const details = useValidationOnDemand(loadDetailsValidation, (validation, formData) =>
		validation.validateProfileDetails(formData, t),
	)
	const [detailsForm, detailsFields] = useForm({
		id: 'profile-details',
		lastResult: actionData?.intent === 'details' ? actionData.result : undefined,
		constraint: detailsConstraint,
		defaultValue: { name: profile.name, surname: profile.surname, language },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: details.onValidate,
		shouldRevalidate: 'onBlur',
	})
	return (
		<section className="mx-auto flex w-full max-w-2xl flex-col gap-8 p-6">
			<div className="flex items-center gap-4">
				<Avatar
					name={profile.name}
					surname={profile.surname}
					photo={photoUrl(profile.photo, 'SAMPLE')}
					size={64}
				/>
				<h1 className="text-2xl font-semibold">{t('profile.title')}</h1>
			</div>
			{actionData?.intent === 'unknown' ? <ErrorList errors={[actionData.error]} /> : null}

			<Form
				method="post"
				aria-labelledby="profile-details-title"
				className="flex flex-col items-stretch gap-3"
				{...getFormProps(detailsForm)}
				{...details.intent}
			>
				<h2 id="profile-details-title" className="text-lg font-semibold">
					{t('profile.details')}
				</h2>
				{/* An address is one unbroken word, often wider than a phone. */}
				<p className="text-sm break-words text-slate-700">
					<span className="font-medium">{t('profile.email')}:</span> {profile.email}{' '}
					<span className="text-slate-600">({t('profile.emailFixed')})</span>
				</p>
				<Field
					label={t('profile.name')}
					inputProps={{
						...getInputProps(detailsFields.name, { type: 'text' }),
						autoComplete: 'given-name',
					}}
					errors={detailsFields.name.errors}
				/>
				<Field
					label={t('profile.surname')}
					inputProps={{
						...getInputProps(detailsFields.surname, { type: 'text' }),
						autoComplete: 'family-name',
					}}
					errors={detailsFields.surname.errors}
				/>
				<SelectField
					label={t('profile.language')}
					description={t('profile.languageHelp')}
					selectProps={getSelectProps(detailsFields.language)}
					options={supportedLanguages.map((value) => ({
						value,
						label: languageNames[value],
						lang: value,
					}))}
					errors={detailsFields.language.errors}
				/>
				<ErrorList id={detailsForm.errorId} errors={detailsForm.errors} />
				<div>
					<StatusButton type="submit" name="intent" value="details" variant="secondary">
						{t('profile.detailsSubmit')}
					</StatusButton>
				</div>
			</Form>

			<PhotoForm
				id="profile-photo"
				photo={profile.photo}
				lastResult={actionData?.intent === 'photo' ? actionData.result : undefined}
				words={{
					label: t('profile.photo'),
					help: t('profile.photoHelp'),
					submit: t('profile.photoSubmit'),
				}}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
