import { type Kysely } from 'kysely'
import { type Database, type ProfileRow } from './database'
import { newProfileValues, type NewProfileInput } from './profiles'

/**
 * Creates a profile unless its address already has one, and answers it, or undefined when the
 * address was taken — also by a concurrent request, which the unique index settles without an
 * error, so two sign-ups of one address never fail half-way.
 */
export function insertProfileUnlessTaken(
	db: Kysely<Database>,
	input: NewProfileInput,
	now: number,
): Promise<ProfileRow | undefined> {
	return db
		.insertInto('profiles')
		.values({ ...newProfileValues(input, now), email_verified_at: null })
		.onConflict((conflict) => conflict.column('email').doNothing())
		.returningAll()
		.executeTakeFirst()
}

/** Records that the profile proved it owns its address; the first proof's moment is kept. */
export async function markEmailVerified(
	db: Kysely<Database>,
	profileId: string,
	now: number,
): Promise<ProfileRow> {
	await db
		.updateTable('profiles')
		.set({ email_verified_at: now })
		.where('id', '=', profileId)
		.where('email_verified_at', 'is', null)
		.execute()
	return db.selectFrom('profiles').selectAll().where('id', '=', profileId).executeTakeFirstOrThrow()
}
