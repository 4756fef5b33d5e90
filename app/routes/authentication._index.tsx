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
import { Button } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { i18nServer } from '~/server/i18n.server'
import { configuredProviders, type Provider } from '~/server/oauth-strategies.server'
import { requestAccessLink } from '~/server/access-link.server'

export const handle = { i18n: ['common', 'auth'] }

// The redirect travels beside the form (a hidden field) and goes through safeRedirect, so a
// tampered one is replaced, not reported against a field nobody can see.
const schema = accessRequestSchema.pick({ accessValue: true })

export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18nServer.getFixedT(request)
	return { title: t('auth:signIn.title'), providers: configuredProviders() }
}

export async function action({ request }: ActionFunctionArgs) {
	return requestAccessLink(request, schema)
}

export default function SignInRoute() {
	const { providers } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [searchParams] = useSearchParams()
	const redirectTo = searchParams.get('redirect') ?? ''
	const { t } = useTranslation()
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap(t) }),
		shouldRevalidate: 'onBlur',
	})
	const createAccount = new URLSearchParams(redirectTo ? { redirect: redirectTo } : {})
	return (
		<>
			<div className="flex flex-col gap-2">
				<h1 className="text-2xl font-bold text-slate-900">{t('auth:signIn.title')}</h1>
				<p className="text-slate-700">{t('auth:signIn.intro')}</p>
			</div>
			<Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
				<input type="hidden" name="redirect" value={redirectTo} />
				<Field
					label={t('auth:signIn.email')}
					inputProps={{
						...getInputProps(fields.accessValue, { type: 'email' }),
						autoComplete: 'email',
					}}
					errors={fields.accessValue.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<StatusButton type="submit">{t('auth:signIn.submit')}</StatusButton>
			</Form>
			{providers.length > 0 ? (
				<section aria-labelledby="providers-heading" className="flex flex-col gap-3">
					<h2 id="providers-heading" className="text-sm font-medium text-slate-700">
						{t('auth:signIn.providers')}
					</h2>
					{providers.map((provider) => (
						<ProviderButton key={provider} provider={provider} redirectTo={redirectTo} />
					))}
				</section>
			) : null}
			<p className="text-sm text-slate-700">
				{t('auth:signIn.noAccount')}{' '}
				<Link
					to={`/authentication/create-account${createAccount.size > 0 ? `?${createAccount.toString()}` : ''}`}
					className="font-medium text-emerald-800 underline"
				>
					{t('auth:signIn.createAccount')}
				</Link>
			</p>
			<p className="text-sm">
				<Link to="/privacy-policy" className="text-slate-700 underline">
					{t('auth:signIn.privacy')}
				</Link>
			</p>
		</>
	)
}

/**
 * A form posting to the provider's start route. reloadDocument: the answer is a redirect to
 * another origin, which only a full page navigation can follow.
 */
function ProviderButton({ provider, redirectTo }: { provider: Provider; redirectTo: string }) {
	const { t } = useTranslation()
	return (
		<Form method="post" action={`/auth/${provider}`} reloadDocument>
			<input type="hidden" name="redirect" value={redirectTo} />
			<Button type="submit" variant="secondary" className="w-full">
				{provider === 'google' ? t('auth:signIn.google') : t('auth:signIn.linkedin')}
			</Button>
		</Form>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
