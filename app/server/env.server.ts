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
	})
	.transform((env, ctx) => {
		if (!env.SESSION_SECRET && env.NODE_ENV === 'production') {
			ctx.addIssue({
				code: 'custom',
				path: ['SESSION_SECRET'],
				message: 'is required in production',
			})
			return z.NEVER
		}
		return {
			...env,
			SESSION_SECRETS: (env.SESSION_SECRET ?? DEVELOPMENT_SECRET).split(',').map((s) => s.trim()),
			CAIXA_API_URL: env.CAIXA_API_URL?.replace(/\/+$/, ''),
			SECURE_COOKIES: env.SECURE_COOKIES ?? env.NODE_ENV === 'production',
		}
	})

export type WebEnv = z.output<typeof schema>

let cached: WebEnv | undefined

export function webEnv(): WebEnv {
	if (cached) return cached
	const parsed = schema.safeParse(process.env)
	if (!parsed.success) {
		const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
		throw new Error(`Invalid environment for the web app:\n${lines.join('\n')}`)
	}
	cached = parsed.data
	return cached
}
