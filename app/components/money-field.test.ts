import { describe, expect, it } from 'vitest'
import { moneyFieldSchema } from './money-field'

const t = (key: string, options?: Record<string, unknown>) =>
	options ? `${key} ${JSON.stringify(options)}` : key

describe('moneyFieldSchema', () => {
	it('reads typed amounts into minor units of the currency', () => {
		const brl = moneyFieldSchema('BRL', t)
		expect(brl.parse('12,50')).toBe(1250)
		expect(brl.parse(' 1.234,56 ')).toBe(123456)
		expect(brl.parse('12.50')).toBe(1250)
		expect(moneyFieldSchema('JPY', t).parse('1,000')).toBe(1000)
		expect(moneyFieldSchema('BRL', t, { allowNegative: true }).parse('-3,00')).toBe(-300)
	})

	it('words each refusal on the field', () => {
		const message = (text: string, currency = 'BRL') => {
			const result = moneyFieldSchema(currency, t).safeParse(text)
			return result.success ? 'accepted' : result.error.issues[0]?.message
		}
		expect(message('12,345.6.7')).toBe('masterData:money.invalid')
		expect(message('1,2345')).toBe('masterData:money.decimals {"currency":"BRL","count":2}')
		expect(message('-1')).toBe('masterData:money.negative')
		expect(message('')).toBe('common:form.errors.required')
		expect(message('1.5', 'JPY')).toBe('masterData:money.decimals {"currency":"JPY","count":0}')
	})
})
