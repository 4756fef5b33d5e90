import { type Kysely, sql } from 'kysely'
import { type Language } from '@caixa/contract/enums'
import { type DreGroup } from '@caixa/contract/master-data-kinds'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { type CashFlowByDay, cashFlowByDay, monthSpan } from '@caixa/domain/cash-flow-calendar'
import {
	type CashFlow,
	cashFlow,
	type CashFlowGranularity,
	type CashFlowInput,
	type CashierDayTransfers,
	type CategoryDayAmounts,
	type IsoWeekday,
} from '@caixa/domain/cash-flow'
import { categoryNameFor } from './category-name'
import { type Database } from './database'
import { openRemainingSql } from './money-sql'

// The cash flow and the cash calendar recomputed from the rows, every time: the naive
// reference the fast report (summary rows kept by the writes, a later slice) is checked against.
// Obviously right, not fast: one GROUP BY per figure, straight over payments, records and
// transfers; the periods, balances and overdue split are domain/cash-flow.ts's, whose decisions
// hold here. What counts:
// - The unit's cashiers, or those of `cashierIds` among them (an id of no cashier of the unit
//   keeps nothing), archived ones too: their books stay and so does the cash they moved.
// - Realized: each payment row's own cash_moved on its paid_on (an installment settled in full
//   carries what settling moved, each partial payment its amount: parent and children each once,
//   db/payments.ts), by its record's category, whatever the category's group — CAPITAL too.
//   Voided payments (a deleted record's) and deleted records never count.
// - Transfers: each live transfer is out of its from-cashier and into its to-cashier on its day;
//   a cashier outside the filter has no side of it, so one between two filtered cashiers nets to
//   zero and one with a single filtered cashier is in or out. Deleted ones never count.
// - Opening balance at the range's start: the cashiers' opening balances plus every realized
//   cash move and transfer before it. The opening balance belongs to the start of the books, not
//   to its opening date: the ledger takes payments dated before that date and the stored balance
//   (cashiers.balance, migration 0004) adds every one of them to it, so a range reaching past
//   every move closes at the stored balances (the test checks it).
// - Projected: each open installment (PENDING or PARTIALLY_PAID, of a live record) owes
//   amount − discount + interest + late fee − paid (its children's cash included in paid), on its
//   due date, by its record's category. All those due up to the range's end are read; the rule
//   puts those due before today apart as overdue, today being the clock's moment in the unit's zone.

export interface CashFlowScope {
	unitId: string
	/** Only these cashiers of the unit; all of them when undefined. */
	cashierIds?: readonly string[]
	/** The clock's moment: today is its date in the unit's zone. */
	now: number
	/** The reader's, for the categories' names (db/category-name.ts); as stored if left out. */
	language?: Language
}

export interface CashFlowQuery extends CashFlowScope {
	/** Calendar days in the unit's zone, both included. */
	from: string
	to: string
	granularity?: CashFlowGranularity
	firstDayOfWeek?: IsoWeekday
}

export interface CashFlowCategory {
	id: string
	name: string
	group: DreGroup
	/** An INCOME category (money in). */
	input: boolean
}

export interface CashFlowReference extends CashFlow {
	currency: string
	/** The categories the figures name (their ids), with their names. */
	categoryNames: CashFlowCategory[]
}

export interface CashFlowByDayReference extends CashFlowByDay {
	currency: string
	categoryNames: CashFlowCategory[]
}

type Sum = number | string | null
const n = (value: Sum | undefined): number => Number(value ?? 0)

/** The cash flow of a unit's range, recomputed from its rows. */
export async function cashFlowReference(
	db: Kysely<Database>,
	query: CashFlowQuery,
): Promise<CashFlowReference> {
	const { input, currency, categoryNames } = await cashFlowInput(db, query, query.from, query.to)
	const flow = cashFlow({
		...input,
		granularity: query.granularity,
		firstDayOfWeek: query.firstDayOfWeek,
	})
	return { ...flow, currency, categoryNames: named(categoryNames, flow) }
}

/** The calendar's month (`YYYY-MM`) of a unit, day by day, recomputed from its rows. */
export async function cashFlowByDayReference(
	db: Kysely<Database>,
	scope: CashFlowScope & { month: string },
): Promise<CashFlowByDayReference> {
	const { start, end } = monthSpan(scope.month)
	const { input, currency, categoryNames } = await cashFlowInput(db, scope, start, end)
	const byDay = cashFlowByDay({ ...input, month: scope.month })
	const ids = new Set<string | null>(byDay.overdue.categories.map((figure) => figure.categoryId))
	return {
		...byDay,
		currency,
		categoryNames: categoryNames.filter((category) => ids.has(category.id)),
	}
}

function named(categories: readonly CashFlowCategory[], flow: CashFlow): CashFlowCategory[] {
	const ids = new Set<string | null>([
		...flow.categories.map((figure) => figure.categoryId),
		...flow.overdue.categories.map((figure) => figure.categoryId),
	])
	return categories.filter((category) => ids.has(category.id))
}

