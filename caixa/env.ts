import path from 'node:path'
import { z } from 'zod'

// The API tier's configuration. The web tier (app/server/env.server.ts) reads its own keys.
const envSchema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
		DATA_DIR: z
			.string()
			.min(1)
			.default('./data')
			.transform((dir) => path.resolve(dir)),
		DATABASE_URL: z
			.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
			.optional(),
		// Read-only SQLite connections, each in a worker thread beside the writer's (db/sqlite-dialect.ts);
		// 0 sends reads to the writer's thread too. About the machine's cores.
		SQLITE_READERS: z.coerce.number().int().min(0).max(16).default(2),
		SMTP_URL: z
			.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
			.optional(),
		MAIL_FROM: z.string().min(1).default('Caixa <no-reply@caixa.local>'),
		// Where the e-mailed links point. Unset, the web server's own address on this machine: in
		// process the API shares the web server's PORT (PORT=3101 mails links to :3101, not :3000).
		// The API on its own (server.ts) listens on another port and must be told
		// (docs/operations.md "One process or two").
		APP_URL: z.url().optional(),
		PORT: z.coerce.number().int().min(1).max(65535).default(3000),
		SESSION_MAX_AGE_DAYS: z.coerce.number().positive().default(30),
		SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
		ACCESS_LINK_MINUTES: z.coerce.number().int().positive().default(15),
		// Every e-mail the API sends, from every process, in an hour (domain/rate-limit.ts mailPerHour).
		MAIL_MAX_PER_HOUR: z.coerce.number().int().positive().default(500),
		GOOGLE_USERINFO_URL: z
			.url({ protocol: /^https?$/ })
			.default('https://openidconnect.googleapis.com/v1/userinfo'),
		LINKEDIN_USERINFO_URL: z
			.url({ protocol: /^https?$/ })
			.default('https://api.linkedin.com/v2/userinfo'),
	})
	.transform(({ APP_URL, PORT, ...env }) => ({
		...env,
		APP_URL: APP_URL ?? `http://localhost:${PORT}`,
	}))

export type CaixaEnv = z.infer<typeof envSchema>

/** Parses a set of variables, throwing one error that names every bad key. */
export function readEnv(source: Record<string, string | undefined> = process.env): CaixaEnv {
	// An empty value means "not set", as in most .env files.
	const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
	const parsed = envSchema.safeParse(present)
	if (parsed.success) return parsed.data
	const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
	throw new Error(`Invalid environment for the /caixa API:\n${lines.join('\n')}`)
}

let cached: CaixaEnv | undefined

/** The process's configuration, read on first use so that importing a module reads nothing. */
export function caixaEnv(): CaixaEnv {
	cached ??= readEnv()
	return cached
}
