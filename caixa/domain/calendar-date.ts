import { dateTimeFormat } from './intl-formats'

// Calendar dates (DOMAIN.md "Money, dates and time zones"): `YYYY-MM-DD` in a unit's time zone.
// A moment becomes a date only through a zone: 23:30 on 31 January in São Paulo is already
// 1 February in UTC, and a cash book opened then opens on the 31st.

/** The calendar date, in `timeZone` (IANA), of the moment `epochMs`. */
export function calendarDateIn(epochMs: number, timeZone: string): string {
	// en-CA writes dates as YYYY-MM-DD; the parts are read one by one rather than trusting that.
	const parts = dateTimeFormat('en-CA', {
		timeZone,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).formatToParts(new Date(epochMs))
	const part = (type: Intl.DateTimeFormatPartTypes) =>
		parts.find((candidate) => candidate.type === type)?.value ?? ''
	return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`
}
