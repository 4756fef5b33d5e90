import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { signInConstraint, signInFormSchema } from '~/components/auth/sign-in-form.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useOnDemand } from '~/components/use-on-demand'
import { requestAccessLink } from '~/server/access-link.server'
import { i18nServer } from '~/server/i18n.server'

export const handle = { i18n: ['common', 'auth'] }

// The sign-in form's validation, fetched when someone reaches for the form.
const loadValidation = () => import('~/components/auth/sign-in-validation')

// "Check your inbox", after asking for a link or creating an account. The address comes in the
// query, so the page survives a reload and works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18nServer.getFixedT(request)
	const email = new URL(request.url).searchParams.get('email')?.trim() ?? ''
	return { title: t('auth:emailVerification.title'), email, constraint: signInConstraint }
}

export async function action({ request }: ActionFunctionArgs) {
	const t = await i18nServer.getFixedT(request)
	return requestAccessLink(request, signInFormSchema, {
		sentToast: t('auth:emailVerification.resent'),
	})
}

export default function EmailVerificationRoute() {
	const { email, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [searchParams] = useSearchParams()
	const redirectTo = searchParams.get('redirect') ?? ''
	const { t } = useTranslation()
	const [validation, prepareValidation] = useOnDemand(loadValidation)
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		constraint,
		defaultValue: { accessValue: email },
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation ? ({ formData }) => validation.validateSignIn(formData, t) : undefined,
		shouldRevalidate: 'onBlur',
	})
	const signIn = new URLSearchParams(redirectTo ? { redirect: redirectTo } : {})
	return (
		<>
			<div className="flex flex-col gap-2">
				<h1 className="text-2xl font-bold text-slate-900">{t('auth:emailVerification.title')}</h1>
				<p className="text-slate-700">
					{email ? t('auth:emailVerification.sentTo', { email }) : t('auth:emailVerification.sent')}
				</p>
				<p className="text-sm text-slate-600">{t('auth:emailVerification.validity')}</p>
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
					label={t('auth:emailVerification.email')}
					inputProps={{
						...getInputProps(fields.accessValue, { type: 'email' }),
						autoComplete: 'email',
					}}
					errors={fields.accessValue.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<StatusButton type="submit" variant="secondary">
					{t('auth:emailVerification.resend')}
				</StatusButton>
			</Form>
			<p className="text-sm">
				<Link
					to={`/authentication${signIn.size > 0 ? `?${signIn.toString()}` : ''}`}
					className="font-medium text-emerald-800 underline"
				>
					{t('auth:emailVerification.otherAddress')}
				</Link>
			</p>
		</>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
