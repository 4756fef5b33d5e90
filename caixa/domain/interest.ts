import { daysBetween } from './calendar-arithmetic'
import { BASIS_POINTS_PER_WHOLE, MAX_RATE_BASIS_POINTS } from './interest-defaults'
import { MAX_MINOR_UNITS } from './money'

// Interest and late fee of a late payment (DOMAIN.md "Interest and late-fee defaults", API.md
// `interest-and-late-fee { monthlyInterestRate, lateFeeRate, asOf }`).
//
// Interest is simple and pro rata per day on a 30-day month — Brazil's practice under the CDC
// (Código de Defesa do Consumidor) and the "juros de mora de 1% ao mês" of CTN art. 161 §1º, where
// a day late costs a thirtieth of the monthly rate whatever the month's length:
//     interest = base × monthly rate × days late / 30
// The late fee is one-off, the same however late:
//     late fee = base × late-fee rate
// Rates are integer basis points, so each amount is an exact rational; it is rounded half-up to
// the minor unit ONCE, at the end (never a daily amount rounded and then multiplied). The products
// pass 2^53 (10^13 × 10^4 × days), so they are computed in BigInt.

export interface LateCharges {
	/** Days from the due date to `asOf`; 0 when not late. */
	daysLate: number
	/** Minor units. */
	interest: number
	/** Minor units. */
	lateFee: number
}

/** The 30-day month of the pro rata (see above). */
export const DAYS_PER_INTEREST_MONTH = 30

/**
 * Whole days `asOf` is after `dueDate`; 0 when it is not after (paying on the due date is not
 * late). `asOf` is a calendar date in the unit's zone (today there, or the date the user picks).
 */
export function daysLate(dueDate: string, asOf: string): number {
	return Math.max(0, daysBetween(dueDate, asOf))
}

/**
 * The interest and late fee on `base` (minor units: what is still owed, the caller's choice) as of
 * `asOf`. Not late: both 0. A RangeError for input outside the contract's bounds, or an interest
 * too large to be a safe integer (a century late at 100 % a month).
 */
export function lateCharges(input: {
	base: number
	monthlyInterestBasisPoints: number
	lateFeeBasisPoints: number
	dueDate: string
	asOf: string
}): LateCharges {
	const { base, monthlyInterestBasisPoints, lateFeeBasisPoints } = input
	if (!Number.isSafeInteger(base) || base < 0 || base > MAX_MINOR_UNITS) {
		throw new RangeError(`The base must be an integer amount 0..${MAX_MINOR_UNITS}, not ${base}`)
	}
	assertRate(monthlyInterestBasisPoints)
	assertRate(lateFeeBasisPoints)
	const days = daysLate(input.dueDate, input.asOf)
	if (days === 0) return { daysLate: 0, interest: 0, lateFee: 0 }

	const whole = BigInt(BASIS_POINTS_PER_WHOLE)
	const interest = divideHalfUp(
		BigInt(base) * BigInt(monthlyInterestBasisPoints) * BigInt(days),
		whole * BigInt(DAYS_PER_INTEREST_MONTH),
	)
	const lateFee = divideHalfUp(BigInt(base) * BigInt(lateFeeBasisPoints), whole)
	if (interest > BigInt(Number.MAX_SAFE_INTEGER)) {
		throw new RangeError(`The interest of ${days} days late is too large to count`)
	}
	return { daysLate: days, interest: Number(interest), lateFee: Number(lateFee) }
}

/** numerator / denominator, both ≥ 0, rounded half-up to an integer: 3/2 → 2, 5/4 → 1. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
	if (numerator < 0n || denominator <= 0n) {
		throw new RangeError('divideHalfUp takes a numerator ≥ 0 and a denominator > 0')
	}
	return (2n * numerator + denominator) / (2n * denominator)
}

/**
 * A rate in percent, as the API's bodies carry it (1.5 → 150 basis points), or null when it is not
 * 0–100 with at most two decimals (a basis point is the smallest step; 0.125 is refused, never
 * rounded). A JSON number of two decimals is the double nearest to basisPoints / 100, which is
 * exactly what is compared, so 0.29 (28.999… × 100) reads as 29.
 */
export function percentToBasisPoints(percent: number): number | null {
	if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null
	const basisPoints = Math.round(percent * 100)
	if (basisPoints / 100 !== percent) return null
	return basisPoints + 0 // + 0 turns −0 into 0
}

function assertRate(basisPoints: number): void {
	if (
		!Number.isSafeInteger(basisPoints) ||
		basisPoints < 0 ||
		basisPoints > MAX_RATE_BASIS_POINTS
	) {
		throw new RangeError(`A rate is 0..${MAX_RATE_BASIS_POINTS} basis points, not ${basisPoints}`)
	}
}
