import { type Kysely, sql } from 'kysely'

// The OVERDUE probe (db/inventories.ts overdueRecords) answers the records' keys, up to 2,001 of
// them: with the id in the open-due index it reads the index alone, not the table row by row
// (a few thousand random reads in a book where most records are overdue).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropIndex('inventories_cashier_id_open_due_on_idx').execute()
	await db.schema
		.createIndex('inventories_cashier_id_open_due_on_id_idx')
		.on('inventories')
		.columns(['cashier_id', 'open_due_on', 'id'])
		.where(sql<boolean>`deleted_at is null and open_due_on is not null`)
		.execute()
}
