import * as z from 'zod'
import { dreLineSchema, dreQuerySchema, reportBasisSchema } from './report'
import { cashFlowGranularitySchema, cashFlowQuerySchema } from './report-cash-flow'
import { calendarDateSchema, currencyCodeSchema, minorUnitsSchema } from './primitives'

// Consolidated reports of a company or a marketplace (beyond the spec): the
// income statement and the cash flow of its units summed per currency — units in another
// currency are a block of their own, never summed with the first, since nothing is converted.
//
// Decisions, for the clients:
// - Who reads them (DOMAIN.md "Roles": "see unit, its reports" is the owner's and the unit or
//   company collaborator's): a company's, its owner and its collaborators, who see every unit of
//   it; the owner of the company's marketplace does not (domain/company-roles.ts: a mall sees
//   which companies it groups, not their books). A marketplace's, its owner alone, over the units
//   of its companies whose books the owner may see (units or companies of its own, or where it
//   collaborates); the others are neither summed nor listed, only counted (`hiddenUnits`), so a
//   shop's cash stays its own business. Anyone else: 404.
// - The period: `from`/`to` are instants (ms) read as calendar days in `zone`, as a unit's
//   reports read them; `zone` defaults to the units' own when they share one, UTC otherwise.
//   Those YYYY-MM-DD days are then each unit's own calendar days: a unit in Manaus and one in
//   São Paulo both count 1–30 November of their own books. Without `from`/`to`, the current
//   month in `zone`.
// - The cash flow: each unit splits projected from overdue on its own today (its zone's date),
//   as its own report does; a block's `today` is the earliest of its units' (zones may put them
//   a day apart), the day its periods are projected from.
// - Lines as the unit's statement (contract/report.ts) but without categories (a category is a
//   unit's own; the unit's report drills into them): `categories` is always empty, extras kept.
// - Cash flow periods without categories and cashiers: transfers move cash between cashiers of
//   one unit, so each block's transfersIn = transfersOut (the units' sums) and no balance moves.
// - Each currency block lists its units with their own key figures, each the unit's own report's
//   (a unit's DRE and cash flow over the same days give the same numbers); the block's figures
//   are their sums to the cent.

/** What a consolidated report is of. */
export const consolidatedScopeSchema = z
	.object({
		kind: z.enum(['COMPANY', 'MARKETPLACE']),
		id: z.uuid(),
		name: z.string(),
	})
	.meta({ id: 'ConsolidatedScope' })
export type ConsolidatedScope = z.infer<typeof consolidatedScopeSchema>

const zoneQuery = z.string().max(64).optional().meta({
	description: 'IANA zone the instants are read in; the units’ own when they share one, else UTC',
})

/** `GET /reports/companies/{companyId}/dre` and `/reports/marketplaces/{marketplaceId}/dre`. */
export const consolidatedDreQuerySchema = z.object({
	from: dreQuerySchema.shape.from,
	to: dreQuerySchema.shape.to,
	zone: zoneQuery,
	basis: reportBasisSchema.default('ACCRUAL'),
})
export type ConsolidatedDreQuery = z.infer<typeof consolidatedDreQuerySchema>

/** `GET /reports/companies/{companyId}/cash-flow` and the marketplace's. */
export const consolidatedCashFlowQuerySchema = z.object({
	from: cashFlowQuerySchema.shape.from,
	to: cashFlowQuerySchema.shape.to,
	zone: zoneQuery,
	granularity: cashFlowQuerySchema.shape.granularity,
	firstDayOfWeek: cashFlowQuerySchema.shape.firstDayOfWeek,
})
export type ConsolidatedCashFlowQuery = z.infer<typeof consolidatedCashFlowQuerySchema>

const unitFields = {
	id: z.uuid(),
	name: z.string(),
	/** The company it belongs to (a marketplace's units come from several). */
	companyName: z.string(),
	/** Its own zone: its calendar days are the ones counted. */
	zone: z.string(),
}

