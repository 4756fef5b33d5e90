import { describe, expect, it } from 'vitest'
import { currencyOfCountry, countries } from '@caixa/contract/countries'
import { isKnownCurrency } from './currency'

describe('isKnownCurrency', () => {
	it('knows the currencies of every country, and refuses made-up codes', () => {
		for (const { name } of countries)
			expect(isKnownCurrency(currencyOfCountry(name)), name).toBe(true)
		expect(isKnownCurrency('BRL')).toBe(true)
		expect(isKnownCurrency('XYZ')).toBe(false)
		expect(isKnownCurrency('brl')).toBe(false)
	})
})
