import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat } from './intl-formats'

describe('Intl formatters made once', () => {
	it('hands back the same formatter for the same locale and options', () => {
		const brl = numberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
		expect(numberFormat('pt-BR', { style: 'currency', currency: 'BRL' })).toBe(brl)
		expect(brl.format(12.5)).toBe(
			new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(12.5),
		)
	})

	it('keeps formatters of other locales, options or kinds apart', () => {
		const usd = numberFormat('en-US', { style: 'currency', currency: 'USD' })
		expect(numberFormat('pt-BR', { style: 'currency', currency: 'USD' })).not.toBe(usd)
		expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(usd)
		const long = dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
		expect(dateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(long)
		expect(long.format(Date.UTC(2026, 10, 25))).toBe('November 25, 2026')
	})

	it('throws for a bad option, as the constructor does, and caches nothing then', () => {
		expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT A CODE' })).toThrow(
			RangeError,
		)
		expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT A CODE' })).toThrow(
			RangeError,
		)
	})
})
