import { OAuth2RequestError, OAuth2Strategy } from 'remix-auth-oauth2'

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
export class LinkedInStrategy<User> extends OAuth2Strategy<User> {
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
