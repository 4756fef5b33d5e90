import { z } from 'zod'
import { calendarDateSchema, currencyCodeSchema, minorUnitsSchema } from './primitives'

export const cashierRoles = ['OWNER', 'COLLABORATOR', 'AUDITOR'] as const
export const cashierRoleSchema = z.enum(cashierRoles).meta({ id: 'CashierRole' })

/** A cash book (API.md "Cashier"): balance = opening balance + paid inputs − paid outputs ± transfers. */
export const cashierSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		unit: z.object({ id: z.uuid(), name: z.string(), photo: z.string().nullable() }),
		openingBalance: minorUnitsSchema,
		openingDate: calendarDateSchema,
		balance: minorUnitsSchema,
		currency: currencyCodeSchema,
		role: cashierRoleSchema,
	})
	.meta({ id: 'Cashier' })
export type Cashier = z.infer<typeof cashierSchema>
