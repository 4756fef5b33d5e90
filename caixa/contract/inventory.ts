import * as z from 'zod'
import { pageQuerySchema, repeatedQuery, textQuerySchema } from './paging'
import { ledgerAmountSchema, paymentMethodSchema, paymentSchema, queryFlagSchema } from './payment'
import { calendarDateSchema, currencyCodeSchema, minorUnitsSchema } from './primitives'
import {
	installmentEveries,
	MAX_INSTALLMENTS,
	MAX_ITEMS,
	MAX_QUANTITY,
	settlements,
} from './ledger-constants'

export { settlements }

// Records of money in and out of a cashier — the spec's "inventories" (DOMAIN.md "Records … and
// payments"; API.md "Inventory").

/** How far a record is settled: derived from its payments, never stored. */
export const settlementSchema = z.enum(settlements).meta({ id: 'Settlement' })
export type Settlement = z.infer<typeof settlementSchema>

export const reactionCountsSchema = z
	.object({ APPROVED: z.number().int(), QUESTION: z.number().int(), REJECTED: z.number().int() })
	.meta({ id: 'ReactionCounts' })

const namedSchema = z.object({ id: z.uuid(), name: z.string() })

export const inventoryItemSchema = z
	.object({
		productId: z.uuid().nullable(),
		name: z.string(),
		/** Up to 3 decimals (1.5 kg). */
		quantity: z.number(),
		unitPrice: minorUnitsSchema,
		/** quantity × unit price, rounded half-up to the minor unit. */
		total: minorUnitsSchema,
	})
	.meta({ id: 'InventoryItem' })
export type InventoryItem = z.infer<typeof inventoryItemSchema>

const inventoryFields = {
	id: z.uuid(),
	cashierId: z.uuid(),
	/** Money into the cashier (a sale, a receipt) or out of it (a purchase, an expense). */
	input: z.boolean(),
	orderReferenceNumber: z.string(),
	issuedOn: calendarDateSchema,
	description: z.string().nullable(),
	/** Its first product line's name (null without lines): what a list names it by without a description. */
	firstItemName: z.string().nullable(),
	category: namedSchema.nullable(),
	clientOrSupplier: namedSchema.nullable(),
	total: minorUnitsSchema,
	/** What its payments have paid so far, and what remains. */
	paid: minorUnitsSchema,
	remaining: minorUnitsSchema,
	settlement: settlementSchema,
	currency: currencyCodeSchema,
	reactions: reactionCountsSchema,
	comments: z.number().int(),
	createdAt: z.iso.datetime({ offset: true }),
}

/** A record in the cashier's list: the record without its lines and payments. */
export const inventoryRowSchema = z
	.object({ kind: z.literal('RECORD'), ...inventoryFields })
	.meta({ id: 'InventoryRow' })
export type InventoryRow = z.infer<typeof inventoryRowSchema>

/**
 * An internal transfer in the list of one of its two cashiers: money into this cashier (`input`)
 * from the other one, or out of it to the other one. Its whole is at
 * `GET /units/{unitId}/internal-transfers/{id}`.
 */
export const cashierTransferRowSchema = z
	.object({
		kind: z.literal('TRANSFER'),
		id: z.uuid(),
		unitId: z.uuid(),
		cashierId: z.uuid(),
		input: z.boolean(),
		otherCashier: namedSchema,
		issuedOn: calendarDateSchema,
		description: z.string().nullable(),
		/** The amount moved, above zero; `input` says which way. */
		total: minorUnitsSchema,
		currency: currencyCodeSchema,
		createdAt: z.iso.datetime({ offset: true }),
	})
	.meta({ id: 'CashierTransferRow' })
export type CashierTransferRow = z.infer<typeof cashierTransferRowSchema>

/** A row of the cashier's list: a record, or a transfer that moved the cashier's money. */
export const cashierBookRowSchema = z
	.discriminatedUnion('kind', [inventoryRowSchema, cashierTransferRowSchema])
	.meta({ id: 'CashierBookRow' })
export type CashierBookRow = z.infer<typeof cashierBookRowSchema>
export const inventoryRowListSchema = z.array(cashierBookRowSchema)

/** One record, whole. */
export const inventorySchema = z
	.object({
		...inventoryFields,
		items: z.array(inventoryItemSchema),
		/** Its installments, by number; partial payments are their children (GET …/children). */
		payments: z.array(paymentSchema),
	})
	.meta({ id: 'Inventory' })
export type Inventory = z.infer<typeof inventorySchema>

/**
 * `GET /cashiers/{id}/inventories`: the cashier's book newest first (date, moment recorded, id):
 * its records and the internal transfers into and out of it. Dates are millisecond instants turned
 * into the unit's calendar dates with `zone` or the unit's own (API.md "Lists"). `from`, `to` and
 * `input` apply to both; any other filter asks about records, and its list holds records alone.
 */
