import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
	configuredProviders,
	i18nServer,
	requestAccessLink,
	signInConstraint,
	signInFormSchema,
	type Provider,
} from '~/components/auth/sign-in-page.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { pageTitle } from '~/components/page-title'
import { Button } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useOnDemand } from '~/components/use-on-demand'

export const handle = { i18n: ['common', 'auth'] }

// The form's validation (zod), fetched when someone reaches for the form; its HTML constraints
// come with the loader's data.
const loadValidation = () => import('~/components/auth/sign-in-validation')

export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18nServer.getFixedT(request)
	return {
		title: t('auth:signIn.title'),
		providers: configuredProviders(),
		constraint: signInConstraint,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	return requestAccessLink(request, signInFormSchema)
}

export default function SignInRoute() {
	const { providers, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [searchParams] = useSearchParams()
	const redirectTo = searchParams.get('redirect') ?? ''
	const { t } = useTranslation()
	const [validation, prepareValidation] = useOnDemand(loadValidation)
	const [form, fields] = useForm({
		lastResult: actionData?.result,
		constraint,
		// Until the validation is in, a submission is validated by the action, as without JS.
		onValidate: validation ? ({ formData }) => validation.validateSignIn(formData, t) : undefined,
		shouldRevalidate: 'onBlur',
	})
	const createAccount = new URLSearchParams(redirectTo ? { redirect: redirectTo } : {})
	return (
		<>
			<div className="flex flex-col gap-2">
				<h1 className="text-2xl font-bold text-slate-900">{t('auth:signIn.title')}</h1>
				<p className="text-slate-700">{t('auth:signIn.intro')}</p>
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
