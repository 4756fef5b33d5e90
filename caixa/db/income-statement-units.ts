import { type Kysely, sql } from 'kysely'
import { type Database } from './database'
import { measuresOf, statementOf, type SummaryRow } from './income-statement'
import {
	type IncomeStatementBasis,
	type IncomeStatementReference,
} from './income-statement-reference'

// The income statement of a SET of units (a company's, a marketplace's: the consolidated
// reports), read from the summary rows as db/income-statement.ts reads one unit's: one grouped
// range read of report_days over all the units at once — each unit's (unit, measure, day) index
// range — never a query per unit. Each unit's statement comes from its own rows, built by the same
// statementOf, so it is the unit's report exactly; a group's statement from all its units' rows
// together, so every line is the units' sum to the cent.

export interface UnitSetPeriod {
	unitIds: readonly string[]
	/** Each unit's own calendar days, both included. */
	from: string
	to: string
	basis: IncomeStatementBasis
}

export interface UnitSetStatements {
	/** Each unit's own statement (every line 0 for a unit with nothing in the period). */
	ofUnit(unitId: string): IncomeStatementReference
	/** The statement of several units together: Σ of theirs, line by line. */
	ofUnits(unitIds: readonly string[]): IncomeStatementReference
}

interface UnitSummaryRow extends SummaryRow {
	unit_id: string
}

/** The summary rows of every unit of the set over the period, in one query. */
export async function incomeStatementsOfUnits(
	db: Kysely<Database>,
	{ unitIds, from, to, basis }: UnitSetPeriod,
): Promise<UnitSetStatements> {
	const byUnit = new Map<string, UnitSummaryRow[]>()
	if (unitIds.length > 0) {
		const measures = sql.join(measuresOf[basis].map((measure) => sql.lit(measure)))
		const { rows } = await sql<UnitSummaryRow>`
			select s.unit_id, '' as month, s.measure, s.category_key, s.input, c.name, c.dre_group,
				s.amount
			from (
				select r.unit_id, r.measure, r.category_key, r.input, sum(r.amount) as amount
				from report_days r
				where r.unit_id in (${sql.join([...unitIds])}) and r.measure in (${measures})
					and r.day >= ${from} and r.day <= ${to}
				group by r.unit_id, r.measure, r.category_key, r.input
			) s
			left join categories c on c.id = s.category_key`.execute(db)
		for (const row of rows) {
			const list = byUnit.get(row.unit_id) ?? []
			list.push(row)
			byUnit.set(row.unit_id, list)
		}
	}
	return {
		ofUnit: (unitId) => statementOf(basis, byUnit.get(unitId) ?? []),
		ofUnits: (ids) =>
			statementOf(
				basis,
				[...new Set(ids)].flatMap((id) => byUnit.get(id) ?? []),
			),
	}
}
