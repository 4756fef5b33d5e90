import * as z from 'zod'
import { MAX_QUANTITY } from './ledger-constants'
import { pageQuerySchema, repeatedQuery, textQuerySchema } from './paging'
import { queryFlagSchema } from './payment'
import { calendarDateSchema, currencyCodeSchema, minorUnitsSchema } from './primitives'

// A unit's stock of goods (DOMAIN.md "Products", "Cost of goods sold"): stock on hand, its
// movements, counts and adjustments, and the cost of goods sold for a period. Not a cashier's
// "inventories" (inventory.ts, records of money): the spec names the unit's stock so too
// (`/units/{unitId}/inventories`), and these shapes say Stock.

export const stockMovementKinds = ['PURCHASE', 'SALE', 'ADJUSTMENT'] as const
export const stockMovementKindSchema = z.enum(stockMovementKinds).meta({ id: 'StockMovementKind' })
export type StockMovementKind = z.infer<typeof stockMovementKindSchema>

export const stockReasons = ['COUNT', 'LOSS', 'DAMAGE', 'OTHER'] as const
export const stockReasonSchema = z.enum(stockReasons).meta({ id: 'StockReason' })
export type StockReason = z.infer<typeof stockReasonSchema>

/** A quantity of stock in units (up to 3 decimals), signed where it says so. */
const stockQuantitySchema = z.number().meta({
	description: 'Units, up to 3 decimals (1.5 kg); kept exact in thousandths',
})

export const stockLevelSchema = z
	.object({
		productId: z.uuid(),
		name: z.string(),
		sku: z.string().nullable(),
		archived: z.boolean(),
		/** On hand; below 0 when more was sold than bought (allowed, flagged). */
		quantity: stockQuantitySchema,
		/** Per whole unit: value / quantity while above 0, else the last one (at first, the unit cost). */
		averageCost: minorUnitsSchema,
		value: minorUnitsSchema,
		negative: z.boolean(),
	})
	.meta({ id: 'StockLevel' })
export type StockLevel = z.infer<typeof stockLevelSchema>

/** `GET /units/{unitId}/inventories`: a page of products and totals over all the filter keeps. */
export const stockOnHandSchema = z
	.object({
		currency: currencyCodeSchema,
		/** Σ value of every product the filter keeps (not only this page). */
		totalValue: minorUnitsSchema,
		/** How many of them are below zero. */
		negative: z.number().int(),
		/** How many products the filter keeps. */
		count: z.number().int(),
		products: z.array(stockLevelSchema),
	})
	.meta({ id: 'StockOnHand' })
export type StockOnHand = z.infer<typeof stockOnHandSchema>

export const stockOnHandQuerySchema = pageQuerySchema.extend({
	text: textQuerySchema.meta({ description: 'Words the name or SKU must hold' }),
	productId: repeatedQuery(z.uuid()).meta({ description: 'Only these products' }),
	negative: queryFlagSchema.meta({ description: 'Only those below zero (true) or not (false)' }),
})
export type StockOnHandQuery = z.infer<typeof stockOnHandQuerySchema>

/** A quantity as typed: at most 3 decimals, at most MAX_QUANTITY in size. */
const typedQuantity = z
	.number()
	.min(-MAX_QUANTITY)
	.max(MAX_QUANTITY)
	.refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
		message: 'At most three decimals',
		params: { reason: 'QUANTITY_DECIMALS' },
	})

/**
 * `POST /units/{unitId}/inventories`: a count (`countedQuantity`, what is on the shelf; the
 * movement is the difference from the stock on hand) or an adjustment (`difference`, signed:
 * below 0 takes out), with its reason. Out at the average cost, in at it too.
 */
export const stockAdjustmentBodySchema = z
	.object({
		productId: z.uuid(),
		countedQuantity: typedQuantity.min(0).optional(),
		difference: typedQuantity.optional(),
		reason: stockReasonSchema,
		/** The day it counts on; today in the unit's zone when left out. */
		occurredOn: calendarDateSchema.optional(),
	})
	.superRefine((value, context) => {
		if ((value.countedQuantity === undefined) === (value.difference === undefined)) {
			context.addIssue({
				code: 'custom',
				path: ['countedQuantity'],
				message: 'A counted quantity or a difference, one of them',
				params: { reason: 'COUNT_OR_DIFFERENCE' },
			})
		}
		if (value.difference === 0) {
			context.addIssue({
				code: 'custom',
				path: ['difference'],
				message: 'A difference other than zero',
				params: { reason: 'ZERO_DIFFERENCE' },
			})
		}
	})
	.meta({ id: 'StockAdjustmentBody' })
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBodySchema>

