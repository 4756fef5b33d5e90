import { type LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { notFoundUnless, requireParam } from '~/server/not-found.server'
import { i18nIn, renderStatic } from '~/testing/render-static'
import { CentredErrorBoundary } from './centred-error-boundary'
import { GeneralErrorBoundary } from './error-boundary'

// A loader's 404 (server/not-found.server.ts) reaches the route's boundary as the translated
// not-found page, in each boundary the routes use and in each language.

const boundaries = {
	GeneralErrorBoundary: () => <GeneralErrorBoundary />,
	CentredErrorBoundary,
}

const titles = { 'en-US': 'Page not found', 'pt-BR': 'Página não encontrada' }

// A param the loader names that the path lacks, and a row the API did not find.
const loaders = {
	'a missing param': ({ params }: LoaderFunctionArgs) => requireParam(params, 'cashierId'),
	'a missing row': () => {
		notFoundUnless(null)
		return null
	},
}

describe('a thrown 404 in the error boundaries', () => {
	for (const [name, ErrorBoundary] of Object.entries(boundaries)) {
		for (const [language, title] of Object.entries(titles)) {
			for (const [cause, loader] of Object.entries(loaders)) {
				it(`${name} shows the not-found page in ${language} for ${cause}`, async () => {
					const markup = await renderStatic(null, {
						i18n: await i18nIn(language),
						url: 'http://localhost/unit/u-1',
						routes: [
							{
								path: '/unit/:unitId',
								loader: (args) => loader(args as LoaderFunctionArgs),
								Component: () => <p>the page</p>,
								ErrorBoundary,
							},
						],
					})
					expect(markup).toContain(`>${title}</h1>`)
					expect(markup).toContain('>/unit/u-1</code>')
					expect(markup).not.toContain('the page')
				})
			}
		}
	}
})
