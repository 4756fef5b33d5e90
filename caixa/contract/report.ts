import * as z from 'zod'
import { pageQuerySchema, repeatedQuery } from './paging'
import { queryFlagSchema } from './payment'
import { calendarDateSchema, currencyCodeSchema, minorUnitsSchema } from './primitives'

// A unit's reports (spec §7 Reports, API.md "Reports", DOMAIN.md "Reports"): the income
// statement (DRE) of a period, its drill-down by category, by year and for the last 12 months.
// The rule is domain/income-statement.ts and what feeds it db/income-statement-reference.ts;
// this module says what crosses the wire.
//
// Decisions, for the clients:
// - The period: `from`/`to` are instants (ms) turned into calendar days with `zone` or the
//   unit's own, as every list takes them; both days included. Left out, an edge comes from the
//   other edge's month (its first or last day), and both left out are the current month in the
//   zone: the page's default.
// - `currency`: a unit keeps its books in one currency and nothing is converted. Sent and not
//   the unit's, it is a 422 on `currency` (never ignored: a client asking for figures in another
//   currency would otherwise show the unit's figures under the wrong symbol).
// - `cashierId` (repeated): only the books of these cashiers of the unit (their records, their
//   payments, their sales' cost of goods); ids of no cashier of the unit keep nothing.
// - Amounts are integer minor units. A component line carries its figure (normally ≥ 0) and
//   says it `subtracts` or adds; a subtotal carries its signed result (a loss is below 0).

/** The statement's lines, in the order they are read (domain/income-statement.ts's list). */
export const reportLineCodes = [
	'GROSS_REVENUE',
	'DEDUCTIONS',
	'NET_REVENUE',
	'COST_OF_SALES',
	'GROSS_PROFIT',
	'OPERATING_EXPENSES',
	'OPERATING_RESULT',
	'FINANCIAL_INCOME',
	'FINANCIAL_EXPENSE',
	'OTHER_INCOME',
	'OTHER_EXPENSE',
	'RESULT_BEFORE_TAX',
	'INCOME_TAX',
	'NET_RESULT',
] as const
export const reportLineCodeSchema = z.enum(reportLineCodes).meta({
	id: 'IncomeStatementLineCode',
	description: 'An income-statement line, listed in reading order',
})
export type ReportLineCode = z.infer<typeof reportLineCodeSchema>

export const reportBases = ['ACCRUAL', 'CASH'] as const
export const reportBasisSchema = z.enum(reportBases).meta({
	id: 'IncomeStatementBasis',
	description: [
		'ACCRUAL: by the records’ dates (issuedOn) and totals, the cost of goods sold included.',
		'CASH: by what was paid, on the day it was paid (each payment’s cash, principal first, the',
		'rest to interest and late fees); no cost of goods sold.',
	].join(' '),
})
export type ReportBasis = z.infer<typeof reportBasisSchema>

/** What the figures beside a line's categories are (domain/income-statement.ts). */
export const reportExtraCodes = [
	'COST_OF_GOODS_SOLD',
	'CHARGES_RECEIVED',
	'DISCOUNTS_OBTAINED',
	'CHARGES_PAID',
	'DISCOUNTS_GRANTED',
] as const
export const reportExtraCodeSchema = z.enum(reportExtraCodes).meta({
	id: 'IncomeStatementExtraCode',
	description: [
		'A figure a line adds beside its categories. COST_OF_SALES: COST_OF_GOODS_SOLD (what the',
		'period’s sales took out of stock at average cost; accrual only). FINANCIAL_INCOME:',
		'CHARGES_RECEIVED (interest and late fees on money in), DISCOUNTS_OBTAINED (on money out;',
		'accrual only). FINANCIAL_EXPENSE: CHARGES_PAID (interest and late fees on money out),',
		'DISCOUNTS_GRANTED (on money in; accrual only).',
	].join(' '),
})
export type ReportExtraCode = z.infer<typeof reportExtraCodeSchema>

/** An instant in ms: query strings arrive as text. */
const instantQuery = z.coerce.number().int()

/** The query every income-statement report takes besides its period. */
const reportScopeQuery = {
	zone: z.string().max(64).optional().meta({
		description: 'IANA zone of from/to and of "the current month"; the unit’s by default',
	}),
	currency: currencyCodeSchema.optional().meta({
		description: 'The unit’s currency, if sent (nothing is converted: another one is a 422)',
	}),
	basis: reportBasisSchema.default('ACCRUAL'),
	cashierId: repeatedQuery(z.uuid()).meta({
		description: 'Only the books of these cashiers of the unit (repeated); all of them by default',
	}),
}

