import { createServer, type IncomingMessage, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Session } from '@caixa/contract/session'

// The provider round trip, against a local server playing the provider's token endpoint and the
// API's token check: what the browser is sent to, what the token endpoint receives, and where
// the browser lands. Each test imports a fresh module, since the environment is read once.

interface Received {
	path: string
	authorization: string | undefined
	body: URLSearchParams
}

const received: Received[] = []
let server: Server
let origin: string

const session: Session = {
	token: 'session-token',
	id: '0b7d6a52-3c1e-4d7e-9a51-1f6c2d3e4a10',
	name: 'Olivia',
	surname: 'Dias',
	email: 'olivia@example.com',
	photo: null,
	language: 'en-US',
}

async function bodyOf(request: IncomingMessage) {
	const chunks: Buffer[] = []
	for await (const chunk of request) chunks.push(chunk as Buffer)
	return Buffer.concat(chunks).toString('utf8')
}

beforeAll(async () => {
	server = createServer((request, response) => {
		void (async () => {
			const url = new URL(request.url ?? '/', 'http://local')
			received.push({
				path: url.pathname,
				authorization: request.headers.authorization,
				body: new URLSearchParams(await bodyOf(request)),
			})
			response.setHeader('Content-Type', 'application/json')
			if (url.pathname === '/token') {
				response.end(
					JSON.stringify({
						access_token: 'provider-token',
						token_type: 'Bearer',
						expires_in: 3600,
					}),
				)
			} else if (url.pathname.startsWith('/caixa/api/authentication/check/')) {
				const ok = url.searchParams.get('token') === 'provider-token'
				response.statusCode = ok ? 200 : 401
				response.end(
					JSON.stringify(ok ? session : { type: 'about:blank', title: 'x', status: 401 }),
				)
			} else {
				response.statusCode = 404
				response.end('{}')
			}
		})()
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
})

afterEach(() => {
	received.length = 0
})

const saved = { ...process.env }

async function freshAuth(env: Record<string, string | undefined> = {}) {
	vi.resetModules()
	process.env = {
		...saved,
		NODE_ENV: 'test',
		SESSION_SECRET: 'test-secret',
		SECURE_COOKIES: 'false',
		APP_URL: 'http://app.test',
		CAIXA_API_URL: origin,
		GOOGLE_CLIENT_ID: 'google-id',
		GOOGLE_CLIENT_SECRET: 'google-secret',
		GOOGLE_AUTHORIZATION_URL: `${origin}/authorize`,
		GOOGLE_TOKEN_URL: `${origin}/token`,
		LINKEDIN_CLIENT_ID: 'linkedin-id',
		LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
		LINKEDIN_AUTHORIZATION_URL: `${origin}/authorize`,
		LINKEDIN_TOKEN_URL: `${origin}/token`,
		...env,
	}
	return {
		...(await import('./provider-sign-in.server')),
		...(await import('./oauth-strategies.server')),
	}
}

afterAll(() => {
	process.env = { ...saved }
})

function startRequest(redirect: string) {
	return new Request('http://app.test/auth/x', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ redirect }),
	})
}

async function thrownBy(promise: Promise<unknown>) {
	const thrown = await promise.then(
		() => undefined,
		(error: unknown) => error,
	)
	if (!(thrown instanceof Response)) throw new Error(`Expected a Response, got ${String(thrown)}`)
	return thrown
}

/** The cookies a response sets, as the browser would send them back. */
function cookiesOf(response: Response) {
	return response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.join('; ')
}

async function roundTrip(provider: 'google' | 'linkedin', redirect: string) {
	const auth = await freshAuth()
	const started = await thrownBy(auth.startProviderSignIn(provider, startRequest(redirect)))
	const authorization = new URL(started.headers.get('Location') ?? '')
	const state = authorization.searchParams.get('state') ?? ''
	const callback = new Request(
		`${authorization.searchParams.get('redirect_uri')}?code=the-code&state=${state}`,
		{ headers: { Cookie: cookiesOf(started) } },
	)
	const finished = await auth.finishProviderSignIn(provider, callback)
	return { started, authorization, finished }
}

