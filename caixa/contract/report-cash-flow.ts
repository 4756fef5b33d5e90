import * as z from 'zod'
import { dreQuerySchema } from './report'
import { calendarDateSchema, currencyCodeSchema, minorUnitsSchema } from './primitives'

// A unit's cash flow and cash calendar (spec §7 Reports `cash-flow`, `cash-flow-by-day`; API.md
// "Reports"). The rule is domain/cash-flow.ts and domain/cash-flow-calendar.ts
// (read their decisions), what feeds it db/cash-flow-reference.ts; this module says what crosses
// the wire. API.md's shapes are kept as they are and extended, never changed.
//
// Decisions, for the clients:
// - The query reads as the income statement's (contract/report.ts): `from`/`to` ms in `zone` (the
//   unit's by default), both days included, a missing edge from the other's month, both missing
//   the current month; `currency`, if sent, must be the unit's (422 OTHER_CURRENCY); `cashierId`
//   repeated keeps those cashiers' books (their transfers with a cashier outside are in or out).
//   There is no `basis`: a cash flow is cash by nature.
// - `today` is the unit's (its zone's date of the server's clock): the books' dates are the
//   unit's calendar days, so the split between overdue (before today) and projected (from today
//   on) is the unit's whatever zone the reader sends. The answer says it.
// - `granularity`: DAY, WEEK or MONTH; left out, per WEEK for a range shorter than three months
//   (it ends before the same day three months on: 1 March–31 May weekly, 1 March–1 June monthly),
//   per MONTH beyond. The first and last periods are cut at the range's edges. At most
//   MAX_CASH_FLOW_PERIODS periods: more is a 422 on `to` (code TOO_MANY_PERIODS).
// - `firstDayOfWeek`: ISO weekday (1 Monday … 7 Sunday) weeks and the calendar's rows start on;
//   Monday (ISO 8601) by default. Pages send their reader's (en-US and pt-BR: 7).
// - By day, `month` (YYYY-MM) is the month shown, the current one in `zone` by default (the
//   unit's today may be a day apart: `today` is still the unit's).
// - Days from CASH_FLOW_FIRST_DAY to CASH_FLOW_LAST_DAY (1900 to 9998): beyond, a 422.
// - Amounts are integer minor units, every one ≥ 0 but balances and `net`. Every period chains:
//   balance = openingBalance + net, net = inflow − outflow + transfersIn − transfersOut, and the
//   next period opens at this balance; the range's figures are the sums of its periods' and of its
//   categories'; over every cashier of the unit transfersIn = transfersOut.
// - Projected: what open installments still owe, on their due date, from today on; the projected
//   balance is the realized one plus the projected net of every day from today on up to the
//   period's (or day's) end. Installments due before today and still open are `overdue`, apart:
//   in no period, no day and no balance (the page shows them beside).

/** Most periods one answer carries: 83 years by month, 19 by week, 2.7 by day. */
export const MAX_CASH_FLOW_PERIODS = 1000

export const cashFlowGranularities = ['DAY', 'WEEK', 'MONTH'] as const
export const cashFlowGranularitySchema = z.enum(cashFlowGranularities).meta({
	id: 'CashFlowGranularity',
	description: 'The periods a range is cut into',
})
export type CashFlowGranularity = z.infer<typeof cashFlowGranularitySchema>

const isoWeekdaySchema = z.number().int().min(1).max(7)

const firstDayOfWeekQuery = z.coerce
	.number()
	.int()
	.min(1)
	.max(7)
	.optional()
	.meta({ description: 'ISO weekday weeks start on: 1 Monday (the default) … 7 Sunday' })

/** The income statement's query without its basis. */
const periodAndScopeQuery = dreQuerySchema.omit({ basis: true }).shape

/** `GET /reports/units/{unitId}/cash-flow`. */
export const cashFlowQuerySchema = z.object({
	...periodAndScopeQuery,
	granularity: cashFlowGranularitySchema.optional().meta({
		description: 'WEEK for a range shorter than three months, MONTH beyond, by default',
	}),
	firstDayOfWeek: firstDayOfWeekQuery,
})
export type CashFlowQuery = z.infer<typeof cashFlowQuerySchema>

/**
 * The days the cash reports lay out: a week or month grid reaches past its range's edges, so the
 * calendar's own ends (0000, 9999) are kept out of reach. A range or month beyond is a 422
 * (code OUT_OF_CALENDAR).
 */
