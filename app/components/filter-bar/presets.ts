import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'
import { calendarDateIn } from '@caixa/domain/calendar-date'

dayjs.extend(utc)
dayjs.extend(timezone)

/*
 * Date-range presets (spec §4) and day boundaries (spec §5). A day is a calendar day in the
 * unit's IANA time zone, never the server's or the browser's: it starts at 00:00:00.000 there and
 * ends at 23:59:59.999 there (the instant before the next day starts, so a 23- or 25-hour day at a
 * daylight-saving change is still one whole day).
 */

export const PRESETS = [
	'CURRENT_MONTH',
	'LAST_MONTH',
	'LAST_NINETY_DAYS',
	'LAST_THIRTY_DAYS',
	'TODAY',
	'JUST_ONE',
	'CUSTOMIZED',
] as const
export type Preset = (typeof PRESETS)[number]

/** The presets whose dates follow from today; a URL holding one is re-read against today. */
export const RELATIVE_PRESETS = [
	'CURRENT_MONTH',
	'LAST_MONTH',
	'LAST_NINETY_DAYS',
	'LAST_THIRTY_DAYS',
	'TODAY',
] as const satisfies readonly Preset[]
export type RelativePreset = (typeof RELATIVE_PRESETS)[number]

/** The i18n key of each preset's label (the spec's filter label keys). */
export const PRESET_LABELS: Record<Preset, string> = {
	CURRENT_MONTH: 'filter:current.month',
	LAST_MONTH: 'filter:last.month',
	LAST_NINETY_DAYS: 'filter:last.ninety.days',
	LAST_THIRTY_DAYS: 'filter:last.thirty.days',
	TODAY: 'filter:today',
	JUST_ONE: 'filter:just.one',
	CUSTOMIZED: 'filter:customized',
}

export function isPreset(value: unknown): value is Preset {
	return PRESETS.includes(value as Preset)
}

export function isRelativePreset(value: Preset | null | undefined): value is RelativePreset {
	return RELATIVE_PRESETS.includes(value as RelativePreset)
}

/** Milliseconds since the epoch: the first and the last instant of a range, both included. */
export type DateRange = { from: number; to: number }

const DAY_FORMAT = 'YYYY-MM-DD'

/**
 * Whether the text is a real calendar day written `YYYY-MM-DD` (what a date input sends), from
 * the year 1000: a date input holds years like 0002 and 0020 while a year is being typed.
 */
export function isCalendarDay(value: string): boolean {
	return /^[1-9]\d{3}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).format(DAY_FORMAT) === value
}

/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in the zone: the domain's calendarDateIn,
 * the one reading of a day in a zone (the server's todayIn is the same).
 */
export function calendarDayOf(moment: number, timeZone: string): string {
	return calendarDateIn(moment, timeZone)
}

// Calendar arithmetic on day strings, in UTC so that no zone's clock changes can move a day.
function addDays(day: string, days: number): string {
	return dayjs.utc(day).add(days, 'day').format(DAY_FORMAT)
}

function firstOfMonth(day: string, monthsBack: number): string {
	return dayjs.utc(day).startOf('month').subtract(monthsBack, 'month').format(DAY_FORMAT)
}

function lastOfMonth(day: string, monthsBack: number): string {
	return dayjs
		.utc(day)
		.startOf('month')
		.subtract(monthsBack, 'month')
		.endOf('month')
		.format(DAY_FORMAT)
}

/**
 * The first instant of a calendar day in the zone: its midnight, or, where the clocks skip
 * midnight (São Paulo on 2018-11-04), the first instant the day has.
 */
export function startOfDay(day: string, timeZone: string): number {
	return dayjs.tz(day, timeZone).valueOf()
}

/** The last instant of a calendar day in the zone: 23:59:59.999 there. */
export function endOfDay(day: string, timeZone: string): number {
	return startOfDay(addDays(day, 1), timeZone) - 1
}

/** From the start of the first day to the end of the last day, in the zone. */
export function daysRange(firstDay: string, lastDay: string, timeZone: string): DateRange {
	return { from: startOfDay(firstDay, timeZone), to: endOfDay(lastDay, timeZone) }
}

/**
 * The range a preset stands for, seen from `now` in the zone; null for JUST_ONE and CUSTOMIZED,
 * whose dates the user picks (choosing them clears the dates).
 *
 * - TODAY: today.
 * - LAST_THIRTY_DAYS / LAST_NINETY_DAYS: today and the 29 (89) days before it — 30 (90) calendar
 *   days ending today, so what happened today is in "the last 30 days".
 * - CURRENT_MONTH: the whole month, its 1st to its last day (later days included: payments due
 *   this month are this month's).
 * - LAST_MONTH: the whole month before (in January, December of the year before).
 */
export function presetRange(preset: Preset, now: number, timeZone: string): DateRange | null {
	const today = calendarDayOf(now, timeZone)
	switch (preset) {
		case 'TODAY':
			return daysRange(today, today, timeZone)
		case 'LAST_THIRTY_DAYS':
			return daysRange(addDays(today, -29), today, timeZone)
		case 'LAST_NINETY_DAYS':
			return daysRange(addDays(today, -89), today, timeZone)
		case 'CURRENT_MONTH':
			return daysRange(firstOfMonth(today, 0), lastOfMonth(today, 0), timeZone)
		case 'LAST_MONTH':
			return daysRange(firstOfMonth(today, 1), lastOfMonth(today, 1), timeZone)
		case 'JUST_ONE':
		case 'CUSTOMIZED':
			return null
	}
}
