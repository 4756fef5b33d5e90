import { afterEach, describe, expect, test } from 'vitest'
import {
	calendarDayOf,
	endOfDay,
	isCalendarDay,
	isPreset,
	isRelativePreset,
	PRESET_LABELS,
	PRESETS,
	presetRange,
	startOfDay,
	type DateRange,
} from './presets'

const DAY_MS = 24 * 60 * 60 * 1000
const at = (iso: string) => Date.parse(iso)

function iso(range: DateRange | null) {
	if (!range) return null
	return { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() }
}

describe('day boundaries in the unit’s zone', () => {
	test.each([
		// zone, day, first instant (UTC), last instant (UTC)
		['UTC', '2024-05-14', '2024-05-14T00:00:00.000Z', '2024-05-14T23:59:59.999Z'],
		['America/Sao_Paulo', '2024-05-14', '2024-05-14T03:00:00.000Z', '2024-05-15T02:59:59.999Z'],
		['Asia/Tokyo', '2024-05-14', '2024-05-13T15:00:00.000Z', '2024-05-14T14:59:59.999Z'],
		['Pacific/Kiritimati', '2024-05-14', '2024-05-13T10:00:00.000Z', '2024-05-14T09:59:59.999Z'],
	])('in %s, %s runs from 00:00:00.000 to 23:59:59.999 local', (zone, day, first, last) => {
		expect(new Date(startOfDay(day, zone)).toISOString()).toBe(first)
		expect(new Date(endOfDay(day, zone)).toISOString()).toBe(last)
		expect(calendarDayOf(startOfDay(day, zone), zone)).toBe(day)
		expect(calendarDayOf(endOfDay(day, zone), zone)).toBe(day)
	})

	test('the day the clocks go forward in New York has 23 hours, all of them in the day', () => {
		const from = startOfDay('2024-03-10', 'America/New_York')
		const to = endOfDay('2024-03-10', 'America/New_York')
		expect(new Date(from).toISOString()).toBe('2024-03-10T05:00:00.000Z') // 00:00 EST
		expect(new Date(to).toISOString()).toBe('2024-03-11T03:59:59.999Z') // 23:59:59.999 EDT
		expect(to + 1 - from).toBe(23 * 60 * 60 * 1000)
	})

	test('the day the clocks go back in New York has 25 hours', () => {
		const from = startOfDay('2024-11-03', 'America/New_York')
		const to = endOfDay('2024-11-03', 'America/New_York')
		expect(new Date(from).toISOString()).toBe('2024-11-03T04:00:00.000Z') // 00:00 EDT
		expect(new Date(to).toISOString()).toBe('2024-11-04T04:59:59.999Z') // 23:59:59.999 EST
		expect(to + 1 - from).toBe(25 * 60 * 60 * 1000)
	})

	test('a day whose midnight the clocks skipped starts at its first instant', () => {
		// São Paulo went from 00:00 straight to 01:00 on 2018-11-04.
		const from = startOfDay('2018-11-04', 'America/Sao_Paulo')
		expect(new Date(from).toISOString()).toBe('2018-11-04T03:00:00.000Z') // 01:00 -02:00
		expect(calendarDayOf(from - 1, 'America/Sao_Paulo')).toBe('2018-11-03')
	})

	test('the picked calendar day is the zone’s, not the server’s: Kiritimati is a day ahead of Honolulu', () => {
		const moment = at('2024-05-14T12:00:00Z')
		expect(calendarDayOf(moment, 'Pacific/Kiritimati')).toBe('2024-05-15')
		expect(calendarDayOf(moment, 'Pacific/Honolulu')).toBe('2024-05-14')
	})
})

