import { type Kysely, sql } from 'kysely'
import { expect } from 'vitest'
import { type CategoryKind } from '@caixa/contract/category'
import { type Database } from '@caixa/db/database'

// The ledger's test helpers: the unit's default categories by kind, and the invariant every
// ledger test ends with (DOMAIN.md): balance = opening + cash moved in − cash moved out.

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

/** What the books say the cashier's balance must be, summed from its payments. */
export async function balanceFromBooks(db: Kysely<Database>, cashierId: string): Promise<number> {
	const { rows } = await sql<{ opening: number; moved: number | string | null }>`
		select c.opening_balance as opening,
			(select sum(case when p.input = 1 then p.cash_moved else -p.cash_moved end)
				from payments p where p.cashier_id = c.id and p.voided_at is null) as moved
		from cashiers c where c.id = ${cashierId}`.execute(db)
	const row = rows[0]
	if (!row) throw new Error(`No cashier ${cashierId}`)
	return Number(row.opening) + Number(row.moved ?? 0)
}

/** The invariant: the stored running balance equals the books' sum. Answers the balance. */
export async function expectBalanceInvariant(
	db: Kysely<Database>,
	cashierId: string,
): Promise<number> {
	const stored = await db
		.selectFrom('cashiers')
		.select('balance')
		.where('id', '=', cashierId)
		.executeTakeFirstOrThrow()
	expect(stored.balance, 'the stored balance is the books’ sum').toBe(
		await balanceFromBooks(db, cashierId),
	)
	return stored.balance
}

/** The invariant over every cashier of the database at once: the ones whose books disagree. */
export async function expectBooksBalanced(db: Kysely<Database>): Promise<void> {
	const { rows } = await sql<{ id: string; balance: number; books: number | string }>`
		select c.id, c.balance, c.opening_balance + coalesce((
			select sum(case when p.input = 1 then p.cash_moved else -p.cash_moved end)
			from payments p where p.cashier_id = c.id and p.voided_at is null), 0) as books
		from cashiers c`.execute(db)
	const unbalanced = rows.filter((row) => Number(row.balance) !== Number(row.books))
	expect(unbalanced, 'cashiers whose balance is not opening + in − out').toEqual([])
}
