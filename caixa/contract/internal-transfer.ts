import * as z from 'zod'
import { pageQuerySchema, repeatedQuery } from './paging'
import { ledgerAmountSchema } from './payment'
import { calendarDateSchema, currencyCodeSchema, minorUnitsSchema } from './primitives'

// Internal transfers between two cashiers of one unit (DOMAIN.md "Internal transfer"; API.md
// "Transfer"): `/units/{unitId}/internal-transfers`.

const namedCashierSchema = z.object({ id: z.uuid(), name: z.string() })

export const internalTransferSchema = z
	.object({
		id: z.uuid(),
		unitId: z.uuid(),
		/** The cashier the money left, and the one it went into. */
		from: namedCashierSchema,
		to: namedCashierSchema,
		/** Above zero. */
		amount: minorUnitsSchema,
		currency: currencyCodeSchema,
		transferredOn: calendarDateSchema,
		description: z.string().nullable(),
		createdAt: z.iso.datetime({ offset: true }),
	})
	.meta({ id: 'InternalTransfer' })
export type InternalTransfer = z.infer<typeof internalTransferSchema>
export const internalTransferListSchema = z.array(internalTransferSchema)

/**
 * `POST /units/{unitId}/internal-transfers`: both cashiers the unit's, different, live, and both
 * ones the caller may write; an `Idempotency-Key` header replays the first transfer.
 */
export const newInternalTransferBodySchema = z
	.object({
		fromCashierId: z.uuid(),
		toCashierId: z.uuid(),
		amount: ledgerAmountSchema.min(1),
		transferredOn: calendarDateSchema,
		description: z.string().trim().max(500).optional(),
	})
	.superRefine((value, context) => {
		if (value.fromCashierId === value.toCashierId) {
			context.addIssue({
				code: 'custom',
				path: ['toCashierId'],
				message: 'The cashier the money goes to must differ from the one it leaves',
				params: { reason: 'SAME_CASHIER' },
			})
		}
	})
	.meta({ id: 'NewInternalTransferBody' })
export type NewInternalTransferBody = z.infer<typeof newInternalTransferBodySchema>

/** The filters of the list and of its totals: dates as instants (API.md "Lists"), cashiers by id. */
export const internalTransferFilterSchema = z.object({
	from: z.coerce.number().int().optional().meta({ description: 'Dated on or after (ms)' }),
	to: z.coerce.number().int().optional().meta({ description: 'Dated on or before (ms)' }),
	zone: z.string().max(64).optional().meta({ description: 'IANA zone of from/to' }),
	fromCashierId: repeatedQuery(z.uuid()).meta({ description: 'Only out of these cashiers' }),
	toCashierId: repeatedQuery(z.uuid()).meta({ description: 'Only into these cashiers' }),
})
export type InternalTransferFilter = z.infer<typeof internalTransferFilterSchema>

/** `GET /units/{unitId}/internal-transfers`: newest first (date, when written, id). */
export const internalTransferListQuerySchema = pageQuerySchema.extend(
	internalTransferFilterSchema.shape,
)
export type InternalTransferListQuery = z.infer<typeof internalTransferListQuerySchema>

/** `GET …/internal-transfers/totals`: what every row the filters keep adds up to. */
export const internalTransferTotalsSchema = z
	.object({
		count: z.number().int(),
		amount: minorUnitsSchema,
		currency: currencyCodeSchema,
	})
	.meta({ id: 'InternalTransferTotals' })
export type InternalTransferTotals = z.infer<typeof internalTransferTotalsSchema>
