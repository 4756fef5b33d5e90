import { type Kysely, sql } from 'kysely'

// A cashier's records are listed newest first: by date, then by the moment each was recorded,
// then by id (the product's rule for every list). Ordered by date and id alone, two records of
// one day came in the order of their random ids, not the order they were written. The list's two
// walks (unfiltered, and by settled state) read these indexes in that order and stop at the page.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropIndex('inventories_cashier_id_issued_on_id_idx').execute()
	await db.schema
		.createIndex('inventories_cashier_id_issued_on_created_at_id_idx')
		.on('inventories')
		.columns(['cashier_id', 'issued_on', 'created_at', 'id'])
		.execute()
	await db.schema.dropIndex('inventories_cashier_id_settled_issued_on_id_idx').execute()
	await db.schema
		.createIndex('inventories_cashier_id_settled_issued_on_created_at_id_idx')
		.on('inventories')
		.columns(['cashier_id', 'settled', 'issued_on', 'created_at', 'id'])
		.where(sql.ref('deleted_at'), 'is', null)
		.execute()
}
