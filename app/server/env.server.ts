import { z } from 'zod'

// The web tier's configuration, read once. The API tier (caixa/env.ts) reads its own keys.
const DEVELOPMENT_SECRET = 'caixa-development-secret-change-me'

const schema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
		PORT: z.coerce.number().int().min(1).max(65535).default(3000),
		// Comma-separated: the first signs, all verify, so secrets can be rotated.
		SESSION_SECRET: z.string().min(1).optional(),
		// When set, the web app calls a separate /caixa API over HTTP instead of in process.
		CAIXA_API_URL: z.url().optional(),
		// Cookies are Secure in production; set false only when served over plain HTTP (a LAN).
		SECURE_COOKIES: z.stringbool().optional(),
		// The public address, for the providers' redirect URIs (the API reads the same key for the
		// links in its e-mails).
		APP_URL: z.url().optional(),
		// Where the privacy policy tells people to ask for their data to be deleted.
		PRIVACY_EMAIL: z.email().optional(),
		// A Nominatim-compatible maps service (search by text, reverse by coordinates) for a unit's
		// address; without it addresses are typed by hand.
		MAPS_URL: z.url().optional(),
		// A provider is on only when both its client id and secret are set; the endpoints default
		// to the provider's own, and tests point them at a local OIDC server.
		GOOGLE_CLIENT_ID: z.string().min(1).optional(),
		GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
		GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
		GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
		LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
		LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
		LINKEDIN_AUTHORIZATION_URL: z.url().default('https://www.linkedin.com/oauth/v2/authorization'),
		LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
	})
	.transform((env, ctx) => {
		if (!env.SESSION_SECRET && env.NODE_ENV === 'production') {
			ctx.addIssue({
				code: 'custom',
				path: ['SESSION_SECRET'],
				message: 'is required in production',
			})
		}
		const google = provider(
			'GOOGLE',
			{
				clientId: env.GOOGLE_CLIENT_ID,
				clientSecret: env.GOOGLE_CLIENT_SECRET,
				authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
				tokenUrl: env.GOOGLE_TOKEN_URL,
			},
			ctx,
		)
		const linkedin = provider(
			'LINKEDIN',
			{
				clientId: env.LINKEDIN_CLIENT_ID,
				clientSecret: env.LINKEDIN_CLIENT_SECRET,
				authorizationUrl: env.LINKEDIN_AUTHORIZATION_URL,
				tokenUrl: env.LINKEDIN_TOKEN_URL,
			},
			ctx,
		)
		// A provider sends the browser back to APP_URL; guessing it in production would send
		// people to localhost.
		if ((google || linkedin) && !env.APP_URL && env.NODE_ENV === 'production') {
			ctx.addIssue({
				code: 'custom',
				path: ['APP_URL'],
				message: 'is required in production when Google or LinkedIn sign-in is configured',
			})
		}
		if (ctx.issues.length > 0) return z.NEVER
		return {
			NODE_ENV: env.NODE_ENV,
			PORT: env.PORT,
			SESSION_SECRETS: (env.SESSION_SECRET ?? DEVELOPMENT_SECRET).split(',').map((s) => s.trim()),
			CAIXA_API_URL: env.CAIXA_API_URL?.replace(/\/+$/, ''),
			SECURE_COOKIES: env.SECURE_COOKIES ?? env.NODE_ENV === 'production',
			APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
			PRIVACY_EMAIL: env.PRIVACY_EMAIL,
			MAPS_URL: env.MAPS_URL?.replace(/\/+$/, ''),
			google,
			linkedin,
		}
	})

export interface OAuthProviderConfig {
	clientId: string
	clientSecret: string
	authorizationUrl: string
	tokenUrl: string
}

function provider(
	prefix: 'GOOGLE' | 'LINKEDIN',
	keys: Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'> &
		Partial<Pick<OAuthProviderConfig, 'clientId' | 'clientSecret'>>,
	ctx: z.RefinementCtx,
): OAuthProviderConfig | null {
	const { clientId, clientSecret } = keys
	if (clientId && clientSecret) return { ...keys, clientId, clientSecret }
	// Half a configuration is a mistake worth stopping for, not a silently hidden button.
	if (clientId || clientSecret) {
		const [missing, present] = clientId
			? ['CLIENT_SECRET', 'CLIENT_ID']
			: ['CLIENT_ID', 'CLIENT_SECRET']
		ctx.addIssue({
			code: 'custom',
			path: [`${prefix}_${missing}`],
			message: `is required with ${prefix}_${present}`,
		})
	}
	return null
}

export type WebEnv = z.output<typeof schema>

let cached: WebEnv | undefined

export function webEnv(): WebEnv {
	if (cached) return cached
	// An empty value means "not set", as in most .env files (and as caixa/env.ts reads them).
	const present = Object.fromEntries(
		Object.entries(process.env).filter(([, value]) => value !== ''),
	)
	const parsed = schema.safeParse(present)
	if (!parsed.success) {
		const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
		throw new Error(`Invalid environment for the web app:\n${lines.join('\n')}`)
	}
	cached = parsed.data
	return cached
}
