import * as z from 'zod'
import { pageQuerySchema, repeatedQuery, textQuerySchema } from './paging'
import {
	calendarDateSchema,
	currencyCodeSchema,
	minorUnitsSchema,
	signedLedgerAmountSchema,
} from './primitives'

export const cashierRoles = ['OWNER', 'COLLABORATOR', 'AUDITOR'] as const
export const cashierRoleSchema = z.enum(cashierRoles).meta({ id: 'CashierRole' })
export type CashierRole = z.infer<typeof cashierRoleSchema>

/** A cash book (API.md "Cashier"): balance = opening balance + paid inputs − paid outputs ± transfers. */
export const cashierSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		/** The unit's photo is a path, as Unit.information.photo. */
		/**
		 * The unit's IANA zone is the cashier's calendar (due dates, today, date filters): every
		 * reader of the cashier needs it, including a cashier collaborator, who cannot read the unit.
		 */
		unit: z.object({
			id: z.uuid(),
			name: z.string(),
			photo: z.string().nullable(),
			timezone: z.string().meta({ example: 'America/Sao_Paulo' }),
		}),
		openingBalance: minorUnitsSchema,
		openingDate: calendarDateSchema,
		balance: minorUnitsSchema,
		currency: currencyCodeSchema,
		role: cashierRoleSchema,
	})
	.meta({ id: 'Cashier' })
export type Cashier = z.infer<typeof cashierSchema>
export const cashierListSchema = z.array(cashierSchema)

export const cashierSorts = ['name', 'newest'] as const
export const cashierSortSchema = z.enum(cashierSorts).meta({ id: 'CashierSort' })

/**
 * `GET /cashiers` (the caller's cashiers) and `GET /auditors` (the cashiers the caller audits):
 * by cashier name (`name`, default; ties by id) or newest first.
 */
export const cashierListQuerySchema = pageQuerySchema.extend({
	sort: cashierSortSchema.default('name'),
	name: textQuerySchema.meta({ description: 'Words the cashier’s name must hold' }),
	unitId: repeatedQuery(z.uuid()).meta({ description: 'Only cashiers of these units' }),
})
export type CashierListQuery = z.infer<typeof cashierListQuerySchema>

/** A cashier's or a unit's name. */
export const nameSchema = z.string().trim().min(1).max(80)

/** A new cashier in an existing unit (`POST /units/{unitId}/cashiers`). */
export const newCashierBodySchema = z
	.object({
		name: nameSchema,
		/** Default 0; at most 10^13 in size, and within the unit's ledger bound (409 LEDGER_LIMIT). */
		openingBalance: signedLedgerAmountSchema.optional(),
		/** Default: today in the unit's time zone. */
		openingDate: calendarDateSchema.optional(),
	})
	.meta({ id: 'NewCashierBody' })
export type NewCashierBody = z.infer<typeof newCashierBodySchema>
