import * as z from 'zod'
import { nameSchema } from './cashier'
import { countryNameSchema } from './country-codes'
import { currencyCodeSchema } from './primitives'
import { timeZoneSchema } from './time-zone-schema'

/**
 * `POST /companies/{id}/units`: a new unit in the company (`name`, `country`, optional currency
 * and zone from the country as in the quick start, and an optional first cashier), or one of the
 * owner's own units moved into it (`unitId` alone).
 */
export const companyUnitBodySchema = z
	.object({
		unitId: z.uuid().optional().meta({ description: 'An existing unit of the caller, to move in' }),
		name: nameSchema.optional(),
		country: countryNameSchema.optional(),
		currency: currencyCodeSchema.optional(),
		timezone: timeZoneSchema.optional(),
		cashierName: nameSchema
			.optional()
			.meta({ description: 'The new unit’s first cashier; none when left out' }),
	})
	.superRefine((value, context) => {
		if (value.unitId) return
		for (const field of ['name', 'country'] as const) {
			if (value[field] === undefined) {
				context.addIssue({
					code: 'custom',
					path: [field],
					message: `A new unit needs its ${field}.`,
				})
			}
		}
	})
	.meta({ id: 'CompanyUnitBody' })
export type CompanyUnitBody = z.infer<typeof companyUnitBodySchema>
