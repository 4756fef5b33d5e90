import { createCookie, type EntryContext } from '@remix-run/node'
import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
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

const detector = new RemixI18Next({
	detection: {
		supportedLanguages: [...supportedLanguages],
		fallbackLanguage,
		cookie: languageCookie,
		// Only the cookie and the browser's Accept-Language choose; no ?lng= query switch.
		order: ['cookie', 'header'],
	},
	i18next: i18nConfig,
})

/*
 * One i18next per language, made on first use and shared by every request after: the server
 * holds every translation in memory (i18nConfig.resources) and nothing on the server changes an
 * instance's language, so an instance per request — remix-i18next's getFixedT makes one per call,
 * and the render made its own — only cost time: about 2.8 ms each on the bench machine, against
 * 10 µs for a translator from the shared one (the bench found translations 15% of the records
 * page's CPU).
 */
const instances = new Map<Language, Promise<I18n>>()

/** The language's shared i18next, with react-i18next's plugin, for the render and getFixedT. */
export function i18nextOf(language: Language): Promise<I18n> {
	let ready = instances.get(language)
	if (!ready) {
		const instance = createInstance()
		ready = instance
			.use(initReactI18next)
			.init({ ...i18nConfig, lng: language })
			.then(() => rememberHierarchies(instance))
		instances.set(language, ready)
	}
	return ready
}

/*
 * Every t() asks i18next for the language's lookup order (toResolveHierarchy), which canonicalises
 * the code with Intl.getCanonicalLocales each time: 5% of the records page's CPU in the bench's
 * profile, for an answer that depends only on the code and the instance's fixed options. Kept
 * per instance, for the few codes the product passes.
 */
function rememberHierarchies(instance: I18n): I18n {
	const utils = instance.services.languageUtils as {
		toResolveHierarchy(code: string, fallbackCode?: unknown): string[]
	}
	const resolve = utils.toResolveHierarchy.bind(utils)
	const known = new Map<string, string[]>()
	utils.toResolveHierarchy = (code, fallbackCode) => {
		const key = `${code}\u0000${JSON.stringify(fallbackCode ?? null)}`
		let hierarchy = known.get(key)
		if (!hierarchy) {
			hierarchy = resolve(code, fallbackCode)
			if (known.size < 100) known.set(key, hierarchy)
		}
		return hierarchy
	}
	return instance
}

async function fixedT(
	requestOrLocale: Request | string,
	namespaces?: string | readonly string[],
	options: { keyPrefix?: string } = {},
) {
	const language =
		typeof requestOrLocale === 'string'
			? isLanguage(requestOrLocale)
				? requestOrLocale
				: fallbackLanguage
			: await readerLanguage(requestOrLocale)
	const instance = await i18nextOf(language)
	return instance.getFixedT(language, namespaces ?? null, options.keyPrefix)
}

/**
 * remix-i18next's calls, with getFixedT answered from the language's shared instance (its typing
 * is remix-i18next's own, so callers' keys stay checked).
 */
export const i18nServer = {
	getLocale: (request: Request) => detector.getLocale(request),
	getRouteNamespaces: (context: EntryContext) => detector.getRouteNamespaces(context),
	getFixedT: fixedT as RemixI18Next['getFixedT'],
}

/**
 * The reader's language, one of ours: the language cookie's, else the browser's best match
 * (Accept-Language), else the fallback. Pages format numbers and dates and ask the API for
 * labels in it.
 */
export async function readerLanguage(request: Request): Promise<Language> {
	const locale = await detector.getLocale(request)
	return isLanguage(locale) ? locale : fallbackLanguage
}
