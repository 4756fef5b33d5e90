import { calendarDateIn } from '@caixa/domain/calendar-date'

/**
 * Today (`YYYY-MM-DD`) in a unit's IANA zone: the shop's calendar day, whatever the server's or
 * the browser's (DOMAIN.md: a record's date is the unit's calendar day).
 */
export function todayIn(zone: string, now = Date.now()): string {
	return calendarDateIn(now, zone)
}
