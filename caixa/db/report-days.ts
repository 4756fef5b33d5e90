import { type Kysely, type RawBuilder, sql } from 'kysely'
import { isSqlite } from './connection'
import { type Database, type ReportMeasure } from './database'
import { lockRecord } from './inventories'
import { openRemainingSql, paidPrincipalSql, principalSql } from './money-sql'
import { cashierTotalsChange, followCashierTotals, rebuildCashierTotals } from './cashier-totals'
import {
	rebuildReportInstallments,
	type ReportInstallments,
	reportInstallmentsChange,
	reportInstallmentsOf,
	writeReportInstallments,
} from './report-installments'

// The reports' summary rows (migration 0018): a unit's money per day, cashier,
// category, direction and measure, kept in step by every write that moves money, in its own
// transaction, and recomputed from the books when asked (the bench's direct seeding, the tests'
// invariant). The rule of what each row of the books contributes is here and only here; the
// migration's fill is a frozen copy of it as it was then.
//
// What each measure holds (amounts in minor units; day, cashier, category and direction are the
// record's unless said; category_key '' when the record has none):
// - ACCRUED, by issued_on: a live record's total less the value of its PURCHASE stock movements
//   (goods bought for stock come back through the COGS; income-statement-reference.ts says why).
// - ACCRUED_CHARGES, ACCRUED_DISCOUNTS, by issued_on: interest + late fee, and discount, of the
//   live record's installments.
// - COST_OF_GOODS_SOLD, by occurred_on: 0 − value of the record's SALE movements, reversals
//   included (dated as the sale, so a deleted sale nets to 0 on its day, as the reference reads).
// - PAID_PRINCIPAL, PAID_CHARGES, by paid_on: the cash of each installment of a live record and
//   of its partial payments, principal first (max(0, amount − discount)), then charges — per day
//   d, principal_d = min(P, S_d) − min(P, S_{d−1}), S being the installment's cash up to a day.
//   Summed over any days [from, to] it telescopes to the reference's min(P, S_to) − min(P,
//   S_before), so any period reads the same split.
// - OPEN_REMAINING, by due_date: what is still owed on each open installment of a live record
//   (amount + interest + late fee − discount − paid): the projected cash flow.
// - TRANSFER_IN, TRANSFER_OUT, by transferred_on: a live transfer's amount, on the cashier it
//   enters (input 1) and the one it leaves (input 0), category ''.
// A cashier's opening balance is not kept: it is one column of cashiers, read where needed.
//
// Rows whose amount returns to 0 stay. Deleting them would cost each write a statement more, and
// a zero row is usually written again soon (its day, cashier and category keep being written); no
// sum changes with it. The table grows with the distinct keys ever written — days × cashiers ×
// categories × measures — never with the number of records.

export interface ReportDay {
	unitId: string
	cashierId: string
	day: string
	measure: ReportMeasure
	categoryKey: string
	input: 0 | 1
	amount: number
}

/** What a write changes the summary of: one record (with its installments and stock) or transfer. */
export type ReportSource = { inventoryId: string } | { transferId: string }

type Scope = { unitId: string } | ReportSource

interface ContributionRow {
	unit_id: string
	cashier_id: string
	day: string
	measure: ReportMeasure
	category_key: string
	input: number | string
	amount: number | string | bigint
}

const recordScope = (scope: Scope): RawBuilder<unknown> | null =>
	'unitId' in scope
		? sql`i.unit_id = ${scope.unitId}`
		: 'inventoryId' in scope
			? sql`i.id = ${scope.inventoryId}`
			: null

const transferScope = (scope: Scope): RawBuilder<unknown> | null =>
	'unitId' in scope
		? sql`t.unit_id = ${scope.unitId}`
		: 'transferId' in scope
			? sql`t.id = ${scope.transferId}`
			: null

const category = sql`coalesce(i.category_id, '')`

