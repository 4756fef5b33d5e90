import { endpoints } from '@caixa/contract/endpoints'
import { countries, currencyOfCountry, localizedCountryName } from '@caixa/contract/countries'
import { allTimeZones, timeZonesOfCountry } from '@caixa/contract/time-zones'
import countryCurrencies from '@caixa/data/country-currencies.json'
import { type Translate } from '~/components/form-errors'
import { createCashierSchema } from '~/components/unit-schemas'
import { type Language } from '~/i18n/config'
import { caixaCall, type Caller, followLocation } from '~/server/caixa.server'
import { cashierFormSchema } from './cashier-form'
import { formConstraint } from '~/components/form-constraint'

// The cashier forms' actions validate through here: a route importing the zod adapter itself
// would keep zod in its browser build, even for the action alone.
export { validateCashier } from './cashier-form'
export { validateCreateCashier } from './create-cashier-validation'

/** The cashier form's HTML constraints (required, lengths, type), for the page's loader. */
export function cashierConstraint(t: Translate, currency: string) {
	return formConstraint(cashierFormSchema({ currency, t }))
}

/** The "create cashier" form's HTML constraints, for the page's loader. */
export const createCashierConstraint = formConstraint(createCashierSchema)

// What the "create cashier" screen offers and how it creates: here rather than in the route, so
// the country and time-zone data stay out of the browser's bundle (the page gets plain options).

export async function cashierFormOptions({ token, request }: Caller, language: Language) {
	// A cashier joins a unit its owner keeps (the API refuses the others); a business rarely has
	// more than a page of units, and the screen offers them all.
	const { data: units } = await caixaCall(endpoints.units.list, {
		query: { size: 100 },
		token,
		request,
	})
	return {
		units: units
			.filter((unit) => unit.role === 'OWNER')
			.map((unit) => ({ id: unit.id, name: unit.name })),
		...unitPlaceOptions(language),
	}
}

/**
 * What any form that places a unit offers (create cashier, edit unit, a company's new unit): the
 * countries in the reader's language with their code, currency and zones, every currency, every
 * zone. Plain options, so the country data stays on the server.
 */
export function unitPlaceOptions(language: Language) {
	const collator = new Intl.Collator(language)
	return {
		countries: countries
			.map((country) => {
				const name = localizedCountryName(country.name, language)
				return {
					value: country.name,
					// The name first and no flag: a select's type-ahead matches the start of
					// the option's text, and Debian's Chromium draws the flag emoji as empty boxes.
					label: `${name} (${country.alpha2})`,
					name,
					currency: currencyOfCountry(country.name),
					/** The country's zones, the one a new unit starts with first. */
					zones: timeZonesOfCountry(country.name),
				}
			})
			.sort((a, b) => collator.compare(a.name, b.name)),
		currencies: [...new Set(Object.values(countryCurrencies as Record<string, string>))].sort(),
		timeZones: allTimeZones(),
	}
}

export type NewCashier =
	| { unitId: string; cashierName: string }
	| {
			unitId: undefined
			unitName: string
			cashierName: string
			country: string
			currency?: string
			timezone?: string
	  }

/**
 * Creates the cashier (in an existing unit, or with a new one) and answers it, read from where
 * the API says it now lives (spec §7: read Location, fetch it).
 */
export async function createCashier({ token, request }: Caller, input: NewCashier) {
	if (input.unitId !== undefined) {
		const created = await caixaCall(endpoints.units.cashiers.create, {
			params: { unitId: input.unitId },
			token,
			body: { name: input.cashierName },
			request,
		})
		return (await followLocation(created, endpoints.units.cashiers.get, { token, request })).data
	}
	const created = await caixaCall(endpoints.publics.units.create, {
		token,
		body: {
			unitName: input.unitName,
			cashierName: input.cashierName,
			country: input.country,
			currency: input.currency,
			timezone: input.timezone,
		},
		request,
	})
	// Spec §7: after a create, the product reads the Location and fetches what is there.
	return (await followLocation(created, endpoints.cashiers.get, { token, request })).data
}
