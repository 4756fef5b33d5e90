import { randomUUID } from 'node:crypto'
import { OAuth2Server } from 'oauth2-mock-server'
import { OIDC_USER } from './user'
import { E2E } from '../support/servers'

// A real OpenID Connect provider on loopback, standing in for Google and LinkedIn in Playwright:
// the browser is sent to its authorization endpoint, which answers at once with a code; the web
// app trades the code at its token endpoint (PKCE checked when sent); the real API asks its
// userinfo endpoint who the token belongs to.
//
// Who that is: OIDC_USER, or the address in the `oidc_email` cookie the test set on this origin,
// so that parallel tests against the real API each sign in a profile of their own.

const { oidc } = E2E
const server = new OAuth2Server()
await server.issuer.keys.generate('RS256')

const emailOfCode = new Map<string, string>()
const emailOfToken = new Map<string, string>()

function cookie(header: string | undefined, name: string) {
	for (const pair of (header ?? '').split(';')) {
		const [key, ...value] = pair.trim().split('=')
		if (key === name) return decodeURIComponent(value.join('='))
	}
	return undefined
}

server.service.on('beforeAuthorizeRedirect', ({ url }, request) => {
	const code = url.searchParams.get('code')
	if (code)
		emailOfCode.set(code, cookie(request.headers.cookie, oidc.emailCookie) ?? OIDC_USER.email)
})

// Two tokens signed in the same second for the same scopes would be the very same JWT, and the
// second sign-in would then take over the first one's address (two parallel tests, one Google,
// one LinkedIn): a unique id makes every token its own, as a real provider's are.
server.service.on('beforeTokenSigning', (token) => {
	token.payload.jti = randomUUID()
})

server.service.on('beforeResponse', (tokenResponse, request) => {
	const body = request.body as Record<string, unknown>
	// LinkedIn takes the client's credentials in the form body only; hold the web app to that,
	// as LinkedIn would.
	if (body.client_id === oidc.linkedin.clientId) {
		if (request.headers.authorization || body.client_secret !== oidc.linkedin.clientSecret) {
			tokenResponse.statusCode = 401
			tokenResponse.body = { error: 'invalid_client' }
			return
		}
	}
	const token = typeof tokenResponse.body === 'object' ? tokenResponse.body.access_token : undefined
	const code = typeof body.code === 'string' ? body.code : undefined
	if (typeof token === 'string' && code) {
		emailOfToken.set(token, emailOfCode.get(code) ?? OIDC_USER.email)
		emailOfCode.delete(code)
	}
})

server.service.on('beforeUserinfo', (userinfoResponse, request) => {
	const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
	const email = token ? emailOfToken.get(token) : undefined
	if (!email) {
		// A token this server never issued, as a real provider answers it.
		userinfoResponse.statusCode = 401
		userinfoResponse.body = { error: 'invalid_token' }
		return
	}
	userinfoResponse.body = {
		sub: email,
		email,
		email_verified: true,
		given_name: OIDC_USER.givenName,
		family_name: OIDC_USER.familyName,
	}
})

await server.start(oidc.port, '127.0.0.1')
console.log(`local OIDC provider on ${oidc.url}`)
