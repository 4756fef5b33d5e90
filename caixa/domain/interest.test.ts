import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountArb, basisPointsArb, calendarDateArb } from '../testing/arbitraries'
import { addDays } from './calendar-arithmetic'
import { daysLate, divideHalfUp, lateCharges, percentToBasisPoints } from './interest'
import { interestDefaultsOf } from './interest-defaults'
import { MAX_MINOR_UNITS } from './money'
import { parsePercent } from './percent'

/** Half-up by quotient and remainder: a second formulation to check divideHalfUp against. */
function referenceHalfUp(numerator: bigint, denominator: bigint): number {
	const quotient = numerator / denominator
	const remainder = numerator % denominator
	return Number(2n * remainder >= denominator ? quotient + 1n : quotient)
}

const dueDateArb = calendarDateArb('1900-01-01', '2100-12-31')
// Up to ~74 years late, where the largest base at 100 % a month still counts in safe integers.
const daysArb = fc.integer({ min: 0, max: 27_000 })

const charges = (
	base: number,
	monthlyInterestBasisPoints: number,
	lateFeeBasisPoints: number,
	days: number,
	dueDate = '2025-01-10',
) =>
	lateCharges({
		base,
		monthlyInterestBasisPoints,
		lateFeeBasisPoints,
		dueDate,
		asOf: addDays(dueDate, days),
	})

describe('daysLate', () => {
	it('counts the days after the due date, and 0 on or before it', () => {
		expect(daysLate('2025-01-10', '2025-01-10')).toBe(0)
		expect(daysLate('2025-01-10', '2025-01-09')).toBe(0)
		expect(daysLate('2025-01-10', '2025-01-11')).toBe(1)
		expect(daysLate('2025-02-28', '2025-03-01')).toBe(1)
		expect(daysLate('2024-02-28', '2024-03-01')).toBe(2)
		expect(daysLate('2024-12-31', '2025-12-31')).toBe(365)
	})
})

describe('lateCharges', () => {
	it('charges Brazil’s defaults pro rata on a 30-day month: 1 % a month, 2 % once', () => {
		const { monthlyInterestBasisPoints, lateFeeBasisPoints } = interestDefaultsOf('BRAZIL')
		expect(
			lateCharges({
				base: 100_000,
				monthlyInterestBasisPoints,
				lateFeeBasisPoints,
				dueDate: '2025-01-10',
				asOf: '2025-01-25',
			}),
		).toEqual({ daysLate: 15, interest: 500, lateFee: 2000 })
		// February's 28 days still count as 28 thirtieths, not a whole month.
		expect(charges(100_000, 100, 0, 28)).toEqual({ daysLate: 28, interest: 933, lateFee: 0 })
	})

	it('charges nothing on or before the due date', () => {
		expect(charges(100_000, 100, 200, 0)).toEqual({ daysLate: 0, interest: 0, lateFee: 0 })
		expect(charges(100_000, 100, 200, -5)).toEqual({ daysLate: 0, interest: 0, lateFee: 0 })
	})

	it('rounds half-up once, at the end, never a daily amount and then the days', () => {
		// 150 × 1 % × 15 / 30 = 0.75 → 1; a rounded daily 0.05 → 0 would make it 0.
		expect(charges(150, 100, 0, 15).interest).toBe(1)
		// Exactly a half goes up; just under it goes down.
		expect(charges(50, 0, 100, 1).lateFee).toBe(1)
		expect(charges(149, 0, 100, 1).lateFee).toBe(1)
		expect(charges(150, 0, 100, 1).lateFee).toBe(2)
		expect(charges(30, 100, 0, 15).interest).toBe(0) // 0.15
		expect(charges(100, 100, 0, 15).interest).toBe(1) // 0.5
	})

	it('computes the largest amounts in BigInt, exactly', () => {
		// 10^13 × 100 % × 27 000 days / 30 = 9 × 10^15, past what a double multiplies exactly.
		expect(charges(MAX_MINOR_UNITS, 10_000, 10_000, 27_000)).toEqual({
			daysLate: 27_000,
			interest: 9_000_000_000_000_000,
			lateFee: MAX_MINOR_UNITS,
		})
		// (10^13 − 1) × 9 999 = 99 989 999 999 990 001, odd and past 2^53: no double holds it.
		expect(charges(MAX_MINOR_UNITS - 1, 9_999, 0, 1).interest).toBe(333_300_000_000)
	})

	it('refuses what the contract would, and an interest too large to count', () => {
		expect(() => charges(-1, 100, 200, 1)).toThrow(RangeError)
		expect(() => charges(1.5, 100, 200, 1)).toThrow(RangeError)
		expect(() => charges(MAX_MINOR_UNITS + 1, 100, 200, 1)).toThrow(RangeError)
		expect(() => charges(100, 10_001, 200, 1)).toThrow(RangeError)
		expect(() => charges(100, 100, -1, 1)).toThrow(RangeError)
		expect(() => charges(100, 100, 1.5, 1)).toThrow(RangeError)
		expect(() => charges(MAX_MINOR_UNITS, 10_000, 0, 28_000)).toThrow(RangeError)
		expect(() =>
			lateCharges({
				base: 1,
				monthlyInterestBasisPoints: 1,
				lateFeeBasisPoints: 1,
				dueDate: '2025-02-30',
				asOf: '2025-03-01',
			}),
		).toThrow(RangeError)
	})

	it('is half-up exactly once: equal to a BigInt reference of the exact rational', () => {
		fc.assert(
			fc.property(
				amountArb(),
				basisPointsArb(),
				basisPointsArb(),
				daysArb,
				dueDateArb,
				(base, monthly, fee, days, dueDate) => {
					const result = charges(base, monthly, fee, days, dueDate)
					expect(result.daysLate).toBe(days)
					const interest =
						days === 0
							? 0
							: referenceHalfUp(BigInt(base) * BigInt(monthly) * BigInt(days), 300_000n)
					const lateFee = days === 0 ? 0 : referenceHalfUp(BigInt(base) * BigInt(fee), 10_000n)
					expect(result.interest).toBe(interest)
					expect(result.lateFee).toBe(lateFee)
					expect(Number.isSafeInteger(result.interest)).toBe(true)
					expect(Number.isSafeInteger(result.lateFee)).toBe(true)
				},
			),
		)
	})

	it('is zero when not late, and grows with the days, the rates and the base', () => {
		fc.assert(
			fc.property(
				amountArb(),
				basisPointsArb(),
				basisPointsArb(),
				daysArb,
				fc.nat(1000),
				(base, monthly, fee, days, more) => {
					const now = charges(base, monthly, fee, days)
					if (days === 0) expect(now).toEqual({ daysLate: 0, interest: 0, lateFee: 0 })
					const later = charges(base, monthly, fee, Math.min(days + more, 27_000))
					expect(later.interest).toBeGreaterThanOrEqual(now.interest)
					expect(later.lateFee).toBeGreaterThanOrEqual(now.lateFee)
					const higher = charges(
						base,
						Math.min(monthly + more, 10_000),
						Math.min(fee + more, 10_000),
						days,
					)
					expect(higher.interest).toBeGreaterThanOrEqual(now.interest)
					expect(higher.lateFee).toBeGreaterThanOrEqual(now.lateFee)
					const bigger = charges(Math.min(base + more, MAX_MINOR_UNITS), monthly, fee, days)
					expect(bigger.interest).toBeGreaterThanOrEqual(now.interest)
					expect(bigger.lateFee).toBeGreaterThanOrEqual(now.lateFee)
				},
			),
		)
	})

	it('makes a 30-day delay cost the monthly rate, as a late fee of the same rate does', () => {
		fc.assert(
			fc.property(amountArb(), basisPointsArb(), (base, rate) => {
				const { interest, lateFee } = charges(base, rate, rate, 30)
				expect(interest).toBe(lateFee)
			}),
		)
	})
})

