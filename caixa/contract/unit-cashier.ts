import * as z from 'zod'
import { cashierSchema, nameSchema } from './cashier'
import { masterDataStateSchema } from './master-data'
import { pageQuerySchema, repeatedQuery, textQuerySchema } from './paging'
import { calendarDateSchema, signedLedgerAmountSchema } from './primitives'

// A unit's cashiers as its owner manages them (spec §7 "Unit … cashiers: PUT, DELETE by id").

/**
 * `PUT /units/{unitId}/cashiers/{cashierId}`: every field the owner set when creating it, all
 * given again (a PUT replaces). The balance moves by the change of the opening balance.
 */
export const cashierUpdateBodySchema = z
	.object({
		name: nameSchema,
		/**
		 * In the unit currency's minor unit; below 0 for an account that opened overdrawn. At most
		 * 10^13 in size, and within the unit's ledger bound (409 LEDGER_LIMIT).
		 */
		openingBalance: signedLedgerAmountSchema,
		openingDate: calendarDateSchema,
		/**
		 * Left out keeps it as it is; false brings an archived cashier back into every list; true
		 * archives it (DELETE does that only for one with records; an owner may also put away an
		 * empty one without losing it).
		 */
		archived: z.boolean().optional(),
	})
	.meta({ id: 'CashierUpdateBody' })
export type CashierUpdateBody = z.infer<typeof cashierUpdateBodySchema>

/**
 * A cashier as its unit's pages see it: the Cashier, and whether it is archived (out of every
 * list, its books still readable). Only the unit's own calls answer it, because only they can
 * reach an archived cashier; the portal's lists hold live ones alone.
 */
export const unitCashierSchema = cashierSchema
	.extend({ archived: z.boolean() })
	.meta({ id: 'UnitCashier' })
export type UnitCashier = z.infer<typeof unitCashierSchema>
export const unitCashierListSchema = z.array(unitCashierSchema)

/** `GET /units/{unitId}/cashiers`: a page, by name, with a name filter; live ones unless `state` says. */
export const unitCashierListQuerySchema = pageQuerySchema.extend({
	name: textQuerySchema.meta({ description: 'Words the cashier’s name must hold' }),
	state: repeatedQuery(masterDataStateSchema).meta({
		description: 'LIVE (the default when absent), ARCHIVED, or both',
	}),
})
export type UnitCashierListQuery = z.infer<typeof unitCashierListQuerySchema>
