import { z } from 'zod'
import { nameSchema } from './cashier'
import { calendarDateSchema, minorUnitsSchema } from './primitives'

// A unit's cashiers as its owner manages them (spec §7 "Unit … cashiers: PUT, DELETE by id").

/**
 * `PUT /units/{unitId}/cashiers/{cashierId}`: every field the owner set when creating it, all
 * given again (a PUT replaces). The balance moves by the change of the opening balance.
 */
export const cashierUpdateBodySchema = z
	.object({
		name: nameSchema,
		/** In the unit currency's minor unit; below 0 for an account that opened overdrawn. */
		openingBalance: minorUnitsSchema,
		openingDate: calendarDateSchema,
	})
	.meta({ id: 'CashierUpdateBody' })
export type CashierUpdateBody = z.infer<typeof cashierUpdateBodySchema>
