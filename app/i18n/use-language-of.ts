import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { loadTranslations } from './load-translations'

/**
 * Follows the language the server answered in (the root loader's): after a switch, fetches the
 * new language's translations, then changes i18next over, so the page never shows a key. Until
 * they arrive the page keeps the words it had.
 */
export function useLanguageOf(language: string, translationsHref: string) {
	const { i18n } = useTranslation()
	useEffect(() => {
		if (i18n.language === language) return
		let current = true
		loadTranslations(i18n, language, translationsHref).then(
			() => {
				if (current) void i18n.changeLanguage(language)
			},
			(error: unknown) => console.error('Caixa: the new language could not be loaded', error),
		)
		return () => {
			current = false
		}
	}, [i18n, language, translationsHref])
}
