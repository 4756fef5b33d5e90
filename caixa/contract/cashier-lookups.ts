import * as z from 'zod'
import { categoryListQuerySchema } from './category'
import { clientOrSupplierListQuerySchema } from './client-or-supplier'
import { pageQuerySchema, textQuerySchema } from './paging'
import { currencyCodeSchema, minorUnitsSchema } from './primitives'
import { productListQuerySchema } from './product'

// The pickers of a cashier's record form (spec §7 "Cashier": categories, products,
// clients-or-suppliers, financial-institutions, items): the unit's things, reached through the
// cashier by whoever writes its records. Rows are the unit API's shapes (Category, Product,
// ClientOrSupplier, FinancialInstitution); the queries are the unit lists' without `state`, since
// a picker offers live things only (an archived one is still answered by id: a record may name it).

export const cashierCategoryListQuerySchema = categoryListQuerySchema.omit({ state: true })
export type CashierCategoryListQuery = z.infer<typeof cashierCategoryListQuerySchema>

export const cashierClientOrSupplierListQuerySchema = clientOrSupplierListQuerySchema.omit({
	state: true,
})
export type CashierClientOrSupplierListQuery = z.infer<
	typeof cashierClientOrSupplierListQuerySchema
>

export const cashierProductListQuerySchema = productListQuerySchema.omit({ state: true })
export type CashierProductListQuery = z.infer<typeof cashierProductListQuerySchema>

/**
 * A product line the cashier's records used so far (`GET /cashiers/{id}/items`): one per product
 * and name as written on the lines, so a free-text line ("Delivery") comes back too, with the unit
 * price last written and how many lines used it. The record form offers it to fill a new line.
 */
export const cashierItemSchema = z
	.object({
		/** The product of the lines; null for lines typed without one. */
		productId: z.uuid().nullable(),
		/** As the lines have it (the product's name when they were written). */
		name: z.string(),
		/** The unit price of the line written last, in the unit currency's minor unit. */
		unitPrice: minorUnitsSchema,
		currency: currencyCodeSchema,
		/** How many live lines of the cashier's records used it. */
		uses: z.number().int().min(1),
		/** When the record that used it last was written. */
		lastUsedAt: z.iso.datetime({ offset: true }),
	})
	.meta({ id: 'CashierItem' })
export type CashierItem = z.infer<typeof cashierItemSchema>
export const cashierItemListSchema = z.array(cashierItemSchema)

export const cashierItemListQuerySchema = pageQuerySchema.extend({
	query: textQuerySchema.meta({ description: 'Words the line’s name must hold' }),
})
export type CashierItemListQuery = z.infer<typeof cashierItemListQuerySchema>
