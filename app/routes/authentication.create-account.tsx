import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
	createAccountConstraint,
	validateCreateAccount,
} from '~/components/auth/create-account-form.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { ErrorList, Field, SelectField } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useOnDemand } from '~/components/use-on-demand'
import { fallbackLanguage, isLanguage, languageNames, supportedLanguages } from '~/i18n/config'
import { handleCaixaRefusal, translatedRefusal } from '~/server/caixa-refusal.server'
import { i18nServer, readerLanguage } from '~/server/i18n.server'
import { AFTER_SIGN_IN_PATH } from '~/server/sign-in.server'
import { caixaCall, endpoints } from '~/server/caixa.server'
import { safeRedirect } from '~/server/safe-redirect.server'

export const handle = { i18n: ['common', 'auth'] }

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadValidation = () => import('~/components/auth/create-account-validation')

export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18nServer.getFixedT(request)
	const locale = await readerLanguage(request)
	return {
		title: t('auth:createAccount.title'),
		language: isLanguage(locale) ? locale : fallbackLanguage,
		constraint: createAccountConstraint,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const formData = await request.formData()
	const t = await i18nServer.getFixedT(request)
	const submission = validateCreateAccount(formData, t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const redirectTo = safeRedirect(formData.get('redirect'), AFTER_SIGN_IN_PATH)
	try {
		await caixaCall(endpoints.accounts.create, {
			body: { ...submission.value, redirect: redirectTo },
			client: request,
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, translatedRefusal(t))
	}
	const next = new URLSearchParams({ email: submission.value.email, redirect: redirectTo })
	return redirect(`/authentication/email-verification?${next.toString()}`)
}

export default function CreateAccountRoute() {
	const { language, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [searchParams] = useSearchParams()
	const redirectTo = searchParams.get('redirect') ?? ''
	const { t } = useTranslation()
	const [validation, prepareValidation] = useOnDemand(loadValidation)
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		constraint,
		// An e-mail link that offered an account names the address it was sent to.
		defaultValue: { email: searchParams.get('email') ?? '', language },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation
			? ({ formData }) => validation.validateCreateAccount(formData, t)
			: undefined,
		shouldRevalidate: 'onBlur',
	})
	const signIn = new URLSearchParams(redirectTo ? { redirect: redirectTo } : {})
	return (
		<>
			<div className="flex flex-col gap-2">
				<h1 className="text-2xl font-bold text-slate-900">{t('auth:createAccount.title')}</h1>
				<p className="text-slate-700">{t('auth:createAccount.intro')}</p>
			</div>
			<Form
				method="post"
				className="flex flex-col gap-4"
				{...getFormProps(form)}
				onFocus={prepareValidation}
				onPointerEnter={prepareValidation}
			>
				<input type="hidden" name="redirect" value={redirectTo} />
				<Field
					label={t('auth:createAccount.name')}
					inputProps={{
						...getInputProps(fields.name, { type: 'text' }),
						autoComplete: 'given-name',
					}}
					errors={fields.name.errors}
				/>
				<Field
					label={t('auth:createAccount.surname')}
					inputProps={{
						...getInputProps(fields.surname, { type: 'text' }),
						autoComplete: 'family-name',
					}}
					errors={fields.surname.errors}
				/>
				<Field
					label={t('auth:createAccount.email')}
					inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
					errors={fields.email.errors}
				/>
				<SelectField
					label={t('auth:createAccount.language')}
					selectProps={getSelectProps(fields.language)}
					options={supportedLanguages.map((value) => ({
						value,
						label: languageNames[value],
						lang: value,
					}))}
					errors={fields.language.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<StatusButton type="submit">{t('auth:createAccount.submit')}</StatusButton>
			</Form>
			<p className="text-sm text-slate-700">
				{t('auth:createAccount.haveAccount')}{' '}
				<Link
					to={`/authentication${signIn.size > 0 ? `?${signIn.toString()}` : ''}`}
					className="font-medium text-emerald-800 underline"
				>
					{t('auth:createAccount.signIn')}
				</Link>
			</p>
		</>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
