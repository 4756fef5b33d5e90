import { type Kysely } from 'kysely'
import { findProfileToAdd, type ProfileCard } from '@caixa/db/collaborators'
import { type Database } from '@caixa/db/database'
import { type RateLimit } from '@caixa/domain/rate-limit'
import { enforceRateLimit } from './rate-limiter'

// Finding someone to add to a unit (and to a company or a cashier: one rule for all of them).
// Only a whole e-mail address finds a profile (findProfileToAdd), so nobody can list the
// product's users by name; and each caller may ask a limited number of times, so that guessing
// addresses in bulk to learn who has an account is slow. 30 an hour is far more than adding
// one's colleagues takes.

export const profileSearchesPerProfile: RateLimit = {
	name: 'profile-search-per-profile',
	max: 30,
	windowMs: 60 * 60 * 1000,
}

/** The profile with this whole e-mail address, or none; 429 past the caller's hourly searches. */
export async function searchProfileToAdd(
	db: Kysely<Database>,
	callerProfileId: string,
	email: string,
	now: number,
): Promise<ProfileCard | undefined> {
	await enforceRateLimit(
		db,
		profileSearchesPerProfile,
		callerProfileId,
		now,
		`You can look people up ${profileSearchesPerProfile.max} times an hour. Try again later.`,
	)
	return findProfileToAdd(db, email)
}
