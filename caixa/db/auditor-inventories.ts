import { type Kysely } from 'kysely'
import { requireAuditedCashier } from './audit-access'
import { type Database } from './database'
import { type LedgerCashier } from './ledger-cashier'

// The auditor space reads a cashier's records with the writers' own queries (db/inventories.ts):
// what they need of the cashier is its LedgerCashier, here for its accepted auditor.

/**
 * The cashier as its ledger reads it, when the profile audits it (accepted): the auditor space's
 * one gate (audit-access.ts), then the unit's money and calendar by key. Anyone else — writers of
 * the cashier included — gets the 404 of a cashier that does not exist.
 */
export async function requireAuditedLedgerCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<LedgerCashier> {
	const audited = await requireAuditedCashier(db, profileId, cashierId)
	const unit = await db
		.selectFrom('units')
		.select(['country', 'monthly_interest_basis_points', 'late_fee_basis_points'])
		.where('id', '=', audited.unitId)
		.executeTakeFirstOrThrow()
	return {
		id: audited.id,
		unitId: audited.unitId,
		role: 'AUDITOR',
		archived: audited.archived,
		country: unit.country,
		currency: audited.currency,
		timezone: audited.unitTimezone,
		monthlyInterestBasisPoints: unit.monthly_interest_basis_points,
		lateFeeBasisPoints: unit.late_fee_basis_points,
	}
}

/** Whether the cashier has this live record (a deleted one takes no reaction or comment). */
export async function hasLiveRecord(
	db: Kysely<Database>,
	cashierId: string,
	inventoryId: string,
): Promise<boolean> {
	const row = await db
		.selectFrom('inventories')
		.select('id')
		.where('id', '=', inventoryId)
		.where('cashier_id', '=', cashierId)
		.where('deleted_at', 'is', null)
		.executeTakeFirst()
	return row !== undefined
}
