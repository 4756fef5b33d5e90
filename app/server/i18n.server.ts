import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import {
	fallbackLanguage,
	i18nConfig,
	isLanguage,
	supportedLanguages,
	type Language,
} from '~/i18n/config'

// The chosen language lives in its own long-lived cookie, so the switch works signed out and
// without JavaScript (a plain form post to /language).
export const languageCookie = createCookie('lng', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
})

export const i18nServer = new RemixI18Next({
	detection: {
		supportedLanguages: [...supportedLanguages],
		fallbackLanguage,
		cookie: languageCookie,
		// Only the cookie and the browser's Accept-Language choose; no ?lng= query switch.
		order: ['cookie', 'header'],
	},
	i18next: i18nConfig,
})

/**
 * The reader's language, one of ours: the language cookie's, else the browser's best match
 * (Accept-Language), else the fallback. Pages format numbers and dates and ask the API for
 * labels in it.
 */
export async function readerLanguage(request: Request): Promise<Language> {
	const locale = await i18nServer.getLocale(request)
	return isLanguage(locale) ? locale : fallbackLanguage
}
