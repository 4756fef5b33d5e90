import { type Kysely } from 'kysely'
import { normalizeEmail } from '@caixa/domain/email'
import { type Database, type ProfileRow } from './database'

/**
 * Makes a profile staff of the product, or not (DOMAIN.md "Management"). Only the operator
 * command calls this: no API call can, so no web session can grant it.
 * Answers the profile as it now is, or undefined when no profile has that address.
 */
export function setManagement(
	db: Kysely<Database>,
	email: string,
	management: boolean,
): Promise<ProfileRow | undefined> {
	return db
		.updateTable('profiles')
		.set({ management: management ? 1 : 0 })
		.where('email', '=', normalizeEmail(email))
		.returningAll()
		.executeTakeFirst()
}
