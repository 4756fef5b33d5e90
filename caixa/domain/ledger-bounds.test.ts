import { describe, expect, it } from 'vitest'
import {
	fitsLedgerAmount,
	fitsLedgerVolume,
	installmentVolume,
	ledgerLimit,
	MAX_LEDGER_AMOUNT,
	MAX_LEDGER_VOLUME,
	openingVolume,
	transferVolume,
} from './ledger-bounds'

describe('the ledger’s bounds', () => {
	it('count an installment by all it can collect, an opening balance by its size', () => {
		expect(installmentVolume({ amount: 1_000, interest: 30, lateFee: 20 })).toBe(1_050)
		expect(openingVolume(-2_500)).toBe(2_500)
		expect(openingVolume(2_500)).toBe(2_500)
		expect(transferVolume(700)).toBe(1_400)
	})

	it('keep 900 amounts of 10^13 and the rest of 2^53 − 1, and not one minor unit more', () => {
		const full = 900 * MAX_LEDGER_AMOUNT
		expect(fitsLedgerVolume(full, MAX_LEDGER_VOLUME - full)).toBe(true)
		expect(fitsLedgerVolume(full, MAX_LEDGER_VOLUME - full + 1)).toBe(false)
		expect(fitsLedgerVolume(MAX_LEDGER_VOLUME, 1)).toBe(false)
		expect(fitsLedgerVolume(MAX_LEDGER_VOLUME, -1)).toBe(true)
		expect(fitsLedgerVolume(0, MAX_LEDGER_VOLUME)).toBe(true)
	})

	it('keep one amount within 10^13 either side', () => {
		expect(fitsLedgerAmount(MAX_LEDGER_AMOUNT)).toBe(true)
		expect(fitsLedgerAmount(-MAX_LEDGER_AMOUNT)).toBe(true)
		expect(fitsLedgerAmount(MAX_LEDGER_AMOUNT + 1)).toBe(false)
		expect(fitsLedgerAmount(0.5)).toBe(false)
	})

	it('refuse a figure that is no safe integer as a programming error', () => {
		expect(() => installmentVolume({ amount: 2 ** 53, interest: 0, lateFee: 0 })).toThrow(
			RangeError,
		)
		expect(() => openingVolume(1.5)).toThrow(RangeError)
		expect(() => fitsLedgerVolume(MAX_LEDGER_VOLUME, 2 ** 53)).toThrow(RangeError)
		expect(fitsLedgerVolume(MAX_LEDGER_VOLUME, MAX_LEDGER_VOLUME)).toBe(false)
	})

	it('refuse with 409 LEDGER_LIMIT, on the field that asked when there is one', () => {
		expect(ledgerLimit('total')).toMatchObject({
			kind: 'conflict',
			code: 'LEDGER_LIMIT',
			fieldErrors: [{ path: 'total' }],
		})
		expect(ledgerLimit().fieldErrors).toEqual([])
	})
})
