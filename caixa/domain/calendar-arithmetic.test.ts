import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calendarDateArb, referenceDayNumber } from '../testing/arbitraries'
import {
	addDays,
	addMonths,
	dateOfDayNumber,
	dayNumber,
	daysBetween,
	daysInMonth,
	readCalendarDate,
} from './calendar-arithmetic'

describe('readCalendarDate', () => {
	it('reads valid dates and refuses what is no day of the calendar', () => {
		expect(readCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
		expect(readCalendarDate('0000-01-01')).toEqual({ year: 0, month: 1, day: 1 })
		for (const text of [
			'2025-02-29',
			'1900-02-29',
			'2025-13-01',
			'2025-00-10',
			'2025-04-31',
			'2025-1-01',
			'25-01-01',
			'2025-01-01T00:00',
			'',
		]) {
			expect(readCalendarDate(text), text).toBeNull()
		}
		expect(readCalendarDate('2000-02-29')).not.toBeNull()
	})
})

describe('day numbers', () => {
	it('count from 1970-01-01', () => {
		expect(dayNumber('1970-01-01')).toBe(0)
		expect(dayNumber('1970-01-02')).toBe(1)
		expect(dayNumber('1969-12-31')).toBe(-1)
		expect(dayNumber('2000-03-01') - dayNumber('2000-02-28')).toBe(2)
		expect(dateOfDayNumber(0)).toBe('1970-01-01')
	})

	it('agree with Date on every date of years 0000–9999, and go back and forth', () => {
		fc.assert(
			fc.property(calendarDateArb(), (date) => {
				expect(dayNumber(date)).toBe(referenceDayNumber(date))
				expect(dateOfDayNumber(dayNumber(date))).toBe(date)
			}),
		)
	})

	it('refuse dates outside 0000–9999 and what is no date', () => {
		expect(() => dateOfDayNumber(dayNumber('9999-12-31') + 1)).toThrow(RangeError)
		expect(() => dateOfDayNumber(dayNumber('0000-01-01') - 1)).toThrow(RangeError)
		expect(() => dayNumber('2025-02-30')).toThrow(RangeError)
		expect(() => dateOfDayNumber(1.5)).toThrow(RangeError)
	})
})

describe('addDays and daysBetween', () => {
	it('cross month, year and leap-day ends', () => {
		expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
		expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
		expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
		expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
		expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365)
		expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366)
		expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9)
	})

	it('are inverse to each other', () => {
		fc.assert(
			fc.property(
				calendarDateArb('1900-01-01', '2100-12-31'),
				fc.integer({ min: -40_000, max: 40_000 }),
				(date, days) => {
					const moved = addDays(date, days)
					expect(daysBetween(date, moved)).toBe(days)
					expect(addDays(moved, -days)).toBe(date)
				},
			),
		)
	})
})

describe('addMonths', () => {
	it('keeps the day of the month, or the shorter month’s last day', () => {
		expect(addMonths('2025-01-31', 1)).toBe('2025-02-28')
		expect(addMonths('2024-01-31', 1)).toBe('2024-02-29')
		expect(addMonths('2025-01-31', 2)).toBe('2025-03-31')
		expect(addMonths('2025-01-31', 3)).toBe('2025-04-30')
		expect(addMonths('2025-11-15', 2)).toBe('2026-01-15')
		expect(addMonths('2025-03-31', -1)).toBe('2025-02-28')
		expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
		expect(addMonths('2024-02-29', 48)).toBe('2028-02-29')
		expect(() => addMonths('9999-12-01', 1)).toThrow(RangeError)
	})

	it('lands in the right month, on the day or the month’s last day', () => {
		fc.assert(
			fc.property(
				calendarDateArb('1000-01-01', '8000-12-31'),
				fc.integer({ min: -1200, max: 1200 }),
				(date, months) => {
					const from = readCalendarDate(date)!
					const to = readCalendarDate(addMonths(date, months))!
					expect(to.year * 12 + to.month - (from.year * 12 + from.month)).toBe(months)
					expect(to.day).toBe(Math.min(from.day, daysInMonth(to.year, to.month)))
				},
			),
		)
	})
})
