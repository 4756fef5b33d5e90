import { type Kysely, type RawBuilder, sql } from 'kysely'
import { type Database, type ReportInstallmentKind } from './database'
import { leftToPaySql, totalDueSql } from './money-sql'

// The payments' summary rows (migration 0019): a unit's installments per due day and
// its cash rows per paid day, counted and summed by the keys the general report filters on and
// the cash drill-down counts by, kept in step by every write that touches a record's payments, in
// its own transaction (db/report-days.ts snapshotOf and followReportDays carry it beside the
// money's summary). The rule is here and only here; 0019's fill is a frozen copy of it.
//
// - DUE, by due_date: each live installment (a row without parent, not voided — a deleted
//   record's are all voided with it) by its cashier, direction, status, method ('' for none) and
//   its record's category ('' for none): how many, what they owe (amount + interest + late fee −
//   discount), have paid, and have left (never below 0, nothing once cancelled) — the very
//   figures db/report-payments.ts lists row by row.
// - PAID, by paid_on: how many rows (installments and partial payments) of live records moved
//   cash, by the record's cashier, category and direction; status and method ''.
// - ISSUED, by issued_on: how many live records and the sum of their totals (in total_due), by
//   cashier, category and direction (the accrual drill-down's count, the records list's totals);
//   status and method ''.
// A key's row that returns to a count of 0 stays, as report_days' do (db/report-days.ts says why).

export interface ReportInstallments {
	unitId: string
	kind: ReportInstallmentKind
	day: string
	cashierId: string
	categoryKey: string
	input: 0 | 1
	status: string
	methodKey: string
	count: number
	totalDue: number
	paid: number
	remaining: number
}

type Scope = { unitId: string } | { inventoryId: string }

interface Row {
	unit_id: string
	kind: ReportInstallmentKind
	day: string
	cashier_id: string
	category_key: string
	input: number | string
	status: string
	method_key: string
	count: number | string | bigint
	total_due: number | string | bigint
	paid: number | string | bigint
	remaining: number | string | bigint
}

const TOTAL_DUE = totalDueSql('p')
const REMAINING = leftToPaySql('p')

function contributions(where: RawBuilder<unknown>): RawBuilder<Row> {
	return sql<Row>`
		select i.unit_id, 'DUE' as kind, p.due_date as day, p.cashier_id,
			coalesce(i.category_id, '') as category_key, p.input, p.status,
			coalesce(p.method, '') as method_key, count(*) as count, sum(${TOTAL_DUE}) as total_due,
			sum(p.paid) as paid, sum(${REMAINING}) as remaining
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

const scopeOf = (scope: Scope) =>
	'unitId' in scope ? sql`i.unit_id = ${scope.unitId}` : sql`i.id = ${scope.inventoryId}`

const toInstallments = (row: Row): ReportInstallments => ({
	unitId: row.unit_id,
	kind: row.kind,
	day: row.day,
	cashierId: row.cashier_id,
	categoryKey: row.category_key,
	input: Number(row.input) === 1 ? 1 : 0,
	status: row.status,
	methodKey: row.method_key,
	count: Number(row.count),
	totalDue: Number(row.total_due),
	paid: Number(row.paid),
	remaining: Number(row.remaining),
})

/** What the scope contributes now, read from the books. */
export async function reportInstallmentsOf(
	db: Kysely<Database>,
	scope: Scope,
): Promise<ReportInstallments[]> {
	const { rows } = await contributions(scopeOf(scope)).execute(db)
	return rows.map(toInstallments)
}

const keyOf = (row: ReportInstallments) =>
	`${row.unitId}|${row.kind}|${row.day}|${row.cashierId}|${row.categoryKey}|${row.input}|${row.status}|${row.methodKey}`

/**
 * What a write moved: what the record contributes now less what it contributed `before`, by key,
 * in key order (db/report-days.ts followReportDays says why the order), the unmoved left out.
 */
export async function reportInstallmentsChange(
	db: Kysely<Database>,
	inventoryId: string,
	before: readonly ReportInstallments[],
): Promise<ReportInstallments[]> {
	const change = new Map<string, ReportInstallments>()
	for (const row of before) {
		change.set(keyOf(row), {
			...row,
			count: -row.count,
			totalDue: -row.totalDue,
			paid: -row.paid,
			remaining: -row.remaining,
		})
	}
	for (const row of await reportInstallmentsOf(db, { inventoryId })) {
		const key = keyOf(row)
		const was = change.get(key)
		change.set(key, {
			...row,
			count: row.count + (was?.count ?? 0),
			totalDue: row.totalDue + (was?.totalDue ?? 0),
			paid: row.paid + (was?.paid ?? 0),
			remaining: row.remaining + (was?.remaining ?? 0),
		})
	}
	return [...change.entries()]
		.filter(
			([, row]) => row.count !== 0 || row.totalDue !== 0 || row.paid !== 0 || row.remaining !== 0,
		)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
		.map(([, row]) => row)
}

/** Moves the stored rows by a change (reportInstallmentsChange), one upsert. Answers the rows. */
export async function writeReportInstallments(
	db: Kysely<Database>,
	change: readonly ReportInstallments[],
): Promise<number> {
	const rows = change.map((row) => ({
		unit_id: row.unitId,
		kind: row.kind,
		day: row.day,
		cashier_id: row.cashierId,
		category_key: row.categoryKey,
		input: row.input,
		status: row.status,
		method_key: row.methodKey,
		count: row.count,
		total_due: row.totalDue,
		paid: row.paid,
		remaining: row.remaining,
	}))
	if (rows.length === 0) return 0
	await db
		.insertInto('report_installments')
		.values(rows)
		.onConflict((conflict) =>
			conflict
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
				.doUpdateSet({
					count: sql`report_installments.count + excluded.count`,
					total_due: sql`report_installments.total_due + excluded.total_due`,
					paid: sql`report_installments.paid + excluded.paid`,
					remaining: sql`report_installments.remaining + excluded.remaining`,
				}),
		)
		.execute()
	return rows.length
}

/** The unit's payments summary recomputed from its books, replacing what was stored. */
export async function rebuildReportInstallments(
	db: Kysely<Database>,
	unitId: string,
): Promise<void> {
	await db.deleteFrom('report_installments').where('unit_id', '=', unitId).execute()
	await sql`insert into report_installments
		(unit_id, kind, day, cashier_id, category_key, input, status, method_key,
			count, total_due, paid, remaining)
		${contributions(scopeOf({ unitId }))}`.execute(db)
}

/** The unit's payments summary as stored, without the rows back at a count of 0. */
export async function storedReportInstallments(
	db: Kysely<Database>,
	unitId: string,
): Promise<ReportInstallments[]> {
	const rows = await db
		.selectFrom('report_installments')
		.selectAll()
		.where('unit_id', '=', unitId)
		.where('count', '<>', 0)
		.execute()
	return rows.map((row) => toInstallments(row as Row))
}
