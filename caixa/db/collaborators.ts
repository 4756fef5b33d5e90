import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { normalizeEmail } from '@caixa/domain/email'
import { type Database } from './database'

// Who else works in a unit or a cashier, and who audits a cashier. Adding someone twice changes
// nothing. The unit's collaborators are managed by `/units/{unitId}/collaborators`; companies and
// cashiers reuse the profile search below (one rule for finding people, see findProfileToAdd).

/** A profile as the people who add it to their unit see it: enough to recognise the person. */
export interface ProfileCard {
	id: string
	name: string
	surname: string
	email: string
	photoMultimediaId: string | null
}

/** A collaborator of a unit: who, and since when. */
export interface CollaboratorView {
	profile: ProfileCard
	/** When they were added (epoch ms). */
	since: number
}

export interface CollaboratorPage {
	offset: number
	size: number
}

/**
 * The one way to find someone to add (to a unit, a company, a cashier): by their whole e-mail
 * address, in any case, answering that one profile or none. Never by part of an address or by
 * name, so that nobody can list the product's users: whoever asks must already know the person's
 * address, as they would to e-mail them. One read of the profiles' unique e-mail index.
 */
export async function findProfileToAdd(
	db: Kysely<Database>,
	email: string,
): Promise<ProfileCard | undefined> {
	const row = await db
		.selectFrom('profiles')
		.select(['id', 'name', 'surname', 'email', 'photo_multimedia_id'])
		.where('email', '=', normalizeEmail(email))
		.executeTakeFirst()
	return row && toCard(row)
}

/** Whether a profile exists, by id: the check before adding it somewhere. */
export async function profileExists(db: Kysely<Database>, profileId: string): Promise<boolean> {
	const row = await db
		.selectFrom('profiles')
		.select('id')
		.where('id', '=', profileId)
		.executeTakeFirst()
	return row !== undefined
}

/**
 * One page of a unit's collaborators, the latest added first (ties by profile id), in one query:
 * the primary key (unit_id, profile_id) finds them, each joined to its profile by id. The owner is
 * not among them (they own it).
 */
export async function listUnitCollaborators(
	db: Kysely<Database>,
	unitId: string,
	page: CollaboratorPage,
): Promise<CollaboratorView[]> {
	const rows = await unitCollaborators(db, unitId)
		.orderBy('unit_collaborators.created_at', 'desc')
		.orderBy('unit_collaborators.profile_id', 'desc')
		.offset(page.offset)
		.limit(page.size)
		.execute()
	return rows.map(toCollaborator)
}

/** One collaborator of a unit, or undefined when the profile is not one. */
export async function findUnitCollaborator(
	db: Kysely<Database>,
	unitId: string,
	profileId: string,
): Promise<CollaboratorView | undefined> {
	const row = await unitCollaborators(db, unitId)
		.where('unit_collaborators.profile_id', '=', profileId)
		.executeTakeFirst()
	return row && toCollaborator(row)
}