export const inventoryListQuerySchema = pageQuerySchema.extend({
	from: z.coerce.number().int().optional().meta({ description: 'Dated on or after (ms)' }),
	to: z.coerce.number().int().optional().meta({ description: 'Dated on or before (ms)' }),
	zone: z.string().max(64).optional().meta({ description: 'IANA zone of from/to' }),
	input: queryFlagSchema.meta({ description: 'Only money in (true) or out (false)' }),
	settlement: repeatedQuery(settlementSchema).meta({ description: 'Only records so settled' }),
	categoryId: repeatedQuery(z.uuid()).meta({ description: 'Only these categories' }),
	clientOrSupplierId: repeatedQuery(z.uuid()).meta({
		description: 'Only these clients or suppliers',
	}),
	followed: queryFlagSchema.meta({ description: 'Only records with a payment the caller follows' }),
	concern: queryFlagSchema.meta({
		description: 'Only records an auditor questioned or rejected (true), or none did (false)',
	}),
	text: textQuerySchema.meta({ description: 'Words the reference or description must hold' }),
})
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>

// The limits live in a zod-free module (the record form's page takes them without zod).
export { MAX_INSTALLMENTS, MAX_ITEMS, MAX_QUANTITY }

/** A quantity as typed: positive, at most 3 decimals, at most a billion. */
export const quantitySchema = z
	.number()
	.positive()
	.max(MAX_QUANTITY)
	.refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
		message: 'At most three decimals',
		params: { reason: 'QUANTITY_DECIMALS' },
	})

export const newInventoryItemSchema = z.object({
	/** A product of the unit; its name is used when `name` is not given. */
	productId: z.uuid().optional(),
	name: z.string().trim().min(1).max(120).optional(),
	quantity: quantitySchema,
	unitPrice: ledgerAmountSchema,
})
export type NewInventoryItem = z.infer<typeof newInventoryItemSchema>

export const newPaymentSchema = z.object({
	dueDate: calendarDateSchema,
	amount: ledgerAmountSchema,
	/** Paid when the record is written (a sale paid at the till). */
	paid: z.boolean().optional(),
	paidAt: z.iso.datetime({ offset: true }).optional(),
	method: paymentMethodSchema.optional(),
	financialInstitutionId: z.string().max(40).optional(),
})
export type NewPayment = z.infer<typeof newPaymentSchema>

export const installmentEverySchema = z.enum(installmentEveries).meta({ id: 'InstallmentEvery' })

/** The `Idempotency-Key` header of `POST /cashiers/{id}/inventories`: any text the client picks. */
export const idempotencyKeySchema = z.string().min(1).max(200)

/**
 * `POST /cashiers/{id}/inventories` (API.md): `total` or `items` (then the total is the sum of the
 * lines); `payments`, or `installments` split exactly (the remainder on the last), or neither —
 * one payment of the total due on `issuedOn`. `method` and `financialInstitutionId` apply to
 * installments; `paid` with installments pays the first now. An `Idempotency-Key` header makes a
 * replay answer the first record.
 */
export const newInventoryBodySchema = z
	.object({
		input: z.boolean(),
		issuedOn: calendarDateSchema,
		/** Above zero: a record moves some money (services/inventories.ts holds lines to it too). */
		total: ledgerAmountSchema.min(1).optional(),
		items: z.array(newInventoryItemSchema).max(MAX_ITEMS).optional(),
		categoryId: z.uuid().optional(),
		clientOrSupplierId: z.uuid().optional(),
		description: z.string().trim().max(500).optional(),
		orderReferenceNumber: z.string().trim().min(1).max(40).optional(),
		payments: z.array(newPaymentSchema).min(1).max(MAX_INSTALLMENTS).optional(),
		installments: z
			.object({
				count: z.number().int().min(1).max(MAX_INSTALLMENTS),
				firstDueDate: calendarDateSchema,
				every: installmentEverySchema,
			})
			.optional(),
		method: paymentMethodSchema.optional(),
		financialInstitutionId: z.string().max(40).optional(),
		paid: z.boolean().optional(),
	})
	.superRefine((value, context) => {
		const hasItems = value.items !== undefined && value.items.length > 0
		if (value.total === undefined && !hasItems) {
			context.addIssue({
				code: 'custom',
				path: ['total'],
				message: 'A total or product lines',
				params: { reason: 'TOTAL_REQUIRED' },
			})
		}
		if (value.payments !== undefined && value.installments !== undefined) {
			context.addIssue({
				code: 'custom',
				path: ['installments'],
				message: 'Payments or installments, not both',
				params: { reason: 'PAYMENTS_AND_INSTALLMENTS' },
			})
		}
	})
	.meta({ id: 'NewInventoryBody' })
export type NewInventoryBody = z.infer<typeof newInventoryBodySchema>

/** `GET …/inventories/order-reference-number?query=`: whether a reference is free, and the next. */
export const orderReferenceQuerySchema = z.object({
	query: z.string().trim().max(40).optional(),
})
export const orderReferenceAnswerSchema = z
	.object({
		/** The reference asked about, trimmed; null when none was asked. */
		query: z.string().nullable(),
		/** Whether no live record of the cashier has it. */
		available: z.boolean(),
		/** The next number: the largest numeric reference plus one (1 for the first). */
		next: z.string(),
	})
	.meta({ id: 'OrderReferenceAnswer' })
export type OrderReferenceAnswer = z.infer<typeof orderReferenceAnswerSchema>
