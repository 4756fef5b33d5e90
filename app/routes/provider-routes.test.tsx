import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18nIn, renderStatic } from '~/testing/render-static'

// With a provider off, its routes answered a bare "Not found" text — they had no
// component, so their loader's 404 never reached a boundary. Each is rendered here as Remix's
// router renders it, with both providers unconfigured: the product's not-found page.

const saved = { ...process.env }

afterEach(() => {
	process.env = { ...saved }
})

const routes = {
	'/auth/google': () => import('./auth.google'),
	'/auth/google/callback': () => import('./auth.google_.callback'),
	'/auth/linkedin': () => import('./auth.linkedin'),
	'/linkedin': () => import('./linkedin'),
}

describe('the sign-in providers’ routes while the providers are off', () => {
	for (const [path, load] of Object.entries(routes)) {
		it(`${path} shows the not-found page`, async () => {
			vi.resetModules()
			process.env = {
				...saved,
				NODE_ENV: 'test',
				GOOGLE_CLIENT_ID: undefined,
				GOOGLE_CLIENT_SECRET: undefined,
				LINKEDIN_CLIENT_ID: undefined,
				LINKEDIN_CLIENT_SECRET: undefined,
			}
			const module = await load()
			const markup = await renderStatic(null, {
				i18n: await i18nIn('en-US'),
				url: `http://localhost${path}`,
				routes: [
					{
						path,
						loader: (args) => module.loader(args as never),
						Component: module.default,
						ErrorBoundary: module.ErrorBoundary,
					},
				],
			})
			expect(markup).toMatch(/<h1[^>]*>Page not found<\/h1>/)
			expect(markup).toContain(
				`<code class="rounded bg-slate-100 px-1 break-all text-slate-900">${path}</code>`,
			)
		}, 30_000)
	}
})
