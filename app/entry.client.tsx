import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { onDemandBeforeHydration } from './components/on-demand-component'
import { i18nBrowserOptions } from './i18n/config'
import { loadTranslations, translationsHrefOf } from './i18n/load-translations'

declare global {
	// Read by get-nonce, inside Radix's scroll lock, for the <style> element it adds.
	var __webpack_nonce__: string | undefined
}

// The page's Content-Security-Policy (app/server/csp.server.ts) takes no inline <style> without
// the response's nonce. Radix's menus lock the page's scroll with a <style> element: it gets the
// nonce the server gave this page's scripts (the attribute is hidden from the DOM, the property
// is not). Zod's own setting for the policy is in components/zod-jitless-script.tsx.
globalThis.__webpack_nonce__ =
	document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined

async function hydrate() {
	// The server chose the language and wrote it on <html lang>; its translations come as one
	// JSON file the page's head already preloads (root.tsx), so they are in before hydration and
	// the page never shows a key. The other language comes only on switching (root.tsx).
	const language = document.documentElement.lang
	await i18next.use(initReactI18next).init({ ...i18nBrowserOptions, lng: language, resources: {} })
	try {
		await loadTranslations(i18next, language, translationsHrefOf(document, language))
	} catch (error) {
		// Without its words the page stays as the server sent it, which works without JavaScript.
		console.error('Caixa: no translations, the page is left without JavaScript', error)
		return
	}
	// Code split off a route that the server's HTML already shows (a list's selected filters),
	// fetched since the route modules ran: hydrating before it is in would blank that part.
	await onDemandBeforeHydration()
	startTransition(() => {
		hydrateRoot(
			document,
			<I18nextProvider i18n={i18next}>
				<StrictMode>
					<RemixBrowser />
				</StrictMode>
			</I18nextProvider>,
		)
	})
}

void hydrate()
