import { type Kysely, sql } from 'kysely'

// Internal transfers (DOMAIN.md "Internal transfer"): an amount moved from one cashier
// of a unit to another on a date. Conventions as in 0004.
//
// A transfer is one row for both halves: the money out of `from_cashier_id` and into
// `to_cashier_id`. Both cashiers' running balances (0004) move in the transaction that writes the
// row, and back in the one that deletes it, so balance = opening + paid in − paid out + transfers
// in − transfers out holds at every commit (the tests' invariant). The unit's ledger volume (0011)
// counts a live transfer twice (domain/ledger-bounds.ts transferVolume).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('internal_transfers')
		.addColumn('id', 'text', (column) => column.primaryKey())
		// No cascade: a unit or cashier with books is archived, never deleted with them.
		.addColumn('unit_id', 'text', (column) => column.notNull().references('units.id'))
		.addColumn('from_cashier_id', 'text', (column) => column.notNull().references('cashiers.id'))
		.addColumn('to_cashier_id', 'text', (column) => column.notNull().references('cashiers.id'))
		.addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
		// The calendar day it belongs to, in the unit's zone.
		.addColumn('transferred_on', 'text', (column) => column.notNull())
		.addColumn('description', 'text')
		.addColumn('created_by_profile_id', 'text', (column) =>
			column.notNull().references('profiles.id'),
		)
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		// A deleted transfer stays in the books but leaves every list, balance and report.
		.addColumn('deleted_at', 'bigint')
		.addColumn('deleted_by_profile_id', 'text', (column) => column.references('profiles.id'))
		// Money moved to the cashier it came from is no transfer; the API refuses it with 422 first.
		.addCheckConstraint('internal_transfers_cashiers_differ', sql`from_cashier_id <> to_cashier_id`)
		.execute()
	// GET /units/{unitId}/internal-transfers: the unit's live transfers newest first (date, then
	// when written, then id), walked in this order and stopped at the page.
	await db.schema
		.createIndex('internal_transfers_unit_id_transferred_on_created_at_id_idx')
		.on('internal_transfers')
		.columns(['unit_id', 'transferred_on', 'created_at', 'id'])
		.where(sql.ref('deleted_at'), 'is', null)
		.execute()
	// Each cashier's transfers out and in, in the same order: the list filtered by cashier, the
	// cashier's own record list to come, its balance recomputed by the tests, and whether a cashier
	// holds any book (cashier-emptiness.ts, deleted transfers included, hence not partial).
	await db.schema
		.createIndex('internal_transfers_from_cashier_id_transferred_on_created_at_id_idx')
		.on('internal_transfers')
		.columns(['from_cashier_id', 'transferred_on', 'created_at', 'id'])
		.execute()
	await db.schema
		.createIndex('internal_transfers_to_cashier_id_transferred_on_created_at_id_idx')
		.on('internal_transfers')
		.columns(['to_cashier_id', 'transferred_on', 'created_at', 'id'])
		.execute()
}