/** The records' contributions, one row per record, installment, movement or paid day. */
function recordContributions(where: RawBuilder<unknown>): RawBuilder<unknown> {
	// Each installment's cash per day, with its running total (the family is the installment's row
	// and its partial payments, each counted once by its own cash_moved). Joined within the record
	// (inventory_id), an equality every engine probes or hashes, before the family test: planned
	// on a table without statistics (a bulk load, a fresh database), a join on the family's
	// expression alone became nested scans of the whole table.
	const paidDays = sql`
		select f.unit_id, f.cashier_id, f.day, f.category_key, f.input, f.principal, f.cash,
			sum(f.cash) over (partition by f.installment_id order by f.day) as through
		from (
			select i.unit_id, i.cashier_id, m.paid_on as day, ${category} as category_key, i.input,
				p.id as installment_id,
				${principalSql('p')} as principal,
				sum(m.cash_moved) as cash
			from inventories i
			join payments p on p.inventory_id = i.id
			join payments m on m.inventory_id = i.id and (m.id = p.id or m.parent_id = p.id)
			where ${where} and i.deleted_at is null and p.parent_id is null and p.voided_at is null
				and m.voided_at is null and m.paid_on is not null
			group by i.unit_id, i.cashier_id, m.paid_on, i.category_id, i.input, p.id, p.amount, p.discount
		) f`
	// min(P, S_d) − min(P, S_d − cash_d): the part of the day's cash that is still principal.
	const principal = sql`(${paidPrincipalSql(sql.ref('d.principal'), sql.ref('d.through'))}
		- ${paidPrincipalSql(sql.ref('d.principal'), sql`d.through - d.cash`)})`
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
			${openRemainingSql('p')}
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

/** The scope's contributions summed by key, the keys whose sum is 0 left out. */
function summedContributions(scope: Scope): RawBuilder<ContributionRow> {
	const records = recordScope(scope)
	const transfers = transferScope(scope)
	const parts = [
		...(records ? [recordContributions(records)] : []),
		...(transfers ? [transferContributions(transfers)] : []),
	]
	return sql<ContributionRow>`
		select c.unit_id, c.cashier_id, c.day, c.measure, c.category_key, c.input,
			sum(c.amount) as amount
		from (${sql.join(parts, sql` union all `)}) c
		group by c.unit_id, c.cashier_id, c.day, c.measure, c.category_key, c.input
		having sum(c.amount) <> 0`
}

const keyOf = (row: Omit<ReportDay, 'amount'>) =>
	`${row.unitId}|${row.measure}|${row.day}|${row.cashierId}|${row.categoryKey}|${row.input}`

/** What one record or transfer contributes to the summary now, read from the books. */
export function reportDaysOf(db: Kysely<Database>, source: ReportSource): Promise<ReportDay[]> {
	return contributionsOf(db, source)
}

async function contributionsOf(db: Kysely<Database>, scope: Scope): Promise<ReportDay[]> {
	const { rows } = await summedContributions(scope).execute(db)
	return rows.map((row) => ({
		unitId: row.unit_id,
		cashierId: row.cashier_id,
		day: row.day,
		measure: row.measure,
		categoryKey: row.category_key,
		input: Number(row.input) === 1 ? 1 : 0,
		amount: Number(row.amount),
	}))
}

/**
 * What a record or transfer contributes to both summaries, the money's (here) and the payments'
 * (db/report-installments.ts): what a write hands back to followReportDays after it.
 */
export interface ReportSnapshot {
	days: readonly ReportDay[]
	installments: readonly ReportInstallments[]
}

/** What a source that did not exist before the write contributed. */
export const NOTHING_BEFORE: ReportSnapshot = { days: [], installments: [] }

/** What the source contributes to both summaries now (a transfer has no payments). */
export async function snapshotOf(
	db: Kysely<Database>,
	source: ReportSource,
): Promise<ReportSnapshot> {
	if ('transferId' in source) return { days: await reportDaysOf(db, source), installments: [] }
	// One after the other: in a write's transaction both go through its one connection.
	const days = await reportDaysOf(db, source)
	return { days, installments: await reportInstallmentsOf(db, source) }
}

/**
 * Before a write changes a record's installments: locks the record (as every writer of them does
 * first, db/inventories.ts lockRecord) and answers what it contributes as committed, for
 * followReportDays after the write. Under the lock, no other writer's change of the record can
 * fall between this read and the write.
 */
export async function recordDaysBefore(
	db: Kysely<Database>,
	inventoryId: string,
): Promise<ReportSnapshot> {
	await lockRecord(db, inventoryId)
	return snapshotOf(db, { inventoryId })
}

/**
 * After a write, in its transaction: moves the summary by what the source contributes now less
 * what it contributed `before` — one upsert of the changed keys, in key order, so two writers
 * touching the same days take their row locks in the same order (and before the unit's row,
 * which every write takes last) — and the payments' summary likewise. Answers the money's rows
 * changed.
 */
export async function followReportDays(
	db: Kysely<Database>,
	source: ReportSource,
	before: ReportSnapshot,
): Promise<number> {
	const installments =
		'inventoryId' in source
			? await reportInstallmentsChange(db, source.inventoryId, before.installments)
			: []
	const days = await daysChange(db, source, before.days)
	// The cashiers' rows before the summary's (db/cashier-totals.ts says why the order).
	await followCashierTotals(db, cashierTotalsChange(days, installments))
	await writeReportInstallments(db, installments)
	return writeDays(db, days)
}

/** What the source contributes now less what it contributed `before`, by key, in key order. */
async function daysChange(
	db: Kysely<Database>,
	source: ReportSource,
	before: readonly ReportDay[],
): Promise<ReportDay[]> {
	const change = new Map<string, ReportDay>()
	for (const row of before) change.set(keyOf(row), { ...row, amount: -row.amount })
	for (const row of await reportDaysOf(db, source)) {
		const key = keyOf(row)
		const amount = (change.get(key)?.amount ?? 0) + row.amount
		change.set(key, { ...row, amount })
	}
	return [...change.entries()]
		.filter(([, row]) => row.amount !== 0)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
		.map(([, row]) => row)
}

async function writeDays(db: Kysely<Database>, change: readonly ReportDay[]): Promise<number> {
	const rows = change.map((row) => ({
		unit_id: row.unitId,
		cashier_id: row.cashierId,
		day: row.day,
		measure: row.measure,
		category_key: row.categoryKey,
		input: row.input,
		amount: row.amount,
	}))
	if (rows.length === 0) return 0
	await db
		.insertInto('report_days')
		.values(rows)
		.onConflict((conflict) =>
			conflict
				.columns(['unit_id', 'measure', 'day', 'cashier_id', 'category_key', 'input'])
				.doUpdateSet({ amount: sql`report_days.amount + excluded.amount` }),
		)
		.execute()
	return rows.length
}

/**
 * The unit's summaries (money and payments) and its cashiers' totals recomputed from its books,
 * replacing what was stored.
 */
export async function rebuildReportDays(db: Kysely<Database>, unitId: string): Promise<void> {
	// A rebuild follows a bulk load (the bench's seeding, a test's book): PostgreSQL plans it from
	// statistics autovacuum has not gathered yet, and chose nested scans (12 s for 12,500 payments,
	// 0.4 s once analyzed). Sampling the four tables costs well under a second.
	if (!isSqlite(db))
		await sql`analyze inventories, payments, stock_movements, internal_transfers`.execute(db)
	await db.deleteFrom('report_days').where('unit_id', '=', unitId).execute()
	await sql`insert into report_days
		(unit_id, cashier_id, day, measure, category_key, input, amount)
		${summedContributions({ unitId })}`.execute(db)
	await rebuildReportInstallments(db, unitId)
	await rebuildCashierTotals(db, unitId)
}

/** The unit's summary as its books say it must be (the tests' invariant compares it). */
export function reportDaysOfBooks(db: Kysely<Database>, unitId: string): Promise<ReportDay[]> {
	return contributionsOf(db, { unitId })
}

/** The unit's summary as stored, without the rows whose amount returned to 0. */
export async function storedReportDays(db: Kysely<Database>, unitId: string): Promise<ReportDay[]> {
	const rows = await db
		.selectFrom('report_days')
		.selectAll()
		.where('unit_id', '=', unitId)
		.where('amount', '<>', 0)
		.execute()
	return rows.map((row) => ({
		unitId: row.unit_id,
		cashierId: row.cashier_id,
		day: row.day,
		measure: row.measure,
		categoryKey: row.category_key,
		input: Number(row.input) === 1 ? 1 : 0,
		amount: Number(row.amount),
	}))
}
