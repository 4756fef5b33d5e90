import countriesAndTimezones from 'countries-and-timezones'
import primaryZones from '../data/primary-time-zones.json'
import { countryByName } from './country-codes'
import { DEFAULT_TIME_ZONE } from './time-zone-schema'

/*
 * Server only (the API, app/server, scripts): the zones of each country, too heavy for the
 * browser. A unit keeps its books in one zone (DOMAIN.md "Money, dates and time zones"), defaulted
 * from its country. The zones of a country come from countries-and-timezones (a maintained copy
 * of the IANA database's zone1970.tab); the package lists them alphabetically, so for a country
 * with several zones caixa/data/primary-time-zones.json names the one most of its businesses live
 * in (usually the capital's or the most populous region's). A country missing there takes its
 * first zone. A shape that names a zone imports ./time-zone-schema, which this module re-exports.
 */

export * from './time-zone-schema'

const primary: Readonly<Record<string, string>> = primaryZones

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
