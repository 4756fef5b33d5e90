import { describe, expect, it } from 'vitest'
import type * as z from 'zod'
import { newInternalTransferBodySchema } from '@caixa/contract/internal-transfer'
import { newInventoryBodySchema } from '@caixa/contract/inventory'
import { ledgerAmountSchema, partialPaymentBodySchema } from '@caixa/contract/payment'
import { minorUnitsSchema } from '@caixa/contract/primitives'
import { moneyFieldSchema } from './money-field'

const t = (key: string, options?: Record<string, unknown>) =>
	options ? `${key} ${JSON.stringify(options)}` : key

describe('moneyFieldSchema', () => {
	it('reads typed amounts into minor units of the currency', () => {
		const brl = moneyFieldSchema('BRL', t, ledgerAmountSchema)
		expect(brl.parse('12,50')).toBe(1250)
		expect(brl.parse(' 1.234,56 ')).toBe(123456)
		expect(brl.parse('12.50')).toBe(1250)
		expect(moneyFieldSchema('JPY', t, ledgerAmountSchema).parse('1,000')).toBe(1000)
		// A field of the API that takes amounts below 0 (an opening balance overdrawn).
		expect(moneyFieldSchema('BRL', t, minorUnitsSchema).parse('-3,00')).toBe(-300)
	})

	it('words each refusal on the field', () => {
		const message = (text: string, currency = 'BRL', amount = ledgerAmountSchema) => {
			const result = moneyFieldSchema(currency, t, amount).safeParse(text)
			return result.success ? 'accepted' : result.error.issues[0]?.message
		}
		expect(message('12,345.6.7')).toBe('masterData:money.invalid')
		expect(message('1,2345')).toBe('masterData:money.decimals {"currency":"BRL","count":2}')
		expect(message('-1')).toBe('masterData:money.negative')
		expect(message('')).toBe('common:form.errors.required')
		expect(message('1.5', 'JPY')).toBe('masterData:money.decimals {"currency":"JPY","count":0}')
	})

	it("holds an amount to the API field's own limits, worded", () => {
		const message = (text: string, amount: typeof ledgerAmountSchema) => {
			const result = moneyFieldSchema('BRL', t, amount).safeParse(text)
			return result.success ? 'accepted' : result.error.issues[0]?.message
		}
		// 10^13 minor units is the most the ledger takes.
		expect(message('100.000.000.000,00', ledgerAmountSchema)).toBe('accepted')
		expect(message('100.000.000.000,01', ledgerAmountSchema)).toBe('masterData:money.tooLarge')
		// A partial payment pays something.
		expect(message('0', ledgerAmountSchema)).toBe('accepted')
		expect(message('0', partialPaymentBodySchema.shape.amount)).toBe('masterData:money.positive')
	})

	it('words what is typed as no number as such, and the higher of two floors', () => {
		const message = (text: string, amount: z.ZodType<unknown, number | undefined>) => {
			const result = moneyFieldSchema('BRL', t, amount).safeParse(text)
			return result.success ? 'accepted' : result.error.issues[0]?.message
		}
		expect(message('abc', ledgerAmountSchema)).toBe('masterData:money.invalid')
		expect(message('R$', ledgerAmountSchema)).toBe('masterData:money.invalid')
		// A record's total: 0 or more, narrowed to above 0 — -5 fails both floors, 0 the second.
		const total = newInventoryBodySchema.shape.total.unwrap()
		expect(message('-5', total)).toBe('masterData:money.positive')
		expect(message('0', total)).toBe('masterData:money.positive')
		expect(message('0,01', total)).toBe('accepted')
		expect(message('-5', ledgerAmountSchema)).toBe('masterData:money.negative')
		// A transfer's amount is narrowed the same way.
		const moved = newInternalTransferBodySchema.shape.amount
		expect(message('-5', moved)).toBe('masterData:money.positive')
		expect(message('0', moved)).toBe('masterData:money.positive')
	})
})
