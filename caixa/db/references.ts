import { type Kysely, sql } from 'kysely'
import { type Database } from './database'

/*
 * What names a piece of master data, so that deleting it is refused while anything does
 * (DOMAIN.md: a record keeps its category and its client or supplier). Each list below is the
 * tables and columns that point at one kind of thing. They are empty until the ledger arrives:
 * its migration adds `inventories.category_id` and `inventories.client_or_supplier_id`, and the
 * ledger adds `{ table: 'inventories', column: 'category_id' }` here (and the client's column to
 * the other list) — from then on a category on a record cannot be deleted, only archived.
 */

export interface Reference {
	table: string
	column: string
}

/** Where a category is named: the ledger's records (`inventories.category_id`), once they exist. */
export const categoryReferences: readonly Reference[] = []

/** Where a client or supplier is named: `inventories.client_or_supplier_id`, once it exists. */
export const clientOrSupplierReferences: readonly Reference[] = []

/** Whether any of `references` names `id`: one indexed probe per reference, stopping at the first. */
export async function isReferenced(
	db: Kysely<Database>,
	references: readonly Reference[],
	id: string,
): Promise<boolean> {
	for (const { table, column } of references) {
		const { rows } = await sql<{
			found: number
		}>`select 1 as found from ${sql.table(table)} where ${sql.ref(column)} = ${id} limit 1`.execute(
			db,
		)
		if (rows.length > 0) return true
	}
	return false
}
