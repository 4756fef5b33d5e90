import { OAuth2Server } from 'oauth2-mock-server'

// A real OpenID Connect provider on loopback, standing in for Google and LinkedIn in tests: the
// API calls its userinfo endpoint over HTTP exactly as it calls theirs.

export interface LocalOidcProvider {
	userinfoUrl: string
	/**
	 * A real access token from the provider's token endpoint; userinfo answers `claims` for it
	 * (and 401 for any token it did not issue, as a real provider does).
	 */
	issueToken(claims: Record<string, unknown>): Promise<string>
	/** The Authorization headers userinfo received, oldest first. */
	received: (string | undefined)[]
	stop(): Promise<void>
}

export async function startOidcProvider(): Promise<LocalOidcProvider> {
	const server = new OAuth2Server()
	await server.issuer.keys.generate('RS256')
	await server.start(0, '127.0.0.1')
	// The issuer names itself localhost; the address it listens on is 127.0.0.1 only.
	const port = new URL(server.issuer.url ?? '').port
	const base = `http://127.0.0.1:${port}`
	const claimsOfToken = new Map<string, Record<string, unknown>>()
	const received: (string | undefined)[] = []

	server.service.on('beforeUserinfo', (response, request) => {
		const authorization = request.headers.authorization
		received.push(authorization)
		const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
		const claims = token ? claimsOfToken.get(token) : undefined
		if (claims) {
			response.body = { sub: token?.slice(-12), ...claims }
		} else {
			response.statusCode = 401
			response.body = { error: 'invalid_token', error_description: 'Unknown token' }
		}
	})

	return {
		userinfoUrl: `${base}/userinfo`,
		received,
		async issueToken(claims) {
			const response = await fetch(`${base}/token`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({
					grant_type: 'client_credentials',
					scope: 'openid email profile',
				}),
			})
			const { access_token: token } = (await response.json()) as { access_token: string }
			claimsOfToken.set(token, claims)
			return token
		},
		stop: () => server.stop(),
	}
}
