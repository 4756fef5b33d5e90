import * as z from 'zod'
import { nameSchema } from './cashier'
import { pageQuerySchema, textQuerySchema } from './paging'

// A marketplace (a mall, a franchise network) groups companies; only its owner sees it.

export const marketplaceSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		/** How many companies it groups. */
		companies: z.number().int(),
	})
	.meta({ id: 'Marketplace' })
export type Marketplace = z.infer<typeof marketplaceSchema>
export const marketplaceListSchema = z.array(marketplaceSchema)

export const marketplaceListQuerySchema = pageQuerySchema.extend({
	query: textQuerySchema.meta({ description: 'Words the marketplace’s name must hold' }),
})

export const marketplaceBodySchema = z.object({ name: nameSchema }).meta({ id: 'MarketplaceBody' })
export type MarketplaceBody = z.infer<typeof marketplaceBodySchema>

/** `GET /marketplaces/{id}/companies`: its companies, by name. */
export const marketplaceCompanyListQuerySchema = pageQuerySchema.extend({
	query: textQuerySchema.meta({ description: 'Words the company’s name must hold' }),
})
