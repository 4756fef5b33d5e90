import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { type Language } from '@caixa/contract/enums'
import { type ProfileCard } from './collaborators'
import { type Database } from './database'

// The rows of the auditor handshake (table cashier_auditors, one per cashier and profile): a
// request to audit is a row with accepted_at null, accepting it stamps accepted_at, declining or
// removing deletes it. services/auditors.ts holds who may do which.

/** A row of a cashier's auditors, with the profile of whoever asked. */
export interface CashierAuditorView {
	id: string
	cashierId: string
	profile: ProfileCard
	createdAt: number
	acceptedAt: number | null
}

export interface AuditorPage {
	offset: number
	size: number
}

/**
 * A page of a cashier's auditors: pending requests first, then accepted auditors; the newest
 * first within each (asked at for a request, accepted at for an auditor), ties by id, so pages
 * never overlap. A cashier has a handful: the pair's unique key (cashier_id first) finds them.
 */
export async function listCashierAuditors(
	db: Kysely<Database>,
	cashierId: string,
	page: AuditorPage,
): Promise<CashierAuditorView[]> {
	const rows = await auditorRows(db)
		.where('cashier_auditors.cashier_id', '=', cashierId)
		.orderBy(sql`case when ${sql.ref('cashier_auditors.accepted_at')} is null then 0 else 1 end`)
		.orderBy(
			sql`coalesce(${sql.ref('cashier_auditors.accepted_at')}, ${sql.ref('cashier_auditors.created_at')})`,
			'desc',
		)
		.orderBy('cashier_auditors.id', 'desc')
		.offset(page.offset)
		.limit(page.size)
		.execute()
	return rows.map(toView)
}

/** One row of the cashier's auditors by its id, or undefined (another cashier's too). */
export async function findCashierAuditor(
	db: Kysely<Database>,
	cashierId: string,
	id: string,
): Promise<CashierAuditorView | undefined> {
	const row = await auditorRows(db)
		.where('cashier_auditors.id', '=', id)
		.where('cashier_auditors.cashier_id', '=', cashierId)
		.executeTakeFirst()
	return row && toView(row)
}

/** The profile's row for a cashier, pending or accepted, or undefined. */
export async function findAuditRequest(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
): Promise<{ id: string; acceptedAt: number | null } | undefined> {
	const row = await db
		.selectFrom('cashier_auditors')
		.select(['id', 'accepted_at'])
		.where('cashier_id', '=', cashierId)
		.where('profile_id', '=', profileId)
		.executeTakeFirst()
	return row && { id: row.id, acceptedAt: row.accepted_at }
}

/**
 * Writes a pending request unless the pair has a row already, and says whether it wrote one. One
 * statement on the pair's unique constraint, so asks at once from any process leave one row and
 * exactly one of them is told it was new.
 */
export async function insertAuditRequest(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
	now: number,
): Promise<boolean> {
	const rows = await db
		.insertInto('cashier_auditors')
		.values({
			id: randomUUID(),
			cashier_id: cashierId,
			profile_id: profileId,
			accepted_at: null,
			created_at: now,
		})
		.onConflict((conflict) => conflict.columns(['cashier_id', 'profile_id']).doNothing())
		.returning('id')
		.execute()
	return rows.length > 0
}

/** Stamps a pending request of the cashier accepted; an accepted one keeps its first moment. */
export async function acceptAuditRequest(
	db: Kysely<Database>,
	cashierId: string,
	id: string,
	now: number,
): Promise<void> {
	await db
		.updateTable('cashier_auditors')
		.set({ accepted_at: now })
		.where('id', '=', id)
		.where('cashier_id', '=', cashierId)
		.where('accepted_at', 'is', null)
		.execute()
}

/**
 * Deletes a row of the cashier by id, only when it is of the kind named (an accepted auditor or a
 * pending request: each has its own path); false when there was none such.
 */
export async function deleteCashierAuditor(
	db: Kysely<Database>,
	cashierId: string,
	id: string,
	status: 'ACCEPTED' | 'PENDING',
): Promise<boolean> {
	const result = await db
		.deleteFrom('cashier_auditors')
		.where('id', '=', id)
		.where('cashier_id', '=', cashierId)
		.where('accepted_at', status === 'ACCEPTED' ? 'is not' : 'is', null)
		.executeTakeFirst()
	return result.numDeletedRows > 0n
}

/** The auditor leaves a cashier they audit (accepted); false when they did not audit it. */
export async function deleteOwnAudit(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<boolean> {
	const result = await db
		.deleteFrom('cashier_auditors')
		.where('cashier_id', '=', cashierId)
		.where('profile_id', '=', profileId)
		.where('accepted_at', 'is not', null)
		.executeTakeFirst()
	return result.numDeletedRows > 0n
}

/** A cashier as its invite link shows it, with its unit's owner (who is mailed about requests). */
export interface InvitedCashier {
	id: string
	name: string
	unitName: string
	archived: boolean
	owner: {
		id: string
		name: string
		surname: string
		email: string
		language: Language
		photoMultimediaId: string | null
	}
}

/** The cashier, its unit's name and owner, by the cashier's id: three reads by primary key. */
export async function findInvitedCashier(
	db: Kysely<Database>,
	cashierId: string,
): Promise<InvitedCashier | undefined> {
	const row = await db
		.selectFrom('cashiers')
		.innerJoin('units', 'units.id', 'cashiers.unit_id')
		.innerJoin('profiles', 'profiles.id', 'units.owner_profile_id')
		.select([
			'cashiers.id',
			'cashiers.name',
			'cashiers.archived_at',
			'units.name as unit_name',
			'profiles.id as owner_id',
			'profiles.name as owner_name',
			'profiles.surname as owner_surname',
			'profiles.email as owner_email',
			'profiles.language as owner_language',
			'profiles.photo_multimedia_id as owner_photo_multimedia_id',
		])
		.where('cashiers.id', '=', cashierId)
		.executeTakeFirst()
	if (!row) return undefined
	return {
		id: row.id,
		name: row.name,
		unitName: row.unit_name,
		archived: row.archived_at !== null,
		owner: {
			id: row.owner_id,
			name: row.owner_name,
			surname: row.owner_surname,
			email: row.owner_email,
			language: row.owner_language,
			photoMultimediaId: row.owner_photo_multimedia_id,
		},
	}
}

function auditorRows(db: Kysely<Database>) {
	return db
		.selectFrom('cashier_auditors')
		.innerJoin('profiles', 'profiles.id', 'cashier_auditors.profile_id')
		.select([
			'cashier_auditors.id',
			'cashier_auditors.cashier_id',
			'cashier_auditors.accepted_at',
			'cashier_auditors.created_at',
			'profiles.id as profile_id',
			'profiles.name',
			'profiles.surname',
			'profiles.email',
			'profiles.photo_multimedia_id',
		])
}

type AuditorRow = Awaited<ReturnType<ReturnType<typeof auditorRows>['execute']>>[number]

function toView(row: AuditorRow): CashierAuditorView {
	return {
		id: row.id,
		cashierId: row.cashier_id,
		profile: {
			id: row.profile_id,
			name: row.name,
			surname: row.surname,
			email: row.email,
			photoMultimediaId: row.photo_multimedia_id,
		},
		createdAt: row.created_at,
		acceptedAt: row.accepted_at,
	}
}
