import * as z from 'zod'
import { financialInstitutionSchema } from './financial-institution'
import { pageQuerySchema, repeatedQuery } from './paging'
import {
	calendarDateSchema,
	currencyCodeSchema,
	MAX_LEDGER_AMOUNT,
	minorUnitsSchema,
} from './primitives'
import { paymentMethods, paymentStatusFilters } from './ledger-constants'

// Payments (DOMAIN.md "Records … and payments"; API.md "Payment"): the installments that settle a
// record, and partial payments as their children.

export { paymentMethods } from './ledger-constants'
export const paymentMethodSchema = z.enum(paymentMethods).meta({ id: 'PaymentMethod' })
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

export const paymentStatuses = ['PENDING', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'] as const
export const paymentStatusSchema = z.enum(paymentStatuses).meta({ id: 'PaymentStatus' })
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

/** What a list may filter on: the stored statuses and OVERDUE, which is derived (never stored). */
export { paymentStatusFilters }
export const paymentStatusFilterSchema = z
	.enum(paymentStatusFilters)
	.meta({ id: 'PaymentStatusFilter' })
export type PaymentStatusFilter = z.infer<typeof paymentStatusFilterSchema>

export { MAX_LEDGER_AMOUNT }

/**
 * An amount a person types into a ledger form: a whole count of minor units, at least 0 and at
 * most MAX_LEDGER_AMOUNT (10^13; see primitives.ts and domain/ledger-bounds.ts).
 */
export const ledgerAmountSchema = minorUnitsSchema.min(0).max(MAX_LEDGER_AMOUNT)

export const paymentSchema = z
	.object({
		id: z.uuid(),
		inventoryId: z.uuid(),
		cashierId: z.uuid(),
		/** The record's direction: money in (true) or out. */
		input: z.boolean(),
		/** The installment a partial payment belongs to. */
		parentId: z.uuid().nullable(),
		/** Installment n of N; a partial payment carries its installment's. */
		number: z.number().int(),
		of: z.number().int(),
		dueDate: calendarDateSchema,
		amount: minorUnitsSchema,
		interest: minorUnitsSchema,
		lateFee: minorUnitsSchema,
		discount: minorUnitsSchema,
		/** amount + interest + late fee − discount, never below 0. */
		totalDue: minorUnitsSchema,
		paid: minorUnitsSchema,
		/** totalDue − paid, never below 0. */
		remaining: minorUnitsSchema,
		paidAt: z.iso.datetime({ offset: true }).nullable(),
		/** The calendar day the money moved, in the unit's zone. */
		paidOn: calendarDateSchema.nullable(),
		status: paymentStatusSchema,
		/** Pending or partly paid and due before today in the unit's zone. */
		overdue: z.boolean(),
		method: paymentMethodSchema.nullable(),
		financialInstitution: z.union([financialInstitutionSchema, z.null()]),
		/** Whether the caller follows it. */
		followed: z.boolean(),
		currency: currencyCodeSchema,
		/**
		 * The record's reference, description, first product line's name, category and
		 * counterpart, so a list of payments reads on its own.
		 */
		orderReferenceNumber: z.string(),
		description: z.string().nullable(),
		firstItemName: z.string().nullable(),
		category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
		clientOrSupplier: z.object({ id: z.uuid(), name: z.string() }).nullable(),
		/** Rates and date the interest and fee were computed from, when they were. */
		charges: z
			.object({
				monthlyInterestBasisPoints: z.number().int(),
				lateFeeBasisPoints: z.number().int(),
				asOf: calendarDateSchema,
			})
			.nullable(),
	})
	.meta({ id: 'Payment' })
export type Payment = z.infer<typeof paymentSchema>
export const paymentListSchema = z.array(paymentSchema)

/** A query-string flag: `true` / `false` (an absent key means no filter). */
export const queryFlagSchema = z
	.enum(['true', 'false'])
	.transform((value) => value === 'true')
	.optional()

/**
 * `GET /cashiers/{id}/payments`: installments (not partial payments) by due date, soonest first,
 * ties by id. Dates are millisecond instants, turned into the unit's calendar dates with `zone`
 * or the unit's own (API.md "Lists").
 */
export const paymentListQuerySchema = pageQuerySchema.extend({
	dueFrom: z.coerce.number().int().optional().meta({ description: 'Due on or after (ms)' }),
	dueTo: z.coerce.number().int().optional().meta({ description: 'Due on or before (ms)' }),
	zone: z.string().max(64).optional().meta({ description: 'IANA zone of dueFrom/dueTo' }),
	status: repeatedQuery(paymentStatusFilterSchema).meta({ description: 'Only these states' }),
	followed: queryFlagSchema.meta({ description: 'Only payments the caller follows' }),
	input: queryFlagSchema.meta({ description: 'Only money in (true) or out (false)' }),
	inventoryId: z.uuid().optional().meta({ description: 'Only this record’s payments' }),
})
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>

/** `PUT …/payments/{id}/follow`. */
export const followBodySchema = z.object({ follow: z.boolean() }).meta({ id: 'FollowBody' })

const settlementFields = {
	/** When the money moved; default now. */
	paidAt: z.iso.datetime({ offset: true }).optional(),
	/** Or just the day (in the unit's zone); wins over `paidAt`'s day when both are given. */
	paidOn: calendarDateSchema.optional(),
	method: paymentMethodSchema.optional(),
	financialInstitutionId: z.string().max(40).optional(),
}

/** `POST …/payments/{id}/partial-payment`: pays part of what remains, as a child payment. */
export const partialPaymentBodySchema = z
	.object({ amount: minorUnitsSchema.min(1).max(MAX_LEDGER_AMOUNT), ...settlementFields })
	.meta({ id: 'PartialPaymentBody' })
export type PartialPaymentBody = z.infer<typeof partialPaymentBodySchema>

/**
 * `PUT …/payments/{id}`: the fields sent change, the others stay. `amount` only while it has no
 * partial payments; `paid: true` settles all that remains (a 409 if it is cancelled).
 */
export const paymentUpdateBodySchema = z
	.object({
		dueDate: calendarDateSchema.optional(),
		amount: ledgerAmountSchema.optional(),
		discount: ledgerAmountSchema.optional(),
		method: paymentMethodSchema.nullable().optional(),
		financialInstitutionId: z.string().max(40).nullable().optional(),
		paid: z.literal(true).optional(),
		paidAt: settlementFields.paidAt,
		paidOn: settlementFields.paidOn,
	})
	.meta({ id: 'PaymentUpdateBody' })
export type PaymentUpdateBody = z.infer<typeof paymentUpdateBodySchema>

/** A rate in percent as API.md sends it (2 = 2 %), at most 2 decimals, 0–100. */
export const percentRateSchema = z
	.number()
	.min(0)
	.max(100)
	.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
		message: 'At most two decimals',
	})

/**
 * `POST …/payments/{id}/interest-and-late-fee`: either the amounts, or the rates and the day to
 * compute them for (monthly interest pro rata per day late, a one-off late fee; DOMAIN.md).
 */
export const interestAndLateFeeBodySchema = z
	.union([
		z.object({ interest: ledgerAmountSchema, lateFee: ledgerAmountSchema }).strict(),
		z
			.object({
				monthlyInterestRate: percentRateSchema,
				lateFeeRate: percentRateSchema,
				asOf: calendarDateSchema.optional(),
			})
			.strict(),
	])
	.meta({ id: 'InterestAndLateFeeBody' })
export type InterestAndLateFeeBody = z.infer<typeof interestAndLateFeeBodySchema>
