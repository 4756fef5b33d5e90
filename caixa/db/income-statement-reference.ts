import { type Kysely, sql } from 'kysely'
import { type Language } from '@caixa/contract/enums'
import { type DreGroup } from '@caixa/contract/master-data-kinds'
import {
	incomeStatement,
	type IncomeStatementFigures,
	type IncomeStatementLine,
	type IncomeStatementLineCode,
	lineOfGroup,
} from '@caixa/domain/income-statement'
import { categoryNameFor } from './category-name'
import { type Database } from './database'
import { paidChargesSql, principalSql } from './money-sql'

// The income statement recomputed from the rows, every time: the naive reference the
// fast report (summary rows kept by the writes, a later slice) is checked against by a property
// test. It is meant to be obviously right, not fast: each figure is one GROUP BY over the books.
//
// What counts, on both bases (the decisions, also in
// domain/income-statement.ts):
// - Only the unit's live records: a deleted record (deleted_at) and its voided payments never
//   count. Internal transfers are not records and never enter. CAPITAL categories come back
//   (their line is null) but feed no line.
// - A record without a category feeds OTHER_INCOME (money in) or OTHER_EXPENSE (money out),
//   listed with a null category: nothing the books hold is left out unseen, and an unknown
//   origin is not passed off as revenue or operating cost.
// - The period is [from, to], calendar days in the unit's zone, both included: issued_on and
//   paid_on are already days in that zone.
//
// ACCRUAL (by the record's date, issued_on): everything a record carries belongs to its date.
// - Its total, by its category, less what its product lines put into stock (the value of its
//   PURCHASE stock movements): goods bought for stock are an asset until sold, and come back as
//   cost of sales through the COGS when a sale takes them out. Counting both the purchase and
//   the COGS would count the goods twice.
// - Cost of goods sold: the perpetual figure, what SALE movements dated in the period took out
//   (a deleted sale's reversal carries its kind and date, so it cancels out).
// - Interest and late fees of its installments: financial income on money in, financial expense
//   on money out. Discounts: financial expense on money in (granted), income on money out
//   (obtained). A charge or discount written later changes the record's period (as any edit of
//   the record does): accrual reads the record as it stands.
//
// CASH (by the day the cash moved, paid_on): what was paid, by the record's category.
// - Each payment row's own cash_moved (a partial payment's amount, or what settling in full
//   moved on the parent): a parent and its children are never counted twice (db/payments.ts).
// - An installment's cash pays its principal first — max(0, amount − discount) — and then its
//   interest and late fee: cumulative cash up to the principal goes to the category, past it to
//   financial income (money in) or expense (money out). Per period: charges = max(0, S_to − P)
//   − max(0, S_before − P), S being the installment's cash paid up to the period's end and
//   before its start. Principal first (the law's default, Código Civil art. 354, is interest
//   first) because interest is added after the fact and replaced freely: charged first, cash
//   already reported as principal would be re-split into interest when a charge is written later.
//   This way only a discount changed after a partial payment re-splits paid cash.
//   The charges part goes to the financial lines whatever the record's category: a loan's
//   installment (CAPITAL) paid with interest still shows the interest as financial expense.
// - A discount is no cash: it only makes the principal smaller (less revenue or cost paid).
// - No COGS: the goods were counted when their purchase was paid (its category); the COGS is no
//   cash and would count them again.

export type IncomeStatementBasis = 'ACCRUAL' | 'CASH'

export interface IncomeStatementPeriod {
	unitId: string
	/** Calendar days in the unit's zone, both included. */
	from: string
	to: string
	basis: IncomeStatementBasis
	/** Only the books of these cashiers (their records, payments and sales' COGS); all if left out. */
	cashierIds?: readonly string[]
	/** The reader's, for the categories' names (db/category-name.ts); as stored if left out. */
	language?: Language
}

/** A category's figure for the period (categoryId null: the records without a category). */
export interface CategoryFigure {
	categoryId: string | null
	name: string | null
	group: DreGroup
	/** The line it feeds; null for CAPITAL. */
	line: IncomeStatementLineCode | null
	amount: number
}

export interface IncomeStatementReference {
	categories: CategoryFigure[]
	figures: IncomeStatementFigures
	lines: IncomeStatementLine[]
}

type Sum = number | string | null

interface CategoryRow {
	category_id: string | null
	name: string | null
	dre_group: DreGroup | null
	input: number
	amount: Sum
}

const n = (value: Sum | undefined): number => Number(value ?? 0)

/** `and <record's cashier> in (…)` when the period names cashiers; an empty list keeps nothing. */
function ofCashiers(column: string, cashierIds: readonly string[] | undefined) {
	if (cashierIds === undefined) return sql``
	if (cashierIds.length === 0) return sql`and 1 = 0`
	return sql`and ${sql.ref(column)} in (${sql.join(cashierIds)})`
}

/** The income statement of a unit's period, recomputed from its rows. */
export async function incomeStatementReference(
	db: Kysely<Database>,
	period: IncomeStatementPeriod,
): Promise<IncomeStatementReference> {
	const { categoryRows, figures } =
		period.basis === 'ACCRUAL' ? await accrual(db, period) : await cash(db, period)
	const categories = categoryRows
		.map((row): CategoryFigure => {
			const group = row.dre_group ?? (row.input === 1 ? 'OTHER_INCOME' : 'OTHER_EXPENSE')
			return {
				categoryId: row.category_id,
				name: row.name,
				group,
				line: lineOfGroup[group],
				amount: n(row.amount),
			}
		})
		.filter((category) => category.amount !== 0)
		.sort(
			(a, b) =>
				a.group.localeCompare(b.group) ||
				(a.categoryId ?? '').localeCompare(b.categoryId ?? '') ||
				a.amount - b.amount,
		)
	const groups: Partial<Record<DreGroup, number>> = {}
	for (const category of categories) {
		groups[category.group] = (groups[category.group] ?? 0) + category.amount
	}
	const all = { ...figures, groups }
	return { categories, figures: all, lines: incomeStatement(all) }
}

