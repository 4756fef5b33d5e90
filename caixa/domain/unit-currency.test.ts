import { describe, expect, it } from 'vitest'
import { DomainError } from './errors'
import { currencyDigits } from './money'
import { assertCurrencyChangeAllowed } from './unit-currency'

describe('currencyDigits', () => {
	it('reads the minor unit of ISO 4217', () => {
		expect(currencyDigits('BRL')).toBe(2)
		expect(currencyDigits('USD')).toBe(2)
		expect(currencyDigits('JPY')).toBe(0)
		expect(currencyDigits('BHD')).toBe(3)
	})
})

describe('assertCurrencyChangeAllowed', () => {
	const refusal = (from: string, to: string, holdsMoney: boolean) => {
		try {
			assertCurrencyChangeAllowed({ from, to, holdsMoney })
			return undefined
		} catch (error) {
			return error
		}
	}

	it('lets any change through while the unit holds no money', () => {
		expect(refusal('BRL', 'JPY', false)).toBeUndefined()
		expect(refusal('USD', 'BHD', false)).toBeUndefined()
	})

	it('lets a currency with the same minor unit through once it does', () => {
		expect(refusal('USD', 'BRL', true)).toBeUndefined()
		expect(refusal('BRL', 'BRL', true)).toBeUndefined()
	})

	it('refuses one that would change every amount, with 409 CURRENCY_IN_USE', () => {
		const error = refusal('BRL', 'JPY', true)
		expect(error).toBeInstanceOf(DomainError)
		expect(error).toMatchObject({ kind: 'conflict', code: 'CURRENCY_IN_USE' })
	})
})