/** `GET /reports/units/{unitId}/dre`. */
export const dreQuerySchema = z.object({
	from: instantQuery.optional().meta({
		description: 'First day (ms, read in `zone`); the first of `to`’s month, or of this month',
	}),
	to: instantQuery.optional().meta({
		description:
			'Last day, included (ms, read in `zone`); the last of `from`’s month, or of this month',
	}),
	...reportScopeQuery,
})
export type DreQuery = z.infer<typeof dreQuerySchema>

const shareSchema = z
	.number()
	.nullable()
	.meta({
		description: [
			'The line’s amount over net revenue, exact to the basis point: basis points / 10 000,',
			'each rounded once, half away from zero, from the line’s own cents (so a multiple of',
			'0.0001; shares are never summed). Usually 0–1; below 0 for a loss, above 1 for a line',
			'larger than net revenue. null when net revenue is 0 or below.',
		].join(' '),
		example: 0.1234,
	})

export const dreCategorySchema = z
	.object({
		/** null: the records without a category (OTHER_INCOME for money in, else OTHER_EXPENSE). */
		id: z.uuid().nullable(),
		name: z.string().nullable(),
		amount: minorUnitsSchema,
	})
	.meta({ id: 'DreCategory' })
export type DreCategory = z.infer<typeof dreCategorySchema>

export const dreExtraSchema = z
	.object({ code: reportExtraCodeSchema, amount: minorUnitsSchema })
	.meta({ id: 'DreExtra' })
export type DreExtra = z.infer<typeof dreExtraSchema>

export const dreLineSchema = z
	.object({
		code: reportLineCodeSchema,
		/** A component's figure (normally ≥ 0), or a subtotal's signed result. */
		amount: minorUnitsSchema,
		share: shareSchema,
		/** The line is taken from the subtotal above it (DEDUCTIONS, COST_OF_SALES, …). */
		subtracts: z.boolean(),
		/** A result of the lines above it (NET_REVENUE, GROSS_PROFIT, …): no categories. */
		subtotal: z.boolean(),
		/** What feeds a component line, largest first (ties by name, then id; null last). */
		categories: z.array(dreCategorySchema),
		/** The figures beside its categories, those not 0: amount = Σ categories + Σ extras. */
		extras: z.array(dreExtraSchema),
	})
	.meta({ id: 'DreLine' })
export type DreLine = z.infer<typeof dreLineSchema>

export const dreSchema = z
	.object({
		currency: currencyCodeSchema,
		/** The period as read: calendar days in `zone`, both included. */
		from: calendarDateSchema,
		to: calendarDateSchema,
		zone: z.string(),
		basis: reportBasisSchema,
		/** The 14 lines, in reportLineCodes' order. */
		lines: z.array(dreLineSchema),
	})
	.meta({ id: 'Dre' })
export type Dre = z.infer<typeof dreSchema>

/** The drill-down's `{categoryId}`: a category's id, or `none` for the records without one. */
export const DRE_NO_CATEGORY = 'none'
export const dreCategoryParamSchema = z.union([z.uuid(), z.literal(DRE_NO_CATEGORY)]).meta({
	description: 'A category of the unit, or `none` for the records without a category',
})

/** `GET /reports/units/{unitId}/dre/categories/{categoryId}`. */
export const dreCategoryQuerySchema = pageQuerySchema.extend({
	...dreQuerySchema.shape,
	input: queryFlagSchema.meta({
		description: [
			'Money in (true, OTHER_INCOME) or out (false, OTHER_EXPENSE): required with `none`;',
			'with a category, only its records of that side',
		].join(' '),
	}),
})
export type DreCategoryQuery = z.infer<typeof dreCategoryQuerySchema>

const namedSchema = z.object({ id: z.uuid(), name: z.string() })

const drillRowFields = {
	inventoryId: z.uuid(),
	cashier: namedSchema,
	input: z.boolean(),
	orderReferenceNumber: z.string(),
	issuedOn: calendarDateSchema,
	description: z.string().nullable(),
	clientOrSupplier: namedSchema.nullable(),
	/** The record's total. */
	total: minorUnitsSchema,
}

