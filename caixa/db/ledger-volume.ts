import { type Kysely, sql } from 'kysely'
import { MAX_LEDGER_VOLUME } from '@caixa/domain/ledger-bounds'
import { type Database } from './database'
import { fitsLedgerVolumeSql, installmentVolumeSql } from './money-sql'

// A unit's ledger volume (domain/ledger-bounds.ts, migration 0011): kept in step by the writes,
// and recomputed from the books when asked (the migration's fill, the tests' invariant).

/**
 * Moves the unit's volume by `delta`, only while it stays within MAX_LEDGER_VOLUME: the guard is
 * in the UPDATE, so on PostgreSQL a second writer waits for the first's row lock and re-checks
 * against what it committed, and SQLite runs writers one at a time. The bound is compared as
 * `volume <= MAX − delta`, a safe integer computed here, so no sum past 2^53 is ever formed.
 * A service calls this as the last statement of its transaction (after the cashier's balance),
 * so every transaction takes the unit row last and none waits for another in a circle.
 * Answers whether it moved; a shrinking volume always does (never below 0).
 */
export async function moveLedgerVolume(
	db: Kysely<Database>,
	unitId: string,
	delta: number,
): Promise<boolean> {
	if (!Number.isSafeInteger(delta)) throw new RangeError(`Not a volume change: ${delta}`)
	if (delta === 0) return true
	if (delta < 0) {
		await db
			.updateTable('units')
			.set({
				ledger_volume: sql<number>`case when ledger_volume < ${-delta} then 0 else ledger_volume - ${-delta} end`,
			})
			.where('id', '=', unitId)
			.execute()
		return true
	}
	if (delta > MAX_LEDGER_VOLUME) return false
	const result = await db
		.updateTable('units')
		.set({ ledger_volume: sql<number>`ledger_volume + ${delta}` })
		.where('id', '=', unitId)
		.where(fitsLedgerVolumeSql(sql.ref('ledger_volume'), delta))
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/** The unit's volume as stored. */
export async function storedLedgerVolume(db: Kysely<Database>, unitId: string): Promise<number> {
	const row = await db
		.selectFrom('units')
		.select('ledger_volume')
		.where('id', '=', unitId)
		.executeTakeFirstOrThrow()
	return Number(row.ledger_volume)
}

/**
 * The unit's volume as its books say it must be: Σ |opening balance| of its cashiers (archived
 * ones too) + Σ amount + interest + late fee of the installments of its live records + twice the
 * amount of each live transfer (transferVolume). Read as text, so a figure past 2^53 (books
 * written before the bound) comes back whole, as a bigint.
 */
export async function ledgerVolumeOfBooks(db: Kysely<Database>, unitId: string): Promise<bigint> {
	const { rows } = await sql<{ volume: string | number | bigint }>`select cast((
		(select coalesce(sum(abs(c.opening_balance)), 0) from cashiers c where c.unit_id = ${unitId})
		+ (select coalesce(sum(${installmentVolumeSql('p')}), 0) from payments p
			where p.unit_id = ${unitId} and p.parent_id is null and p.voided_at is null)
		+ (select coalesce(sum(2 * t.amount), 0) from internal_transfers t
			where t.unit_id = ${unitId} and t.deleted_at is null)) as text) as volume`.execute(db)
	return BigInt(rows[0]?.volume ?? 0)
}
