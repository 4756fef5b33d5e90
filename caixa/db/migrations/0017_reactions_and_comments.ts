import { type Kysely, sql } from 'kysely'

// Auditors' reactions and the records' comment threads (DOMAIN.md "Auditors, reactions,
// comments"). Conventions as in 0004.
//
// Each record keeps its counts (reactions by kind, comments) in columns of its own row, written in
// the transaction that writes the reaction or comment (db/reactions.ts, db/comments.ts). The
// cashier's records page is the product's hottest: its rows then read the counts with the record,
// at no cost per row, and "has a question or rejection" is a partial index in the list's order —
// no count over another table could be indexed so.
export async function up(db: Kysely<unknown>): Promise<void> {
	for (const column of ['approved_count', 'question_count', 'rejected_count', 'comment_count']) {
		await db.schema
			.alterTable('inventories')
			.addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
			.execute()
	}
	// The writers' concern filter: the live records an auditor questioned or rejected, walked in the
	// list's order and stopped at the page. The predicate is written as the list words it
	// (db/inventories.ts CONCERN), literally, so both engines prove the index applies.
	await sql`create index inventories_concern_cashier_id_issued_on_created_at_id_idx
		on inventories (cashier_id, issued_on, created_at, id)
		where deleted_at is null and question_count + rejected_count > 0`.execute(db)

	// One reaction per record per auditor: setting again replaces it (the primary key is the pair).
	await db.schema
		.createTable('inventory_reactions')
		.addColumn('inventory_id', 'text', (column) =>
			column.notNull().references('inventories.id').onDelete('cascade'),
		)
		.addColumn('profile_id', 'text', (column) =>
			column.notNull().references('profiles.id').onDelete('cascade'),
		)
		// The record's cashier (a record never moves): the auditor's own reactions in one cashier,
		// the "my reaction" filter's probe, without reading every record they reacted to.
		.addColumn('cashier_id', 'text', (column) =>
			column.notNull().references('cashiers.id').onDelete('cascade'),
		)
		.addColumn('reaction', 'text', (column) =>
			column.notNull().check(sql`reaction in ('APPROVED', 'QUESTION', 'REJECTED')`),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.addColumn('updated_at', 'bigint', (column) => column.notNull())
		.addPrimaryKeyConstraint('inventory_reactions_pkey', ['inventory_id', 'profile_id'])
		.execute()
	await db.schema
		.createIndex('inventory_reactions_profile_id_cashier_id_reaction_idx')
		.on('inventory_reactions')
		.columns(['profile_id', 'cashier_id', 'reaction', 'inventory_id'])
		.execute()

	await db.schema
		.createTable('inventory_comments')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('inventory_id', 'text', (column) =>
			column.notNull().references('inventories.id').onDelete('cascade'),
		)
		.addColumn('profile_id', 'text', (column) => column.notNull().references('profiles.id'))
		// As whom it was written: an auditor of the cashier, or one who writes its books.
		.addColumn('author_role', 'text', (column) =>
			column.notNull().check(sql`author_role in ('AUDITOR', 'WRITER')`),
		)
		// Plain text, trimmed by the API; never markup.
		.addColumn('body', 'text', (column) =>
			column.notNull().check(sql`length(body) between 1 and 2000`),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	// A record's thread, oldest first, paged.
	await db.schema
		.createIndex('inventory_comments_inventory_id_created_at_id_idx')
		.on('inventory_comments')
		.columns(['inventory_id', 'created_at', 'id'])
		.execute()
}
