import * as z from 'zod'
import { MAX_LEDGER_AMOUNT } from './ledger-constants'

// The API's scalar conventions (API.md, DOMAIN.md), written once.

export { MAX_LEDGER_AMOUNT }

/** Money: an integer count of the currency's minor unit (cents for BRL/USD/EUR). Never a float. */
export const minorUnitsSchema = z
	.number()
	.int()
	.meta({
		id: 'MinorUnits',
		description: [
			"An amount in the currency's minor unit: an integer, never a float. Bounds that keep every",
			'figure an exact JSON number: any single amount (a total, an installment, interest, a late',
			'fee, a discount, an opening balance) is at most 10^13 in size; a unit’s books hold at',
			'most 2^53 − 1 in all (each opening balance’s size plus amount + interest + late fee of',
			'every installment of a live record), so every balance, running total and report sum stays',
			'within ±(2^53 − 1). A write past a bound is refused, never rounded: 422 `code`',
			'AMOUNT_LIMIT for one amount, 409 `code` LEDGER_LIMIT for the unit’s books.',
		].join(' '),
		example: 1990,
	})

/** An amount that may be below zero (an opening balance overdrawn), at most 10^13 in size. */
export const signedLedgerAmountSchema = minorUnitsSchema
	.min(-MAX_LEDGER_AMOUNT)
	.max(MAX_LEDGER_AMOUNT)

/** A calendar date in the unit's time zone. */
export const calendarDateSchema = z.iso.date().meta({
	id: 'CalendarDate',
	description: 'YYYY-MM-DD in the unit’s time zone',
	example: '2026-11-22',
})

/** An e-mail address as the API keeps it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const emailSchema = z.email().trim().toLowerCase().max(254)

/** ISO 4217 code. */
export const currencyCodeSchema = z
	.string()
	.regex(/^[A-Z]{3}$/)
	.meta({ id: 'CurrencyCode', example: 'BRL' })
