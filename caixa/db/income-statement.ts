import { type Kysely, sql } from 'kysely'
import { type DreGroup } from '@caixa/contract/master-data-kinds'
import { incomeStatement, lineOfGroup } from '@caixa/domain/income-statement'
import { categoryNameFor } from './category-name'
import { type Database, type ReportMeasure } from './database'
import {
	type CategoryFigure,
	type IncomeStatementBasis,
	type IncomeStatementPeriod,
	type IncomeStatementReference,
} from './income-statement-reference'

// The income statement read from the reports' summary rows (report_days, db/report-days.ts):
// the same answer as income-statement-reference.ts, which recomputes it from the books — the
// property test (report-days.test.ts) holds them equal on random ledgers and periods, both bases.
// One grouped range read of the unit's index (unit, measure, day) per statement, or per year of
// months, whatever the number of payments behind it; the categories' names and groups are joined
// after grouping, so a renamed or regrouped category reads as it stands now, as in the reference.

export const measuresOf: Readonly<Record<IncomeStatementBasis, readonly ReportMeasure[]>> = {
	ACCRUAL: ['ACCRUED', 'ACCRUED_CHARGES', 'ACCRUED_DISCOUNTS', 'COST_OF_GOODS_SOLD'],
	CASH: ['PAID_PRINCIPAL', 'PAID_CHARGES'],
}

/** The measure whose rows are the categories' figures on each basis. */
const categoryMeasure: Readonly<Record<IncomeStatementBasis, ReportMeasure>> = {
	ACCRUAL: 'ACCRUED',
	CASH: 'PAID_PRINCIPAL',
}

type Sum = number | string | bigint | null

export interface SummaryRow {
	month: string
	measure: ReportMeasure
	category_key: string
	input: number | string
	name: string | null
	dre_group: DreGroup | null
	amount: Sum
}

/** The income statement of a unit's period, from its summary rows. */
export async function incomeStatementOf(
	db: Kysely<Database>,
	period: IncomeStatementPeriod,
): Promise<IncomeStatementReference> {
	const rows = await summaryRows(db, period, false)
	return statementOf(period.basis, rows)
}

export interface MonthStatement {
	/** YYYY-MM. */
	month: string
	statement: IncomeStatementReference
}

/**
 * The income statement of each calendar month the period touches (its first and last months cut
 * to the period), in order, from one query grouped by month: the by-year view (12 columns) and the
 * last 12 months. A month with nothing in it comes back with every line at 0.
 */
export async function incomeStatementByMonth(
	db: Kysely<Database>,
	period: IncomeStatementPeriod,
): Promise<MonthStatement[]> {
	const rows = await summaryRows(db, period, true)
	const byMonth = new Map<string, SummaryRow[]>()
	for (const row of rows) {
		const list = byMonth.get(row.month) ?? []
		list.push(row)
		byMonth.set(row.month, list)
	}
	return monthsOf(period.from, period.to).map((month) => ({
		month,
		statement: statementOf(period.basis, byMonth.get(month) ?? []),
	}))
}

/** YYYY-MM of every month from `from`'s to `to`'s. */
function monthsOf(from: string, to: string): string[] {
	const months: string[] = []
	let year = Number(from.slice(0, 4))
	let month = Number(from.slice(5, 7))
	const last = to.slice(0, 7)
	for (;;) {
		const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`
		if (key > last) return months
		months.push(key)
		month += 1
		if (month > 12) {
			month = 1
			year += 1
		}
	}
}

async function summaryRows(
	db: Kysely<Database>,
	{ unitId, from, to, basis, cashierIds, language }: IncomeStatementPeriod,
	byMonth: boolean,
): Promise<SummaryRow[]> {
	// Only these cashiers' rows (a sale's COGS is its record's cashier's, as in the reference).
	const ofCashiers =
		cashierIds === undefined
			? sql``
			: cashierIds.length === 0
				? sql`and 1 = 0`
				: sql`and r.cashier_id in (${sql.join(cashierIds)})`
	const month = byMonth ? sql`substr(r.day, 1, 7)` : sql`''`
	// PostgreSQL refuses a constant in GROUP BY: the month is grouped only when it varies.
	const byMonthGroup = byMonth ? sql`substr(r.day, 1, 7), ` : sql``
	const measures = sql.join(measuresOf[basis].map((measure) => sql.lit(measure)))
	const { rows } = await sql<SummaryRow>`
		select s.month, s.measure, s.category_key, s.input, ${categoryNameFor('c', language)} as name,
			c.dre_group, s.amount
		from (
			select ${month} as month, r.measure, r.category_key, r.input, sum(r.amount) as amount
			from report_days r
			where r.unit_id = ${unitId} and r.measure in (${measures})
				and r.day >= ${from} and r.day <= ${to} ${ofCashiers}
			group by ${byMonthGroup}r.measure, r.category_key, r.input
		) s
		left join categories c on c.id = s.category_key`.execute(db)
	return rows
}

const n = (value: Sum | undefined): number => Number(value ?? 0)

/** The statement's shape exactly as the reference builds it, from one period's summed rows. */
export function statementOf(
	basis: IncomeStatementBasis,
	rows: readonly SummaryRow[],
): IncomeStatementReference {
	const sum = (measure: ReportMeasure, input: number) =>
		rows
			.filter((row) => row.measure === measure && Number(row.input) === input)
			.reduce((total, row) => total + n(row.amount), 0)
	const categories = rows
		.filter((row) => row.measure === categoryMeasure[basis])
		.map((row): CategoryFigure => {
			const input = Number(row.input)
			const group = row.dre_group ?? (input === 1 ? 'OTHER_INCOME' : 'OTHER_EXPENSE')
			return {
				categoryId: row.category_key === '' ? null : row.category_key,
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
	const figures =
		basis === 'ACCRUAL'
			? {
					groups,
					costOfGoodsSold: sum('COST_OF_GOODS_SOLD', 0) + sum('COST_OF_GOODS_SOLD', 1),
					chargesReceived: sum('ACCRUED_CHARGES', 1),
					chargesPaid: sum('ACCRUED_CHARGES', 0),
					discountsGranted: sum('ACCRUED_DISCOUNTS', 1),
					discountsObtained: sum('ACCRUED_DISCOUNTS', 0),
				}
			: {
					groups,
					costOfGoodsSold: 0,
					chargesReceived: sum('PAID_CHARGES', 1),
					chargesPaid: sum('PAID_CHARGES', 0),
					discountsGranted: 0,
					discountsObtained: 0,
				}
	return { categories, figures, lines: incomeStatement(figures) }
}