/** The day figures of [from, to] and the opening balance, as the rule takes them. */
async function cashFlowInput(
	db: Kysely<Database>,
	scope: CashFlowScope,
	from: string,
	to: string,
): Promise<{
	input: Omit<CashFlowInput, 'granularity' | 'firstDayOfWeek'>
	currency: string
	categoryNames: CashFlowCategory[]
}> {
	const unit = await db
		.selectFrom('units')
		.select(['timezone', 'currency'])
		.where('id', '=', scope.unitId)
		.executeTakeFirstOrThrow()
	const today = calendarDateIn(scope.now, unit.timezone)
	// The cashiers in scope, as a condition on a cashier id column.
	const inScope = (column: ReturnType<typeof sql.ref>) =>
		scope.cashierIds === undefined
			? sql`${column} in (select c.id from cashiers c where c.unit_id = ${scope.unitId})`
			: scope.cashierIds.length === 0
				? sql`1 = 0`
				: sql`${column} in (select c.id from cashiers c where c.unit_id = ${scope.unitId}
					and c.id in (${sql.join(scope.cashierIds)}))`

	const { rows: openings } = await sql<{ opening: Sum }>`
		select sum(c.opening_balance) as opening from cashiers c
		where ${inScope(sql.ref('c.id'))}`.execute(db)
	// Payment rows of live records that moved cash, with the record's direction and category.
	const moved = sql`payments p join inventories i on i.id = p.inventory_id
		where ${inScope(sql.ref('p.cashier_id'))} and p.voided_at is null and i.deleted_at is null
			and p.paid_on is not null`
	const { rows: cashBefore } = await sql<{ cash: Sum }>`
		select sum(case when i.input = 1 then p.cash_moved else -p.cash_moved end) as cash
		from ${moved} and p.paid_on < ${from}`.execute(db)
	const { rows: realized } = await sql<{
		date: string
		category_id: string | null
		inflow: Sum
		outflow: Sum
	}>`
		select p.paid_on as date, i.category_id,
			sum(case when i.input = 1 then p.cash_moved else 0 end) as inflow,
			sum(case when i.input = 0 then p.cash_moved else 0 end) as outflow
		from ${moved} and p.paid_on >= ${from} and p.paid_on <= ${to}
		group by p.paid_on, i.category_id`.execute(db)

	// Each live transfer as its two sides, each kept only for a cashier in scope.
	const sides = sql`
		select t.transferred_on as date, t.to_cashier_id as cashier_id, t.amount as transfer_in,
			0 as transfer_out
		from internal_transfers t
		where t.unit_id = ${scope.unitId} and t.deleted_at is null
			and ${inScope(sql.ref('t.to_cashier_id'))}
		union all
		select t.transferred_on, t.from_cashier_id, 0, t.amount
		from internal_transfers t
		where t.unit_id = ${scope.unitId} and t.deleted_at is null
			and ${inScope(sql.ref('t.from_cashier_id'))}`
	const { rows: transfersBefore } = await sql<{ net: Sum }>`
		select sum(s.transfer_in - s.transfer_out) as net from (${sides}) s
		where s.date < ${from}`.execute(db)
	const { rows: transfers } = await sql<{
		date: string
		cashier_id: string
		transfers_in: Sum
		transfers_out: Sum
	}>`
		select s.date, s.cashier_id, sum(s.transfer_in) as transfers_in,
			sum(s.transfer_out) as transfers_out
		from (${sides}) s
		where s.date >= ${from} and s.date <= ${to}
		group by s.date, s.cashier_id`.execute(db)

	const { rows: projected } = await sql<{
		date: string
		category_id: string | null
		inflow: Sum
		outflow: Sum
	}>`
		select p.due_date as date, i.category_id,
			sum(case when i.input = 1 then ${openRemainingSql('p')} else 0 end) as inflow,
			sum(case when i.input = 0 then ${openRemainingSql('p')} else 0 end) as outflow
		from payments p join inventories i on i.id = p.inventory_id
		where ${inScope(sql.ref('p.cashier_id'))} and p.voided_at is null and i.deleted_at is null
			and p.parent_id is null and p.status in ('PENDING', 'PARTIALLY_PAID')
			and p.due_date <= ${to}
		group by p.due_date, i.category_id`.execute(db)

	const categoryRows = await db
		.selectFrom('categories')
		.select(['id', categoryNameFor('categories', scope.language).as('name'), 'dre_group', 'kind'])
		.where('unit_id', '=', scope.unitId)
		.orderBy('id')
		.execute()

	const amounts = (row: {
		date: string
		category_id: string | null
		inflow: Sum
		outflow: Sum
	}): CategoryDayAmounts => ({
		date: row.date,
		categoryId: row.category_id,
		inflow: n(row.inflow),
		outflow: n(row.outflow),
	})
	return {
		currency: unit.currency,
		categoryNames: categoryRows.map((row) => ({
			id: row.id,
			name: row.name,
			group: row.dre_group,
			input: row.kind === 'INCOME',
		})),
		input: {
			from,
			to,
			today,
			openingBalance: n(openings[0]?.opening) + n(cashBefore[0]?.cash) + n(transfersBefore[0]?.net),
			realized: realized.map(amounts),
			transfers: transfers.map((row): CashierDayTransfers => ({
				date: row.date,
				cashierId: row.cashier_id,
				transfersIn: n(row.transfers_in),
				transfersOut: n(row.transfers_out),
			})),
			projected: projected.map(amounts),
		},
	}
}
