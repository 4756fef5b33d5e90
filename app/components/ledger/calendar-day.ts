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