export const stockMovementSchema = z
	.object({
		id: z.uuid(),
		productId: z.uuid(),
		productName: z.string(),
		kind: stockMovementKindSchema,
		/** An adjustment's reason; null for a record's line. */
		reason: stockReasonSchema.nullable(),
		/** The movement this one reverses (its record was deleted), or null. */
		reversalOf: z.uuid().nullable(),
		/** The record whose line it is (and its cashier and reference), or null. */
		inventoryId: z.uuid().nullable(),
		cashierId: z.uuid().nullable(),
		orderReferenceNumber: z.string().nullable(),
		/** What a count found, for a count; else null. */
		countedQuantity: stockQuantitySchema.nullable(),
		/** Signed: in above 0, out below. */
		quantity: stockQuantitySchema,
		/** Per whole unit: the purchase's price, or the average cost it moved at. */
		unitCost: minorUnitsSchema,
		/** Signed like the quantity: what the stock's value moved by. */
		value: minorUnitsSchema,
		occurredOn: calendarDateSchema,
		createdAt: z.iso.datetime({ offset: true }),
		/** The product's stock after it, in the order movements were written. */
		quantityAfter: stockQuantitySchema,
		averageCostAfter: minorUnitsSchema,
		valueAfter: minorUnitsSchema,
		/** Send as `after` to read the rows after this one. */
		cursor: z.string(),
	})
	.meta({ id: 'StockMovement' })
export type StockMovement = z.infer<typeof stockMovementSchema>
export const stockMovementListSchema = z.array(stockMovementSchema)

/** A row's `cursor`: its date, moment written (ms) and id. */
export const STOCK_CURSOR = /^(\d{4}-\d{2}-\d{2})~(\d{1,16})~([0-9a-f-]{36})$/

/** `GET /units/{unitId}/inventories/movements`: newest first, keyset or offset paging. */
export const stockMovementListQuerySchema = pageQuerySchema.extend({
	from: z.coerce.number().int().optional().meta({ description: 'Dated on or after (ms)' }),
	to: z.coerce.number().int().optional().meta({ description: 'Dated on or before (ms)' }),
	zone: z.string().max(64).optional().meta({ description: 'IANA zone of from/to' }),
	productId: repeatedQuery(z.uuid()).meta({ description: 'Only these products' }),
	kind: repeatedQuery(stockMovementKindSchema).meta({ description: 'Only these kinds' }),
	after: z
		.string()
		.regex(STOCK_CURSOR)
		.optional()
		.meta({ description: 'The `cursor` of the last row read: the rows after it' }),
})
export type StockMovementListQuery = z.infer<typeof stockMovementListQuerySchema>

/** A day of the period: `YYYY-MM-DD`, or an instant in ms read in `zone` or the unit's. */
const periodEdgeSchema = z.union([calendarDateSchema, z.number().int()])

/** `POST /units/{unitId}/cost-of-goods-sold`. */
export const costOfGoodsSoldBodySchema = z
	.object({
		from: periodEdgeSchema,
		to: periodEdgeSchema,
		zone: z.string().max(64).optional(),
		/** The counted closing stock, per product; the others close at the system's. */
		closingStock: z
			.array(z.object({ productId: z.uuid(), quantity: typedQuantity.min(0) }))
			.max(1000)
			.optional(),
	})
	.superRefine((value, context) => {
		const ids = (value.closingStock ?? []).map((line) => line.productId)
		if (new Set(ids).size !== ids.length) {
			context.addIssue({
				code: 'custom',
				path: ['closingStock'],
				message: 'Each product once',
				params: { reason: 'DUPLICATE_PRODUCT' },
			})
		}
	})
	.meta({ id: 'CostOfGoodsSoldBody' })
export type CostOfGoodsSoldBody = z.infer<typeof costOfGoodsSoldBodySchema>

const figureSchema = z.object({ quantity: stockQuantitySchema, value: minorUnitsSchema })

export const productCostOfGoodsSoldSchema = z
	.object({
		productId: z.uuid(),
		name: z.string(),
		opening: figureSchema,
		purchases: figureSchema,
		/** What the period's sales took out, at their average cost. */
		sales: figureSchema,
		/** Counts and adjustments, signed. */
		adjustments: figureSchema,
		systemClosing: figureSchema,
		/** The closing stock the periodic figure uses. */
		closing: figureSchema.extend({ counted: z.boolean() }),
		/** opening + purchases − closing. */
		periodic: minorUnitsSchema,
		/** The cost of what the sales took out. */
		perpetual: minorUnitsSchema,
		/** periodic − perpetual: shrinkage. */
		difference: minorUnitsSchema,
	})
	.meta({ id: 'ProductCostOfGoodsSold' })

export const costOfGoodsSoldSchema = z
	.object({
		currency: currencyCodeSchema,
		from: calendarDateSchema,
		to: calendarDateSchema,
		products: z.array(productCostOfGoodsSoldSchema),
		total: z.object({
			opening: minorUnitsSchema,
			purchases: minorUnitsSchema,
			systemClosing: minorUnitsSchema,
			closing: minorUnitsSchema,
			periodic: minorUnitsSchema,
			perpetual: minorUnitsSchema,
			difference: minorUnitsSchema,
		}),
	})
	.meta({ id: 'CostOfGoodsSold' })
export type CostOfGoodsSold = z.infer<typeof costOfGoodsSoldSchema>
