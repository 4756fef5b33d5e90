import i18next from 'i18next'
import { describe, expect, test } from 'vitest'
import { i18nConfig, supportedLanguages } from '~/i18n/config'
import { keptOnServer, translatedTemplate } from './translated-template'

// The rows' phrases with values, as the records page and the payments list fill them in: the
// template gives exactly what t() with the values gives, in every language.
const phrases = [
	['inventory', 'list.open', { reference: '2024-0042' }],
	['inventory', 'list.named', { name: 'Bolo de casamento', reference: '98' }],
	['inventory', 'list.unnamed', { reference: '98' }],
	['inventory', 'list.approved', { n: 2 }],
	['payment', 'list.open', { name: 'Bolo de casamento', number: 2, of: 5 }],
	['payment', 'list.openSingle', { name: 'Bolo de casamento', date: 'Dec 25' }],
	['payment', 'list.installment', { number: 2, of: 5 }],
	['payment', 'list.dueOn', { date: 'Dec 25' }],
	['ledger', 'installment', { number: 2, of: 12 }],
] as const

describe('translatedTemplate', () => {
	for (const language of supportedLanguages) {
		test(`fills in the values as t() does (${language})`, async () => {
			const i18n = i18next.createInstance()
			await i18n.init({ ...i18nConfig, lng: language })
			for (const [namespace, key, values] of phrases) {
				const t = i18n.getFixedT(language, namespace)
				const fill = translatedTemplate(t, key, Object.keys(values))
				expect(fill(values)).toBe(t(key, values))
				expect(fill(values)).not.toContain('{{')
			}
		})
	}

	test('a value may repeat, hold the mark’s neighbours or be empty', async () => {
		const i18n = i18next.createInstance()
		await i18n.init({
			lng: 'en',
			resources: { en: { translation: { twice: '{{a}}-{{b}}-{{a}}', none: 'plain words' } } },
			interpolation: { escapeValue: false },
		})
		expect(translatedTemplate(i18n.t, 'twice', ['a', 'b'])({ a: '0', b: '' })).toBe('0--0')
		expect(translatedTemplate(i18n.t, 'none', [])({})).toBe('plain words')
	})
})

describe('keptOnServer', () => {
	test("makes a list's words once per instance, language and kind of list, on the server", () => {
		const english = { language: 'en-US' }
		const kind = (): string[] => []
		const other = (): string[] => []
		let made = 0
		const make = () => [`made ${++made}`]
		const first = keptOnServer(english, kind, make)
		expect(keptOnServer(english, kind, make)).toBe(first)
		expect(made).toBe(1)
		expect(keptOnServer(english, other, make)).toEqual(['made 2'])
		expect(keptOnServer({ language: 'en-US' }, kind, make)).toEqual(['made 3'])
		english.language = 'pt-BR'
		expect(keptOnServer(english, kind, make)).toEqual(['made 4'])
		english.language = 'en-US'
		expect(keptOnServer(english, kind, make)).toBe(first)
	})
})
