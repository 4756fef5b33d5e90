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
					// One migrated database per run, copied for each test database
					// (caixa/testing/database-template.ts).
					globalSetup: ['./caixa/testing/global-setup.ts'],
					pool: 'forks',
					// A test file's worker keeps the modules the files before it imported: importing
					// the API afresh for each of the 109 files was most of the run's CPU time. Each
					// file still makes its own database, app and clock (useTestApi); the one file on
					// the process's default database imports its own (http/app.test.ts).
					isolate: false,
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
