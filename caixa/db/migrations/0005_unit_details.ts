import { type Kysely, sql } from 'kysely'

// What a unit's owner edits beyond 0004's columns: the interest and late-fee defaults that the
// interest-late screen starts from (DOMAIN.md "Interest and late-fee defaults").
//
// Rates are exact rationals stored as integer basis points (1/100 of a percent: 200 = 2%), never a
// float, so the ledger computes interest in integers and rounds once (DOMAIN.md "Money"). 0–10 000
// (0–100%) on both: a late fee or a month's interest above the whole amount is a typing slip.
// A Brazilian unit starts at the consumer-protection ceilings (late fee 2%, interest 1% a month);
// every other one at 0. New units get theirs from domain/interest-defaults.ts; the units that
// exist already get them here, by the same rule.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('units')
		.addColumn('late_fee_basis_points', 'integer', (column) =>
			column
				.notNull()
				.defaultTo(0)
				.check(sql`late_fee_basis_points between 0 and 10000`),
		)
		.execute()
	await db.schema
		.alterTable('units')
		.addColumn('monthly_interest_basis_points', 'integer', (column) =>
			column
				.notNull()
				.defaultTo(0)
				.check(sql`monthly_interest_basis_points between 0 and 10000`),
		)
		.execute()
	await sql`update units set late_fee_basis_points = 200, monthly_interest_basis_points = 100 where country = 'BRAZIL'`.execute(
		db,
	)
}
