import { type Kysely, sql } from 'kysely'
import { type CashierUpdateBody } from '@caixa/contract/unit-cashier'
import { searchableText } from '@caixa/domain/search-text'
import { isSqlite } from './connection'
import { type Database } from './database'

// Changes to a cashier's own row: its settings edited, archived, or deleted. Who may make them is
// the caller's concern (services/unit-cashiers.ts).

/**
 * The cashier's id when it belongs to the unit, else undefined. With `lock`, in a transaction on
 * PostgreSQL, the row stays locked until it ends, so a record written at the same moment (which
 * must read the cashier row it points at) waits: an emptiness check made after this holds until
 * the commit. SQLite needs no lock: its write transactions run one at a time (transaction.ts).
 */
export async function findCashierOfUnit(
	db: Kysely<Database>,
	unitId: string,
	cashierId: string,
	options: { lock: boolean },
): Promise<string | undefined> {
	let query = db
		.selectFrom('cashiers')
		.select('id')
		.where('id', '=', cashierId)
		.where('unit_id', '=', unitId)
	if (options.lock && !isSqlite(db)) query = query.forUpdate()
	return (await query.executeTakeFirst())?.id
}

/** The cashier's opening balance as committed (read after findCashierOfUnit's lock). */
export async function openingBalanceOf(db: Kysely<Database>, cashierId: string): Promise<number> {
	const row = await db
		.selectFrom('cashiers')
		.select('opening_balance')
		.where('id', '=', cashierId)
		.executeTakeFirstOrThrow()
	return Number(row.opening_balance)
}

/**
 * New name, opening balance and opening date. The balance moves by as much as the opening balance
 * did, in the same statement, so what the ledger added to it since the opening stays.
 */
export async function updateCashier(
	db: Kysely<Database>,
	cashierId: string,
	body: CashierUpdateBody,
): Promise<void> {
	await db
		.updateTable('cashiers')
		.set({
			name: body.name,
			search_text: searchableText(body.name),
			balance: sql<number>`balance - opening_balance + ${body.openingBalance}`,
			opening_balance: body.openingBalance,
			opening_date: body.openingDate,
		})
		.where('id', '=', cashierId)
		.execute()
}

/** Takes the cashier out of every list, keeping its books; archiving again keeps the first moment. */
export async function archiveCashierRow(
	db: Kysely<Database>,
	cashierId: string,
	now: number,
): Promise<void> {
	await db
		.updateTable('cashiers')
		.set({ archived_at: now })
		.where('id', '=', cashierId)
		.where('archived_at', 'is', null)
		.execute()
}

/** Brings an archived cashier back into every list, as it was. */
export async function bringBackCashierRow(db: Kysely<Database>, cashierId: string): Promise<void> {
	await db.updateTable('cashiers').set({ archived_at: null }).where('id', '=', cashierId).execute()
}

/** Deletes the cashier; its collaborators and auditors go with it (their foreign keys cascade). */
export async function deleteCashierRow(db: Kysely<Database>, cashierId: string): Promise<void> {
	await db.deleteFrom('cashiers').where('id', '=', cashierId).execute()
}
