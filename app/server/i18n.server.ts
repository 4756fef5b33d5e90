import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import { fallbackLanguage, i18nConfig, supportedLanguages } from '~/i18n/config'

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
