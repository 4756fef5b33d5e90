import { type Kysely, sql } from 'kysely'

// A cashier's running totals beside its balance (db/cashier-totals.ts says what each is and why):
// the live records' totals and what their open installments still owe, each by direction, so the
// lists' and the portal's unfiltered figures are one row read instead of a sum over years of
// summary rows. Kept in step by the writes from here on; filled from the summary rows 0018 and
// 0019 keep (their sums are the books', as the tests' invariant holds), a frozen copy of the rule.
const COLUMNS = ['records_in', 'records_out', 'open_to_receive', 'open_to_pay'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
	for (const column of COLUMNS) {
		await db.schema
			.alterTable('cashiers')
			.addColumn(column, 'bigint', (definition) => definition.notNull().defaultTo(0))
			.execute()
	}
	await fillCashierTotals(db)
}

/** Every cashier's totals from its unit's summary rows. */
export async function fillCashierTotals(db: Kysely<unknown>): Promise<void> {
	const open = (input: 0 | 1) => sql`coalesce((select sum(r.amount) from report_days r
		where r.unit_id = cashiers.unit_id and r.cashier_id = cashiers.id
			and r.measure = 'OPEN_REMAINING' and r.input = ${sql.lit(input)}), 0)`
	const issued = (input: 0 | 1) => sql`coalesce((select sum(r.total_due)
		from report_installments r
		where r.unit_id = cashiers.unit_id and r.kind = 'ISSUED' and r.cashier_id = cashiers.id
			and r.input = ${sql.lit(input)}), 0)`
	await sql`update cashiers set records_in = ${issued(1)}, records_out = ${issued(0)},
		open_to_receive = ${open(1)}, open_to_pay = ${open(0)}`.execute(db)
}
