import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { normalizeEmail } from '@caixa/domain/email'
import { type Database, type UnitCollaboratorsTable } from './database'

// Who else works in a unit, a cashier or a company (one table each, the same shape: the scope's id,
// the profile's id, when it was added), and who audits a cashier. The three kinds are read and
// written by the same functions below, named by their CollaboratorScope, so that they cannot drift
// apart; services/collaborators.ts holds the rules around them. Adding someone twice changes nothing.

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

/** Where someone collaborates: a unit, one cashier, or every unit of a company. */
export type CollaboratorScope = 'unit' | 'cashier' | 'company'

// Each scope's table and the column holding the scope's id. The tables differ only in that column.
const scopeTables = {
	unit: { table: 'unit_collaborators', key: 'unit_id' },
	cashier: { table: 'cashier_collaborators', key: 'cashier_id' },
	company: { table: 'company_collaborators', key: 'company_id' },
} as const

/**
 * One page of a scope's collaborators, the latest added first (ties by profile id), in one query:
 * the table's primary key (scope id, profile_id) finds them, each joined to its profile by id. A
 * unit's or a company's owner is not among them (they own it).
 */
export async function listCollaborators(
	db: Kysely<Database>,
	scope: CollaboratorScope,
	scopeId: string,
	page: CollaboratorPage,
): Promise<CollaboratorView[]> {
	const rows = await collaboratorsOf(db, scope, scopeId)
		.orderBy('c.created_at', 'desc')
		.orderBy('c.profile_id', 'desc')
		.offset(page.offset)
		.limit(page.size)
		.execute()
	return rows.map(toCollaborator)
}

/** One collaborator of a scope, or undefined when the profile is not one. */
export async function findCollaborator(
	db: Kysely<Database>,
	scope: CollaboratorScope,
	scopeId: string,
	profileId: string,
): Promise<CollaboratorView | undefined> {
	const row = await collaboratorsOf(db, scope, scopeId)
		.where('c.profile_id', '=', profileId)
		.executeTakeFirst()
	return row && toCollaborator(row)
}

/** How many collaborators a scope has (a unit's x-ray figure). */
export async function countCollaborators(
	db: Kysely<Database>,
	scope: CollaboratorScope,
	scopeId: string,
): Promise<number> {
	const { table, key } = scopeTables[scope]
	const row = await db
		.selectFrom(table)
		.select((eb) => eb.fn.countAll<number | string>().as('count'))
		.where(key, '=', scopeId)
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

/** Adds a profile to a scope's collaborators; nothing happens when it is one already. */
export async function addCollaborator(
	db: Kysely<Database>,
	scope: CollaboratorScope,
	scopeId: string,
	profileId: string,
	now: number,
): Promise<void> {
	const { table, key } = scopeTables[scope]
	await sql`insert into ${sql.table(table)} (${sql.ref(key)}, profile_id, created_at)
		values (${scopeId}, ${profileId}, ${now})
		on conflict (${sql.ref(key)}, profile_id) do nothing`.execute(db)
}

/** Takes a profile off a scope's collaborators; false when it was not one. */
export async function removeCollaborator(
	db: Kysely<Database>,
	scope: CollaboratorScope,
	scopeId: string,
	profileId: string,
): Promise<boolean> {
	const { table, key } = scopeTables[scope]
	const result = await db
		.deleteFrom(table)
		.where(key, '=', scopeId)
		.where('profile_id', '=', profileId)
		.executeTakeFirst()
	return result.numDeletedRows > 0n
}

/** listCollaborators for a company (access.test.ts reads it by this name). */
export function listCompanyCollaborators(
	db: Kysely<Database>,
	companyId: string,
	page: CollaboratorPage,
): Promise<CollaboratorView[]> {
	return listCollaborators(db, 'company', companyId, page)
}

/** addCollaborator for a unit (the test cast and organisation helpers use these names). */
export function addUnitCollaborator(
	db: Kysely<Database>,
	unitId: string,
	profileId: string,
	now: number,
): Promise<void> {
	return addCollaborator(db, 'unit', unitId, profileId, now)
}

/** addCollaborator for one cashier. */
export function addCashierCollaborator(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
	now: number,
): Promise<void> {
	return addCollaborator(db, 'cashier', cashierId, profileId, now)
}

/** addCollaborator for a company. */
export function addCompanyCollaborator(
	db: Kysely<Database>,
	companyId: string,
	profileId: string,
	now: number,
): Promise<void> {
	return addCollaborator(db, 'company', companyId, profileId, now)
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

function collaboratorsOf(db: Kysely<Database>, scope: CollaboratorScope, scopeId: string) {
	const { table, key } = scopeTables[scope]
	// The three tables have the same columns but the scope's id; Kysely types a union of them
	// loosely, so the alias `c` is typed as the unit's table and the scope's column is a raw ref.
	return db
		.selectFrom(sql<UnitCollaboratorsTable>`${sql.table(table)}`.as('c'))
		.innerJoin('profiles', 'profiles.id', 'c.profile_id')
		.select([
			'profiles.id',
			'profiles.name',
			'profiles.surname',
			'profiles.email',
			'profiles.photo_multimedia_id',
			'c.created_at',
		])
		.where(sql.ref(`c.${key}`), '=', scopeId)
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
