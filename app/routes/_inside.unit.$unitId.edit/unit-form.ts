import { z } from 'zod'

// The edit form's own schema: light enough for the browser (the contract's country and zone lists
// stay on the server, which checks them again through the API). Blank optional fields clear the
// value; coordinates are typed as decimal degrees, with a point or a comma.

/** Decimal degrees within ±limit, typed with a point or a comma ("-23,5646"). */
export function coordinateSchema(limit: number) {
	return z
		.string()
		.trim()
		.regex(/^-?\d{1,3}([.,]\d{1,12})?$/)
		.transform((text) => Number(text.replace(',', '.')))
		.pipe(z.number().min(-limit).max(limit))
}

/** The reason of the one issue of the form's own: a point needs both coordinates. */
export const COORDINATES_TOGETHER = 'coordinatesTogether'

export const unitDetailsSchema = z
	.object({
		intent: z.literal('details'),
		name: z.string().trim().min(1).max(80),
		document: z.string().trim().max(40).optional(),
		country: z.string().min(1),
		currency: z.string().regex(/^[A-Z]{3}$/),
		timezone: z.string().min(1).max(64),
		phone: z
			.string()
			.trim()
			.max(30)
			.regex(/^\+?[0-9][0-9 ().-]*[0-9]$/)
			.optional(),
		email: z.email().trim().max(254).optional(),
		address: z.string().trim().max(300).optional(),
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
	address: z.string().min(1).max(300),
	latitude: z.number().min(-90).max(90),
	longitude: z.number().min(-180).max(180),
})
export type PlaceChoice = z.infer<typeof placeSchema>

export const photoSchema = z.object({
	intent: z.literal('photo'),
	photo: z.file(),
})
