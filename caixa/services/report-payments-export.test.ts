import { describe, expect, it } from 'vitest'
import { csvField, decimalOf } from './report-payments-export'

// The file's cells, alone: the route test reads whole files back.
describe('the general report’s export cells', () => {
	it('writes minor units as the currency’s decimal number, from the integer', () => {
		expect(decimalOf(12_345, 'BRL')).toBe('123.45')
		expect(decimalOf(5, 'BRL')).toBe('0.05')
		expect(decimalOf(0, 'BRL')).toBe('0.00')
		expect(decimalOf(-1_050, 'USD')).toBe('-10.50')
		expect(decimalOf(500, 'JPY')).toBe('500')
		expect(decimalOf(1_234, 'KWD')).toBe('1.234')
		// Past 2^53 / 100 a float would lose the cent; the integer's digits do not.
		expect(decimalOf(9_007_199_254_740_991, 'BRL')).toBe('90071992547409.91')
	})

	it('quotes a field as RFC 4180 says, and never lets a spreadsheet run a name', () => {
		const field = (value: string | null) => csvField({ kind: 'text', value }, 'BRL')
		expect(field('Padaria São João')).toBe('Padaria São João')
		expect(field('Silva, Ltda')).toBe('"Silva, Ltda"')
		expect(field('the "best"')).toBe('"the ""best"""')
		expect(field('two\r\nlines')).toBe('"two\r\nlines"')
		expect(field(null)).toBe('')
		expect(field('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
		for (const start of ['+', '-', '@']) expect(field(`${start}1`)).toBe(`'${start}1`)
		expect(csvField({ kind: 'money', value: 10_050 }, 'BRL')).toBe('100.50')
		expect(csvField({ kind: 'date', value: '2025-03-19' }, 'BRL')).toBe('2025-03-19')
		expect(csvField({ kind: 'flag', value: true }, 'BRL')).toBe('TRUE')
	})
})
