import { type Kysely, sql } from 'kysely'
import { isSqlite } from '../connection'
import { type Database } from '../database'

// Every filter of the ledger's lists reads an index, whatever the size of the book (without these,
// at a million payments the filters walked every record and probed its installments). Conventions
// as in 0004.
//
// 1. A record's settlement, stored on it: `settled` is what does not depend on the day — PAID (no
//    open installment), PARTLY_PAID (open ones, and something paid), PENDING (open, nothing paid)
//    — and `open_due_on` the earliest due date among its open installments (null when none).
//    OVERDUE is `open_due_on < today`, PARTLY_PAID and PENDING `settled = … and open_due_on >=
//    today`, PAID `settled = 'PAID'` (db/inventories.ts). The db functions that write installments
//    keep both in the same transaction (refreshSettlement); filled here from the books as they
//    are, with the same SQL.
// 2. Indexes for them, holding live records only: by cashier and settled in the list's order
//    (issued_on, id), and by cashier and open_due_on for OVERDUE.
// 3. Payments by cashier and status in due order, so a rare status (PARTIALLY_PAID; PAID in a
//    book nobody marks paid) is read straight rather than found by walking every installment.
// 4. Text: trigrams of search_text, so a substring is found without reading every record. SQLite:
//    an FTS5 table with the trigram tokenizer (SQLite ≥ 3.34), filled by a trigger on insert —
//    search_text is written once with the record and never changed (no call edits a record's
//    reference or description; a deleted record keeps its row, and the list leaves it out), so
//    inserts are all it has to follow. PostgreSQL: a pg_trgm GIN index on search_text, which LIKE
//    '%…%' uses as it is. pg_trgm is a trusted extension (PostgreSQL ≥ 13), so the database's owner
//    may create it without being a superuser.
export async function up(db: Kysely<unknown>): Promise<void> {
	const sqlite = isSqlite(db as Kysely<Database>)
	await db.schema
		.alterTable('inventories')
		.addColumn('settled', 'text', (column) =>
			column
				.notNull()
				.defaultTo('PAID')
				.check(sql`settled in ('PAID', 'PARTLY_PAID', 'PENDING')`),
		)
		.execute()
	await db.schema.alterTable('inventories').addColumn('open_due_on', 'text').execute()
	await fillRecordSettlement(db)

	await db.schema
		.createIndex('inventories_cashier_id_settled_issued_on_id_idx')
		.on('inventories')
		.columns(['cashier_id', 'settled', 'issued_on', 'id'])
		.where(sql.ref('deleted_at'), 'is', null)
		.execute()
	await db.schema
		.createIndex('inventories_cashier_id_open_due_on_idx')
		.on('inventories')
		.columns(['cashier_id', 'open_due_on'])
		.where(sql<boolean>`deleted_at is null and open_due_on is not null`)
		.execute()
	await db.schema
		.createIndex('payments_cashier_id_status_due_date_id_idx')
		.on('payments')
		.columns(['cashier_id', 'status', 'due_date', 'id'])
		.where(sql.ref('parent_id'), 'is', null)
		.execute()

	if (sqlite) {
		await sql`create virtual table inventory_search using fts5(
			search_text, inventory_id unindexed, tokenize = 'trigram')`.execute(db)
		await sql`create trigger inventory_search_insert after insert on inventories begin
			insert into inventory_search (search_text, inventory_id) values (new.search_text, new.id);
		end`.execute(db)
		await sql`insert into inventory_search (search_text, inventory_id)
			select search_text, id from inventories`.execute(db)
	} else {
		// Test databases migrate side by side, each in its own schema: the extension is one per
		// database, so it is made once (the lock), in public, where every schema's index finds it.
		await sql`select pg_advisory_xact_lock(hashtext('caixa pg_trgm'))`.execute(db)
		const { rows } = await sql<{
			schema: string
		}>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
			db,
		)
		let schema = rows[0]?.schema
		if (!schema) {
			await sql`create extension pg_trgm schema public`.execute(db)
			schema = 'public'
		}
		await sql`create index inventories_search_text_trgm_idx on inventories
			using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db)
	}
}

/** Every record's stored settlement from its installments, as refreshSettlement writes it. */
export async function fillRecordSettlement(db: Kysely<unknown>): Promise<void> {
	await sql`update inventories set settled = ${SETTLED}, open_due_on = ${OPEN_DUE_ON}`.execute(db)
}

/** Open: an installment (not a partial payment) still to pay, as OPEN_INSTALLMENT says it. */
const OPEN = sql`p.inventory_id = inventories.id and p.parent_id is null and p.status in ('PENDING', 'PARTIALLY_PAID')`

const SETTLED = sql`case
	when not exists (select 1 from payments p where ${OPEN}) then 'PAID'
	when exists (select 1 from payments p
		where p.inventory_id = inventories.id and p.parent_id is null and p.paid > 0) then 'PARTLY_PAID'
	else 'PENDING' end`

const OPEN_DUE_ON = sql`(select min(p.due_date) from payments p where ${OPEN})`
