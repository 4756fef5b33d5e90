// Currencies (DOMAIN.md: "A unit has a currency (ISO 4217)"). The contract checks the shape of a
// code (three capitals); whether the code is a currency at all is asked of the runtime's ICU data,
// the list Intl formats amounts with, so a unit never holds a currency the app cannot show.

const known = new Set(Intl.supportedValuesOf('currency'))

/** Whether `code` is an ISO 4217 currency in circulation, as ICU knows it. */
export function isKnownCurrency(code: string): boolean {
	return known.has(code)
}
