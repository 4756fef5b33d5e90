import { MAX_LEDGER_AMOUNT } from '@caixa/contract/payment'
import { DomainError } from './errors'

/*
 * How large the books may grow (DOMAIN.md "Bounds"), so that every figure the API answers is an
 * exact JavaScript number — no balance, total or report sum is ever rounded, and no read fails
 * because a figure passed 2^53.
 *
 * Two bounds, and nothing else is needed:
 * 1. A single amount (a record's total, an installment, a partial payment, interest, a late fee,
 *    a discount, an opening balance in either sign) is at most MAX_LEDGER_AMOUNT, 10^13 minor
 *    units: the contract refuses a larger one with 422, and a change that would make a record's
 *    total larger (an installment's amount raised) is refused with 422 `code` AMOUNT_LIMIT.
 * 2. A unit's ledger volume is at most MAX_LEDGER_VOLUME, 2^53 − 1. The volume is everything the
 *    unit's books hold, counted without signs: the size of every cashier's opening balance, plus,
 *    for every installment of a live record, its amount + interest + late fee (what it can ever
 *    collect: the paid figure never passes its total due, db/payments.ts), plus twice the
 *    amount of every live internal transfer (it moves cash out of one cashier and into
 *    another). A write that would push it past the bound is refused with 409 `code` LEDGER_LIMIT
 *    and leaves nothing behind.
 *
 * Why the volume, and per unit: a cashier's balance is opening + cash in − cash out, and the cash
 * an installment moves is at most what it owes, so |balance|, its lifetime cash in and cash out,
 * and every report sum over any period — realised or projected, of one cashier or of the whole
 * unit (the x-ray adds its cashiers' balances; reports add a unit's cashiers) — are each at most
 * the unit's volume. Nothing adds money across units (a unit is one currency), so one bound per
 * unit keeps every figure exact. Paying, partly or in full, never moves the volume (it is already
 * counted), so it is never refused for it; deleting a record or a cashier frees its share.
 *
 * The volume is stored on the unit (units.ledger_volume, migration 0011) and moved by a guarded
 * UPDATE as the last statement of the very transaction that writes (db/ledger-volume.ts): the row
 * lock makes two writers racing for the last of the room take turns on PostgreSQL, SQLite runs
 * writers one at a time, and a CHECK on the column is the last line of defence.
 */

/** The most a unit's books may hold, counted without signs: 2^53 − 1 minor units. */
export const MAX_LEDGER_VOLUME = Number.MAX_SAFE_INTEGER

export { MAX_LEDGER_AMOUNT }

/** The 409 of a write that would take the unit's books past MAX_LEDGER_VOLUME. */
export const LEDGER_LIMIT = 'LEDGER_LIMIT'
/** The 422 of a change that would make one amount (a record's total) pass MAX_LEDGER_AMOUNT. */
export const AMOUNT_LIMIT = 'AMOUNT_LIMIT'

/** What an installment adds to the volume: all it can ever collect, whatever is paid or discounted. */
export function installmentVolume(payment: {
	amount: number
	interest: number
	lateFee: number
}): number {
	return checkedSum([payment.amount, payment.interest, payment.lateFee])
}

/** What a cashier's opening balance adds to the volume: its size, overdrawn or not. */
export function openingVolume(openingBalance: number): number {
	return Math.abs(checkedSum([openingBalance]))
}

/** What a transfer between two cashiers of a unit will add: it moves cash out and in. */
export function transferVolume(amount: number): number {
	return checkedSum([amount, amount])
}

/** Whether a volume of `volume` has room for `delta` more (a negative delta always fits). */
export function fitsLedgerVolume(volume: number, delta: number): boolean {
	for (const value of [volume, delta]) checkedSum([value])
	// Compared as volume ≤ MAX − delta, so no sum past 2^53 is formed (db/ledger-volume.ts alike).
	return delta <= 0 || volume <= MAX_LEDGER_VOLUME - delta
}

/** Whether one amount stays within MAX_LEDGER_AMOUNT. */
export function fitsLedgerAmount(amount: number): boolean {
	return Number.isSafeInteger(amount) && Math.abs(amount) <= MAX_LEDGER_AMOUNT
}

/** 409 LEDGER_LIMIT, on `path` when the write names a field the room ran out on. */
export function ledgerLimit(path?: string): DomainError {
	return new DomainError(
		'conflict',
		`This would take the unit's books past the most Caixa keeps exact (${MAX_LEDGER_VOLUME} minor units in all).`,
		{
			code: LEDGER_LIMIT,
			fieldErrors: path ? [{ path, message: 'The unit’s books have no room for this' }] : [],
		},
	)
}

/** 422 AMOUNT_LIMIT on `path`: the change would make an amount pass MAX_LEDGER_AMOUNT. */
export function amountLimit(path: string, what = 'This amount'): DomainError {
	return new DomainError('invalid', `${what} would pass ${MAX_LEDGER_AMOUNT} minor units.`, {
		code: AMOUNT_LIMIT,
		fieldErrors: [{ path, message: `At most ${MAX_LEDGER_AMOUNT}` }],
	})
}

/** Σ values, each and the sum a safe integer (a programming error otherwise: the contract checks). */
function checkedSum(values: readonly number[]): number {
	let sum = 0
	for (const value of values) {
		if (!Number.isSafeInteger(value)) throw new RangeError(`Not an amount in minor units: ${value}`)
		sum += value
	}
	if (!Number.isSafeInteger(sum)) throw new RangeError(`A sum past 2^53: ${values.join(' + ')}`)
	return sum
}
