import countriesAndTimezones from 'countries-and-timezones'
import { z } from 'zod'
import primaryZones from '../data/primary-time-zones.json'
import { countryByName } from './countries'

/*
 * IANA time zones. A unit keeps its books in one zone (DOMAIN.md "Money, dates and time zones"),
 * defaulted from its country. The zones of a country come from countries-and-timezones (a
 * maintained copy of the IANA database's zone1970.tab); the package lists them alphabetically, so
 * for a country with several zones caixa/data/primary-time-zones.json names the one most of its
 * businesses live in (usually the capital's or the most populous region's). A country missing
 * there takes its first zone.
 */

const primary: Readonly<Record<string, string>> = primaryZones

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

/** The zones of a country, its primary zone first. */
export function timeZonesOfCountry(name: string): string[] {
	const country = countryByName(name)
	if (!country) return []
	const zones = countriesAndTimezones.getCountry(country.alpha2)?.timezones ?? []
	const first = primary[country.alpha2] ?? zones[0]
	return first ? [first, ...zones.filter((zone) => zone !== first)] : []
}

/** The zone a new unit in the country starts with. */
export function timeZoneOfCountry(name: string): string {
	return timeZonesOfCountry(name)[0] ?? DEFAULT_TIME_ZONE
}

/** Every zone the runtime knows, for the picker. */
export function allTimeZones(): string[] {
	return Intl.supportedValuesOf('timeZone')
}
