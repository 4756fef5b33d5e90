import { createCookie, redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import {
	OAuth2RequestError,
	OAuth2Strategy,
	UnexpectedErrorResponseBodyError,
	UnexpectedResponseError,
} from 'remix-auth-oauth2'
import { countryByAlpha2, DEFAULT_COUNTRY } from '@caixa/contract/countries'
import { sessionSchema, type Session } from '@caixa/contract/session'
import { callCaixa, CaixaProblem } from './caixa.server'
import { webEnv, type OAuthProviderConfig } from './env.server'
import { combineHeaders } from './headers.server'
import { i18nServer } from './i18n.server'
import { safeRedirect } from './safe-redirect.server'
import { getSignedIn, hostCookieName, signInCookie } from './session.server'
import { toastHeaders } from './toast.server'

/**
 * Where a sign-in lands when nothing asked for a page, and where a signed-in visitor of the
 * sign-in pages is sent: the portal (spec §2).
 */
export const AFTER_SIGN_IN_PATH = '/'

export const providers = ['google', 'linkedin'] as const
export type Provider = (typeof providers)[number]

// Google's return point is ours to name; LinkedIn's is the spec's `/linkedin`.
const callbackPaths: Record<Provider, string> = {
	google: '/auth/google/callback',
	linkedin: '/linkedin',
}

function providerConfig(provider: Provider): OAuthProviderConfig | null {
	return webEnv()[provider]
}

/** The providers whose buttons show: those with a client id and secret. */
export function configuredProviders(): Provider[] {
	return providers.filter((provider) => providerConfig(provider) !== null)
}

/** Without configuration a provider's routes do not exist. */
export function requireProvider(provider: Provider) {
	if (!providerConfig(provider)) throw new Response('Not found', { status: 404 })
}

// ---------------------------------------------------------------------------------------------
// The page to come back to, across the round trip to the provider: a short-lived signed cookie,
// read back through safeRedirect.

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

// ---------------------------------------------------------------------------------------------
// The strategies. Each checks the provider's access token with the API, which asks the
// provider's userinfo endpoint for a verified e-mail and answers our own session.

// The state-and-verifier cookie of each round trip; the library adds `:<uuid>` per attempt.
function stateCookieName(provider: Provider) {
	return hostCookieName(`caixa_oauth_${provider}`, webEnv().SECURE_COOKIES)
}

function strategyOptions(
	provider: Provider,
	config: OAuthProviderConfig,
): OAuth2Strategy.ConstructorOptions {
	const env = webEnv()
	return {
		clientId: config.clientId,
		clientSecret: config.clientSecret,
		authorizationEndpoint: config.authorizationUrl,
		tokenEndpoint: config.tokenUrl,
		redirectURI: `${env.APP_URL}${callbackPaths[provider]}`,
		scopes: ['openid', 'email', 'profile'],
		cookie: {
			name: stateCookieName(provider),
			httpOnly: true,
			sameSite: 'Lax',
			path: '/',
			...(env.SECURE_COOKIES ? { secure: true } : {}),
		},
	}
}

function checkWithCaixa(provider: Provider) {
	return async ({ tokens, request }: OAuth2Strategy.VerifyOptions): Promise<Session> => {
		const token = encodeURIComponent(tokens.accessToken())
		const { data } = await callCaixa(`/authentication/check/${provider}?token=${token}`, {
			schema: sessionSchema,
			client: request,
		})
		return data
	}
}

type OAuth2Tokens = Awaited<ReturnType<OAuth2Strategy<unknown>['refreshToken']>>

/** A token endpoint's answer, read the way the library's own token object reads it. */
class TokenAnswer implements OAuth2Tokens {
	constructor(readonly data: Record<string, unknown>) {}
	private text(key: string) {
		const value = this.data[key]
		if (typeof value !== 'string') throw new Error(`The token answer has no ${key}`)
		return value
	}
	tokenType() {
		return this.text('token_type')
	}
	accessToken() {
		return this.text('access_token')
	}
	accessTokenExpiresInSeconds() {
		const value = this.data.expires_in
		if (typeof value !== 'number') throw new Error('The token answer has no expires_in')
		return value
	}
	accessTokenExpiresAt() {
		return new Date(Date.now() + this.accessTokenExpiresInSeconds() * 1000)
	}
	hasRefreshToken() {
		return typeof this.data.refresh_token === 'string'
	}
	refreshToken() {
		return this.text('refresh_token')
	}
	hasScopes() {
		return typeof this.data.scope === 'string'
	}
	scopes() {
		return this.text('scope').split(' ')
	}
	idToken() {
		return this.text('id_token')
	}
}

/**
 * LinkedIn's two departures from the generic flow: it offers PKCE to native apps only (a web
 * app's round trip is guarded by the state alone), and it reads the client's credentials from
 * the form body, never from HTTP Basic.
 */
class LinkedInStrategy<User> extends OAuth2Strategy<User> {
	override name = 'linkedin'

	protected override createAuthorizationURL() {
		const created = super.createAuthorizationURL()
		created.url.searchParams.delete('code_challenge')
		created.url.searchParams.delete('code_challenge_method')
		return created
	}

	protected override async validateAuthorizationCode(code: string): Promise<OAuth2Tokens> {
		const body = new URLSearchParams({
			grant_type: 'authorization_code',
			code,
			redirect_uri: String(this.options.redirectURI),
			client_id: this.options.clientId,
			client_secret: this.options.clientSecret ?? '',
		})
		const response = await fetch(String(this.options.tokenEndpoint), {
			method: 'POST',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Accept: 'application/json',
			},
			body,
		})
		const answer: unknown = await response.json().catch(() => null)
		const data = typeof answer === 'object' && answer !== null ? { ...answer } : {}
		if (!response.ok || !('access_token' in data)) {
			const error =
				'error' in data && typeof data.error === 'string' ? data.error : 'invalid_response'
			throw new OAuth2RequestError(error, `LinkedIn answered ${response.status}`, null, null)
		}
		return new TokenAnswer(data)
	}
}

