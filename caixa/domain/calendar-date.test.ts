import { describe, expect, it } from 'vitest'
import { calendarDateIn } from './calendar-date'

describe('calendarDateIn', () => {
	it('answers the date of a moment in the zone, not in UTC', () => {
		const justAfterMidnightUtc = Date.UTC(2025, 1, 1, 0, 30)
		expect(calendarDateIn(justAfterMidnightUtc, 'UTC')).toBe('2025-02-01')
		expect(calendarDateIn(justAfterMidnightUtc, 'America/Sao_Paulo')).toBe('2025-01-31')
		expect(calendarDateIn(Date.UTC(2025, 0, 31, 23, 30), 'Asia/Tokyo')).toBe('2025-02-01')
	})

	it('pads months and days, and follows the zone across a year end', () => {
		expect(calendarDateIn(Date.UTC(2026, 0, 1, 2), 'America/New_York')).toBe('2025-12-31')
		expect(calendarDateIn(Date.UTC(2026, 2, 5, 12), 'Europe/Lisbon')).toBe('2026-03-05')
	})
})
