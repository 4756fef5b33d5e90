import isoCountries from 'i18n-iso-countries'
// The JSON locales are bundled into the server build (remix.config.js serverDependenciesToBundle):
// Node's ESM loader refuses a bare JSON import without an import attribute.
import english from 'i18n-iso-countries/langs/en.json'
import spanish from 'i18n-iso-countries/langs/es.json'
import portuguese from 'i18n-iso-countries/langs/pt.json'
import currencyByAlpha2 from '../data/country-currencies.json'
import { countryByName, DEFAULT_CURRENCY, flagOfAlpha2, type Country } from './country-codes'
import { type Language } from './enums'

/*
 * Server only (the API, app/server, scripts): the countries' data too heavy for the browser —
 * their names in the reader's language (i18n-iso-countries and its locale files), the currency a
 * business there keeps its books in (caixa/data/country-currencies.json). A shape that names a
 * country imports ./country-codes instead, which this module re-exports for its callers.
 *
 * The enum name of a country is derived from the package's English names, in this order:
 * 1. its first name, unless that is a formal long form (it contains " of " or a comma);
 * 2. otherwise its shortest other name (ties: alphabetical) that is neither an abbreviation (no
 *    lower-case letter: USA, UK, UAE) nor listed by another country too (CONGO is claimed by both
 *    Congos, so neither takes it);
 * 3. otherwise its first name after all.
 * The chosen name is then upper-cased with diacritics stripped, every run of non-letters becomes
 * one `_`, and `_` at either end is dropped. country-codes.ts holds the result as a table;
 * countries.test.ts derives it again here and compares, and pins the count and well-known names.
 */

// On the server the locales are already registered by the package; registering again is harmless.
for (const locale of [english, portuguese, spanish]) isoCountries.registerLocale(locale)

export * from './country-codes'

/** "Côte d'Ivoire" → COTE_D_IVOIRE. */
export function toEnumName(englishName: string): string {
	return englishName
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toUpperCase()
		.replace(/[^A-Z]+/g, '_')
		.replace(/^_|_$/g, '')
}

const isFormalLongForm = (name: string) => name.includes(' of ') || name.includes(',')
const isAbbreviation = (name: string) => !/\p{Ll}/u.test(name)

/** The country table as the package's English names give it today (country-codes.ts is its copy). */
export function deriveCountries(): Country[] {
	const englishNames = isoCountries.getNames('en', { select: 'all' })
	const entries = Object.entries(englishNames).map(
		([alpha2, names]) => [alpha2, typeof names === 'string' ? [names] : names] as const,
	)

	// Which countries list each enum name among their English names.
	const claimants = new Map<string, Set<string>>()
	for (const [alpha2, names] of entries) {
		for (const name of names) {
			const enumName = toEnumName(name)
			claimants.set(enumName, (claimants.get(enumName) ?? new Set()).add(alpha2))
		}
	}
	const onlyOurs = (alpha2: string, name: string) =>
		[...(claimants.get(toEnumName(name)) ?? [])].every((claimant) => claimant === alpha2)

	const countries = entries.map(([alpha2, names]): Country => {
		const [first = alpha2, ...others] = names
		const shortest = others
			.filter((name) => !isAbbreviation(name) && onlyOurs(alpha2, name))
			.sort((a, b) => a.length - b.length || a.localeCompare(b, 'en'))[0]
		const chosen = !isFormalLongForm(first) ? first : (shortest ?? first)
		return { name: toEnumName(chosen), alpha2: alpha2.toUpperCase(), flag: flagOfAlpha2(alpha2) }
	})
	countries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))

	// An enum with two equal names would silently map one of them to the wrong country.
	const seen = new Set<string>()
	for (const { name } of countries) {
		if (seen.has(name)) throw new Error(`Two countries derive the enum name ${name}`)
		seen.add(name)
	}
	return countries
}

const currencies: Readonly<Record<string, string>> = currencyByAlpha2

/**
 * The currency (ISO 4217) a business in the country most likely keeps its books in, from
 * caixa/data/country-currencies.json; USD for a country without one (Antarctica) or unknown.
 */
export function currencyOfCountry(name: string): string {
	const country = countryByName(name)
	return (country && currencies[country.alpha2]) ?? DEFAULT_CURRENCY
}

/** The country's name as the UI shows it, in the user's language ("Brasil" for pt-BR). */
export function localizedCountryName(name: string, language: Language): string {
	const country = countryByName(name)
	if (!country) return name
	const lang = language.slice(0, 2)
	return (
		isoCountries.getName(country.alpha2, lang, { select: 'official' }) ??
		isoCountries.getName(country.alpha2, 'en', { select: 'official' }) ??
		name
	)
}
