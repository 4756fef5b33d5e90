import { type Kysely, sql } from 'kysely'

// Overdue is what the owner chases, and in a healthy cash book it is a few rows among a great
// many paid ones. This partial index holds only the installments still open, by cashier and due
// date, so "overdue" (open and due before today) reads just those — in the payment list and as
// the record list's OVERDUE filter — whatever the size of the books. Queries repeat its
// predicate word for word (db/payments.ts, db/inventories.ts) so both engines can use it.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createIndex('payments_open_cashier_id_due_date_id_idx')
		.on('payments')
		.columns(['cashier_id', 'due_date', 'id'])
		.where(sql<boolean>`parent_id is null and status in ('PENDING', 'PARTIALLY_PAID')`)
		.execute()
}
