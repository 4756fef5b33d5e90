import { type Kysely } from 'kysely'
import { type Language } from '@caixa/contract/enums'
import { type Session } from '@caixa/contract/session'
import { type Database } from '@caixa/db/database'
import { migratedDefaultDatabase } from '@caixa/db/default-database'
import { findProfileByEmail, insertProfile } from '@caixa/db/profiles'
import { issueSession } from '@caixa/db/sessions'
import { writeTransaction } from '@caixa/db/transaction'
import { defaultSessionPolicy, type SessionPolicy } from '@caixa/domain/session-token'
import { type SessionProfile, presentProfile, presentSession } from '@caixa/http/presenters/session'
import { type Clock, systemClock } from '@caixa/services/clock'

export interface MintSessionInput {
	name: string
	surname: string
	email: string
	language?: Language
	country?: string | null
}

export interface MintedSession {
	/** The bearer token, as sign-in would have answered it. */
	token: string
	profile: SessionProfile
	/** What GET /caixa/api/session answers for this token. */
	session: Session
}

/**
 * Signs someone in without the e-mail round trip, for tests and Playwright: finds the profile
 * by e-mail or creates it, and issues a session for it straight in the database. Without a `db`
 * it uses the process's own (DATA_DIR / DATABASE_URL), the one a running API serves.
 */
export async function mintSession(
	input: MintSessionInput,
	options: { db?: Kysely<Database>; clock?: Clock; sessionPolicy?: SessionPolicy } = {},
): Promise<MintedSession> {
	const db = options.db ?? (await migratedDefaultDatabase())
	const now = (options.clock ?? systemClock).now()
	const policy = options.sessionPolicy ?? defaultSessionPolicy
	return writeTransaction(db, async (trx) => {
		const profile =
			(await findProfileByEmail(trx, input.email)) ?? (await insertProfile(trx, input, now))
		const { token } = await issueSession(trx, profile.id, now, policy)
		return { token, profile: presentProfile(profile), session: presentSession(token, profile) }
	})
}
