import * as z from 'zod'
import { cashierSchema, nameSchema } from './cashier'
import { countryNameSchema } from './country-codes'
import { currencyCodeSchema, emailSchema } from './primitives'
import { timeZoneSchema } from './time-zone-schema'
import { unitSchema } from './unit'

// What a unit's owner edits (`PUT /units/{unitId}`) and what its x-ray shows (`GET
// /units/{unitId}/full`).

/** A rate in basis points: hundredths of a percent, 200 = 2%. Exact, never a float. */
export const basisPointsSchema = z.number().int().min(0).max(10_000).meta({
	id: 'BasisPoints',
	description: 'Hundredths of a percent: 200 = 2%, 0–10 000',
	example: 200,
})

/**
 * A unit's interest and late-fee defaults (DOMAIN.md): where the interest-late screen of an
 * overdue payment starts. A Brazilian unit starts at a 2% late fee and 1% a month, any other at 0.
 */
export const interestDefaultsSchema = z
	.object({
		/** One-off, on the amount due, once a payment is late. */
		lateFeeBasisPoints: basisPointsSchema,
		/** For a month late, pro rata per day late. */
		monthlyInterestBasisPoints: basisPointsSchema,
	})
	.meta({ id: 'InterestDefaults' })
export type InterestDefaults = z.infer<typeof interestDefaultsSchema>

/** Text the owner may clear: blank or null clears it, otherwise trimmed. */
const clearable = (text: z.ZodString) =>
	text
		.nullable()
		.optional()
		.transform((value) => (value === '' ? null : value))

/** A unit's tax id (CNPJ, EIN…) as the owner writes it. */
export const unitDocumentSchema = z.string().trim().max(40)
export const unitAddressSchema = z.string().trim().max(300)

/** Digits, spaces and + ( ) . -, from a + or a digit to a digit: a phone as people write it. */
const PHONE = String.raw`\+?[0-9][0-9 ().-]*[0-9]`
export const PHONE_MAX = 30

/** A unit's phone: the web's form takes it as it is, the API also blank (which clears it). */
export const phoneSchema = z
	.string()
	.trim()
	.max(PHONE_MAX)
	.regex(new RegExp(`^${PHONE}$`))

export const latitudeSchema = z.number().min(-90).max(90)
export const longitudeSchema = z.number().min(-180).max(180)

/**
 * `PUT /units/{unitId}`'s fields without the rule that ties two of them, so that a form may pick
 * them (zod refuses `.pick` on a refined object).
 */
export const unitUpdateFieldsSchema = z.object({
	name: nameSchema.optional(),
	document: clearable(unitDocumentSchema),
	country: countryNameSchema.optional(),
	/** Changing it is refused (409) once the unit's cashiers hold money; see unit-currency.ts. */
	currency: currencyCodeSchema.optional(),
	timezone: timeZoneSchema.optional(),
	phone: z
		.string()
		.trim()
		.max(PHONE_MAX)
		.regex(new RegExp(`^(${PHONE}|)$`))
		.nullable()
		.optional()
		.transform((value) => (value === '' ? null : value))
		.meta({ description: 'Digits, spaces and + ( ) . -', example: '+55 11 3333-4444' }),
	email: z
		.union([emailSchema, z.literal('').transform(() => null)])
		.nullable()
		.optional(),
	address: clearable(unitAddressSchema),
	latitude: latitudeSchema.nullable().optional(),
	longitude: longitudeSchema.nullable().optional(),
	interestDefaults: interestDefaultsSchema.optional(),
})

/**
 * `PUT /units/{unitId}`: the fields to change. A field left out keeps its value, one given
 * replaces it, `null` (or blank text) clears an optional one — so the edit screen sends the
 * details and the settings screen the defaults, each without the other's. Latitude and longitude
 * are a pair: given together, both numbers or both null.
 */
export const unitUpdateBodySchema = unitUpdateFieldsSchema
	.superRefine((body, context) => {
		const { latitude, longitude } = body
		if (latitude === undefined && longitude === undefined) return
		if (
			(latitude === null || latitude === undefined) !==
			(longitude === null || longitude === undefined)
		) {
			context.addIssue({
				code: 'custom',
				path: [latitude === null || latitude === undefined ? 'latitude' : 'longitude'],
				message: 'Latitude and longitude go together: give both, or clear both.',
			})
		}
	})
	.meta({ id: 'UnitUpdateBody' })
export type UnitUpdateBody = z.infer<typeof unitUpdateBodySchema>

/**
 * The x-ray's figures, counted live (archived cashiers, categories, clients or suppliers and
 * products left out; collaborators of the unit itself, not of its company). Reports add their figures here when they arrive; clients ignore keys they
 * do not know.
 */
export const unitFiguresSchema = z
	.object({
		cashiers: z.number().int(),
		/** The sum of the live cashiers' balances, in the unit's currency's minor unit. */
		balance: z.number().int(),
		categories: z.number().int(),
		collaborators: z.number().int(),
		clientsOrSuppliers: z.number().int(),
		products: z.number().int(),
	})
	.meta({ id: 'UnitFigures' })
export type UnitFigures = z.infer<typeof unitFiguresSchema>

/** How many cashiers `GET /units/{unitId}/full` lists; `figures.cashiers` counts them all. */
export const FULL_UNIT_CASHIERS = 50

/** `GET /units/{unitId}/full`: the unit and what its x-ray menu shows. */
export const unitFullSchema = z
	.object({
		unit: unitSchema,
		interestDefaults: interestDefaultsSchema,
		/** The first live cashiers by name, each with its balance. */
		cashiers: z.array(cashierSchema),
		figures: unitFiguresSchema,
	})
	.meta({ id: 'UnitFull' })
export type UnitFull = z.infer<typeof unitFullSchema>
