import { describe, expect, it } from 'vitest'
import {
	countries,
	countryByAlpha2,
	countryByName,
	countryNameSchema,
	currencyOfCountry,
	deriveCountries,
	flagOfAlpha2,
	localizedCountryName,
	toEnumName,
} from './countries'

describe('countries', () => {
	// country-codes.ts is a copy, so the browser needs no package: it must stay the package's.
	it("are the table the package's English names derive today", () => {
		expect(countries).toEqual(deriveCountries())
	})

	// Pinned on purpose: an i18n-iso-countries update that adds, drops or renames a country
	// changes an enum that is stored in the database, and must be looked at, not slipped in.
	it('are the 250 of the package, each with a unique name and alpha-2 code', () => {
		expect(countries).toHaveLength(250)
		expect(new Set(countries.map((country) => country.name)).size).toBe(250)
		expect(new Set(countries.map((country) => country.alpha2)).size).toBe(250)
		for (const country of countries) {
			expect(country.name).toMatch(/^[A-Z]+(_[A-Z]+)*$/)
			expect(country.alpha2).toMatch(/^[A-Z]{2}$/)
		}
	})

	it('keep the names the product and its data rely on', () => {
		const pinned = {
			ARGENTINA: 'AR',
			BRAZIL: 'BR',
			CANADA: 'CA',
			GERMANY: 'DE',
			JAPAN: 'JP',
			MEXICO: 'MX',
			PORTUGAL: 'PT',
			SPAIN: 'ES',
			SWITZERLAND: 'CH',
			UNITED_KINGDOM: 'GB',
			UNITED_STATES: 'US',
			// The rule at work: formal long forms give way to a short name…
			CHINA: 'CN',
			IRAN: 'IR',
			NORTH_MACEDONIA: 'MK',
			GAMBIA: 'GM',
			TAIWAN: 'TW',
			// …a short name two countries share is nobody's…
			REPUBLIC_OF_THE_CONGO: 'CG',
			DEMOCRATIC_REPUBLIC_OF_THE_CONGO: 'CD',
			// …a formal form with no other name stays, and accents and punctuation fold.
			MICRONESIA_FEDERATED_STATES_OF: 'FM',
			ISLE_OF_MAN: 'IM',
			ALAND_ISLANDS: 'AX',
			COTE_D_IVOIRE: 'CI',
			CURACAO: 'CW',
			VIRGIN_ISLANDS_U_S: 'VI',
		}
		for (const [name, alpha2] of Object.entries(pinned)) {
			expect(countryByName(name)?.alpha2, name).toBe(alpha2)
		}
		expect(countryByName('CONGO')).toBeUndefined()
		expect(countryByName('US')).toBeUndefined()
		expect(countryByName('USA')).toBeUndefined()
	})

	it('are ordered by name', () => {
		const names = countries.map((country) => country.name)
		expect(names).toEqual([...names].sort())
	})

	it('each carry the flag made of its regional indicator letters', () => {
		expect(countryByName('BRAZIL')?.flag).toBe('🇧🇷')
		expect(countryByName('PORTUGAL')?.flag).toBe('🇵🇹')
		expect(flagOfAlpha2('us')).toBe('\u{1F1FA}\u{1F1F8}')
		for (const country of countries) expect([...country.flag]).toHaveLength(2)
	})

	it('are found by alpha-2 code in any case', () => {
		expect(countryByAlpha2('br')?.name).toBe('BRAZIL')
		expect(countryByAlpha2('GB')?.name).toBe('UNITED_KINGDOM')
		expect(countryByAlpha2('ZZ')).toBeUndefined()
	})

	it('validate as an enum of exactly these names', () => {
		expect(countryNameSchema.parse('BRAZIL')).toBe('BRAZIL')
		expect(countryNameSchema.safeParse('Brazil').success).toBe(false)
		expect(countryNameSchema.safeParse('ATLANTIS').success).toBe(false)
		expect(countryNameSchema.options).toHaveLength(250)
	})
})

describe('toEnumName', () => {
	it('folds accents, turns every run of non-letters into one underscore and trims them', () => {
		expect(toEnumName('Côte d’Ivoire')).toBe('COTE_D_IVOIRE')
		expect(toEnumName('Saint Martin (French part)')).toBe('SAINT_MARTIN_FRENCH_PART')
		expect(toEnumName('  Guinea-Bissau ')).toBe('GUINEA_BISSAU')
	})
})

describe('currencyOfCountry', () => {
	it('is the currency a business there keeps its books in', () => {
		expect(currencyOfCountry('BRAZIL')).toBe('BRL')
		expect(currencyOfCountry('UNITED_STATES')).toBe('USD')
		expect(currencyOfCountry('PORTUGAL')).toBe('EUR')
		expect(currencyOfCountry('GERMANY')).toBe('EUR')
		expect(currencyOfCountry('SPAIN')).toBe('EUR')
		expect(currencyOfCountry('UNITED_KINGDOM')).toBe('GBP')
		expect(currencyOfCountry('MEXICO')).toBe('MXN')
		expect(currencyOfCountry('ARGENTINA')).toBe('ARS')
		expect(currencyOfCountry('CANADA')).toBe('CAD')
		expect(currencyOfCountry('AUSTRALIA')).toBe('AUD')
		expect(currencyOfCountry('JAPAN')).toBe('JPY')
		expect(currencyOfCountry('SWITZERLAND')).toBe('CHF')
	})

	it('is USD where there is none, or for an unknown country', () => {
		expect(currencyOfCountry('ANTARCTICA')).toBe('USD')
		expect(currencyOfCountry('ATLANTIS')).toBe('USD')
	})

	it('is a three-letter code for every country', () => {
		for (const country of countries) expect(currencyOfCountry(country.name)).toMatch(/^[A-Z]{3}$/)
	})
})

describe('localizedCountryName', () => {
	it("names a country in the user's language", () => {
		expect(localizedCountryName('GERMANY', 'en-US')).toBe('Germany')
		expect(localizedCountryName('GERMANY', 'pt-BR')).toBe('Alemanha')
		expect(localizedCountryName('GERMANY', 'es')).toBe('Alemania')
		expect(localizedCountryName('UNITED_STATES', 'pt-BR')).toBe('Estados Unidos')
	})

	it('answers an unknown name as it is', () => {
		expect(localizedCountryName('ATLANTIS', 'pt-BR')).toBe('ATLANTIS')
	})
})
