import { numberFormat } from './intl-formats'

/*
 * Money shown to be read or typed again, in minor units (DOMAIN.md "Money"). Apart from the
 * parser (money.ts, which re-exports these): a page that only shows amounts leaves it out of the
 * browser's bundle.
 */

// Read per figure formatted: kept per currency (a few hundred ISO codes at most).
const digitsOfCurrency = new Map<string, number>()

/** ISO 4217 decimals of `currency` (2 when the runtime does not know it). */
export function currencyDigits(currency: string): number {
	let digits = digitsOfCurrency.get(currency)
	if (digits === undefined) {
		try {
			digits =
				numberFormat('en', { style: 'currency', currency }).resolvedOptions()
					.maximumFractionDigits ?? 2
		} catch {
			digits = 2
		}
		if (digitsOfCurrency.size < 1000) digitsOfCurrency.set(currency, digits)
	}
	return digits
}

/**
 * Minor units as a form shows them to be typed again: no grouping, the decimals the currency has,
 * the decimal separator of `locale` (1250 BRL in pt-BR → "12,50"; in en-US → "12.50").
 */
export function formatMoneyInput(minorUnits: number, currency: string, locale: string): string {
	const digits = currencyDigits(currency)
	return numberFormat(locale, {
		minimumFractionDigits: digits,
		maximumFractionDigits: digits,
		useGrouping: false,
	}).format(minorUnits / 10 ** digits)
}

/** Minor units as money to read: 1250 BRL in pt-BR → "R$ 12,50". */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
	const digits = currencyDigits(currency)
	return numberFormat(locale, { style: 'currency', currency }).format(minorUnits / 10 ** digits)
}
