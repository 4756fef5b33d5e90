import { type Kysely, sql } from 'kysely'
import { expect } from 'vitest'
import { type CategoryKind } from '@caixa/contract/category'
import { type Database } from '@caixa/db/database'
import { ledgerVolumeOfBooks, storedLedgerVolume } from '@caixa/db/ledger-volume'
import { MAX_LEDGER_VOLUME } from '@caixa/domain/ledger-bounds'

// The ledger's test helpers: the unit's default categories by kind, and the invariant every
// ledger test ends with (DOMAIN.md): balance = opening + cash moved in − cash moved out
// + transfers in − transfers out (live ones).

/** A live default category of the unit of this kind (every unit starts with both kinds). */
export async function categoryOfKind(
	db: Kysely<Database>,
	unitId: string,
	kind: CategoryKind,
): Promise<string> {
	const row = await db
		.selectFrom('categories')
		.select('id')
		.where('unit_id', '=', unitId)
		.where('kind', '=', kind)
		.where('archived_at', 'is', null)
		.orderBy('search_text')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Each cashier's stored balance beside what its books say it must be (one, or all). */
async function balancesAndBooks(
	db: Kysely<Database>,
	cashierId?: string,
): Promise<Array<{ id: string; balance: number; books: number }>> {
	const { rows } = await sql<{ id: string; balance: number | string; books: number | string }>`
		select c.id, c.balance, c.opening_balance + coalesce((
			select sum(case when p.input = 1 then p.cash_moved else -p.cash_moved end)
			from payments p where p.cashier_id = c.id and p.voided_at is null), 0)
			+ coalesce((select sum(t.amount) from internal_transfers t
				where t.to_cashier_id = c.id and t.deleted_at is null), 0)
			- coalesce((select sum(t.amount) from internal_transfers t
				where t.from_cashier_id = c.id and t.deleted_at is null), 0) as books
		from cashiers c ${cashierId === undefined ? sql`` : sql`where c.id = ${cashierId}`}`.execute(db)
	return rows.map((row) => ({ id: row.id, balance: Number(row.balance), books: Number(row.books) }))
}

/** The invariant: the stored running balance equals the books' sum. Answers the balance. */
export async function expectBalanceInvariant(
	db: Kysely<Database>,
	cashierId: string,
): Promise<number> {
	const [row] = await balancesAndBooks(db, cashierId)
	if (!row) throw new Error(`No cashier ${cashierId}`)
	expect(row.balance, 'the stored balance is the books’ sum').toBe(row.books)
	return row.balance
}

/** The invariant over every cashier of the database at once: the ones whose books disagree. */
export async function expectBooksBalanced(db: Kysely<Database>): Promise<void> {
	const unbalanced = (await balancesAndBooks(db)).filter((row) => row.balance !== row.books)
	expect(
		unbalanced,
		'cashiers whose balance is not opening + in − out + transfers in − transfers out',
	).toEqual([])
}

/**
 * The ledger bound's invariant (domain/ledger-bounds.ts): the unit's stored volume is what its
 * books hold, and within 2^53 − 1. Answers the volume.
 */
export async function expectLedgerVolumeInvariant(
	db: Kysely<Database>,
	unitId: string,
): Promise<number> {
	const stored = await storedLedgerVolume(db, unitId)
	expect(BigInt(stored), 'the stored ledger volume is what the books hold').toBe(
		await ledgerVolumeOfBooks(db, unitId),
	)
	expect(stored).toBeLessThanOrEqual(MAX_LEDGER_VOLUME)
	return stored
}
