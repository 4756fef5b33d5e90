import * as z from 'zod'
import { masterDataNameSchema, masterDataStateSchema, optionalText } from './master-data'
import { productKinds } from './master-data-kinds'
import { pageQuerySchema, repeatedQuery, textQuerySchema } from './paging'
import { currencyCodeSchema, minorUnitsSchema } from './primitives'

// Products of a unit (DOMAIN.md "Products"): goods (PRODUCT, which may keep stock) or services.

export { productKinds } from './master-data-kinds'
export const productKindSchema = z.enum(productKinds).meta({ id: 'ProductKind' })
export type ProductKind = z.infer<typeof productKindSchema>

export const productSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		sku: z.string().nullable(),
		kind: productKindSchema,
		/** In the unit's currency's minor unit, as every amount. */
		unitPrice: minorUnitsSchema,
		unitCost: minorUnitsSchema,
		/** The unit's currency, so a client can show the amounts without asking for the unit. */
		currency: currencyCodeSchema,
		tracksStock: z.boolean(),
		archived: z.boolean(),
	})
	.meta({ id: 'Product' })
export type Product = z.infer<typeof productSchema>
export const productListSchema = z.array(productSchema)

/** `GET /units/{unitId}/products`: by name (ties by id), live ones unless `state` says. */
export const productListQuerySchema = pageQuerySchema.extend({
	name: textQuerySchema.meta({ description: 'Words the name or the SKU must hold' }),
	kind: repeatedQuery(productKindSchema).meta({ description: 'Only these kinds' }),
	state: repeatedQuery(masterDataStateSchema).meta({
		description: 'LIVE (the default when absent), ARCHIVED, or both',
	}),
})
export type ProductListQuery = z.infer<typeof productListQuerySchema>

const amountSchema = minorUnitsSchema.min(0).max(Number.MAX_SAFE_INTEGER)

/**
 * A new product. A SERVICE keeps no stock (`tracksStock` must be false); a PRODUCT keeps stock
 * unless told not to (a shop's goods usually do). `unitCost` defaults to 0.
 */
export const productBodySchema = z
	.object({
		name: masterDataNameSchema,
		sku: optionalText(40),
		kind: productKindSchema,
		unitPrice: amountSchema,
		unitCost: amountSchema.default(0),
		tracksStock: z.boolean().optional(),
	})
	.superRefine((value, context) => {
		if (value.kind === 'SERVICE' && value.tracksStock) {
			context.addIssue({
				code: 'custom',
				path: ['tracksStock'],
				message: 'A service keeps no stock',
				params: { reason: 'SERVICE_STOCK' },
			})
		}
	})
	.meta({ id: 'ProductBody' })
export type ProductBody = z.infer<typeof productBodySchema>

/** `PUT …/{id}`: the whole product again, and `archived` to archive it or bring it back. */
export const productUpdateBodySchema = z
	.object({
		name: masterDataNameSchema,
		sku: optionalText(40),
		kind: productKindSchema,
		unitPrice: amountSchema,
		unitCost: amountSchema.default(0),
		tracksStock: z.boolean().optional(),
		archived: z.boolean().optional(),
	})
	.superRefine((value, context) => {
		if (value.kind === 'SERVICE' && value.tracksStock) {
			context.addIssue({
				code: 'custom',
				path: ['tracksStock'],
				message: 'A service keeps no stock',
				params: { reason: 'SERVICE_STOCK' },
			})
		}
	})
	.meta({ id: 'ProductUpdateBody' })
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>
