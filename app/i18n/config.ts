// Shared by the server (remix-i18next) and the browser (react-i18next). Both languages are
// bundled: they are small, and it keeps the first paint in the right language with JS off or on.
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

export const i18nConfig = {
	supportedLngs: [...supportedLanguages],
	fallbackLng: fallbackLanguage,
	defaultNS: defaultNamespace,
	ns: Object.keys(resources[fallbackLanguage]),
	resources,
	interpolation: { escapeValue: false },
	react: { useSuspense: false },
}
