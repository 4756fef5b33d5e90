import * as z from 'zod'
import { countryNameSchema } from '@caixa/contract/country-codes'
import { currencyCodeSchema } from '@caixa/contract/primitives'
import { timeZoneSchema } from '@caixa/contract/time-zone-schema'
import { latitudeSchema, longitudeSchema, unitAddressSchema } from '@caixa/contract/unit-details'
import { unitContactFields } from '~/components/unit-schemas'

// The edit form's schema: PUT /units/{unitId}'s own fields (the API checks them again), with what
// the form adds: an intent, both coordinates or neither, and coordinates typed as decimal degrees
// with a point or a comma. Conform leaves a blank field out, which the action sends as null
// (clears it).

/** Decimal degrees, typed with a point or a comma ("-23,5646"), within the API's range. */
export function coordinateSchema(limit: 90 | 180) {
	return z
		.string()
		.trim()
		.regex(/^-?\d{1,3}([.,]\d{1,12})?$/)
		.transform((text) => Number(text.replace(',', '.')))
		.pipe(limit === 90 ? latitudeSchema : longitudeSchema)
}

/** The reason of the one issue of the form's own: a point needs both coordinates. */
export const COORDINATES_TOGETHER = 'coordinatesTogether'

export const unitDetailsSchema = z
	.object({
		intent: z.literal('details'),
		...unitContactFields,
		country: countryNameSchema,
		currency: currencyCodeSchema,
		timezone: timeZoneSchema,
		latitude: coordinateSchema(90).optional(),
		longitude: coordinateSchema(180).optional(),
	})
	.superRefine((value, context) => {
		// A point needs both; the other one is the field left to fill.
		if ((value.latitude === undefined) !== (value.longitude === undefined)) {
			// No message: the page's error map words it (see COORDINATES_TOGETHER).
			context.addIssue({
				code: 'custom',
				path: [value.latitude === undefined ? 'latitude' : 'longitude'],
				params: { reason: COORDINATES_TOGETHER },
			})
		}
	})
export type UnitDetailsForm = z.output<typeof unitDetailsSchema>

/** The field names of the details form, which the address search fills. */
export const ADDRESS_FIELDS = ['address', 'latitude', 'longitude'] as const

/** The search box's name: sent with the form, never saved. */
export const ADDRESS_SEARCH_FIELD = 'addressSearch'

/** The button of a found place (no JavaScript): its value is the place, as JSON. */
export const PLACE_FIELD = 'place'

export const placeSchema = z.object({
	address: unitAddressSchema.min(1),
	latitude: latitudeSchema,
	longitude: longitudeSchema,
})
export type PlaceChoice = z.infer<typeof placeSchema>
