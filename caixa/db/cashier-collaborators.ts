import { type Kysely } from 'kysely'
import { type CollaboratorPage, type CollaboratorView } from './collaborators'
import { type Database } from './database'

// Who works in one cashier only (spec §7 "Cashier of unit … collaborators"): seen and managed by
// the unit's owner. Adding is collaborators.ts's addCashierCollaborator; finding someone to add is
// its findProfileToAdd (services/profile-search.ts), the one rule for every kind of collaborator.

/**
 * One page of a cashier's collaborators, the latest added first (ties by profile id), in one
 * query: the primary key (cashier_id, profile_id) finds them, each joined to its profile by id.
 */
export async function listCashierCollaborators(
	db: Kysely<Database>,
	cashierId: string,
	page: CollaboratorPage,
): Promise<CollaboratorView[]> {
	const rows = await cashierCollaborators(db, cashierId)
		.orderBy('cashier_collaborators.created_at', 'desc')
		.orderBy('cashier_collaborators.profile_id', 'desc')
		.offset(page.offset)
		.limit(page.size)
		.execute()
	return rows.map(toCollaborator)
}

/** One collaborator of a cashier, or undefined when the profile is not one. */
export async function findCashierCollaborator(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
): Promise<CollaboratorView | undefined> {
	const row = await cashierCollaborators(db, cashierId)
		.where('cashier_collaborators.profile_id', '=', profileId)
		.executeTakeFirst()
	return row && toCollaborator(row)
}

/** Takes a profile off a cashier's collaborators; false when it was not one. */
export async function removeCashierCollaborator(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
): Promise<boolean> {
	const result = await db
		.deleteFrom('cashier_collaborators')
		.where('cashier_id', '=', cashierId)
		.where('profile_id', '=', profileId)
		.executeTakeFirst()
	return result.numDeletedRows > 0n
}

function cashierCollaborators(db: Kysely<Database>, cashierId: string) {
	return db
		.selectFrom('cashier_collaborators')
		.innerJoin('profiles', 'profiles.id', 'cashier_collaborators.profile_id')
		.select([
			'profiles.id',
			'profiles.name',
			'profiles.surname',
			'profiles.email',
			'profiles.photo_multimedia_id',
			'cashier_collaborators.created_at',
		])
		.where('cashier_collaborators.cashier_id', '=', cashierId)
}

type CollaboratorRow = Awaited<
	ReturnType<ReturnType<typeof cashierCollaborators>['execute']>
>[number]

function toCollaborator(row: CollaboratorRow): CollaboratorView {
	return {
		profile: {
			id: row.id,
			name: row.name,
			surname: row.surname,
			email: row.email,
			photoMultimediaId: row.photo_multimedia_id,
		},
		since: row.created_at,
	}
}
