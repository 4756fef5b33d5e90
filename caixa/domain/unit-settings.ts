import { currencyOfCountry } from '@caixa/contract/countries'
import { timeZoneOfCountry } from '@caixa/contract/time-zones'
import { calendarDateIn } from './calendar-date'
import { isKnownCurrency } from './currency'
import { invalid } from './errors'

export interface UnitSettingsInput {
	/** A valid country enum name (the contract checked it). */
	country: string
	currency?: string
	timezone?: string
}

export interface UnitSettings {
	currency: string
	timezone: string
}

/**
 * A new unit's currency and time zone: as given, or its country's (DOMAIN.md: "a unit has a
 * currency and a timezone", one of each). A currency must be one the runtime can format (the
 * contract only checks it is three capitals): 422 on `currency` otherwise.
 */
export function unitSettings(input: UnitSettingsInput): UnitSettings {
	const currency = input.currency ?? currencyOfCountry(input.country)
	if (!isKnownCurrency(currency)) {
		throw invalid([{ path: 'currency', message: `${currency} is not an ISO 4217 currency.` }])
	}
	return { currency, timezone: input.timezone ?? timeZoneOfCountry(input.country) }
}

/** A cashier opens today, in its unit's zone, unless told otherwise. */
export function defaultOpeningDate(now: number, timezone: string): string {
	return calendarDateIn(now, timezone)
}
