import { describe, expect, it } from 'vitest'
import { languageFromLocale } from './language'

describe('languageFromLocale', () => {
	it('maps a locale to the product language of its language part', () => {
		expect(languageFromLocale('pt-BR')).toBe('pt-BR')
		expect(languageFromLocale('pt_PT')).toBe('pt-BR')
		expect(languageFromLocale('en')).toBe('en-US')
		expect(languageFromLocale('EN-gb')).toBe('en-US')
		expect(languageFromLocale('es-419')).toBe('es')
	})

	it('has nothing for a language the product does not speak', () => {
		expect(languageFromLocale('fr-FR')).toBeUndefined()
		expect(languageFromLocale('')).toBeUndefined()
		expect(languageFromLocale(undefined)).toBeUndefined()
	})
})
