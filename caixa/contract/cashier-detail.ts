import * as z from 'zod'
import { cashierSchema } from './cashier'
import { openFiguresSchema, recordFiguresSchema } from './ledger-totals'

/**
 * `GET /cashiers/{id}`: the cashier with its running totals, the very figures its lists' totals
 * answer with no filter at all (`GET …/inventories/totals`, `GET …/payments/totals`), kept on the
 * cashier as its balance is. A page that shows a list unfiltered needs no call for them.
 */
export const cashierDetailSchema = cashierSchema
	.extend({
		totals: z.object({
			/** Every live record's total, in and out. */
			records: recordFiguresSchema,
			/** What every open installment still owes, to receive and to pay. */
			open: openFiguresSchema,
		}),
	})
	.meta({ id: 'CashierDetail' })
export type CashierDetail = z.infer<typeof cashierDetailSchema>