/** How many collaborators a unit has (its x-ray's figure). */
export async function countUnitCollaborators(
	db: Kysely<Database>,
	unitId: string,
): Promise<number> {
	const row = await db
		.selectFrom('unit_collaborators')
		.select((eb) => eb.fn.countAll<number | string>().as('count'))
		.where('unit_id', '=', unitId)
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

/** Takes a profile off a unit's collaborators; false when it was not one. */
export async function removeUnitCollaborator(
	db: Kysely<Database>,
	unitId: string,
	profileId: string,
): Promise<boolean> {
	const result = await db
		.deleteFrom('unit_collaborators')
		.where('unit_id', '=', unitId)
		.where('profile_id', '=', profileId)
		.executeTakeFirst()
	return result.numDeletedRows > 0n
}

function unitCollaborators(db: Kysely<Database>, unitId: string) {
	return db
		.selectFrom('unit_collaborators')
		.innerJoin('profiles', 'profiles.id', 'unit_collaborators.profile_id')
		.select([
			'profiles.id',
			'profiles.name',
			'profiles.surname',
			'profiles.email',
			'profiles.photo_multimedia_id',
			'unit_collaborators.created_at',
		])
		.where('unit_collaborators.unit_id', '=', unitId)
}

function toCard(row: {
	id: string
	name: string
	surname: string
	email: string
	photo_multimedia_id: string | null
}): ProfileCard {
	return {
		id: row.id,
		name: row.name,
		surname: row.surname,
		email: row.email,
		photoMultimediaId: row.photo_multimedia_id,
	}
}

function toCollaborator(row: Parameters<typeof toCard>[0] & { created_at: number }) {
	return { profile: toCard(row), since: row.created_at }
}

export async function addUnitCollaborator(
	db: Kysely<Database>,
	unitId: string,
	profileId: string,
	now: number,
): Promise<void> {
	await db
		.insertInto('unit_collaborators')
		.values({ unit_id: unitId, profile_id: profileId, created_at: now })
		.onConflict((conflict) => conflict.columns(['unit_id', 'profile_id']).doNothing())
		.execute()
}

export async function addCashierCollaborator(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
	now: number,
): Promise<void> {
	await db
		.insertInto('cashier_collaborators')
		.values({ cashier_id: cashierId, profile_id: profileId, created_at: now })
		.onConflict((conflict) => conflict.columns(['cashier_id', 'profile_id']).doNothing())
		.execute()
}

/**
 * An auditor's request to audit a cashier, accepted at `acceptedAt` or pending (null). A second
 * call for the same pair sets the acceptance anew and keeps the row's id.
 */
export async function addCashierAuditor(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
	acceptedAt: number | null,
	now: number,
): Promise<string> {
	const row = await db
		.insertInto('cashier_auditors')
		.values({
			id: randomUUID(),
			cashier_id: cashierId,
			profile_id: profileId,
			accepted_at: acceptedAt,
			created_at: now,
		})
		.onConflict((conflict) =>
			conflict.columns(['cashier_id', 'profile_id']).doUpdateSet({ accepted_at: acceptedAt }),
		)
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/*
 * A company's collaborators: people who work in every unit of it (caixa/db/access.ts gives them
 * COLLABORATOR on each). The same shapes as a unit's, on the company's primary key.
 */

/** One page of a company's collaborators, the latest added first (ties by profile id). */
export async function listCompanyCollaborators(
	db: Kysely<Database>,
	companyId: string,
	page: CollaboratorPage,
): Promise<CollaboratorView[]> {
	const rows = await companyCollaborators(db, companyId)
		.orderBy('company_collaborators.created_at', 'desc')
		.orderBy('company_collaborators.profile_id', 'desc')
		.offset(page.offset)
		.limit(page.size)
		.execute()
	return rows.map(toCollaborator)
}

/** One collaborator of a company, or undefined when the profile is not one. */
export async function findCompanyCollaborator(
	db: Kysely<Database>,
	companyId: string,
	profileId: string,
): Promise<CollaboratorView | undefined> {
	const row = await companyCollaborators(db, companyId)
		.where('company_collaborators.profile_id', '=', profileId)
		.executeTakeFirst()
	return row && toCollaborator(row)
}

export async function addCompanyCollaborator(
	db: Kysely<Database>,
	companyId: string,
	profileId: string,
	now: number,
): Promise<void> {
	await db
		.insertInto('company_collaborators')
		.values({ company_id: companyId, profile_id: profileId, created_at: now })
		.onConflict((conflict) => conflict.columns(['company_id', 'profile_id']).doNothing())
		.execute()
}

/** Takes a profile off a company's collaborators; false when it was not one. */
export async function removeCompanyCollaborator(
	db: Kysely<Database>,
	companyId: string,
	profileId: string,
): Promise<boolean> {
	const result = await db
		.deleteFrom('company_collaborators')
		.where('company_id', '=', companyId)
		.where('profile_id', '=', profileId)
		.executeTakeFirst()
	return result.numDeletedRows > 0n
}

function companyCollaborators(db: Kysely<Database>, companyId: string) {
	return db
		.selectFrom('company_collaborators')
		.innerJoin('profiles', 'profiles.id', 'company_collaborators.profile_id')
		.select([
			'profiles.id',
			'profiles.name',
			'profiles.surname',
			'profiles.email',
			'profiles.photo_multimedia_id',
			'company_collaborators.created_at',
		])
		.where('company_collaborators.company_id', '=', companyId)
}
