import {
	data,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
	accessLinkFailures,
	tokenCheckSchema,
	type AccessLinkFailure,
} from '~/components/auth/access-link-check.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CentredLayout } from '~/components/layouts/centred-layout'
import { pageTitle } from '~/components/page-title'
import { buttonClassName } from '~/components/ui/button'
import { StatusButton } from '~/components/ui/status-button'
import { rateLimitMessage } from '~/server/caixa-refusal.server'
import { i18nServer } from '~/server/i18n.server'
import { AFTER_SIGN_IN_PATH, signInRedirect } from '~/server/sign-in.server'
import { caixaCall, CaixaProblem, endpoints } from '~/server/caixa.server'
import { safeRedirect } from '~/server/safe-redirect.server'

export const handle = { i18n: ['common', 'auth'] }

// The access checker. Opening the link (GET) only shows a button: mail scanners and link
// previews fetch links on their own, and the token works once, so a GET that used it up would
// sign nobody in and spoil the link. The person's own POST uses it.
export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18nServer.getFixedT(request)
	return { title: t('auth:access.title') }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const redirectTo = safeRedirect(
		new URL(request.url).searchParams.get('redirect'),
		AFTER_SIGN_IN_PATH,
	)
	const check = tokenCheckSchema.safeParse({ token: params.token })
	// No link ever had a token of that shape: the API would only say so at more cost.
	if (!check.success) {
		const failure: AccessLinkFailure = 'UNKNOWN'
		return data({ failure }, { status: 404 })
	}
	try {
		const { data: session } = await caixaCall(endpoints.authentication.check, {
			body: check.data,
			client: request,
		})
		return signInRedirect(request, session, redirectTo)
	} catch (error) {
		if (!(error instanceof CaixaProblem)) throw error
		if (error.status === 429) {
			const t = await i18nServer.getFixedT(request)
			return data({ rateLimited: rateLimitMessage(error, t) }, { status: 429 })
		}
		const failure = failureOf(error)
		if (failure) return data({ failure }, { status: error.status })
		throw error
	}
}

function failureOf(problem: CaixaProblem): AccessLinkFailure | null {
	const named = accessLinkFailures.find((failure) => failure === problem.code)
	if (named) return named
	// Without a code, the status still tells a link that is gone from one that never was.
	if (problem.status === 410) return 'USED'
	if (problem.status === 404 || problem.status === 422) return 'UNKNOWN'
	return null
}

export default function AccessRoute() {
	const actionData = useActionData<typeof action>()
	const [searchParams] = useSearchParams()
	const { t } = useTranslation()
	const redirectTo = searchParams.get('redirect')
	const newLink = `/authentication${redirectTo ? `?${new URLSearchParams({ redirect: redirectTo }).toString()}` : ''}`
	const failure = actionData && 'failure' in actionData ? actionData.failure : null

	if (failure) {
		return (
			<CentredLayout>
				<div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
					<h1 className="text-2xl font-bold text-slate-900">{failureTitle(failure, t)}</h1>
					<p className="text-slate-700">{failureDescription(failure, t)}</p>
					<Link to={newLink} className={buttonClassName({ className: 'self-start' })}>
						{t('auth:access.newLink')}
					</Link>
				</div>
			</CentredLayout>
		)
	}

	return (
		<CentredLayout>
			<div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
				<h1 className="text-2xl font-bold text-slate-900">{t('auth:access.title')}</h1>
				<p className="text-slate-700">{t('auth:access.intro')}</p>
				{actionData && 'rateLimited' in actionData ? (
					<p role="alert" className="text-sm text-red-700">
						{actionData.rateLimited}
					</p>
				) : null}
				<Form method="post">
					<StatusButton type="submit">{t('auth:access.continue')}</StatusButton>
				</Form>
			</div>
		</CentredLayout>
	)
}

type T = ReturnType<typeof useTranslation>['t']

// Spelt out, so each key is written once where the translation check can find it.
function failureTitle(failure: AccessLinkFailure, t: T) {
	switch (failure) {
		case 'EXPIRED':
			return t('auth:access.expired.title')
		case 'USED':
			return t('auth:access.used.title')
		case 'UNKNOWN':
			return t('auth:access.unknown.title')
	}
}

function failureDescription(failure: AccessLinkFailure, t: T) {
	switch (failure) {
		case 'EXPIRED':
			return t('auth:access.expired.description')
		case 'USED':
			return t('auth:access.used.description')
		case 'UNKNOWN':
			return t('auth:access.unknown.description')
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title) }]

export function ErrorBoundary() {
	return (
		<CentredLayout>
			<GeneralErrorBoundary />
		</CentredLayout>
	)
}
