import { type Kysely } from 'kysely'

// Sign-in: when a profile proved it owns its address, and the counters of the sign-in rate limits.
// Same conventions as 0001: epoch-millisecond bigint moments, the same DDL on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
	// Null until an access link was opened or a provider vouched for the address.
	await db.schema.alterTable('profiles').addColumn('email_verified_at', 'bigint').execute()

	// One row per limited thing (an address, a client): the current fixed window and its count.
	// Kept in the database, not in memory, so that every process of a deployment shares them.
	await db.schema
		.createTable('rate_limits')
		.addColumn('key', 'text', (column) => column.primaryKey())
		.addColumn('window_start', 'bigint', (column) => column.notNull())
		.addColumn('count', 'integer', (column) => column.notNull())
		.execute()
	// Finding the rows of windows long over, to prune them.
	await db.schema
		.createIndex('rate_limits_window_start_idx')
		.on('rate_limits')
		.column('window_start')
		.execute()
}
