import * as z from 'zod'
import { masterDataStates } from './master-data-states'

// What a unit's master data (categories, clients or suppliers, products) share.

/** Live (the default), archived, or both: a list's repeated `state` keys. */
export { masterDataStates }
export const masterDataStateSchema = z.enum(masterDataStates).meta({ id: 'MasterDataState' })
export type MasterDataState = z.infer<typeof masterDataStateSchema>

/** The name a picker shows. */
export const masterDataNameSchema = z.string().trim().min(1).max(80)

/** An optional text field: blank (or null) is no value. */
export function optionalText(max: number) {
	return z
		.string()
		.trim()
		.max(max)
		.nullish()
		.transform((value) => value || null)
}
