import { MAX_LEDGER_AMOUNT } from '@caixa/contract/ledger-constants'
import { currencyDigits } from './money-format'

export { currencyDigits, formatMoney, formatMoneyInput } from './money-format'

/*
 * Amounts as people type them, to and from integer minor units (DOMAIN.md "Money"). One parser
 * for every money field of the web app (prices, costs, opening balances), pure, so the browser
 * and the server read "12,50" the same way.
 *
 * How many decimals a currency has is ISO 4217's, as the runtime's Intl knows it (2 for BRL and
 * USD, 0 for JPY, 3 for KWD). Typed text is read without guessing the reader's locale:
 * - both "." and "," present: the last one is the decimal separator ("1.234,56", "1,234.56");
 * - one of them, more than once: thousands ("1.234.567");
 * - one of them, once: a decimal separator, unless exactly three digits follow it in a currency
 *   whose decimals are not three, after a whole part that is not 0 ("1.234" is a thousand two
 *   hundred and thirty-four reais; "0.001" is a tenth of a cent, and refused);
 * - more decimals than the currency has is refused, never rounded: a cent is not made up.
 */

export type MoneyParse =
	| { ok: true; minorUnits: number }
	| { ok: false; reason: 'EMPTY' | 'FORMAT' | 'DECIMALS' | 'NEGATIVE' | 'TOO_LARGE' }

/** "12,50" in BRL → 1250; "1.234,5" → 123450; "¥1,000" in JPY → 1000. */
export function parseMoney(
	text: string,
	currency: string,
	options: {
		allowNegative?: boolean
		/** The largest size taken (default 2^53 − 1); an opening balance takes MAX_MINOR_UNITS. */
		max?: number
	} = {},
): MoneyParse {
	const digits = currencyDigits(currency)
	const typed = text.replace(/[\s\u00a0]/g, '')
	if (typed === '') return { ok: false, reason: 'EMPTY' }
	// Currency symbols, codes and spaces (a no-break one too) around the number are ignored; text
	// with no number in it ("abc") was typed, so it is not a number rather than an empty field.
	let value = typed.replace(/^[^\d.,-]+|[^\d.,]+$/g, '')
	if (value === '') return { ok: false, reason: 'FORMAT' }
	const negative = value.startsWith('-')
	if (negative) value = value.slice(1).replace(/^[^\d.,]+/, '')
	if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return { ok: false, reason: 'FORMAT' }
	if (negative && !options.allowNegative) return { ok: false, reason: 'NEGATIVE' }

	const decimalSeparator = decimalSeparatorOf(value, digits)
	let whole = value
	let fraction = ''
	if (decimalSeparator !== null) {
		const at = value.lastIndexOf(decimalSeparator)
		whole = value.slice(0, at)
		fraction = value.slice(at + 1)
		if (!/^\d*$/.test(fraction)) return { ok: false, reason: 'FORMAT' }
	}
	// What is left of the decimal separator may group thousands with the other separator only.
	const thousands =
		decimalSeparator === '.' ? ',' : decimalSeparator === ',' ? '.' : /[.,]/.exec(whole)?.[0]
	if (thousands !== undefined && !validGrouping(whole, thousands)) {
		return { ok: false, reason: 'FORMAT' }
	}
	if (thousands !== undefined) whole = whole.replaceAll(thousands, '')
	if (!/^\d*$/.test(whole) || whole + fraction === '') return { ok: false, reason: 'FORMAT' }
	if (fraction.length > digits) return { ok: false, reason: 'DECIMALS' }
	const minor =
		BigInt(whole || '0') * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0')
	if (minor > BigInt(options.max ?? Number.MAX_SAFE_INTEGER))
		return { ok: false, reason: 'TOO_LARGE' }
	const minorUnits = Number(minor)
	return { ok: true, minorUnits: negative && minorUnits !== 0 ? -minorUnits : minorUnits }
}

function decimalSeparatorOf(value: string, digits: number): '.' | ',' | null {
	const lastDot = value.lastIndexOf('.')
	const lastComma = value.lastIndexOf(',')
	if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ','
	const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null
	if (separator === null) return null
	if (value.split(separator).length > 2) return null
	const at = value.lastIndexOf(separator)
	// "1.234" groups thousands; "0.001" and ".123" never do.
	if (value.length - at - 1 === 3 && digits !== 3 && /^[1-9]/.test(value)) return null
	return separator
}

/** Thousands separators only between groups of three digits: "1.234.567", never "12.34". */
function validGrouping(whole: string, separator: string): boolean {
	if (!whole.includes(separator)) return true
	return new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(whole)
}

/**
 * The largest amount the ledger takes, in minor units (the contract's MAX_LEDGER_AMOUNT, 10^13):
 * far above any small business's record, and low enough that a sum of hundreds of them stays a
 * safe integer (2^53 ≈ 9 × 10^15); products with rates, which can pass 2^53, are computed in
 * BigInt.
 */
export const MAX_MINOR_UNITS = MAX_LEDGER_AMOUNT
