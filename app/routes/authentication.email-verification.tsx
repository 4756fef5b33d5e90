import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { accessRequestSchema } from '@caixa/contract/authentication'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formErrorMap } from '~/components/form-errors'
import { pageTitle } from '~/components/page-title'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { requestAccessLink } from '~/server/access-link.server'
import { i18nServer } from '~/server/i18n.server'

export const handle = { i18n: ['common', 'auth'] }

const schema = accessRequestSchema.pick({ accessValue: true })

// "Check your inbox", after asking for a link or creating an account. The address comes in the
// query, so the page survives a reload and works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18nServer.getFixedT(request)
	const email = new URL(request.url).searchParams.get('email')?.trim() ?? ''
	return { title: t('auth:emailVerification.title'), email }
}

export async function action({ request }: ActionFunctionArgs) {
	const t = await i18nServer.getFixedT(request)
	return requestAccessLink(request, schema, { sentToast: t('auth:emailVerification.resent') })
}

export default function EmailVerificationRoute() {
	const { email } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [searchParams] = useSearchParams()
	const redirectTo = searchParams.get('redirect') ?? ''
	const { t } = useTranslation()
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		constraint: getZodConstraint(schema),
		defaultValue: { accessValue: email },
		onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap(t) }),
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
			<Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
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
