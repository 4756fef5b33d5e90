import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = {
	'~': fileURLToPath(new URL('./app', import.meta.url)),
	'@caixa': fileURLToPath(new URL('./caixa', import.meta.url)),
}

// Two projects: "api" (caixa/, against a real database: SQLite by default, PostgreSQL when
// DATABASE_URL is set) and "web" (app/ helpers). e2e/ belongs to Playwright.
export default defineConfig({
	resolve: { alias },
	test: {
		projects: [
			{
				resolve: { alias },
				test: {
					name: 'api',
					include: ['caixa/**/*.test.ts'],
					environment: 'node',
					setupFiles: ['./tests/setup.ts'],
					pool: 'forks',
				},
			},
			{
				resolve: { alias },
				test: {
					name: 'web',
					include: ['app/**/*.test.{ts,tsx}'],
					environment: 'node',
					setupFiles: ['./tests/setup.ts'],
				},
			},
		],
	},
})
