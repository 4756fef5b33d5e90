import { describe, expect, it } from 'vitest'
import { currencyDigits, formatMoney, formatMoneyInput, MAX_MINOR_UNITS, parseMoney } from './money'

const minor = (text: string, currency = 'BRL', allowNegative = false) => {
	const parsed = parseMoney(text, currency, { allowNegative })
	return parsed.ok ? parsed.minorUnits : parsed.reason
}

describe('currencyDigits', () => {
	it('answers ISO 4217 decimals through Intl', () => {
		expect(currencyDigits('BRL')).toBe(2)
		expect(currencyDigits('USD')).toBe(2)
		expect(currencyDigits('JPY')).toBe(0)
		expect(currencyDigits('KWD')).toBe(3)
	})
})

describe('parseMoney', () => {
	it('reads a comma or a dot as the decimal separator', () => {
		expect(minor('12,50')).toBe(1250)
		expect(minor('12.50')).toBe(1250)
		expect(minor('12,5')).toBe(1250)
		expect(minor('12')).toBe(1200)
		expect(minor('0,07')).toBe(7)
		expect(minor(',5')).toBe(50)
	})

	it('reads thousands separators either way, the last separator being the decimal one', () => {
		expect(minor('1.234,56')).toBe(123456)
		expect(minor('1,234.56')).toBe(123456)
		expect(minor('1.234.567')).toBe(123456700)
		expect(minor('1,234,567.8')).toBe(123456780)
		// One separator and three digits after it: thousands, in a two-decimal currency.
		expect(minor('1.234')).toBe(123400)
		expect(minor('1,234')).toBe(123400)
	})

	it('ignores spaces and currency symbols around the number', () => {
		expect(minor('R$ 12,50')).toBe(1250)
		expect(minor(' $1,000.00 ')).toBe(100000)
		expect(minor('12,50 BRL')).toBe(1250)
		expect(minor('1\u00a0234,56')).toBe(123456)
	})

	it('follows the currency’s decimals', () => {
		expect(minor('1000', 'JPY')).toBe(1000)
		expect(minor('1,000', 'JPY')).toBe(1000)
		expect(minor('1.5', 'JPY')).toBe('DECIMALS')
		expect(minor('1.234', 'KWD')).toBe(1234)
		expect(minor('1,5', 'KWD')).toBe(1500)
	})

	it('refuses more decimals than the currency has, rather than rounding', () => {
		expect(minor('12,5055')).toBe('DECIMALS')
		// Three decimals in a two-decimal currency read as thousands, so they never round.
		expect(minor('12,505')).toBe(1250500)
		expect(minor('1,2345')).toBe('DECIMALS')
		expect(minor('0.001', 'USD')).toBe('DECIMALS')
	})

	it('refuses what is not a number, badly grouped, or empty', () => {
		expect(minor('')).toBe('EMPTY')
		expect(minor('   ')).toBe('EMPTY')
		// Typed text without a number is not one: never read as a field left empty.
		expect(minor('abc')).toBe('FORMAT')
		expect(minor('R$')).toBe('FORMAT')
		expect(minor('12a50')).toBe('FORMAT')
		expect(minor('1.2.3,4')).toBe('FORMAT')
		expect(minor('12.34.56')).toBe('FORMAT')
		expect(minor('1,2,3')).toBe('FORMAT')
		expect(minor('.')).toBe('FORMAT')
	})

	it('takes negatives only when asked (an overdrawn opening balance)', () => {
		expect(minor('-12,50')).toBe('NEGATIVE')
		expect(minor('-12,50', 'BRL', true)).toBe(-1250)
		expect(minor('R$ -12,50', 'BRL', true)).toBe(-1250)
		expect(minor('-0', 'BRL', true)).toBe(0)
	})

	it('refuses amounts past what a number holds exactly', () => {
		expect(minor('90071992547409,91')).toBe(9007199254740991)
		expect(minor('90071992547409,92')).toBe('TOO_LARGE')
	})

	it('refuses amounts past a maximum when given one, either side (an opening balance: 10^13)', () => {
		const opening = (text: string) => {
			const parsed = parseMoney(text, 'BRL', { allowNegative: true, max: MAX_MINOR_UNITS })
			return parsed.ok ? parsed.minorUnits : parsed.reason
		}
		expect(opening('100.000.000.000,00')).toBe(MAX_MINOR_UNITS)
		expect(opening('-100.000.000.000,00')).toBe(-MAX_MINOR_UNITS)
		expect(opening('100.000.000.000,01')).toBe('TOO_LARGE')
		expect(opening('-100.000.000.000,01')).toBe('TOO_LARGE')
	})
})

describe('formatting', () => {
	it('writes an amount to be typed again, in the reader’s decimal separator', () => {
		expect(formatMoneyInput(1250, 'BRL', 'pt-BR')).toBe('12,50')
		expect(formatMoneyInput(123456, 'BRL', 'en-US')).toBe('1234.56')
		expect(formatMoneyInput(1000, 'JPY', 'en-US')).toBe('1000')
		for (const amount of [0, 7, 1250, 123456789]) {
			expect(minor(formatMoneyInput(amount, 'BRL', 'pt-BR'))).toBe(amount)
			expect(minor(formatMoneyInput(amount, 'USD', 'en-US'), 'USD')).toBe(amount)
		}
	})

	it('writes an amount to be read, with its currency', () => {
		expect(formatMoney(1250, 'BRL', 'pt-BR')).toBe('R$\u00a012,50')
		expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56')
	})
})
