import i18next, { type i18n as I18n } from 'i18next'
import { type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { type RouteObject } from 'react-router-dom'
// What Remix itself renders with on the server (a dependency of @remix-run/react).
import {
	createStaticHandler,
	createStaticRouter,
	StaticRouterProvider,
} from 'react-router-dom/server'
import { i18nConfig } from '~/i18n/config'

// The component tests' one way to render: a tree in a static router (links, forms and fetchers
// need one) and an i18next of the product's own translations, to markup, JavaScript off.

/** An i18next with the product's translations, in `language`. */
export async function i18nIn(language: string): Promise<I18n> {
	const i18n = i18next.createInstance()
	await i18n.use(initReactI18next).init({ ...i18nConfig, lng: language })
	return i18n
}

/**
 * `element` rendered as the page at `url` to static markup: a catch-all route, or the routes
 * given (which then hold the element themselves).
 */
export async function renderStatic(
	element: ReactNode,
	{
		i18n,
		url = 'http://localhost/',
		routes = [{ path: '*', element }],
	}: { i18n: I18n; url?: string; routes?: RouteObject[] },
): Promise<string> {
	const handler = createStaticHandler(routes)
	const context = await handler.query(new Request(new URL(url, 'http://localhost')))
	if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
	return renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<StaticRouterProvider
				router={createStaticRouter(handler.dataRoutes, context)}
				context={context}
				hydrate={false}
			/>
		</I18nextProvider>,
	)
}
