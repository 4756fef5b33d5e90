import * as z from 'zod'
import { paymentMethodSchema, paymentStatuses, queryFlagSchema } from './payment'
import { pageQuerySchema, repeatedQuery } from './paging'
import { dreQuerySchema } from './report'
import { calendarDateSchema, currencyCodeSchema, minorUnitsSchema } from './primitives'
import { paymentStatusFilters } from './ledger-constants'

// A unit's general report: every installment of its records in a period, as a
// list with the totals of the whole filtered set, and as a CSV or XLSX file. Spec §7 names no
// endpoint for it, so it sits beside the other reports under `/reports/units/{unitId}`.
//
// Decisions, for the clients:
// - The period is on the due date: `from`/`to` read as the income statement's (ms in `zone`, the
//   unit's by default, both days included, a missing edge from the other's month, both missing
//   the current month); `currency`, if sent, must be the unit's (422 OTHER_CURRENCY).
// - Installments only (partial payments are read under theirs, whose `paid` holds them), never a
//   voided one (a deleted record's). CANCELLED ones only when `status` asks for them: they owe
//   nothing (their `remaining` is 0), as the cashier's payments list leaves them out.
// - `status` filters as the cashier's payments list does (OVERDUE: pending or partly paid and
//   due before the unit's today), plus CANCELLED; repeated filters keep any of their values.
// - Order: due date, then when the installment was written, then id. The period is on the due
//   date, so a page reads as the calendar does; installments of one record share a creation
//   instant and differ by due date, and the id makes the order total, so paging is stable (no
//   row twice, none skipped) however many share a day.
// - `totals` are those of the whole filtered set, not of the page: count, total due, paid and
//   remaining, for money in and money out apart, to the cent (one aggregate in SQL).
// - The export (`format` csv or xlsx) holds the same rows in the same order, all of them: money
//   as decimal numbers of the unit's currency (not minor units), dates as dates, English column
//   names (the API has no reader's language; a spreadsheet's user renames a column once).

export const reportPaymentStatuses = [...paymentStatusFilters, 'CANCELLED'] as const
export const reportPaymentStatusSchema = z
	.enum(reportPaymentStatuses)
	.meta({ id: 'ReportPaymentStatus' })
export type ReportPaymentStatus = z.infer<typeof reportPaymentStatusSchema>

/** The income statement's query without its basis. */
const periodAndScope = dreQuerySchema.omit({ basis: true }).shape

/** The filters the list and the export share. */
export const reportPaymentFilterSchema = z.object({
	...periodAndScope,
	categoryId: repeatedQuery(z.uuid()).meta({
		description: 'Only records of these categories (repeated)',
	}),
	clientOrSupplierId: repeatedQuery(z.uuid()).meta({
		description: 'Only records of these clients or suppliers (repeated)',
	}),
	input: queryFlagSchema.meta({ description: 'Only money in (true) or out (false)' }),
	status: repeatedQuery(reportPaymentStatusSchema).meta({
		description: 'Only these states (repeated); all but CANCELLED by default',
	}),
	method: repeatedQuery(paymentMethodSchema).meta({
		description: 'Only installments of these payment methods (repeated)',
	}),
})
export type ReportPaymentFilter = z.infer<typeof reportPaymentFilterSchema>

/** `GET /reports/units/{unitId}/payments`. */
export const reportPaymentsQuerySchema = reportPaymentFilterSchema.extend(pageQuerySchema.shape)
export type ReportPaymentsQuery = z.infer<typeof reportPaymentsQuerySchema>

export const reportExportFormats = ['csv', 'xlsx'] as const

/** `GET /reports/units/{unitId}/payments/export`. */
export const reportPaymentsExportQuerySchema = reportPaymentFilterSchema.extend({
	format: z
		.enum(reportExportFormats)
		.default('csv')
		.meta({ description: 'csv (the default) or xlsx' }),
})
export type ReportPaymentsExportQuery = z.infer<typeof reportPaymentsExportQuerySchema>

const namedSchema = z.object({ id: z.uuid(), name: z.string() })

export const reportPaymentSchema = z
	.object({
		id: z.uuid(),
		inventoryId: z.uuid(),
		orderReferenceNumber: z.string(),
		cashier: namedSchema,
		category: namedSchema.nullable(),
		clientOrSupplier: namedSchema.nullable(),
		/** The record's direction: money in (true) or out. */
		input: z.boolean(),
		number: z.number().int(),
		of: z.number().int(),
		dueDate: calendarDateSchema,
		/** amount + interest + late fee − discount, never below 0. */
		totalDue: minorUnitsSchema,
		paid: minorUnitsSchema,
		/** totalDue − paid, never below 0; 0 once cancelled. */
		remaining: minorUnitsSchema,
		status: z.enum(paymentStatuses),
		overdue: z.boolean(),
		method: paymentMethodSchema.nullable(),
		/** The day it was paid in full, in the unit's zone. */
		paidOn: calendarDateSchema.nullable(),
	})
	.meta({ id: 'ReportPayment' })
export type ReportPayment = z.infer<typeof reportPaymentSchema>

const directionTotalsSchema = z.object({
	count: z.number().int(),
	totalDue: minorUnitsSchema,
	paid: minorUnitsSchema,
	remaining: minorUnitsSchema,
})
export type ReportPaymentDirectionTotals = z.infer<typeof directionTotalsSchema>

export const reportPaymentTotalsSchema = z
	.object({ in: directionTotalsSchema, out: directionTotalsSchema })
	.meta({ id: 'ReportPaymentTotals' })
export type ReportPaymentTotals = z.infer<typeof reportPaymentTotalsSchema>

export const reportPaymentsSchema = z
	.object({
		currency: currencyCodeSchema,
		from: calendarDateSchema,
		to: calendarDateSchema,
		zone: z.string(),
		/** The unit's today: OVERDUE is due before it. */
		today: calendarDateSchema,
		offset: z.number().int(),
		size: z.number().int(),
		rows: z.array(reportPaymentSchema),
		/** The whole filtered set's, not the page's. */
		totals: reportPaymentTotalsSchema,
	})
	.meta({ id: 'ReportPayments' })
export type ReportPayments = z.infer<typeof reportPaymentsSchema>