export const CASH_FLOW_FIRST_DAY = '1900-01-01'
export const CASH_FLOW_LAST_DAY = '9998-12-31'

const monthSchema = z
	.string()
	.regex(/^\d{4}-(0[1-9]|1[0-2])$/)
	.refine(
		(month) => month >= CASH_FLOW_FIRST_DAY.slice(0, 7) && month <= CASH_FLOW_LAST_DAY.slice(0, 7),
		{ message: 'A month from 1900-01 to 9998-12' },
	)
	.meta({ description: 'YYYY-MM, 1900-01 to 9998-12', example: '2026-11' })

/** `GET /reports/units/{unitId}/cash-flow-by-day`. */
export const cashFlowByDayQuerySchema = z.object({
	month: monthSchema.optional().meta({ description: 'YYYY-MM; the current month in `zone`' }),
	zone: periodAndScopeQuery.zone,
	currency: periodAndScopeQuery.currency,
	cashierId: periodAndScopeQuery.cashierId,
	firstDayOfWeek: firstDayOfWeekQuery,
})
export type CashFlowByDayQuery = z.infer<typeof cashFlowByDayQuerySchema>

const categoryIdSchema = z.uuid().nullable().meta({
	description: 'A category of the unit; null for the records without one',
})

const categoryFiguresFields = {
	inflow: minorUnitsSchema,
	outflow: minorUnitsSchema,
	projectedInflow: minorUnitsSchema,
	projectedOutflow: minorUnitsSchema,
}

/** A category's figures in a period (its name is in the answer's `categories`). */
export const cashFlowPeriodCategorySchema = z
	.object({ id: categoryIdSchema, ...categoryFiguresFields })
	.meta({ id: 'CashFlowPeriodCategory' })
export type CashFlowPeriodCategory = z.infer<typeof cashFlowPeriodCategorySchema>

/** A category's figures over the range. */
export const cashFlowCategorySchema = z
	.object({ id: categoryIdSchema, name: z.string().nullable(), ...categoryFiguresFields })
	.meta({ id: 'CashFlowCategory' })
export type CashFlowCategory = z.infer<typeof cashFlowCategorySchema>

const transfersFields = { transfersIn: minorUnitsSchema, transfersOut: minorUnitsSchema }

/** A cashier's transfers in a period (its name is in the answer's `cashiers`). */
export const cashFlowPeriodCashierSchema = z
	.object({ id: z.uuid(), ...transfersFields })
	.meta({ id: 'CashFlowPeriodCashier' })
export type CashFlowPeriodCashier = z.infer<typeof cashFlowPeriodCashierSchema>

export const cashFlowCashierSchema = z
	.object({ id: z.uuid(), name: z.string(), ...transfersFields })
	.meta({ id: 'CashFlowCashier' })
export type CashFlowCashier = z.infer<typeof cashFlowCashierSchema>

export const cashFlowOverdueSchema = z
	.object({
		inflow: minorUnitsSchema,
		outflow: minorUnitsSchema,
		/** Per category (name order, null last): inflow = Σ, outflow = Σ. */
		categories: z.array(
			z.object({
				id: categoryIdSchema,
				name: z.string().nullable(),
				inflow: minorUnitsSchema,
				outflow: minorUnitsSchema,
			}),
		),
	})
	.meta({
		id: 'CashFlowOverdue',
		description: [
			'Open installments due before today (and by the range’s end, before its start too): what',
			'is still owed, per category. In no period, day or balance.',
		].join(' '),
	})
export type CashFlowOverdue = z.infer<typeof cashFlowOverdueSchema>

const balanceSchema = z.number().int().meta({ description: 'Minor units; may be below 0' })

/** Figures every period, day and whole range carries. */
const flowFields = {
	inflow: minorUnitsSchema,
	outflow: minorUnitsSchema,
	transfersIn: minorUnitsSchema,
	transfersOut: minorUnitsSchema,
	projectedInflow: minorUnitsSchema,
	projectedOutflow: minorUnitsSchema,
}

