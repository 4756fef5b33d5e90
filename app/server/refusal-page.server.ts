import { createInstance } from 'i18next'
import { i18nConfig, type Language } from '~/i18n/config'
import { escapeHtml } from '@caixa/domain/escape-html'

/**
 * The short page the web server answers itself, before Remix, when it refuses a request: a
 * cross-origin post (403) or a body too large to read (413). Plain HTML in the reader's
 * language, with the words of common.json (`refusal.*`) — no script, no inline style, so it
 * passes the same Content-Security-Policy as every other page.
 */
export type Refusal = { kind: 'crossOrigin' } | { kind: 'tooLarge'; limitBytes: number }

export function refusalPage(refusal: Refusal, language: Language): string {
	const t = translatorOf(language)
	const megabytes =
		refusal.kind === 'tooLarge' ? Math.floor(refusal.limitBytes / (1024 * 1024)) : undefined
	const title = t(`refusal.${refusal.kind}.title`)
	const message = t(`refusal.${refusal.kind}.message`, { megabytes })
	return [
		'<!DOCTYPE html>',
		`<html lang="${language}">`,
		'<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
		`<title>${escapeHtml(title)} | Caixa</title></head>`,
		`<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
		`<p><a href="/">${escapeHtml(t('refusal.home'))}</a></p></main></body>`,
		'</html>',
	].join('\n')
}

const translators = new Map<Language, ReturnType<typeof translator>>()

function translatorOf(language: Language) {
	let t = translators.get(language)
	if (!t) translators.set(language, (t = translator(language)))
	return t
}

function translator(language: Language) {
	const instance = createInstance()
	// Resources are bundled (i18n/config), so init is synchronous.
	void instance.init({ ...i18nConfig, lng: language, ns: ['common'], initImmediate: false })
	return instance.t.bind(instance)
}