describe('divideHalfUp', () => {
	it('rounds halves up and refuses negatives and a zero denominator', () => {
		expect(divideHalfUp(3n, 2n)).toBe(2n)
		expect(divideHalfUp(5n, 4n)).toBe(1n)
		expect(divideHalfUp(0n, 7n)).toBe(0n)
		expect(() => divideHalfUp(-1n, 2n)).toThrow(RangeError)
		expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError)
	})

	it('matches quotient-and-remainder half-up and lies within half a unit of the rational', () => {
		fc.assert(
			fc.property(
				fc.bigInt({ min: 0n, max: 10n ** 24n }),
				fc.bigInt({ min: 1n, max: 10n ** 9n }),
				(n, d) => {
					const rounded = divideHalfUp(n, d)
					expect(Number(rounded)).toBe(referenceHalfUp(n, d))
					// |rounded − n/d| ≤ 1/2, and exactly 1/2 only upwards.
					const twiceError = 2n * (rounded * d - n)
					expect(twiceError <= d && twiceError > -d).toBe(true)
				},
			),
		)
	})
})

describe('percentToBasisPoints', () => {
	it('reads 0–100 % with up to two decimals', () => {
		expect(percentToBasisPoints(1)).toBe(100)
		expect(percentToBasisPoints(1.5)).toBe(150)
		expect(percentToBasisPoints(0.29)).toBe(29)
		expect(percentToBasisPoints(0.01)).toBe(1)
		expect(percentToBasisPoints(0)).toBe(0)
		expect(Object.is(percentToBasisPoints(-0), 0)).toBe(true)
		expect(percentToBasisPoints(100)).toBe(10_000)
		expect(percentToBasisPoints(33.33)).toBe(3333)
	})

	it('refuses more decimals, out of range and what is no number', () => {
		for (const percent of [0.125, 0.001, 100.01, -0.01, -1, 1e-10, Number.NaN, Infinity]) {
			expect(percentToBasisPoints(percent), String(percent)).toBeNull()
		}
	})

	it('reads every rate a person can type, as the typed-text parser does', () => {
		fc.assert(
			fc.property(basisPointsArb(), (basisPoints) => {
				const text = `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`
				expect(percentToBasisPoints(Number(text))).toBe(basisPoints)
				expect(percentToBasisPoints(basisPoints / 100)).toBe(basisPoints)
				const parsed = parsePercent(text)
				expect(parsed.ok && parsed.basisPoints).toBe(basisPoints)
			}),
			{ numRuns: 1000 },
		)
	})

	it('refuses every number between two basis points', () => {
		fc.assert(
			fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (percent) => {
				const result = percentToBasisPoints(percent)
				// Refused exactly when no basis point's double is the number.
				const candidates = [Math.floor(percent * 100), Math.ceil(percent * 100)]
				const isBasisPoint = candidates.some((basisPoints) => basisPoints / 100 === percent)
				expect(result !== null).toBe(isBasisPoint)
				if (result !== null) {
					expect(result / 100).toBe(percent)
					expect(Number.isInteger(result)).toBe(true)
				}
			}),
		)
	})
})
