import { type Kysely, sql } from 'kysely'

// Two things the ledger needs: a bound on its sums, and keys that make a retried write safe.
// Conventions as in 0004.
//
// 1. units.ledger_volume: everything a unit's books hold, counted without signs — the size of each
//    cashier's opening balance, plus amount + interest + late fee of every installment of a live
//    record (domain/ledger-bounds.ts says why this bounds every balance and report sum). Writes
//    keep it in step and refuse to take it past 2^53 − 1; the CHECK is the last line of defence.
//    Filled here from the books as they are; a unit already past the bound (written before it
//    existed) is held at it, so it takes nothing more until something is deleted.
// 2. idempotency_keys: the Idempotency-Key of a create, bound to the request that first used it
//    (a hash of its method, path and body) and to what it made, for 24 hours
//    (services/idempotency.ts). It replaces inventories.idempotency_key (0009), which new records
//    leave empty: a key must be free again after a day, and that column's unique index never
//    frees one. The keys records hold are copied over, without a hash (they replay as before,
//    whatever the body, until they expire).
const MAX_LEDGER_VOLUME = sql.lit(9007199254740991)

export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('units')
		.addColumn('ledger_volume', 'bigint', (column) =>
			column
				.notNull()
				.defaultTo(0)
				.check(sql`ledger_volume >= 0 and ledger_volume <= ${MAX_LEDGER_VOLUME}`),
		)
		.execute()
	await fillLedgerVolume(db)

	await db.schema
		.createTable('idempotency_keys')
		.addColumn('profile_id', 'text', (column) =>
			column.notNull().references('profiles.id').onDelete('cascade'),
		)
		.addColumn('idempotency_key', 'text', (column) => column.notNull())
		// SHA-256 (hex) of the canonical request; null for the keys copied from 0009's column.
		.addColumn('fingerprint', 'text')
		// What the first request made (a record's id), which a replay answers.
		.addColumn('resource_id', 'text', (column) => column.notNull())
		// When the key was first used: it binds for 24 hours from then.
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.addPrimaryKeyConstraint('idempotency_keys_pkey', ['profile_id', 'idempotency_key'])
		.execute()
	await sql`insert into idempotency_keys
		(profile_id, idempotency_key, fingerprint, resource_id, created_at)
		select created_by_profile_id, idempotency_key, null, id, created_at
		from inventories where idempotency_key is not null`.execute(db)
}

/** Every unit's volume from its books, held at the bound when the books already pass it. */
export async function fillLedgerVolume(db: Kysely<unknown>): Promise<void> {
	// Frozen copy of a money rule (db/money-sql.ts holds the live one): a migration must not move.
	const volume = sql`(
		(select coalesce(sum(abs(c.opening_balance)), 0) from cashiers c where c.unit_id = units.id)
		+ (select coalesce(sum(p.amount + p.interest + p.late_fee), 0) from payments p
			where p.unit_id = units.id and p.parent_id is null and p.voided_at is null))`
	await sql`update units set ledger_volume =
		case when ${volume} > ${MAX_LEDGER_VOLUME} then ${MAX_LEDGER_VOLUME} else ${volume} end`.execute(db)
}
