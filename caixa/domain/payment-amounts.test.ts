import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountArb, calendarDateArb } from '../testing/arbitraries'
import { daysLate } from './interest'
import {
	isOverdue,
	partialPaymentRefusal,
	type PaymentStatus,
	remaining,
	statusAfterPaying,
	totalDue,
} from './payment-amounts'

const statusArb = fc.constantFrom<PaymentStatus>('PENDING', 'PARTIALLY_PAID', 'PAID', 'CANCELLED')

describe('totalDue', () => {
	it('adds interest and late fee, takes the discount off, and never goes below 0', () => {
		expect(totalDue({ amount: 10_000, interest: 50, lateFee: 200, discount: 0 })).toBe(10_250)
		expect(totalDue({ amount: 10_000, interest: 50, lateFee: 200, discount: 250 })).toBe(10_000)
		expect(totalDue({ amount: 10_000, interest: 0, lateFee: 0, discount: 12_000 })).toBe(0)
		expect(totalDue({ amount: 0, interest: 0, lateFee: 0, discount: 0 })).toBe(0)
	})

	it('refuses negative, fractional and unsafe parts', () => {
		const parts = { amount: 100, interest: 0, lateFee: 0, discount: 0 }
		expect(() => totalDue({ ...parts, discount: -1 })).toThrow(RangeError)
		expect(() => totalDue({ ...parts, interest: 0.5 })).toThrow(RangeError)
		expect(() => totalDue({ ...parts, amount: Number.MAX_SAFE_INTEGER, lateFee: 1 })).toThrow(
			RangeError,
		)
	})

	it('is the exact sum when the discount fits, 0 when it does not, and grows with what is owed', () => {
		fc.assert(
			fc.property(
				amountArb(),
				amountArb(),
				amountArb(),
				amountArb(),
				(amount, interest, lateFee, discount) => {
					const due = totalDue({ amount, interest, lateFee, discount })
					expect(Number.isSafeInteger(due)).toBe(true)
					expect(due).toBe(Math.max(0, amount + interest + lateFee - discount))
					expect(
						totalDue({ amount, interest: interest + 1, lateFee, discount }),
					).toBeGreaterThanOrEqual(due)
					expect(
						totalDue({ amount, interest, lateFee, discount: discount + 1 }),
					).toBeLessThanOrEqual(due)
				},
			),
		)
	})
})

describe('remaining and statusAfterPaying', () => {
	it('follow what is paid', () => {
		expect(remaining(10_000, 0)).toBe(10_000)
		expect(remaining(10_000, 2_500)).toBe(7_500)
		expect(remaining(10_000, 10_000)).toBe(0)
		expect(remaining(10_000, 12_000)).toBe(0)
		expect(statusAfterPaying(10_000, 0)).toBe('PENDING')
		expect(statusAfterPaying(10_000, 2_500)).toBe('PARTIALLY_PAID')
		expect(statusAfterPaying(10_000, 10_000)).toBe('PAID')
		expect(statusAfterPaying(8_000, 10_000)).toBe('PAID')
		// Nothing owed (a full discount) is settled, not pending for ever.
		expect(statusAfterPaying(0, 0)).toBe('PAID')
		expect(() => remaining(-1, 0)).toThrow(RangeError)
		expect(() => remaining(100, 1.5)).toThrow(RangeError)
	})

	it('never leave a negative remaining, and call PAID exactly what has nothing remaining', () => {
		fc.assert(
			fc.property(amountArb(), amountArb(), (due, paid) => {
				const left = remaining(due, paid)
				expect(left).toBeGreaterThanOrEqual(0)
				expect(left + Math.min(paid, due)).toBe(due)
				const status = statusAfterPaying(due, paid)
				expect(status === 'PAID').toBe(left === 0)
				expect(status === 'PENDING').toBe(paid === 0 && due > 0)
			}),
		)
	})

	it('only move forward as partial payments are accepted, and refuse any after PAID', () => {
		const order = { PENDING: 0, PARTIALLY_PAID: 1, PAID: 2 }
		fc.assert(
			fc.property(
				amountArb(1_000_000),
				fc.array(fc.integer({ min: -1000, max: 1_200_000 }), { maxLength: 30 }),
				(due, attempts) => {
					let paid = 0
					let status = statusAfterPaying(due, paid)
					for (const amount of attempts) {
						const left = remaining(due, paid)
						const refusal = partialPaymentRefusal(amount, left)
						if (amount <= 0) expect(refusal).toBe('NOT_POSITIVE')
						else if (amount > left) expect(refusal).toBe('EXCEEDS_REMAINING')
						else expect(refusal).toBeNull()
						if (refusal !== null) continue
						paid += amount
						const next = statusAfterPaying(due, paid)
						expect(order[next]).toBeGreaterThanOrEqual(order[status])
						status = next
					}
					// Accepted payments never pay more than is due.
					expect(paid).toBeLessThanOrEqual(due)
					expect(status === 'PAID').toBe(paid === due)
					if (status === 'PAID')
						expect(partialPaymentRefusal(1, remaining(due, paid))).toBe('EXCEEDS_REMAINING')
				},
			),
		)
	})
})

describe('partialPaymentRefusal', () => {
	it('takes a positive amount up to the remaining, exactly it included', () => {
		expect(partialPaymentRefusal(2_500, 10_000)).toBeNull()
		expect(partialPaymentRefusal(10_000, 10_000)).toBeNull()
		expect(partialPaymentRefusal(10_001, 10_000)).toBe('EXCEEDS_REMAINING')
		expect(partialPaymentRefusal(1, 0)).toBe('EXCEEDS_REMAINING')
		expect(partialPaymentRefusal(0, 10_000)).toBe('NOT_POSITIVE')
		expect(partialPaymentRefusal(-5, 10_000)).toBe('NOT_POSITIVE')
		expect(() => partialPaymentRefusal(1.5, 10_000)).toThrow(RangeError)
		expect(() => partialPaymentRefusal(1, -1)).toThrow(RangeError)
	})
})

describe('isOverdue', () => {
	it('is a payment still to pay whose due date is before today', () => {
		const on = (status: PaymentStatus, dueDate: string) =>
			isOverdue({ status, dueDate, today: '2025-03-10' })
		expect(on('PENDING', '2025-03-09')).toBe(true)
		expect(on('PARTIALLY_PAID', '2024-12-31')).toBe(true)
		expect(on('PENDING', '2025-03-10')).toBe(false)
		expect(on('PENDING', '2025-03-11')).toBe(false)
		expect(on('PAID', '2025-03-01')).toBe(false)
		expect(on('CANCELLED', '2025-03-01')).toBe(false)
		expect(() => on('PENDING', '2025-3-1')).toThrow(RangeError)
	})

	it('agrees with days late for open payments, and is never true for closed ones', () => {
		fc.assert(
			fc.property(statusArb, calendarDateArb(), calendarDateArb(), (status, dueDate, today) => {
				const open = status === 'PENDING' || status === 'PARTIALLY_PAID'
				expect(isOverdue({ status, dueDate, today })).toBe(open && daysLate(dueDate, today) > 0)
			}),
		)
	})
})
