import { dateTimeFormat } from '@caixa/domain/intl-formats'

/**
 * A calendar day (`YYYY-MM-DD`, already the unit's day) as the reader writes dates. Formatted
 * in UTC from UTC midnight, so no zone can move it to the day before or after.
 */
export function formatCalendarDay(
	day: string,
	locale: string,
	style: 'short' | 'medium' | 'long' = 'medium',
): string {
	const moment = Date.parse(`${day}T00:00:00Z`)
	if (Number.isNaN(moment)) return day
	return dateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(moment)
}

/**
 * A calendar day as short as it reads in a list: day and month ("Dec 25", "25 de dez."), and the
 * year only when it is not `thisYear` (an installment due next year says so).
 */
export function formatDayMonth(day: string, locale: string, thisYear: string): string {
	const moment = Date.parse(`${day}T00:00:00Z`)
	if (Number.isNaN(moment)) return day
	const year = day.startsWith(`${thisYear}-`) ? {} : { year: 'numeric' as const }
	return dateTimeFormat(locale, {
		day: 'numeric',
		month: 'short',
		...year,
		timeZone: 'UTC',
	}).format(moment)
}
