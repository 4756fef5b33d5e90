import { parseQuantity } from '~/components/record-form/quantity'

// Stock quantities as typed in the count form (stock-quantity-format.ts shows them). The API
// keeps them in thousandths and answers them as units with up to three decimals.

export type StockQuantityParse =
	| { ok: true; quantity: number }
	| { ok: false; reason: 'EMPTY' | 'FORMAT' | 'DECIMALS' | 'TOO_LARGE' | 'NEGATIVE' | 'ZERO' }

/**
 * "14", "1,5", "-2" → units. The record form's reading (one decimal separator, either one, at
 * most three decimals), plus a sign: a difference may take out (`signed`), a count is never
 * below zero but may be zero (an empty shelf), a difference never is.
 */
export function parseStockQuantity(text: string, signed: boolean): StockQuantityParse {
	// A typographic minus (U+2212) is what a phone keyboard or a pasted figure may give.
	const value = text.replace(/[\s\u00a0]/g, '').replace(/^\u2212/, '-')
	const sign = value.startsWith('-') ? -1 : 1
	const unsigned = /^[-+]/.test(value) ? value.slice(1) : value
	if (sign < 0 && !signed) return { ok: false, reason: 'NEGATIVE' }
	const parsed = parseQuantity(unsigned)
	if (parsed.ok) return { ok: true, quantity: (sign * parsed.milli) / 1000 }
	if (parsed.reason === 'NOT_POSITIVE') {
		return signed ? { ok: false, reason: 'ZERO' } : { ok: true, quantity: 0 }
	}
	return { ok: false, reason: parsed.reason }
}
