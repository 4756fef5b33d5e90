import { type Kysely } from 'kysely'
import { insertCashier } from '@caixa/db/cashiers'
import {
	addCashierAuditor,
	addCashierCollaborator as insertCashierCollaborator,
	addUnitCollaborator as insertUnitCollaborator,
} from '@caixa/db/collaborators'
import { type CashierRow, type Database, type UnitRow } from '@caixa/db/database'
import { moveLedgerVolume } from '@caixa/db/ledger-volume'
import { openingVolume } from '@caixa/domain/ledger-bounds'
import { quickStart } from '@caixa/services/cashiers'

// Units, cashiers and who works in them, written straight to a database: for API tests, and for
// Playwright's real-mode seeding (which opens the real server's SQLite file and passes it here).
// Nothing here loads the HTTP app. `now` defaults to the real time, as the real server's clock.

export interface UnitWithCashierOverrides {
	unitName?: string
	cashierName?: string
	/** Default BRAZIL (so BRL and America/Sao_Paulo, unless given). */
	country?: string
	currency?: string
	timezone?: string
	openingBalance?: number
	/** Default: today in the unit's zone. */
	openingDate?: string
	now?: number
}

export interface UnitWithCashier {
	unit: UnitRow
	cashier: CashierRow
}

/**
 * A unit owned by the profile with its default categories and first cashier, made the way the
 * quick start makes them; then the cashier's opening balance and date as asked.
 */
export async function createUnitWithCashier(
	db: Kysely<Database>,
	ownerProfileId: string,
	overrides: UnitWithCashierOverrides = {},
): Promise<UnitWithCashier> {
	const now = overrides.now ?? Date.now()
	const owner = await db
		.selectFrom('profiles')
		.select(['id', 'language'])
		.where('id', '=', ownerProfileId)
		.executeTakeFirstOrThrow()
	const { unit, cashier } = await quickStart(
		db,
		owner,
		{
			unitName: overrides.unitName ?? 'Padaria Central',
			cashierName: overrides.cashierName ?? 'Main till',
			country: overrides.country ?? 'BRAZIL',
			currency: overrides.currency,
			timezone: overrides.timezone,
		},
		now,
	)
	const openingBalance = overrides.openingBalance ?? cashier.openingBalance
	const row = await db
		.updateTable('cashiers')
		.set({
			opening_balance: openingBalance,
			balance: openingBalance,
			opening_date: overrides.openingDate ?? cashier.openingDate,
		})
		.where('id', '=', cashier.id)
		.returningAll()
		.executeTakeFirstOrThrow()
	// As the API keeps it: the opening balance's size in the unit's ledger volume (ledger-bounds.ts).
	await moveLedgerVolume(db, unit.id, openingVolume(openingBalance))
	return { unit, cashier: row }
}

export interface CashierOverrides {
	name?: string
	openingBalance?: number
	openingDate?: string
	/** Who made it; default the unit's owner. */
	createdByProfileId?: string
	/** When it was made: what `sort=newest` orders by. */
	now?: number
}

/** One more cashier in a unit, whoever its creator (the API lets only the owner add one). */
export async function createCashier(
	db: Kysely<Database>,
	unitId: string,
	overrides: CashierOverrides = {},
): Promise<CashierRow> {
	const unit = await db
		.selectFrom('units')
		.select(['owner_profile_id'])
		.where('id', '=', unitId)
		.executeTakeFirstOrThrow()
	const cashier = await insertCashier(
		db,
		{
			unitId,
			name: overrides.name ?? 'Another till',
			openingBalance: overrides.openingBalance ?? 0,
			openingDate: overrides.openingDate ?? '2025-01-01',
			createdByProfileId: overrides.createdByProfileId ?? unit.owner_profile_id,
		},
		overrides.now ?? Date.now(),
	)
	await moveLedgerVolume(db, unitId, openingVolume(cashier.opening_balance))
	return cashier
}

/** Makes the profile a collaborator of the whole unit (every cashier of it). */
export function addUnitCollaborator(
	db: Kysely<Database>,
	unitId: string,
	profileId: string,
	now = Date.now(),
): Promise<void> {
	return insertUnitCollaborator(db, unitId, profileId, now)
}

/** Makes the profile a collaborator of this one cashier. */
export function addCashierCollaborator(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
	now = Date.now(),
): Promise<void> {
	return insertCashierCollaborator(db, cashierId, profileId, now)
}

/** An auditor of the cashier: accepted (default), or a pending request. Answers the invite's id. */
export function addAuditor(
	db: Kysely<Database>,
	cashierId: string,
	profileId: string,
	options: { accepted?: boolean; now?: number } = {},
): Promise<string> {
	const now = options.now ?? Date.now()
	return addCashierAuditor(db, cashierId, profileId, (options.accepted ?? true) ? now : null, now)
}

/** Archives a cashier: it leaves every list. */
export async function archiveCashier(
	db: Kysely<Database>,
	cashierId: string,
	now = Date.now(),
): Promise<void> {
	await db.updateTable('cashiers').set({ archived_at: now }).where('id', '=', cashierId).execute()
}
