import { z } from 'zod'

// The API's scalar conventions (API.md, DOMAIN.md), written once.

/** Money: an integer count of the currency's minor unit (cents for BRL/USD/EUR). Never a float. */
export const minorUnitsSchema = z
	.number()
	.int()
	.meta({ id: 'MinorUnits', description: "An amount in the currency's minor unit", example: 1990 })

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
