import { type Kysely, type RawBuilder, sql } from 'kysely'
import { isSqlite } from '../connection'
import { type Database } from '../database'

// The reports' summary rows: a unit's money per day, so every report of a period reads
// a few hundred rows, not the million payments behind them. Conventions as in 0004.
//
// 1. report_days: one row per unit, measure, day, cashier, category ('' for a record without
//    one) and direction (input), its amount the sum of what the books contribute to that key.
//    The writes keep it in step in their own transactions (db/report-days.ts, where the rule and
//    the meaning of each measure live); nothing else writes it, and it is never a cache: the tests
//    compare it with the books after every write. Filled here from the books as they are, by a
//    frozen copy of that rule (fillReportDays; the migration's test checks it against the live
//    one). No foreign keys (see the columns).
//    Its unique key, in the order the income statement reads it (unit, measure, a range of days),
//    is what the writes upsert on; the second index is the cash flow's and the calendar's walk of
//    one cashier's days.
// 2. inventories (category_id, issued_on, created_at, id): the income statement's drill-down, a
//    category's records of a period, in the records list's order (0016: date, then when written,
//    then id), walked and stopped at the page. It also serves what 0009's category_id index
//    served (whether a category is in use), which is kept: dropping it wins nothing but risk.
const measures = sql.raw(
	[
		'ACCRUED',
		'ACCRUED_CHARGES',
		'ACCRUED_DISCOUNTS',
		'COST_OF_GOODS_SOLD',
		'PAID_PRINCIPAL',
		'PAID_CHARGES',
		'OPEN_REMAINING',
		'TRANSFER_IN',
		'TRANSFER_OUT',
	]
		.map((measure) => `'${measure}'`)
		.join(', '),
)

export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('report_days')
		// No foreign keys: checking one takes a KEY SHARE lock on the unit's and cashiers' rows in
		// every write, after the write has updated them (balance, ledger volume), and PostgreSQL 15
		// failed 100 concurrent transfers so ("new multixact has more than one updating member").
		// Nothing dangles: a unit or cashier with books is archived, never deleted (an empty one
		// has no rows here).
		.addColumn('unit_id', 'text', (column) => column.notNull())
		.addColumn('cashier_id', 'text', (column) => column.notNull())
		// A calendar day in the unit's zone.
		.addColumn('day', 'text', (column) => column.notNull())
		.addColumn('measure', 'text', (column) => column.notNull().check(sql`measure in (${measures})`))
		// The record's category id, or '' (a key column must not be null for the upsert to match).
		.addColumn('category_key', 'text', (column) => column.notNull())
		.addColumn('input', 'integer', (column) => column.notNull().check(sql`input in (0, 1)`))
		.addColumn('amount', 'bigint', (column) => column.notNull())
		.execute()
	await db.schema
		.createIndex('report_days_key_idx')
		.on('report_days')
		.columns(['unit_id', 'measure', 'day', 'cashier_id', 'category_key', 'input'])
		.unique()
		.execute()
	await db.schema
		.createIndex('report_days_unit_id_cashier_id_day_idx')
		.on('report_days')
		.columns(['unit_id', 'cashier_id', 'day'])
		.execute()
	await db.schema
		.createIndex('inventories_category_id_issued_on_created_at_id_idx')
		.on('inventories')
		.columns(['category_id', 'issued_on', 'created_at', 'id'])
		.execute()
	await fillReportDays(db)
}

/** Every unit's summary from its books (db/report-days.ts as it was when this shipped). */
export async function fillReportDays(db: Kysely<unknown>): Promise<void> {
	// Planned from fresh statistics on PostgreSQL: without them it chose nested scans of the books.
	if (!isSqlite(db as Kysely<Database>))
		await sql`analyze inventories, payments, stock_movements, internal_transfers`.execute(db)
	await sql`delete from report_days`.execute(db)
	const all = sql`1 = 1`
	await sql`insert into report_days
		(unit_id, cashier_id, day, measure, category_key, input, amount)
		select c.unit_id, c.cashier_id, c.day, c.measure, c.category_key, c.input,
			sum(c.amount) as amount
		from (${recordContributions(all)} union all ${transferContributions(all)}) c
		group by c.unit_id, c.cashier_id, c.day, c.measure, c.category_key, c.input
		having sum(c.amount) <> 0`.execute(db)
}

const category = sql`coalesce(i.category_id, '')`