/** ACCRUAL: a record dated in the period, and what it puts on the category. */
export const dreRecordRowSchema = z
	.object({
		kind: z.literal('RECORD'),
		...drillRowFields,
		/** What its product lines put into stock (a purchase's goods wait there to be sold). */
		stockValue: minorUnitsSchema,
		/** What it contributes to the category: total − stockValue. */
		amount: minorUnitsSchema,
		createdAt: z.iso.datetime({ offset: true }),
	})
	.meta({ id: 'DreRecordRow' })
export type DreRecordRow = z.infer<typeof dreRecordRowSchema>

/** CASH: a payment row (an installment paid, or a partial payment) paid in the period. */
export const drePaymentRowSchema = z
	.object({
		kind: z.literal('PAYMENT'),
		...drillRowFields,
		paymentId: z.uuid(),
		/** The installment a partial payment belongs to, or null. */
		parentId: z.uuid().nullable(),
		number: z.number().int(),
		of: z.number().int(),
		paidOn: calendarDateSchema,
		/** The cash this row moved on paidOn. */
		cashMoved: minorUnitsSchema,
		/** Its part past the installment's principal: interest and late fee (a financial line). */
		charges: minorUnitsSchema,
		/** What it contributes to the category: cashMoved − charges. */
		amount: minorUnitsSchema,
	})
	.meta({ id: 'DrePaymentRow' })
export type DrePaymentRow = z.infer<typeof drePaymentRowSchema>

export const dreDrillRowSchema = z
	.discriminatedUnion('kind', [dreRecordRowSchema, drePaymentRowSchema])
	.meta({ id: 'DreDrillRow' })
export type DreDrillRow = z.infer<typeof dreDrillRowSchema>

export const dreCategoryDrillSchema = z
	.object({
		currency: currencyCodeSchema,
		from: calendarDateSchema,
		to: calendarDateSchema,
		zone: z.string(),
		basis: reportBasisSchema,
		/** null: the records without a category. */
		category: namedSchema.nullable(),
		/** The line it feeds; null for a CAPITAL category, which feeds none. */
		line: reportLineCodeSchema.nullable(),
		/** Σ amount of every row the query keeps (not only this page): the DRE's figure. */
		amount: minorUnitsSchema,
		/** How many rows the query keeps. */
		count: z.number().int(),
		/**
		 * A page of them, newest first with a total order: ACCRUAL by issuedOn, createdAt, id;
		 * CASH by paidOn, the moment paid, paymentId; all descending.
		 */
		rows: z.array(dreDrillRowSchema),
	})
	.meta({ id: 'DreCategoryDrill' })
export type DreCategoryDrill = z.infer<typeof dreCategoryDrillSchema>

/** `GET /reports/units/{unitId}/dre-by-year`. */
export const dreByYearQuerySchema = z.object({
	year: z.coerce
		.number()
		.int()
		.min(1900)
		.max(9999)
		.optional()
		.meta({ description: 'The calendar year; the current one in `zone` by default' }),
	...reportScopeQuery,
})
export type DreByYearQuery = z.infer<typeof dreByYearQuerySchema>

/** `GET /reports/units/{unitId}/dre-last`: the 12 months ending with the current one. */
export const dreLastQuerySchema = z.object(reportScopeQuery)
export type DreLastQuery = z.infer<typeof dreLastQuerySchema>

const monthSchema = z
	.string()
	.regex(/^\d{4}-\d{2}$/)
	.meta({ description: 'YYYY-MM', example: '2026-11' })

export const dreMonthsLineSchema = z
	.object({
		code: reportLineCodeSchema,
		subtracts: z.boolean(),
		subtotal: z.boolean(),
		/** The line's amount in each of the 12 months, in `months`' order. */
		months: z.array(minorUnitsSchema).length(12),
		/** The line's amount over the 12 months: Σ months, exactly. */
		total: minorUnitsSchema,
	})
	.meta({ id: 'DreMonthsLine' })
export type DreMonthsLine = z.infer<typeof dreMonthsLineSchema>

const dreMonthsFields = {
	currency: currencyCodeSchema,
	zone: z.string(),
	basis: reportBasisSchema,
	/** The 12 months, oldest first. */
	months: z.array(monthSchema).length(12),
	/** The 14 lines, in reportLineCodes' order. */
	lines: z.array(dreMonthsLineSchema),
}

export const dreByYearSchema = z
	.object({ year: z.number().int(), ...dreMonthsFields })
	.meta({ id: 'DreByYear' })
export type DreByYear = z.infer<typeof dreByYearSchema>

export const dreLastSchema = z.object(dreMonthsFields).meta({ id: 'DreLast' })
export type DreLast = z.infer<typeof dreLastSchema>
