import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountArb, calendarDateArb } from '../testing/arbitraries'
import { daysBetween, daysInMonth, readCalendarDate } from './calendar-arithmetic'
import { dueDates, installmentPlan, MAX_INSTALLMENTS, splitAmount } from './installments'
import { MAX_MINOR_UNITS } from './money'

const countArb = fc.integer({ min: 1, max: MAX_INSTALLMENTS })
const everyArb = fc.constantFrom('MONTH' as const, 'WEEK' as const, 'DAY' as const)
// Late enough that 360 months after it still is a four-digit year.
const firstDueDateArb = calendarDateArb('0000-01-01', '9960-12-31')

describe('splitAmount', () => {
	it('rounds equal parts down and puts the remainder on the last one', () => {
		expect(splitAmount(1000, 3)).toEqual([333, 333, 334])
		expect(splitAmount(1000, 1)).toEqual([1000])
		expect(splitAmount(1000, 4)).toEqual([250, 250, 250, 250])
		expect(splitAmount(2, 3)).toEqual([0, 0, 2])
		expect(splitAmount(0, 2)).toEqual([0, 0])
		expect(splitAmount(MAX_MINOR_UNITS, 7)).toEqual([
			...Array<number>(6).fill(1_428_571_428_571),
			1_428_571_428_574,
		])
	})

	it('refuses what the contract would: negative, fractional or too large totals, 0 or 361 parts', () => {
		for (const [total, count] of [
			[-1, 2],
			[10.5, 2],
			[Number.NaN, 2],
			[MAX_MINOR_UNITS + 1, 2],
			[100, 0],
			[100, MAX_INSTALLMENTS + 1],
			[100, 1.5],
		] as const) {
			expect(() => splitAmount(total, count), `${total} in ${count}`).toThrow(RangeError)
		}
	})

	it('always adds up to the total, in non-negative integers that differ by at most the remainder', () => {
		fc.assert(
			fc.property(amountArb(), countArb, (total, count) => {
				const parts = splitAmount(total, count)
				expect(parts).toHaveLength(count)
				expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total)
				expect(parts.every((part) => Number.isSafeInteger(part) && part >= 0)).toBe(true)
				const first = parts[0]!
				// Every part but the last is the same, rounded down; the last carries the remainder.
				expect(parts.slice(0, -1).every((part) => part === first)).toBe(true)
				expect(first).toBe(Math.floor(total / count))
				expect(parts.at(-1)! - first).toBe(total % count)
				expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(count)
			}),
		)
	})
})

describe('dueDates', () => {
	it('steps by days and weeks across month and year ends', () => {
		expect(dueDates('2025-12-30', 3, 'DAY')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01'])
		expect(dueDates('2024-02-22', 3, 'WEEK')).toEqual(['2024-02-22', '2024-02-29', '2024-03-07'])
	})

	it('keeps the first date’s day of the month, clamped, computed from the first date', () => {
		expect(dueDates('2025-01-31', 4, 'MONTH')).toEqual([
			'2025-01-31',
			'2025-02-28',
			'2025-03-31',
			'2025-04-30',
		])
		expect(dueDates('2024-01-30', 3, 'MONTH')).toEqual(['2024-01-30', '2024-02-29', '2024-03-30'])
		expect(dueDates('2025-11-10', 3, 'MONTH')).toEqual(['2025-11-10', '2025-12-10', '2026-01-10'])
	})

	it('refuses a date that is none and a count out of 1..360', () => {
		expect(() => dueDates('2025-02-29', 2, 'MONTH')).toThrow(RangeError)
		expect(() => dueDates('2025-02-01', 0, 'DAY')).toThrow(RangeError)
		expect(() => dueDates('2025-02-01', 2, 'YEAR' as 'DAY')).toThrow(RangeError)
	})

	it('are strictly increasing, start on the first date and keep to their step', () => {
		fc.assert(
			fc.property(firstDueDateArb, countArb, everyArb, (first, count, every) => {
				const dates = dueDates(first, count, every)
				expect(dates).toHaveLength(count)
				expect(dates[0]).toBe(first)
				const start = readCalendarDate(first)!
				// The index-th month after the first date, on its day or the month's last: never
				// drifting to the 28th after a short month (each computed from the first date).
				const monthlyFits = (date: string, index: number) => {
					const { year, month, day } = readCalendarDate(date)!
					return (
						year * 12 + month === start.year * 12 + start.month + index &&
						day === Math.min(start.day, daysInMonth(year, month))
					)
				}
				// Checked as plain conditions, collected, so 360 dates cost one expect, not thousands.
				const problems = dates.flatMap((date, index) => {
					if (index === 0) return []
					const step = daysBetween(dates[index - 1]!, date)
					const fits =
						step > 0 &&
						(every === 'DAY'
							? step === 1
							: every === 'WEEK'
								? step === 7
								: monthlyFits(date, index))
					return fits ? [] : [`${dates[index - 1]} → ${date}`]
				})
				expect(problems).toEqual([])
			}),
			{ numRuns: 100 },
		)
	})
})

describe('installmentPlan', () => {
	it('numbers the installments n of N with their due dates and amounts', () => {
		expect(
			installmentPlan({ total: 10_000, count: 3, firstDueDate: '2025-01-31', every: 'MONTH' }),
		).toEqual([
			{ number: 1, of: 3, dueDate: '2025-01-31', amount: 3333 },
			{ number: 2, of: 3, dueDate: '2025-02-28', amount: 3333 },
			{ number: 3, of: 3, dueDate: '2025-03-31', amount: 3334 },
		])
	})

	it('adds up to the total with increasing due dates', () => {
		fc.assert(
			fc.property(
				amountArb(),
				countArb,
				firstDueDateArb,
				everyArb,
				(total, count, first, every) => {
					const plan = installmentPlan({ total, count, firstDueDate: first, every })
					expect(plan.reduce((sum, installment) => sum + installment.amount, 0)).toBe(total)
					const wrong = plan.filter(
						(installment, index) =>
							installment.number !== index + 1 ||
							installment.of !== count ||
							(index > 0 && installment.dueDate <= plan[index - 1]!.dueDate),
					)
					expect(wrong).toEqual([])
				},
			),
			{ numRuns: 100 },
		)
	})
})
