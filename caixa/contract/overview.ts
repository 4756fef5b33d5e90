import * as z from 'zod'
import { calendarDateSchema, currencyCodeSchema, minorUnitsSchema } from './primitives'

// The portal's overview (beyond the spec): what the cashiers a person WRITES
// (owner, unit or company collaborator, cashier collaborator — never the cashiers they audit,
// DOMAIN.md "Roles") hold now and what is open on them, per currency, since nothing is converted.
//
// Decisions, for the clients:
// - Live cashiers only, as the portal's list: an archived cashier's book stays readable on its
//   page but leaves the person's day-to-day figures.
// - "Today" is each unit's own (its zone's date): units in São Paulo and in New York may be a day
//   apart at the same moment. Overdue = still owed on open installments (pending or partly paid,
//   of live records) due before that today; due soon = due from today through today + 6, seven
//   calendar days, today included (a bill due today is due soon, not overdue).
// - To receive is money in (records with `input` true), to pay money out. An amount is what is
//   still owed: amount + interest + late fee − discount − paid (the payments list's `remaining`).
// - The balance is the cashiers' stored balance (DOMAIN.md: opening + paid in − paid out ±
//   transfers), summed per currency.
// - `cashiers` lists, per currency, the cashiers behind an open figure (any of the four not 0),
//   by name then id, each with its own figures and its unit's today, so a client can link each
//   figure to that cashier's payments list filtered alike; their figures sum to the currency's.

const openFigures = {
	overdueToReceive: minorUnitsSchema,
	overdueToPay: minorUnitsSchema,
	dueSoonToReceive: minorUnitsSchema,
	dueSoonToPay: minorUnitsSchema,
}

export const overviewCashierSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		unit: z.object({
			id: z.uuid(),
			name: z.string(),
			timezone: z.string().meta({ example: 'America/Sao_Paulo' }),
		}),
		balance: minorUnitsSchema,
		/** Today in the unit's zone: overdue is due before it. */
		today: calendarDateSchema,
		/** Today + 6: due soon is due from `today` through this day. */
		dueSoonTo: calendarDateSchema,
		...openFigures,
	})
	.meta({ id: 'OverviewCashier' })
export type OverviewCashier = z.infer<typeof overviewCashierSchema>

export const overviewCurrencySchema = z
	.object({
		currency: currencyCodeSchema,
		/** The live cashiers the caller writes in this currency. */
		cashierCount: z.number().int().min(1),
		balance: minorUnitsSchema,
		...openFigures,
		cashiers: z.array(overviewCashierSchema),
	})
	.meta({ id: 'OverviewCurrency' })
export type OverviewCurrency = z.infer<typeof overviewCurrencySchema>

/** `GET /overview`: one block per currency, by code; none when the caller writes no cashier. */
export const overviewSchema = z
	.object({ currencies: z.array(overviewCurrencySchema) })
	.meta({ id: 'Overview' })
export type Overview = z.infer<typeof overviewSchema>