describe('presetRange', () => {
	test('TODAY is today in the zone', () => {
		// 02:00 UTC on the 15th is still the 14th in São Paulo, already the 15th in Tokyo.
		const now = at('2024-05-15T02:00:00Z')
		expect(iso(presetRange('TODAY', now, 'America/Sao_Paulo'))).toEqual({
			from: '2024-05-14T03:00:00.000Z',
			to: '2024-05-15T02:59:59.999Z',
		})
		expect(iso(presetRange('TODAY', now, 'Asia/Tokyo'))).toEqual({
			from: '2024-05-14T15:00:00.000Z',
			to: '2024-05-15T14:59:59.999Z',
		})
		expect(iso(presetRange('TODAY', now, 'UTC'))).toEqual({
			from: '2024-05-15T00:00:00.000Z',
			to: '2024-05-15T23:59:59.999Z',
		})
	})

	test('TODAY in Kiritimati (UTC+14) starts the day before in UTC', () => {
		expect(iso(presetRange('TODAY', at('2024-05-14T11:00:00Z'), 'Pacific/Kiritimati'))).toEqual({
			from: '2024-05-14T10:00:00.000Z',
			to: '2024-05-15T09:59:59.999Z',
		})
	})

	test('TODAY on a daylight-saving day in New York covers the 23-hour day', () => {
		expect(iso(presetRange('TODAY', at('2024-03-10T16:00:00Z'), 'America/New_York'))).toEqual({
			from: '2024-03-10T05:00:00.000Z',
			to: '2024-03-11T03:59:59.999Z',
		})
	})

	test('LAST_THIRTY_DAYS is today and the 29 days before it', () => {
		const range = presetRange('LAST_THIRTY_DAYS', at('2024-03-15T12:00:00Z'), 'UTC')
		expect(iso(range)).toEqual({
			from: '2024-02-15T00:00:00.000Z',
			to: '2024-03-15T23:59:59.999Z',
		})
		expect(range && (range.to + 1 - range.from) / DAY_MS).toBe(30)
	})

	test('LAST_NINETY_DAYS is today and the 89 days before it, across a year', () => {
		const range = presetRange('LAST_NINETY_DAYS', at('2024-03-15T12:00:00Z'), 'UTC')
		expect(iso(range)).toEqual({
			from: '2023-12-17T00:00:00.000Z',
			to: '2024-03-15T23:59:59.999Z',
		})
		expect(range && (range.to + 1 - range.from) / DAY_MS).toBe(90)
	})

	test('LAST_THIRTY_DAYS across the New York spring change holds 30 calendar days', () => {
		const range = presetRange('LAST_THIRTY_DAYS', at('2024-03-20T16:00:00Z'), 'America/New_York')
		expect(iso(range)).toEqual({
			from: '2024-02-20T05:00:00.000Z', // 00:00 EST
			to: '2024-03-21T03:59:59.999Z', // 23:59:59.999 EDT
		})
		expect(range && range.to + 1 - range.from).toBe(30 * DAY_MS - 60 * 60 * 1000)
	})

	test('CURRENT_MONTH is the whole month, 29 February included in a leap year', () => {
		expect(
			iso(presetRange('CURRENT_MONTH', at('2024-02-10T12:00:00Z'), 'America/Sao_Paulo')),
		).toEqual({ from: '2024-02-01T03:00:00.000Z', to: '2024-03-01T02:59:59.999Z' })
	})

	test('LAST_MONTH in January is December of the year before', () => {
		expect(iso(presetRange('LAST_MONTH', at('2024-01-15T12:00:00Z'), 'UTC'))).toEqual({
			from: '2023-12-01T00:00:00.000Z',
			to: '2023-12-31T23:59:59.999Z',
		})
	})

	test('the month is the zone’s: late on 31 January in UTC is already February in Tokyo', () => {
		const now = at('2024-01-31T20:00:00Z')
		expect(iso(presetRange('LAST_MONTH', now, 'Asia/Tokyo'))).toEqual({
			from: '2023-12-31T15:00:00.000Z', // 1 January 00:00 in Tokyo
			to: '2024-01-31T14:59:59.999Z',
		})
		expect(iso(presetRange('LAST_MONTH', now, 'UTC'))).toEqual({
			from: '2023-12-01T00:00:00.000Z',
			to: '2023-12-31T23:59:59.999Z',
		})
		expect(iso(presetRange('CURRENT_MONTH', now, 'Asia/Tokyo'))).toEqual({
			from: '2024-01-31T15:00:00.000Z',
			to: '2024-02-29T14:59:59.999Z',
		})
	})

	test('JUST_ONE and CUSTOMIZED have no dates of their own', () => {
		expect(presetRange('JUST_ONE', at('2024-05-15T12:00:00Z'), 'UTC')).toBeNull()
		expect(presetRange('CUSTOMIZED', at('2024-05-15T12:00:00Z'), 'UTC')).toBeNull()
	})
})

describe('the server’s own zone changes nothing', () => {
	const original = process.env.TZ
	afterEach(() => {
		if (original === undefined) delete process.env.TZ
		else process.env.TZ = original
	})

	test.each(['Asia/Tokyo', 'America/Los_Angeles', 'UTC'])('with TZ=%s', (serverZone) => {
		process.env.TZ = serverZone
		expect(iso(presetRange('TODAY', at('2024-05-15T02:00:00Z'), 'America/Sao_Paulo'))).toEqual({
			from: '2024-05-14T03:00:00.000Z',
			to: '2024-05-15T02:59:59.999Z',
		})
		expect(calendarDayOf(at('2024-05-15T02:00:00Z'), 'America/Sao_Paulo')).toBe('2024-05-14')
	})
})

describe('names', () => {
	test('the seven presets, each with its label key from the spec', () => {
		expect(PRESETS).toEqual([
			'CURRENT_MONTH',
			'LAST_MONTH',
			'LAST_NINETY_DAYS',
			'LAST_THIRTY_DAYS',
			'TODAY',
			'JUST_ONE',
			'CUSTOMIZED',
		])
		expect(Object.values(PRESET_LABELS)).toEqual([
			'filter:current.month',
			'filter:last.month',
			'filter:last.ninety.days',
			'filter:last.thirty.days',
			'filter:today',
			'filter:just.one',
			'filter:customized',
		])
	})

	test('only real codes are presets, and only the dated ones are relative', () => {
		expect(isPreset('TODAY')).toBe(true)
		expect(isPreset('today')).toBe(false)
		expect(isPreset(null)).toBe(false)
		expect(isRelativePreset('LAST_MONTH')).toBe(true)
		expect(isRelativePreset('JUST_ONE')).toBe(false)
		expect(isRelativePreset('CUSTOMIZED')).toBe(false)
		expect(isRelativePreset(null)).toBe(false)
	})

	test('a calendar day is a real YYYY-MM-DD date from the year 1000', () => {
		expect(isCalendarDay('2024-02-29')).toBe(true)
		expect(isCalendarDay('2023-02-29')).toBe(false)
		expect(isCalendarDay('2024-13-01')).toBe(false)
		expect(isCalendarDay('2024-5-1')).toBe(false)
		expect(isCalendarDay('')).toBe(false)
		expect(isCalendarDay('1715731200000')).toBe(false)
		// What a date input holds while "2024" is typed.
		expect(isCalendarDay('0002-05-01')).toBe(false)
		expect(isCalendarDay('0202-05-01')).toBe(false)
	})
})
