import * as z from 'zod'
import { inventoryListQuerySchema } from './inventory'
import { paymentListQuerySchema } from './payment'
import { minorUnitsSchema } from './primitives'

// The totals above a cashier's lists: the whole filtered set's, not a page's,
// read from the payments' summary rows (db/report-installments.ts). A filter on a key the summary
// does not keep (words, a client or supplier, settlement, follows, auditors' concerns, one
// record) answers `totals: null`: summing those row by row is unbounded at a million payments, so
// the list says it has no totals for such a filter rather than read the book.

/** The list's own filter, without its page. */
export const inventoryTotalsQuerySchema = inventoryListQuerySchema.omit({
	offset: true,
	size: true,
})
export const paymentTotalsQuerySchema = paymentListQuerySchema.omit({ offset: true, size: true })
export type InventoryTotalsQuery = z.infer<typeof inventoryTotalsQuerySchema>
export type PaymentTotalsQuery = z.infer<typeof paymentTotalsQuerySchema>

/** Records' money in and out, and in less out. */
export const recordFiguresSchema = z
	.object({
		moneyIn: minorUnitsSchema,
		moneyOut: minorUnitsSchema,
		/** In less out: below 0 when more went out. */
		net: minorUnitsSchema,
	})
	.meta({ id: 'RecordFigures' })
export type RecordFigures = z.infer<typeof recordFiguresSchema>

/**
 * `GET /cashiers/{id}/inventories/totals`: the live records' totals by their date — transfers
 * are no records (they move money between the unit's cashiers) and are not counted.
 */
export const inventoryTotalsSchema = z
	.object({ totals: recordFiguresSchema.nullable() })
	.meta({ id: 'InventoryTotals' })
export type InventoryTotals = z.infer<typeof inventoryTotalsSchema>

/** What open installments still owe, per direction. */
export const openFiguresSchema = z
	.object({ toReceive: minorUnitsSchema, toPay: minorUnitsSchema })
	.meta({ id: 'OpenFigures' })
export type OpenFigures = z.infer<typeof openFiguresSchema>

/** `GET /cashiers/{id}/payments/totals`: what is left of the listed installments, per direction. */
export const paymentTotalsSchema = z
	.object({ totals: openFiguresSchema.nullable() })
	.meta({ id: 'PaymentTotals' })
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>
