import { type Kysely, type RawBuilder, sql } from 'kysely'
import { isSqlite } from '../connection'
import { type Database } from '../database'

// The payments' summary rows: what the general report's totals and the drill-downs'
// counts read, so a year of a unit with a million payments is a few thousand rows,
// not the hundreds of thousands behind them. Conventions as in 0004 and 0018.
//
// report_installments: one row per unit, kind, day, cashier, category ('' for none), direction,
// status and method ('' for none), with the count of the rows behind it and their sums:
// - DUE, by due_date: the live installments (not partial payments), as the general report reads
//   them — what each owes, has paid and has left (db/report-payments.ts) — by their own cashier,
//   direction, status and method, their record's category. OVERDUE is a status of a day before
//   today, read from PENDING and PARTIALLY_PAID, so nothing here moves with the clock.
// - PAID, by paid_on: the count of the rows that moved cash (installments and partial payments)
//   of live records, by the record's cashier, category and direction (status and method '').
// - ISSUED, by issued_on: the count of live records and the sum of their totals (in total_due),
//   by cashier, category and direction: the accrual drill-down's count, a records list's totals.
// Kept in step by the writes in their own transactions, as report_days is, by the rule in
// db/report-installments.ts; filled here by a frozen copy of it. No foreign keys (0018 says why).
// The unique key is what the writes upsert on and what both readers range: unit, kind, days.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('report_installments')
		.addColumn('unit_id', 'text', (column) => column.notNull())
		.addColumn('kind', 'text', (column) =>
			column.notNull().check(sql`kind in ('DUE', 'PAID', 'ISSUED')`),
		)
		.addColumn('day', 'text', (column) => column.notNull())
		.addColumn('cashier_id', 'text', (column) => column.notNull())
		.addColumn('category_key', 'text', (column) => column.notNull())
		.addColumn('input', 'integer', (column) => column.notNull().check(sql`input in (0, 1)`))
		.addColumn('status', 'text', (column) => column.notNull())
		.addColumn('method_key', 'text', (column) => column.notNull())
		.addColumn('count', 'bigint', (column) => column.notNull())
		.addColumn('total_due', 'bigint', (column) => column.notNull())
		.addColumn('paid', 'bigint', (column) => column.notNull())
		.addColumn('remaining', 'bigint', (column) => column.notNull())
		.execute()
	await db.schema
		.createIndex('report_installments_key_idx')
		.on('report_installments')
		.columns([
			'unit_id',
			'kind',
			'day',
			'cashier_id',
			'category_key',
			'input',
			'status',
			'method_key',
		])
		.unique()
		.execute()
	await fillReportInstallments(db)
}

/** Every unit's payments summary from its books (db/report-installments.ts as it shipped). */
export async function fillReportInstallments(db: Kysely<unknown>): Promise<void> {
	if (!isSqlite(db as Kysely<Database>)) await sql`analyze inventories, payments`.execute(db)
	await sql`delete from report_installments`.execute(db)
	await sql`insert into report_installments
		(unit_id, kind, day, cashier_id, category_key, input, status, method_key,
			count, total_due, paid, remaining)
		${contributions(sql`1 = 1`)}`.execute(db)
}

function contributions(where: RawBuilder<unknown>): RawBuilder<unknown> {
	// Frozen copy of a money rule (db/money-sql.ts holds the live one): a migration must not move.
	const totalDue = sql`(p.amount + p.interest + p.late_fee - p.discount)`
	const remaining = sql`(case when p.status = 'CANCELLED' then 0
		when ${totalDue} - p.paid > 0 then ${totalDue} - p.paid else 0 end)`
	return sql`
		select i.unit_id, 'DUE' as kind, p.due_date as day, p.cashier_id,
			coalesce(i.category_id, '') as category_key, p.input, p.status,
			coalesce(p.method, '') as method_key, count(*) as count, sum(${totalDue}) as total_due,
			sum(p.paid) as paid, sum(${remaining}) as remaining
		from payments p
		join inventories i on i.id = p.inventory_id
		where ${where} and p.parent_id is null and p.voided_at is null
		group by i.unit_id, p.due_date, p.cashier_id, i.category_id, p.input, p.status, p.method
		union all
		select i.unit_id, 'PAID', m.paid_on, i.cashier_id, coalesce(i.category_id, ''), i.input,
			'', '', count(*), 0, 0, 0
		from payments m
		join inventories i on i.id = m.inventory_id
		where ${where} and i.deleted_at is null and m.voided_at is null
			and m.paid_on is not null and m.cash_moved <> 0
		group by i.unit_id, m.paid_on, i.cashier_id, i.category_id, i.input
		union all
		select i.unit_id, 'ISSUED', i.issued_on, i.cashier_id, coalesce(i.category_id, ''), i.input,
			'', '', count(*), sum(i.total), 0, 0
		from inventories i
		where ${where} and i.deleted_at is null
		group by i.unit_id, i.issued_on, i.cashier_id, i.category_id, i.input`
}
