import { describe, expect, it } from 'vitest'
import { DomainError } from './errors'
import { defaultOpeningDate, unitSettings } from './unit-settings'

describe('unitSettings', () => {
	it("takes the currency and time zone of the unit's country when none is given", () => {
		expect(unitSettings({ country: 'BRAZIL' })).toEqual({
			currency: 'BRL',
			timezone: 'America/Sao_Paulo',
		})
		expect(unitSettings({ country: 'PORTUGAL' })).toEqual({
			currency: 'EUR',
			timezone: 'Europe/Lisbon',
		})
	})

	it('keeps a currency and a zone that are given', () => {
		expect(
			unitSettings({ country: 'BRAZIL', currency: 'USD', timezone: 'America/Manaus' }),
		).toEqual({ currency: 'USD', timezone: 'America/Manaus' })
	})

	it('refuses a currency that no one uses, on the currency field', () => {
		let error: unknown
		try {
			unitSettings({ country: 'BRAZIL', currency: 'XYZ' })
		} catch (caught) {
			error = caught
		}
		expect(error).toBeInstanceOf(DomainError)
		expect((error as DomainError).kind).toBe('invalid')
		expect((error as DomainError).fieldErrors).toEqual([
			{ path: 'currency', message: 'XYZ is not an ISO 4217 currency.' },
		])
	})
})

describe('defaultOpeningDate', () => {
	it("is today in the unit's zone", () => {
		const lateEveningInSaoPaulo = Date.UTC(2025, 2, 1, 1, 0)
		expect(defaultOpeningDate(lateEveningInSaoPaulo, 'America/Sao_Paulo')).toBe('2025-02-28')
		expect(defaultOpeningDate(lateEveningInSaoPaulo, 'Europe/Lisbon')).toBe('2025-03-01')
	})
})