/** The records' contributions, one row per record, installment, movement or paid day. */
function recordContributions(where: RawBuilder<unknown>): RawBuilder<unknown> {
	// Each installment's cash per day, with its running total (the family is the installment's row
	// and its partial payments, each counted once by its own cash_moved). Joined within the record
	// (inventory_id), an equality every engine probes or hashes, before the family test: planned
	// on a table without statistics (a bulk load, a fresh database), a join on the family's
	// expression alone became nested scans of the whole table.
	// Frozen copy of a money rule (db/money-sql.ts holds the live one): a migration must not move.
	const paidDays = sql`
		select f.unit_id, f.cashier_id, f.day, f.category_key, f.input, f.principal, f.cash,
			sum(f.cash) over (partition by f.installment_id order by f.day) as through
		from (
			select i.unit_id, i.cashier_id, m.paid_on as day, ${category} as category_key, i.input,
				p.id as installment_id,
				case when p.amount > p.discount then p.amount - p.discount else 0 end as principal,
				sum(m.cash_moved) as cash
			from inventories i
			join payments p on p.inventory_id = i.id
			join payments m on m.inventory_id = i.id and (m.id = p.id or m.parent_id = p.id)
			where ${where} and i.deleted_at is null and p.parent_id is null and p.voided_at is null
				and m.voided_at is null and m.paid_on is not null
			group by i.unit_id, i.cashier_id, m.paid_on, i.category_id, i.input, p.id, p.amount, p.discount
		) f`
	// Frozen copy of a money rule (db/money-sql.ts holds the live one): a migration must not move.
	// min(P, S_d) − min(P, S_d − cash_d): the part of the day's cash that is still principal.
	const principal = sql`(case when d.through < d.principal then d.through else d.principal end
		- case when d.through - d.cash < d.principal then d.through - d.cash else d.principal end)`
	// Frozen copy of money rules (OPEN_REMAINING's amount; db/money-sql.ts): a migration must not move.
	return sql`
		select i.unit_id, i.cashier_id, i.issued_on as day, 'ACCRUED' as measure,
			${category} as category_key, i.input,
			i.total - coalesce((select sum(s.value) from stock_movements s
				where s.inventory_id = i.id and s.kind = 'PURCHASE'), 0) as amount
		from inventories i
		where ${where} and i.deleted_at is null
		union all
		select i.unit_id, i.cashier_id, i.issued_on, k.measure, ${category}, i.input,
			case when k.measure = 'ACCRUED_CHARGES' then p.interest + p.late_fee else p.discount end
		from payments p
		join inventories i on i.id = p.inventory_id
		cross join (select 'ACCRUED_CHARGES' as measure union all select 'ACCRUED_DISCOUNTS') k
		where ${where} and i.deleted_at is null and p.parent_id is null and p.voided_at is null
		union all
		select i.unit_id, i.cashier_id, m.occurred_on, 'COST_OF_GOODS_SOLD', ${category}, i.input,
			0 - m.value
		from stock_movements m
		join inventories i on i.id = m.inventory_id
		where ${where} and m.kind = 'SALE'
		union all
		select i.unit_id, i.cashier_id, p.due_date, 'OPEN_REMAINING', ${category}, i.input,
			p.amount + p.interest + p.late_fee - p.discount - p.paid
		from payments p
		join inventories i on i.id = p.inventory_id
		where ${where} and i.deleted_at is null and p.parent_id is null and p.voided_at is null
			and p.status in ('PENDING', 'PARTIALLY_PAID')
		union all
		select d.unit_id, d.cashier_id, d.day, k.measure, d.category_key, d.input,
			case when k.measure = 'PAID_PRINCIPAL' then ${principal} else d.cash - ${principal} end
		from (${paidDays}) d
		cross join (select 'PAID_PRINCIPAL' as measure union all select 'PAID_CHARGES') k`
}

function transferContributions(where: RawBuilder<unknown>): RawBuilder<unknown> {
	return sql`
		select t.unit_id, t.from_cashier_id as cashier_id, t.transferred_on as day,
			'TRANSFER_OUT' as measure, '' as category_key, 0 as input, t.amount
		from internal_transfers t
		where ${where} and t.deleted_at is null
		union all
		select t.unit_id, t.to_cashier_id, t.transferred_on, 'TRANSFER_IN', '', 1, t.amount
		from internal_transfers t
		where ${where} and t.deleted_at is null`
}
