import { describe, expect, it } from 'vitest'
import { recordSettlement } from './record-settlement'

describe('recordSettlement', () => {
	it('is overdue while an open installment is past due, whatever was paid', () => {
		expect(recordSettlement({ open: 2, overdue: 1, paid: 0 })).toBe('OVERDUE')
		expect(recordSettlement({ open: 1, overdue: 1, paid: 500 })).toBe('OVERDUE')
	})

	it('is paid when nothing is open, even with nothing paid (a full discount)', () => {
		expect(recordSettlement({ open: 0, overdue: 0, paid: 10_000 })).toBe('PAID')
		expect(recordSettlement({ open: 0, overdue: 0, paid: 0 })).toBe('PAID')
	})

	it('is partly paid when something is paid and something open, none of it late', () => {
		expect(recordSettlement({ open: 1, overdue: 0, paid: 1 })).toBe('PARTLY_PAID')
	})

	it('is pending when something is open, none of it late or paid', () => {
		expect(recordSettlement({ open: 3, overdue: 0, paid: 0 })).toBe('PENDING')
	})
})
