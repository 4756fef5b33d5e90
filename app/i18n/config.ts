// Shared by the server (remix-i18next) and the browser (react-i18next). The server holds both
// languages (i18nConfig); the browser takes i18nBrowserOptions alone, so no translation is in its
// JavaScript: it fetches the reader's language as one JSON file before hydrating
// (translation-files.server.ts, entry.client.tsx). Nothing in the browser may import i18nConfig.
import { resources } from './resources'

export const supportedLanguages = ['en-US', 'pt-BR'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'en-US'
export const defaultNamespace = 'common'

// Each language is named in itself, not translated: someone who cannot read the current
// language must still find their own.
export const languageNames: Record<Language, string> = {
	'en-US': 'English (US)',
	'pt-BR': 'Português (Brasil)',
}

export function isLanguage(value: unknown): value is Language {
	return supportedLanguages.includes(value as Language)
}

export const i18nBrowserOptions = {
	supportedLngs: [...supportedLanguages],
	fallbackLng: fallbackLanguage,
	defaultNS: defaultNamespace,
	interpolation: { escapeValue: false },
	react: { useSuspense: false },
}

function namespacesOf(all: typeof resources): string[] {
	return Object.keys(all[fallbackLanguage])
}

// Written as calls marked pure, with plain names for arguments (a spread, a call or a property
// read is otherwise kept for its possible side effects), so the bundler drops i18nConfig, and
// the translations with it, from the browser's build, which never uses it;
// scripts/bundle-budget.json's mustNotShip markers check that they stay out.
export const i18nConfig = /* @__PURE__ */ Object.assign({}, i18nBrowserOptions, {
	ns: /* @__PURE__ */ namespacesOf(resources),
	resources,
})
