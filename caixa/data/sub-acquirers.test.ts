import { describe, expect, it } from 'vitest'
import { countryByName, currencyOfCountry } from '@caixa/contract/countries'
import { subAcquirerFeeSchema } from '@caixa/contract/sub-acquirer'
import { isValidCnpj } from '@caixa/domain/brazilian-document'
import data from './sub-acquirers.json'

// The seed of migration 0008: a mistake here would become rows in every database.
describe('caixa/data/sub-acquirers.json', () => {
	const entries = data.subAcquirers

	it('names its sources and says its fees are indicative', () => {
		expect(data.sources.length).toBeGreaterThan(0)
		expect(data.about).toMatch(/INDICATIVE/)
	})

	it('gives each sub-acquirer a distinct UUID and name', () => {
		const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
		for (const entry of entries) expect(entry.id, entry.name).toMatch(uuid)
		expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length)
		expect(new Set(entries.map((entry) => entry.name)).size).toBe(entries.length)
	})

	it("places each in a known country, in that country's currency", () => {
		for (const entry of entries) {
			expect(countryByName(entry.country), entry.name).toBeDefined()
			expect(entry.currency, entry.name).toBe(currencyOfCountry(entry.country))
		}
	})

	it('gives Brazilian ones a CNPJ with valid check digits', () => {
		for (const entry of entries.filter((each) => each.country === 'BRAZIL')) {
			expect(entry.document, entry.name).not.toBeNull()
			expect(isValidCnpj(entry.document ?? ''), entry.name).toBe(true)
		}
	})

	it('has fees the contract accepts, one per method', () => {
		for (const entry of entries) {
			for (const fee of entry.fees) subAcquirerFeeSchema.parse(fee)
			const methods = entry.fees.map((fee) => fee.method)
			expect(new Set(methods).size, entry.name).toBe(methods.length)
			expect(methods.length, entry.name).toBeGreaterThan(0)
		}
	})
})