let authenticatorInstance: Authenticator<Session> | undefined
function authenticator() {
	if (!authenticatorInstance) {
		authenticatorInstance = new Authenticator<Session>()
		const google = providerConfig('google')
		if (google) {
			authenticatorInstance.use(
				new OAuth2Strategy(strategyOptions('google', google), checkWithCaixa('google')),
				'google',
			)
		}
		const linkedin = providerConfig('linkedin')
		if (linkedin) {
			authenticatorInstance.use(
				new LinkedInStrategy(strategyOptions('linkedin', linkedin), checkWithCaixa('linkedin')),
				'linkedin',
			)
		}
	}
	return authenticatorInstance
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
		return redirect(signInWith(redirectTo), {
			headers: combineHeaders(
				cleanUpHeaders(provider, request),
				await toastHeaders({
					type: 'error',
					title: t('auth:provider.failed', { provider: t(`auth:provider.${provider}`) }),
					description: providerFailure(error, t),
				}),
			),
		})
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

type FixedT = Awaited<ReturnType<typeof i18nServer.getFixedT>>

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

/** "Too many attempts, try again in N minutes", from the 429's Retry-After. */
export function rateLimitMessage(problem: CaixaProblem, t: FixedT) {
	const minutes = Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 60) / 60))
	return t('auth:errors.rateLimited', { count: minutes })
}

/**
 * What a form shows when the API refuses its submission: a 429 says when to try again, a 422
 * marks the fields it names (in the reader's language: the API's own messages are English).
 * Anything else is not the form's to explain and goes on to the error boundary.
 */
export function problemReply(error: unknown, t: FixedT) {
	if (!(error instanceof CaixaProblem)) throw error
	if (error.status === 429) return { formErrors: [rateLimitMessage(error, t)] }
	if (error.status === 422 && error.problem.errors?.length) {
		const fieldErrors = Object.fromEntries(
			Object.keys(error.fieldErrors()).map((path) => [path, [t('common:form.errors.invalid')]]),
		)
		return { fieldErrors }
	}
	throw error
}

// ---------------------------------------------------------------------------------------------
// Beside the sign-in form: the plans, priced for where the browser says the visitor is.

/**
 * The country of the first language in Accept-Language (by preference) that names a region:
 * pt-BR → BRAZIL, en-US → UNITED_STATES; UNITED_STATES when none does.
 */
export function countryHint(acceptLanguage: string | null): string {
	const ranked = (acceptLanguage ?? '')
		.split(',')
		.map((part, index) => {
			const [tag = '', ...parameters] = part.trim().split(';')
			const weight = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
			return { tag: tag.trim(), quality: weight ? Number(weight.slice(2)) : 1, index }
		})
		.filter(({ tag, quality }) => tag && quality > 0)
		.sort((a, b) => b.quality - a.quality || a.index - b.index)
	for (const { tag } of ranked) {
		// language[-script][-region]: the region is a two-letter subtag after the language.
		const region = tag
			.split('-')
			.slice(1)
			.find((subtag) => /^[A-Za-z]{2}$/.test(subtag))
		const country = region ? countryByAlpha2(region) : undefined
		if (country) return country.name
	}
	return DEFAULT_COUNTRY
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

/** What the session cookie keeps of the API's answer: the token beside, the profile here. */
export function profileOf(session: Session) {
	const { token: _token, ...profile } = session
	return profile
}

/** Signs the browser in with the API's session and sends it on. */
export async function signInRedirect(request: Request, session: Session, redirectTo: string) {
	return redirect(redirectTo, {
		headers: { 'Set-Cookie': await replaceSession(request, session) },
	})
}

/**
 * The cookie of the new session. A browser already signed in (an access link opened in it, say)
 * has its previous session ended at the API too, rather than left valid and forgotten. Best
 * effort: if that fails, the old session still ends on its own (idle and absolute expiry).
 */
async function replaceSession(request: Request, session: Session) {
	const previous = await getSignedIn(request)
	if (previous && previous.token !== session.token) {
		await callCaixa('/authentication/logout', { method: 'POST', token: previous.token }).catch(
			() => undefined,
		)
	}
	return signInCookie(request, session.token, profileOf(session))
}
