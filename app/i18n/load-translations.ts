import { type i18n as I18n } from 'i18next'

/**
 * Fetches one language's translations (every namespace, one JSON file served by
 * routes/locales.$file.ts) into the browser's i18next, once per language and visit. Throws when
 * the file cannot be had, so the caller decides what a page without its words does.
 */
export async function loadTranslations(i18n: I18n, language: string, href: string) {
	if (i18n.hasResourceBundle(language, 'common')) return
	const response = await fetch(href)
	if (!response.ok) throw new Error(`translations ${href}: ${response.status}`)
	const namespaces = (await response.json()) as Record<string, Record<string, unknown>>
	for (const [namespace, resources] of Object.entries(namespaces)) {
		i18n.addResourceBundle(language, namespace, resources, true, true)
	}
}

/** The href the page's <link rel="preload"> names, else the language's unhashed file. */
export function translationsHrefOf(document: Document, language: string): string {
	return (
		document.querySelector<HTMLLinkElement>('link[data-translations]')?.getAttribute('href') ??
		`/locales/${language}.json`
	)
}
