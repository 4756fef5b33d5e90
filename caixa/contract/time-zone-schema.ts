import * as z from 'zod'

// IANA time zones as shapes name them, light enough for the browser: the runtime's own zone
// database (Intl) decides. Which zones a country has is server-only data (time-zones.ts).

export const DEFAULT_TIME_ZONE = 'America/New_York'

/** Whether the runtime's time-zone database knows the name (Intl is what turns dates later). */
export function isTimeZone(name: string): boolean {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: name })
		return true
	} catch {
		return false
	}
}

export const timeZoneSchema = z
	.string()
	.min(1)
	.max(64)
	.refine(isTimeZone, { message: 'Not a known time zone' })
	.meta({ id: 'TimeZone', description: 'IANA time zone', example: 'America/Sao_Paulo' })

/** Every zone the runtime knows, for the picker. */
export function allTimeZones(): string[] {
	return Intl.supportedValuesOf('timeZone')
}