// A fresh import loads the in-process API's module graph too, which takes a few seconds.
describe('signing in with a provider', { timeout: 30_000 }, () => {
	it('sends Google the code challenge and comes back to the page first asked for', async () => {
		const { authorization, finished } = await roundTrip('google', '/profile?x=1')
		expect(authorization.origin + authorization.pathname).toBe(`${origin}/authorize`)
		expect(authorization.searchParams.get('redirect_uri')).toBe(
			'http://app.test/auth/google/callback',
		)
		expect(authorization.searchParams.get('scope')).toBe('openid email profile')
		expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')

		const token = received.find((call) => call.path === '/token')
		expect(token?.body.get('code_verifier')).toBeTruthy()
		expect(token?.authorization).toMatch(/^Basic /)

		expect(finished.status).toBe(302)
		expect(finished.headers.get('Location')).toBe('/profile?x=1')
		expect(finished.headers.getSetCookie().join('\n')).toMatch(/^caixa_session=[^;]+/m)
	})

	it('follows LinkedIn’s ways: no PKCE, the credentials in the form body, back to /linkedin', async () => {
		const { authorization, finished } = await roundTrip('linkedin', '/profile')
		expect(authorization.searchParams.get('redirect_uri')).toBe('http://app.test/linkedin')
		expect(authorization.searchParams.has('code_challenge')).toBe(false)

		const token = received.find((call) => call.path === '/token')
		expect(token?.authorization).toBeUndefined()
		expect(token?.body.get('client_id')).toBe('linkedin-id')
		expect(token?.body.get('client_secret')).toBe('linkedin-secret')
		expect(token?.body.has('code_verifier')).toBe(false)

		expect(finished.headers.get('Location')).toBe('/profile')
	})

	it('ends the session the browser had before, at the API too', async () => {
		const auth = await freshAuth()
		const { createSessionStorage } = await import('./session.server')
		const storage = createSessionStorage(['test-secret'], false)
		const before = await storage.getSession()
		before.set('token', 'old-token')
		before.set('profile', { ...session, email: 'before@example.com' })
		const oldCookie = (await storage.commitSession(before)).split(';')[0] ?? ''

		const started = await thrownBy(auth.startProviderSignIn('google', startRequest('/profile')))
		const state = new URL(started.headers.get('Location') ?? '').searchParams.get('state') ?? ''
		await auth.finishProviderSignIn(
			'google',
			new Request(`http://app.test/auth/google/callback?code=c&state=${state}`, {
				headers: { Cookie: `${cookiesOf(started)}; ${oldCookie}` },
			}),
		)
		const logout = received.find((call) => call.path === '/caixa/api/authentication/logout')
		expect(logout?.authorization).toBe('Bearer old-token')
	})

	it('never comes back to another origin', async () => {
		const { finished } = await roundTrip('google', 'https://evil.example/')
		// The portal instead.
		expect(finished.headers.get('Location')).toBe('/')
	})

	it('goes back to sign in, with a message, when the state does not match', async () => {
		const auth = await freshAuth()
		const started = await thrownBy(auth.startProviderSignIn('google', startRequest('/profile?x=1')))
		const finished = await auth.finishProviderSignIn(
			'google',
			new Request('http://app.test/auth/google/callback?code=c&state=forged', {
				headers: { Cookie: cookiesOf(started) },
			}),
		)
		expect(finished.headers.get('Location')).toBe('/authentication?redirect=%2Fprofile%3Fx%3D1')
		expect(finished.headers.getSetCookie().join('\n')).toMatch(/^caixa_toast=/m)
		expect(finished.headers.getSetCookie().join('\n')).not.toMatch(/^caixa_session=/m)
	})

	it('hides a provider without a client id and secret, and its routes answer 404', async () => {
		const auth = await freshAuth({
			LINKEDIN_CLIENT_ID: undefined,
			LINKEDIN_CLIENT_SECRET: undefined,
		})
		expect(auth.configuredProviders()).toEqual(['google'])
		const thrown = await thrownBy(auth.startProviderSignIn('linkedin', startRequest('/')))
		expect(thrown.status).toBe(404)
	})
})
