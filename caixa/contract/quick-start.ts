import * as z from 'zod'
import { nameSchema } from './cashier'
import { countryNameSchema } from './country-codes'
import { currencyCodeSchema } from './primitives'
import { timeZoneSchema } from './time-zone-schema'

/**
 * The quick start (`POST /publics/units`, the "create cashier" screen with a new unit): a unit and
 * its first cashier for the caller. Currency and time zone default from the country.
 */
export const quickStartBodySchema = z
	.object({
		unitName: nameSchema,
		cashierName: nameSchema,
		country: countryNameSchema,
		currency: currencyCodeSchema.optional(),
		timezone: timeZoneSchema.optional(),
	})
	.meta({ id: 'QuickStartBody' })
export type QuickStartBody = z.infer<typeof quickStartBodySchema>
