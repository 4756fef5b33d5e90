import { endpoints } from '@caixa/contract/endpoints'
import { Authenticator } from 'remix-auth'
import { OAuth2Strategy } from 'remix-auth-oauth2'
import { type Session } from '@caixa/contract/session'
import { caixaCall } from './caixa.server'
import { webEnv, type OAuthProviderConfig } from './env.server'
import { LinkedInStrategy } from './linkedin-strategy.server'
import { hostCookieName } from './session.server'
import { notFound } from './not-found.server'

// The remix-auth strategies of the sign-in providers. Each checks the provider's access token
// with the API, which asks the provider's userinfo endpoint for a verified e-mail and answers our
// own session.

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
	if (!providerConfig(provider)) throw notFound()
}

/** The state-and-verifier cookie of each round trip; the library adds `:<uuid>` per attempt. */
export function stateCookieName(provider: Provider) {
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
		const { data } = await caixaCall(endpoints.authentication.checkWith[provider], {
			query: { token: tokens.accessToken() },
			client: request,
		})
		return data
	}
}

let authenticatorInstance: Authenticator<Session> | undefined
export function authenticator() {
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
