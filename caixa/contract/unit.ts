import * as z from 'zod'
import { countryNameSchema } from './country-codes'
import { pageQuerySchema, textQuerySchema } from './paging'
import { currencyCodeSchema } from './primitives'
import { timeZoneSchema } from './time-zone-schema'

export const unitRoles = ['OWNER', 'COLLABORATOR'] as const
export const unitRoleSchema = z.enum(unitRoles).meta({ id: 'UnitRole' })
export type UnitRole = z.infer<typeof unitRoleSchema>

/** A business: a shop, a restaurant (API.md "Unit"). One currency, one time zone. */
export const unitSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		document: z.string().nullable(),
		country: countryNameSchema,
		currency: currencyCodeSchema,
		timezone: timeZoneSchema,
		companyId: z.uuid().nullable(),
		information: z.object({
			/** The photo's path (`/caixa/api/multimedia/content/{id}.jpg`), as the session's photo. */
			photo: z.string().nullable(),
			address: z.string().nullable(),
			latitude: z.number().nullable(),
			longitude: z.number().nullable(),
			phone: z.string().nullable(),
			email: z.string().nullable(),
		}),
		role: unitRoleSchema,
	})
	.meta({ id: 'Unit' })
export type Unit = z.infer<typeof unitSchema>
export const unitListSchema = z.array(unitSchema)

/** `GET /units`: the units the caller owns or collaborates on, by name. */
export const unitListQuerySchema = pageQuerySchema.extend({
	query: textQuerySchema.meta({ description: 'Words the unit’s name must hold' }),
})
export type UnitListQuery = z.infer<typeof unitListQuerySchema>
