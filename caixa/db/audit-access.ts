import { type Kysely } from 'kysely'
import { notFound } from '@caixa/domain/errors'
import { type Database } from './database'

// The auditor API space's one gate (DOMAIN.md "Roles": an auditor reads a cashier through the
// auditor API only). Only an ACCEPTED request lets anyone in: a pending requester, a writer of
// the cashier who does not audit it, and a stranger all get the 404 of a cashier that does not
// exist, so the two spaces stay apart and ids leak nothing.

/** A cashier as its accepted auditor reads it: names, the unit's zone, the currency. */
export interface AuditedCashierView {
	id: string
	name: string
	unitId: string
	unitName: string
	unitPhotoMultimediaId: string | null
	/** The unit's IANA zone: the cashier's calendar days. */
	unitTimezone: string
	currency: string
	/** Its books stay readable to its auditors, as to its writers. */
	archived: boolean
}

/**
 * The cashier when the profile audits it (accepted), else undefined. One read: the pair's unique
 * key (cashier_id, profile_id), then the cashier and its unit by primary key.
 */
export async function findAuditedCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<AuditedCashierView | undefined> {
	const row = await db
		.selectFrom('cashier_auditors')
		.innerJoin('cashiers', 'cashiers.id', 'cashier_auditors.cashier_id')
		.innerJoin('units', 'units.id', 'cashiers.unit_id')
		.select([
			'cashiers.id',
			'cashiers.name',
			'cashiers.archived_at',
			'units.id as unit_id',
			'units.name as unit_name',
			'units.photo_multimedia_id as unit_photo_multimedia_id',
			'units.timezone as unit_timezone',
			'units.currency',
		])
		.where('cashier_auditors.cashier_id', '=', cashierId)
		.where('cashier_auditors.profile_id', '=', profileId)
		.where('cashier_auditors.accepted_at', 'is not', null)
		.executeTakeFirst()
	if (!row) return undefined
	return {
		id: row.id,
		name: row.name,
		unitId: row.unit_id,
		unitName: row.unit_name,
		unitPhotoMultimediaId: row.unit_photo_multimedia_id,
		unitTimezone: row.unit_timezone,
		currency: row.currency,
		archived: row.archived_at !== null,
	}
}

/**
 * The auditor space's check before anything else of a cashier is read: the cashier, or the 404
 * of one that does not exist to whoever does not audit it (accepted).
 */
export async function requireAuditedCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<AuditedCashierView> {
	const cashier = await findAuditedCashier(db, profileId, cashierId)
	if (!cashier) throw notFound('No cashier you audit has this id.')
	return cashier
}