type Extras = Omit<IncomeStatementFigures, 'groups'>

async function accrual(
	db: Kysely<Database>,
	{ unitId, from, to, cashierIds, language }: IncomeStatementPeriod,
): Promise<{ categoryRows: CategoryRow[]; figures: Extras }> {
	const { rows: categoryRows } = await sql<CategoryRow>`
		select i.category_id, ${categoryNameFor('c', language)} as name, c.dre_group, i.input,
			sum(i.total - coalesce((select sum(s.value) from stock_movements s
				where s.inventory_id = i.id and s.kind = 'PURCHASE'), 0)) as amount
		from inventories i
		left join categories c on c.id = i.category_id
		where i.unit_id = ${unitId} and i.deleted_at is null
			and i.issued_on >= ${from} and i.issued_on <= ${to}
			${ofCashiers('i.cashier_id', cashierIds)}
		group by i.category_id, c.name, c.default_code, c.dre_group, i.input`.execute(db)
	const { rows: charges } = await sql<{ input: number; charges: Sum; discounts: Sum }>`
		select i.input, sum(p.interest + p.late_fee) as charges, sum(p.discount) as discounts
		from payments p
		join inventories i on i.id = p.inventory_id
		where p.unit_id = ${unitId} and p.parent_id is null and p.voided_at is null
			and i.deleted_at is null and i.issued_on >= ${from} and i.issued_on <= ${to}
			${ofCashiers('i.cashier_id', cashierIds)}
		group by i.input`.execute(db)
	// A sale's movements belong to the cashier of the record that made them.
	const salesOfCashiers =
		cashierIds === undefined
			? sql``
			: sql`and m.inventory_id in (select i.id from inventories i
				where i.unit_id = ${unitId} ${ofCashiers('i.cashier_id', cashierIds)})`
	const { rows: cogs } = await sql<{ value: Sum }>`
		select sum(m.value) as value from stock_movements m
		where m.unit_id = ${unitId} and m.kind = 'SALE'
			and m.occurred_on >= ${from} and m.occurred_on <= ${to} ${salesOfCashiers}`.execute(db)
	const moneyIn = charges.find((row) => row.input === 1)
	const moneyOut = charges.find((row) => row.input === 0)
	return {
		categoryRows,
		figures: {
			// Sales take stock out: their values are below zero, the cost above.
			costOfGoodsSold: 0 - n(cogs[0]?.value),
			chargesReceived: n(moneyIn?.charges),
			chargesPaid: n(moneyOut?.charges),
			discountsGranted: n(moneyIn?.discounts),
			discountsObtained: n(moneyOut?.discounts),
		},
	}
}

async function cash(
	db: Kysely<Database>,
	{ unitId, from, to, cashierIds, language }: IncomeStatementPeriod,
): Promise<{ categoryRows: CategoryRow[]; figures: Extras }> {
	// Per installment of a live record: its principal and the cash it and its partial payments
	// moved before the period and up to its end (the family is the installment's row and its
	// children's, each counted once by its own cash_moved).
	const installments = sql`
		select i.category_id, i.input,
			${principalSql('p')} as principal,
			sum(case when m.paid_on < ${from} then m.cash_moved else 0 end) as paid_before,
			sum(m.cash_moved) as paid_through
		from payments p
		join inventories i on i.id = p.inventory_id
		join payments m on m.id = p.id or m.parent_id = p.id
		where p.unit_id = ${unitId} and p.parent_id is null and p.voided_at is null
			and i.deleted_at is null ${ofCashiers('i.cashier_id', cashierIds)}
			and m.voided_at is null and m.paid_on is not null and m.paid_on <= ${to}
		group by p.id, i.category_id, i.input, p.amount, p.discount`
	// The charges part of the period's cash: max(0, S_to − P) − max(0, S_before − P).
	const charges = sql`(${paidChargesSql(sql.ref('f.principal'), sql.ref('f.paid_through'))}
		- ${paidChargesSql(sql.ref('f.principal'), sql.ref('f.paid_before'))})`
	const { rows } = await sql<CategoryRow & { charges: Sum }>`
		select f.category_id, ${categoryNameFor('c', language)} as name, c.dre_group, f.input,
			sum(f.paid_through - f.paid_before - ${charges}) as amount,
			sum(${charges}) as charges
		from (${installments}) f
		left join categories c on c.id = f.category_id
		where f.paid_through > f.paid_before
		group by f.category_id, c.name, c.default_code, c.dre_group, f.input`.execute(db)
	const chargesOf = (input: number) =>
		rows.filter((row) => row.input === input).reduce((sum, row) => sum + n(row.charges), 0)
	return {
		categoryRows: rows,
		figures: {
			costOfGoodsSold: 0,
			chargesReceived: chargesOf(1),
			chargesPaid: chargesOf(0),
			discountsGranted: 0,
			discountsObtained: 0,
		},
	}
}
