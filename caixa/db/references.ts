import { type Kysely, sql } from 'kysely'
import { type Database } from './database'

/*
 * What names a piece of master data, so that deleting it is refused while anything does
 * (DOMAIN.md: a record keeps its category and its client or supplier). Each list below is the
 * tables and columns that point at one kind of thing; each column has an index (migration 0009).
 * Deleted records count too: the books keep them, so a category on one is archived, not deleted.
 */

export interface Reference {
	table: string
	column: string
}

/** Where a category is named: the ledger's records. */
export const categoryReferences: readonly Reference[] = [
	{ table: 'inventories', column: 'category_id' },
]

/** Where a client or supplier is named: the ledger's records. */
export const clientOrSupplierReferences: readonly Reference[] = [
	{ table: 'inventories', column: 'client_or_supplier_id' },
]

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
