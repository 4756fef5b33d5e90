// Arithmetic on calendar dates (`YYYY-MM-DD`, DOMAIN.md "Money, dates and time zones"): due
// dates of installments, days late. A calendar date is already in the unit's zone, so no zone is
// involved here: a date is a day number, counted in integers (Howard Hinnant's civil-days
// algorithms, proleptic Gregorian), never through a Date and its local-time or two-digit-year
// pitfalls. Years 0000–9999, as `YYYY-MM-DD` and the contract's z.iso.date() allow.

export interface CivilDate {
	year: number
	/** 1–12 */
	month: number
	/** 1–31 */
	day: number
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
	if (month === 2) return isLeapYear(year) ? 29 : 28
	return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

function isLeapYear(year: number): boolean {
	return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** The parts of a valid `YYYY-MM-DD`, or null ("2025-02-29" is no date). */
export function readCalendarDate(text: string): CivilDate | null {
	const match = DATE_PATTERN.exec(text)
	if (!match) return null
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
	if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
	return { year, month, day }
}

/** The parts of `text`; a RangeError when it is no date (the contract refuses those first). */
export function parseCalendarDate(text: string): CivilDate {
	const date = readCalendarDate(text)
	if (!date) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(text)}`)
	return date
}

/** `YYYY-MM-DD` of the parts; a RangeError outside years 0000–9999. */
export function formatCalendarDate({ year, month, day }: CivilDate): string {
	if (!Number.isInteger(year) || year < 0 || year > 9999) {
		throw new RangeError(`A calendar date's year is 0000–9999, not ${year}`)
	}
	const pad = (value: number, width: number) => String(value).padStart(width, '0')
	return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

/** Days from 1970-01-01 to `date` (negative before it). */
export function dayNumber(date: string): number {
	const { year, month, day } = parseCalendarDate(date)
	const y = month <= 2 ? year - 1 : year
	const era = Math.floor(y / 400)
	const yearOfEra = y - era * 400
	const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1
	const dayOfEra =
		yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
	return era * 146_097 + dayOfEra - 719_468
}

/** The date `days` days after 1970-01-01; the inverse of dayNumber. */
export function dateOfDayNumber(days: number): string {
	if (!Number.isSafeInteger(days)) throw new RangeError(`Not a day number: ${days}`)
	const z = days + 719_468
	const era = Math.floor(z / 146_097)
	const dayOfEra = z - era * 146_097
	const yearOfEra = Math.floor(
		(dayOfEra -
			Math.floor(dayOfEra / 1460) +
			Math.floor(dayOfEra / 36_524) -
			Math.floor(dayOfEra / 146_096)) /
			365,
	)
	const dayOfYear =
		dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
	const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153)
	const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1
	const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
	const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
	return formatCalendarDate({ year, month, day })
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
	if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`)
	return dateOfDayNumber(dayNumber(date) + days)
}

/**
 * `date` moved by `months`, keeping its day of the month, or the month's last day when the month
 * is shorter: 2025-01-31 + 1 → 2025-02-28, + 2 → 2025-03-31. Always from `date` itself, so a
 * series of monthly dates never drifts to the 28th after one short month.
 */
export function addMonths(date: string, months: number): string {
	if (!Number.isSafeInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`)
	const { year, month, day } = parseCalendarDate(date)
	const monthIndex = year * 12 + (month - 1) + months
	const targetYear = Math.floor(monthIndex / 12)
	const targetMonth = monthIndex - targetYear * 12 + 1
	return formatCalendarDate({
		year: targetYear,
		month: targetMonth,
		day: Math.min(day, daysInMonth(targetYear, targetMonth)),
	})
}

/** Days from `from` to `to`: 1 from a date to the next, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
	return dayNumber(to) - dayNumber(from)
}
