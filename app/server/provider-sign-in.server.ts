import { createCookie, redirect } from '@remix-run/node'
import {
	OAuth2RequestError,
	UnexpectedErrorResponseBodyError,
	UnexpectedResponseError,
} from 'remix-auth-oauth2'
import { type Session } from '@caixa/contract/session'
import { CaixaProblem } from './caixa.server'
import { type FixedT, rateLimitMessage } from './caixa-refusal.server'
import { webEnv } from './env.server'
import { combineHeaders } from './headers.server'
import { i18nServer } from './i18n.server'
import {
	authenticator,
	type Provider,
	requireProvider,
	stateCookieName,
} from './oauth-strategies.server'
import { safeRedirect } from './safe-redirect.server'
import { hostCookieName } from './session.server'
import { AFTER_SIGN_IN_PATH, replaceSession } from './sign-in.server'
import { redirectWithToast } from './toast.server'

// The round trip to a sign-in provider (Google, LinkedIn) and back. The page to come back to
// travels across it in a short-lived signed cookie, read back through safeRedirect.

let redirectCookieInstance: ReturnType<typeof createCookie> | undefined
function redirectCookie() {
	if (!redirectCookieInstance) {
		const env = webEnv()
		redirectCookieInstance = createCookie(
			hostCookieName('caixa_sign_in_redirect', env.SECURE_COOKIES),
			{
				httpOnly: true,
				sameSite: 'lax',
				path: '/',
				secure: env.SECURE_COOKIES,
				secrets: env.SESSION_SECRETS,
				// As long as someone may reasonably spend at the provider's consent screen.
				maxAge: 60 * 10,
			},
		)
	}
	return redirectCookieInstance
}

async function readRedirectCookie(request: Request) {
	const value: unknown = await redirectCookie().parse(request.headers.get('Cookie'))
	return safeRedirect(typeof value === 'string' ? value : null, AFTER_SIGN_IN_PATH)
}

/**
 * Starts the round trip (a form post, so that a link prefetch never starts one): the answer is
 * the strategy's redirect to the provider, with the page to come back to in its own cookie.
 */
export async function startProviderSignIn(provider: Provider, request: Request): Promise<never> {
	requireProvider(provider)
	// A copy: the authenticator copies the request itself, which needs the body unread. A body
	// that is no form names no page to come back to.
	const form = await request
		.clone()
		.formData()
		.catch(() => new FormData())
	const redirectTo = safeRedirect(form.get('redirect'), AFTER_SIGN_IN_PATH)
	try {
		await authenticator().authenticate(provider, request)
	} catch (thrown) {
		if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
			thrown.headers.append('Set-Cookie', await redirectCookie().serialize(redirectTo))
		}
		throw thrown
	}
	// Without a state in the URL the strategy always redirects; reaching here is a bug.
	throw new Error(`The ${provider} strategy did not redirect to the provider`)
}

/**
 * The provider's return point: on success the browser is signed in and sent to the page it
 * first asked for; on any failure it goes back to sign-in with a message saying what happened.
 */
export async function finishProviderSignIn(
	provider: Provider,
	request: Request,
): Promise<Response> {
	requireProvider(provider)
	const redirectTo = await readRedirectCookie(request)
	const url = new URL(request.url)
	// Without a state this is no provider's answer (a bookmark, a reload); the strategy would
	// start a new round trip instead.
	if (!url.searchParams.has('state')) {
		throw redirect(signInWith(redirectTo))
	}
	let session: Session
	try {
		session = await authenticator().authenticate(provider, request)
	} catch (error) {
		const t = await i18nServer.getFixedT(request)
		return redirectWithToast(
			signInWith(redirectTo),
			{
				type: 'error',
				title: t('auth:provider.failed', { provider: t(`auth:provider.${provider}`) }),
				description: providerFailure(error, t),
			},
			{ headers: cleanUpHeaders(provider, request) },
		)
	}
	return redirect(redirectTo, {
		headers: combineHeaders(
			cleanUpHeaders(provider, request),
			new Headers({ 'Set-Cookie': await replaceSession(request, session) }),
		),
	})
}

function signInWith(redirectTo: string) {
	return `/authentication?${new URLSearchParams({ redirect: redirectTo }).toString()}`
}

function providerFailure(error: unknown, t: FixedT): string {
	if (error instanceof CaixaProblem) {
		if (error.status === 429) return rateLimitMessage(error, t)
		if (error.code === 'EMAIL_NOT_VERIFIED') return t('auth:provider.emailNotVerified')
		if (error.status === 401) return t('auth:provider.refused')
		throw error
	}
	// The person said no, or the provider refused the code (or answered something else).
	if (error instanceof OAuth2RequestError) {
		return error.code === 'access_denied'
			? t('auth:provider.cancelled')
			: t('auth:provider.refused')
	}
	if (
		error instanceof UnexpectedResponseError ||
		error instanceof UnexpectedErrorResponseBodyError
	) {
		return t('auth:provider.refused')
	}
	// A state that does not match (a stale tab, a forged return) or a cookie gone with the
	// time limit: nothing to say but to start again.
	if (error instanceof ReferenceError || error instanceof RangeError)
		return t('auth:provider.expired')
	throw error
}

// The round trip is over: forget the page and every state cookie of this provider.
function cleanUpHeaders(provider: Provider, request: Request) {
	const headers = new Headers()
	const secure = webEnv().SECURE_COOKIES
	const prefix = stateCookieName(provider)
	const names = (request.headers.get('Cookie') ?? '')
		.split(';')
		.map((pair) => pair.split('=')[0]?.trim() ?? '')
		.filter((name) => name.startsWith(prefix))
	for (const name of [...names, redirectCookie().name]) {
		headers.append(
			'Set-Cookie',
			`${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
		)
	}
	return headers
}
