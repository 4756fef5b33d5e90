import { calendarDateIn } from '@caixa/domain/calendar-date'
import { dateTimeFormat } from '@caixa/domain/intl-formats'

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

// Days are computed with Date.UTC and the zone's offset read through Intl (the domain's own way
// of reading a day in a zone), not dayjs: its zone plugins were 4 KB gzipped in the first load of
// every page with a filter bar, for arithmetic the platform does.

/** The UTC midnight of a `YYYY-MM-DD` day, `days` days and `months` months on (Date.UTC rolls over). */
function utcMidnight(day: string, { days = 0, months = 0 } = {}): number {
	const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
	return Date.UTC(year, month - 1 + months, date + days)
}

function utcDay(moment: number): string {
	return new Date(moment).toISOString().slice(0, 10)
}

/** The zone's offset from UTC at the instant, in ms: its wall clock read as UTC, less the instant. */
function offsetAt(moment: number, timeZone: string): number {
	const parts = dateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
		hour: 'numeric',
		minute: 'numeric',
		second: 'numeric',
	}).formatToParts(new Date(moment))
	const part = (type: Intl.DateTimeFormatPartTypes) =>
		Number(parts.find((candidate) => candidate.type === type)?.value)
	const wall = Date.UTC(
		part('year'),
		part('month') - 1,
		part('day'),
		part('hour'),
		part('minute'),
		part('second'),
	)
	return wall - (moment - (((moment % 1000) + 1000) % 1000))
}

/**
 * Whether the text is a real calendar day written `YYYY-MM-DD` (what a date input sends), from
 * the year 1000: a date input holds years like 0002 and 0020 while a year is being typed.
 */
export function isCalendarDay(value: string): boolean {
	return /^[1-9]\d{3}-\d{2}-\d{2}$/.test(value) && utcDay(utcMidnight(value)) === value
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
	return utcDay(utcMidnight(day, { days }))
}

function firstOfMonth(day: string, monthsBack: number): string {
	return utcDay(utcMidnight(`${day.slice(0, 8)}01`, { months: -monthsBack }))
}

function lastOfMonth(day: string, monthsBack: number): string {
	// Day 0 of the next month is this month's last.
	return utcDay(utcMidnight(`${day.slice(0, 8)}01`, { months: 1 - monthsBack, days: -1 }))
}

/**
 * The first instant of a calendar day in the zone: its midnight, or, where the clocks skip
 * midnight (São Paulo on 2018-11-04), the first instant the day has.
 */
export function startOfDay(day: string, timeZone: string): number {
	const midnight = utcMidnight(day)
	// The zone's midnight is the UTC one less the zone's offset at that instant; reading the offset
	// again at each guess settles on the one in force there even across a clock change. Where the
	// clocks skipped midnight no guess reads 00:00, and the earliest one within the day is the
	// instant the clocks jumped.
	const guesses: number[] = []
	let at = midnight
	for (let reading = 0; reading < 3; reading++) {
		at = midnight - offsetAt(at, timeZone)
		guesses.push(at)
	}
	const within = guesses.filter((guess) => calendarDayOf(guess, timeZone) === day)
	return within.length > 0 ? Math.min(...within) : guesses[0]!
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
