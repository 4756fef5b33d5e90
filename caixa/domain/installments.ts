import { MAX_INSTALLMENTS } from '@caixa/contract/ledger-constants'
import { addDays, addMonths } from './calendar-arithmetic'
import { MAX_MINOR_UNITS } from './money'

// A record's total split into installments (DOMAIN.md "Records … and payments", API.md
// `installments: { count, firstDueDate, every }`): equal parts rounded down to the minor unit,
// the remainder on the LAST installment, so the parts always add up exactly to the total.
// Integers only. Input outside the contract's bounds is a programming error (the contract's
// schemas answer 422 first) and throws a RangeError.

/** The most installments one record is split into: 30 years of monthly ones (the contract's). */
export { MAX_INSTALLMENTS }

export type InstallmentFrequency = 'MONTH' | 'WEEK' | 'DAY'

export interface Installment {
	/** 1-based: installment `number` of `of`. */
	number: number
	of: number
	/** `YYYY-MM-DD`, in the unit's zone like every calendar date. */
	dueDate: string
	/** Minor units. */
	amount: number
}

/** 1000 in 3 → [333, 333, 334]; 0 in 2 → [0, 0]. */
export function splitAmount(total: number, count: number): number[] {
	assertAmount(total, 'total')
	assertCount(count)
	const remainder = total % count
	// Exact: total − remainder is a multiple of count, and both stay below 2^53.
	const part = (total - remainder) / count
	const parts = Array.from({ length: count }, () => part)
	parts[count - 1] = part + remainder
	return parts
}

/**
 * The due dates of `count` installments, the first on `firstDueDate`, then one `every` day, week
 * or month. Monthly ones keep the first date's day of the month, on the month's last day when it
 * is shorter, and are each counted from the first date, never from the one before: 31 January
 * → 28 (or 29) February → 31 March → 30 April.
 */
export function dueDates(
	firstDueDate: string,
	count: number,
	every: InstallmentFrequency,
): string[] {
	assertCount(count)
	return Array.from({ length: count }, (_, index) => {
		switch (every) {
			case 'MONTH':
				return addMonths(firstDueDate, index)
			case 'WEEK':
				return addDays(firstDueDate, 7 * index)
			case 'DAY':
				return addDays(firstDueDate, index)
			default:
				throw new RangeError(`Not an installment frequency: ${String(every satisfies never)}`)
		}
	})
}

/** The installments of `total`: number n of N, due date and amount, in order. */
export function installmentPlan(plan: {
	total: number
	count: number
	firstDueDate: string
	every: InstallmentFrequency
}): Installment[] {
	const amounts = splitAmount(plan.total, plan.count)
	return dueDates(plan.firstDueDate, plan.count, plan.every).map((dueDate, index) => ({
		number: index + 1,
		of: plan.count,
		dueDate,
		amount: amounts[index] ?? 0,
	}))
}

function assertAmount(value: number, name: string): void {
	if (!Number.isSafeInteger(value) || value < 0 || value > MAX_MINOR_UNITS) {
		throw new RangeError(`${name} must be an integer amount 0..${MAX_MINOR_UNITS}, not ${value}`)
	}
}

function assertCount(count: number): void {
	if (!Number.isSafeInteger(count) || count < 1 || count > MAX_INSTALLMENTS) {
		throw new RangeError(`The count of installments must be 1..${MAX_INSTALLMENTS}, not ${count}`)
	}
}