export const consolidatedDreUnitSchema = z
	.object({ ...unitFields, netRevenue: minorUnitsSchema, netResult: minorUnitsSchema })
	.meta({ id: 'ConsolidatedDreUnit' })
export type ConsolidatedDreUnit = z.infer<typeof consolidatedDreUnitSchema>

export const consolidatedDreCurrencySchema = z
	.object({
		currency: currencyCodeSchema,
		/** The 14 lines (reportLineCodes' order), each Σ of the units' own; no categories. */
		lines: z.array(dreLineSchema),
		/** The units summed, by name. */
		units: z.array(consolidatedDreUnitSchema),
	})
	.meta({ id: 'ConsolidatedDreCurrency' })
export type ConsolidatedDreCurrency = z.infer<typeof consolidatedDreCurrencySchema>

const reportFields = {
	scope: consolidatedScopeSchema,
	from: calendarDateSchema,
	to: calendarDateSchema,
	zone: z.string(),
	/** A marketplace's units whose books the caller may not see: not summed, not listed. */
	hiddenUnits: z.number().int(),
}

export const consolidatedDreSchema = z
	.object({
		...reportFields,
		basis: reportBasisSchema,
		/** One block per currency, by code. */
		currencies: z.array(consolidatedDreCurrencySchema),
	})
	.meta({ id: 'ConsolidatedDre' })
export type ConsolidatedDre = z.infer<typeof consolidatedDreSchema>

const balanceSchema = z.number().int().meta({ description: 'Minor units; may be below 0' })

const flowFields = {
	openingBalance: balanceSchema,
	inflow: minorUnitsSchema,
	outflow: minorUnitsSchema,
	/** = transfersOut: transfers stay inside a unit. */
	transfersIn: minorUnitsSchema,
	transfersOut: minorUnitsSchema,
	net: balanceSchema,
	projectedInflow: minorUnitsSchema,
	projectedOutflow: minorUnitsSchema,
	projectedOpeningBalance: balanceSchema,
}

export const consolidatedCashFlowPeriodSchema = z
	.object({
		start: calendarDateSchema,
		end: calendarDateSchema,
		...flowFields,
		balance: balanceSchema,
		projectedBalance: balanceSchema,
		projected: z.boolean(),
		belowZero: z.boolean(),
	})
	.meta({ id: 'ConsolidatedCashFlowPeriod' })
export type ConsolidatedCashFlowPeriod = z.infer<typeof consolidatedCashFlowPeriodSchema>

export const consolidatedCashFlowUnitSchema = z
	.object({
		...unitFields,
		openingBalance: balanceSchema,
		/** Realized, at the end of `to`. */
		closingBalance: balanceSchema,
	})
	.meta({ id: 'ConsolidatedCashFlowUnit' })
export type ConsolidatedCashFlowUnit = z.infer<typeof consolidatedCashFlowUnitSchema>

export const consolidatedCashFlowCurrencySchema = z
	.object({
		currency: currencyCodeSchema,
		/** The earliest of its units' todays: its periods are projected from it on. */
		today: calendarDateSchema,
		...flowFields,
		closingBalance: balanceSchema,
		projectedClosingBalance: balanceSchema,
		belowZero: z.boolean(),
		periods: z.array(consolidatedCashFlowPeriodSchema),
		/** Open installments due before today: apart from every period and balance. */
		overdue: z.object({ inflow: minorUnitsSchema, outflow: minorUnitsSchema }),
		units: z.array(consolidatedCashFlowUnitSchema),
	})
	.meta({ id: 'ConsolidatedCashFlowCurrency' })
export type ConsolidatedCashFlowCurrency = z.infer<typeof consolidatedCashFlowCurrencySchema>

export const consolidatedCashFlowSchema = z
	.object({
		...reportFields,
		granularity: cashFlowGranularitySchema,
		firstDayOfWeek: z.number().int().min(1).max(7),
		currencies: z.array(consolidatedCashFlowCurrencySchema),
	})
	.meta({ id: 'ConsolidatedCashFlow' })
export type ConsolidatedCashFlow = z.infer<typeof consolidatedCashFlowSchema>
