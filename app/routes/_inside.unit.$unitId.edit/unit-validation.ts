import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { countryNameSchema } from '@caixa/contract/country-codes'
import { currencyCodeSchema } from '@caixa/contract/primitives'
import { timeZoneSchema } from '@caixa/contract/time-zone-schema'
import { latitudeSchema, longitudeSchema, unitAddressSchema } from '@caixa/contract/unit-details'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { unitContactFields } from '~/components/unit-schemas'
import { type PlaceChoice } from './unit-form'

// The edit form's rule, for the action (unit-edit.server.ts) and for the browser, which fetches
// this module only when someone reaches for the form: PUT /units/{unitId}'s own fields (the API
// checks them again), with what the form adds: an intent, both coordinates or neither, and
// coordinates typed as decimal degrees with a point or a comma. Conform leaves a blank field out,
// which the action sends as null (clears it).

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
const COORDINATES_TOGETHER = 'coordinatesTogether'

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
			// No message: detailsErrorMap words it.
			context.addIssue({
				code: 'custom',
				path: [value.latitude === undefined ? 'latitude' : 'longitude'],
				params: { reason: COORDINATES_TOGETHER },
			})
		}
	})
export type UnitDetailsForm = z.output<typeof unitDetailsSchema>

/** The form's zod messages in the reader's language, with the one rule of its own. */
function detailsErrorMap(t: Translate) {
	const general = formErrorMap(t)
	return (issue: Parameters<typeof general>[0]) =>
		issue.code === 'custom' && issue.params?.reason === COORDINATES_TOGETHER
			? t('unit:edit.coordinatesTogether')
			: general(issue)
}

/** The details form as posted, worded in the reader's language (the browser's and the action's). */
export function validateUnitDetails(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: unitDetailsSchema, error: detailsErrorMap(t) })
}

/** A found place, as its button (no JavaScript) sends it back. */
export const placeSchema = z.object({
	address: unitAddressSchema.min(1),
	latitude: latitudeSchema,
	longitude: longitudeSchema,
}) satisfies z.ZodType<PlaceChoice>
