import * as z from 'zod'
import { countryNameSchema } from './country-codes'
import { currencyCodeSchema, minorUnitsSchema } from './primitives'

export const planCodes = ['FREE', 'PRO', 'BUSINESS'] as const
export const planCodeSchema = z.enum(planCodes).meta({ id: 'PlanCode' })
export type PlanCode = z.infer<typeof planCodeSchema>

export const planSchema = z
	.object({
		code: planCodeSchema,
		monthlyPrice: minorUnitsSchema,
		/** Keys the web app translates (`cashiers.1`, `auditors`), so the list reads in any language. */
		features: z.array(z.string()).meta({ example: ['cashiers.1', 'reports'] }),
	})
	.meta({ id: 'Plan' })
export type Plan = z.infer<typeof planSchema>

/** `GET /api/prices`: the plans in the currency of `country` (the hint, or the fallback). */
export const priceListSchema = z
	.object({
		country: countryNameSchema,
		currency: currencyCodeSchema,
		plans: z.array(planSchema),
	})
	.meta({ id: 'PriceList' })
export type PriceList = z.infer<typeof priceListSchema>

/**
 * `hint` is whatever the visitor's browser suggests: a country's enum name or alpha-2 code, in
 * any case. Nothing about it is refused; an unknown hint answers the UNITED_STATES prices.
 */
export const pricesQuerySchema = z.object({
	hint: z
		.string()
		.trim()
		.max(100)
		.optional()
		.meta({ description: 'A country: BRAZIL, or its alpha-2 code BR', example: 'BRAZIL' }),
})
export type PricesQuery = z.infer<typeof pricesQuerySchema>
