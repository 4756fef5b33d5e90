import { MAX_QUANTITY } from '@caixa/contract/ledger-constants'
import { divideHalfUp } from '@caixa/domain/interest'
import { parseMoney } from '@caixa/domain/money'

// Quantities and line totals of the record form, pure so the browser (the live total) and the
// server (the total it checks and sends) read a line the same way as the API does.

export type QuantityParse =
	| { ok: true; quantity: number; milli: number }
	| { ok: false; reason: 'EMPTY' | 'FORMAT' | 'DECIMALS' | 'NOT_POSITIVE' | 'TOO_LARGE' }

/**
 * "1,5" or "1.5" → 1.5; "2" → 2. One decimal separator, either one, at most three decimals (a
 * gram of a kilo). Product decision: no thousands grouping — a line of a small business rarely
 * counts a thousand of anything, and "1.500" read as one and a half is what a scale prints.
 */
export function parseQuantity(text: string): QuantityParse {
	const value = text.replace(/[\s\u00a0]/g, '')
	if (value === '') return { ok: false, reason: 'EMPTY' }
	const match = /^(\d*)(?:[.,](\d*))?$/.exec(value)
	if (!match || !/\d/.test(value)) return { ok: false, reason: 'FORMAT' }
	const whole = match[1] ?? ''
	const fraction = match[2] ?? ''
	if (fraction.length > 3) return { ok: false, reason: 'DECIMALS' }
	const milli = Number(whole || '0') * 1000 + Number(fraction.padEnd(3, '0') || '0')
	if (milli === 0) return { ok: false, reason: 'NOT_POSITIVE' }
	if (milli > MAX_QUANTITY * 1000) return { ok: false, reason: 'TOO_LARGE' }
	return { ok: true, quantity: milli / 1000, milli }
}

/** quantity × unit price, rounded half-up to the minor unit (the API's rule for a line). */
export function lineTotal(quantityMilli: number, unitPrice: number): number {
	return Number(divideHalfUp(BigInt(quantityMilli) * BigInt(unitPrice), 1000n))
}

/**
 * The sum of the lines as typed so far, or null while a line cannot be read yet (the form shows
 * no total rather than a wrong one). A line without a typed price uses its product's price.
 */
export function typedLinesTotal(
	lines: ReadonlyArray<{ quantity?: string; unitPrice?: string; productId?: string }>,
	currency: string,
	productPrice: (productId: string) => number | undefined,
): number | null {
	let sum = 0
	for (const line of lines) {
		const quantity = parseQuantity(line.quantity ?? '')
		if (!quantity.ok) return null
		let price: number | undefined
		if (line.unitPrice && line.unitPrice.trim() !== '') {
			const parsed = parseMoney(line.unitPrice, currency)
			if (!parsed.ok) return null
			price = parsed.minorUnits
		} else if (line.productId) {
			price = productPrice(line.productId)
		}
		if (price === undefined) return null
		sum += lineTotal(quantity.milli, price)
	}
	return sum
}
