import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { type AccessLinkPurpose, type Database } from './database'

export interface NewAccessLink {
	email: string
	profileId: string
	purpose: AccessLinkPurpose
	/** hashToken(token): the token itself is mailed and never stored. */
	tokenHash: string
	expiresAt: number
}

export async function insertAccessLink(
	db: Kysely<Database>,
	link: NewAccessLink,
	now: number,
): Promise<void> {
	await db
		.insertInto('access_links')
		.values({
			id: randomUUID(),
			email: link.email,
			token_hash: link.tokenHash,
			purpose: link.purpose,
			profile_id: link.profileId,
			expires_at: link.expiresAt,
			used_at: null,
			created_at: now,
		})
		.execute()
}

/**
 * Uses a link up, if it is still good, in one conditional UPDATE: of two concurrent checks of the
 * same link only one finds `used_at` still null (PostgreSQL re-checks the condition after waiting
 * for the other's row lock; SQLite runs one writer at a time), so a link signs in once.
 */
export async function consumeAccessLink(
	db: Kysely<Database>,
	tokenHash: string,
	now: number,
): Promise<{ profileId: string } | undefined> {
	const row = await db
		.updateTable('access_links')
		.set({ used_at: now })
		.where('token_hash', '=', tokenHash)
		.where('used_at', 'is', null)
		.where('expires_at', '>', now)
		.where('profile_id', 'is not', null)
		.returning('profile_id')
		.executeTakeFirst()
	return row?.profile_id ? { profileId: row.profile_id } : undefined
}

/** A link as it stands, to say why it was refused. */
export function findAccessLink(db: Kysely<Database>, tokenHash: string) {
	return db
		.selectFrom('access_links')
		.select(['used_at', 'expires_at', 'profile_id'])
		.where('token_hash', '=', tokenHash)
		.executeTakeFirst()
}
