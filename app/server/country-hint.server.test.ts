import { describe, expect, it } from 'vitest'
import { countryHint } from './country-hint.server'

describe('countryHint', () => {
	it.each([
		['pt-BR,pt;q=0.9,en-US;q=0.8', 'BRAZIL'],
		['en-US,en;q=0.9', 'UNITED_STATES'],
		['pt;q=0.9, pt-PT;q=0.8', 'PORTUGAL'],
		['en;q=0.5, de-AT;q=0.7', 'AUSTRIA'],
		['zh-Hant-TW', 'TAIWAN'],
		['fr', 'UNITED_STATES'],
		['', 'UNITED_STATES'],
		['xx-ZZ', 'UNITED_STATES'],
	])('%s → %s', (header, country) => {
		expect(countryHint(header)).toBe(country)
	})

	it('without the header at all is the default', () => {
		expect(countryHint(null)).toBe('UNITED_STATES')
	})
})