export const cashFlowPeriodSchema = z
	.object({
		/** First and last days, both included. */
		start: calendarDateSchema,
		end: calendarDateSchema,
		openingBalance: balanceSchema,
		...flowFields,
		/** inflow − outflow + transfersIn − transfersOut */
		net: balanceSchema,
		/** The realized closing balance: openingBalance + net. */
		balance: balanceSchema,
		projectedOpeningBalance: balanceSchema,
		/** projectedOpeningBalance + net + projectedInflow − projectedOutflow */
		projectedBalance: balanceSchema,
		/** The period ends today or later: projected figures may apply to it. */
		projected: z.boolean(),
		/** Projected and its projectedBalance is below 0: the warning. */
		belowZero: z.boolean(),
		/** Those with a figure, in `categories`' order: Σ = the period's inflow, outflow, … */
		categories: z.array(cashFlowPeriodCategorySchema),
		/** Those with a transfer, in `cashiers`' order: Σ = the period's transfersIn/Out. */
		cashiers: z.array(cashFlowPeriodCashierSchema),
	})
	.meta({ id: 'CashFlowPeriod' })
export type CashFlowPeriod = z.infer<typeof cashFlowPeriodSchema>

export const cashFlowSchema = z
	.object({
		currency: currencyCodeSchema,
		/** The range as read: calendar days in `zone`, both included. */
		from: calendarDateSchema,
		to: calendarDateSchema,
		zone: z.string(),
		/** The unit's today: projected from it on, overdue before it. */
		today: calendarDateSchema,
		granularity: cashFlowGranularitySchema,
		firstDayOfWeek: isoWeekdaySchema,
		/** Realized, at the start of `from`: the cashiers' opening balances and all moved before. */
		openingBalance: balanceSchema,
		/** Realized, at the end of `to`: the last period's balance. */
		closingBalance: balanceSchema,
		...flowFields,
		net: balanceSchema,
		projectedOpeningBalance: balanceSchema,
		projectedClosingBalance: balanceSchema,
		/** Some period is belowZero. */
		belowZero: z.boolean(),
		periods: z.array(cashFlowPeriodSchema),
		/** Every category with a figure in the range, by name (null last): Σ = the range's. */
		categories: z.array(cashFlowCategorySchema),
		/** Every cashier with a transfer in the range, by name: Σ = the range's. */
		cashiers: z.array(cashFlowCashierSchema),
		overdue: cashFlowOverdueSchema,
	})
	.meta({ id: 'CashFlow' })
export type CashFlow = z.infer<typeof cashFlowSchema>

export const cashFlowDaySchema = z
	.object({
		date: calendarDateSchema,
		...flowFields,
		/** End of day, what moved only. */
		realizedBalance: balanceSchema,
		/** End of day, realized to date plus what falls due from today up to the day. */
		balance: balanceSchema,
		/** Today or later: the balance holds projected cash. */
		projected: z.boolean(),
		/** Projected and the balance below 0: the day to warn about. */
		belowZero: z.boolean(),
	})
	.meta({ id: 'CashFlowDay' })
export type CashFlowDay = z.infer<typeof cashFlowDaySchema>

export const cashFlowCalendarCellSchema = z
	.object({
		date: calendarDateSchema,
		/** false: a day of the month before or after filling the row; no figures, no day. */
		inMonth: z.boolean(),
	})
	.meta({ id: 'CashFlowCalendarCell' })
export type CashFlowCalendarCell = z.infer<typeof cashFlowCalendarCellSchema>

export const cashFlowByDaySchema = z
	.object({
		currency: currencyCodeSchema,
		month: monthSchema,
		/** The months before and after, for the links; null past 1900-01 or 9998-12 (the query's). */
		previousMonth: monthSchema.nullable(),
		nextMonth: monthSchema.nullable(),
		/** The month's first and last days. */
		from: calendarDateSchema,
		to: calendarDateSchema,
		zone: z.string(),
		today: calendarDateSchema,
		firstDayOfWeek: isoWeekdaySchema,
		/** The grid's columns, ISO weekdays in order from firstDayOfWeek. */
		weekdays: z.array(isoWeekdaySchema).length(7),
		/** Realized, at the start of the month's first day. */
		openingBalance: balanceSchema,
		closingBalance: balanceSchema,
		projectedOpeningBalance: balanceSchema,
		projectedClosingBalance: balanceSchema,
		/** The month's totals: Σ days. */
		...flowFields,
		/** Every day of the month, in order. */
		days: z.array(cashFlowDaySchema),
		/** The month in whole weeks, rows of 7 from firstDayOfWeek; a cell's figures: its day's. */
		weeks: z.array(z.array(cashFlowCalendarCellSchema).length(7)),
		/** The first day belowZero, or null. */
		firstBelowZero: calendarDateSchema.nullable(),
		overdue: cashFlowOverdueSchema,
	})
	.meta({ id: 'CashFlowByDay' })
export type CashFlowByDay = z.infer<typeof cashFlowByDaySchema>
