import { type Kysely, sql } from 'kysely'
import { visibleCashiers } from './access'
import { type Database } from './database'
import { preparedQuery } from './prepared-query'

// The portal's overview (contract/overview.ts): two statements whatever the size of the books —
// the cashiers the person writes, with their stored balances, then what is open on them from the
// summary rows (report_days, migration 0018), never the payments behind them.

/** A live cashier the person writes, with what the overview needs of its unit. */
export interface WrittenCashier {
	id: string
	name: string
	unitId: string
	unitName: string
	timezone: string
	currency: string
	balance: number
	/** What its open installments still owe, by direction (db/cashier-totals.ts). */
	openToReceive: number
	openToPay: number
}

/**
 * The live cashiers the profile owns or collaborates on (access.ts: auditors are apart), by name
 * then id: each branch of the access table on an index of the profile, then each cashier and unit
 * by its key, with its balance and what is open on it, kept on its row.
 */
export async function writtenCashiers(
	db: Kysely<Database>,
	profileId: string,
): Promise<WrittenCashier[]> {
	const rows = await written.execute(db, { profileId })
	return rows.map((row) => ({
		id: row.id,
		name: row.name,
		unitId: row.unit_id,
		unitName: row.unit_name,
		timezone: row.timezone,
		currency: row.currency,
		balance: Number(row.balance),
		openToReceive: Number(row.open_to_receive),
		openToPay: Number(row.open_to_pay),
	}))
}

// Every visit to the portal reads it: prepared (prepared-query.ts says why; building it took
// more of the portal's main thread than anything of ours).
const written = preparedQuery((db, { profileId }: { profileId: string }) =>
	db
		.selectFrom(visibleCashiers(db, profileId))
		.innerJoin('cashiers', 'cashiers.id', 'access.cashier_id')
		.innerJoin('units', 'units.id', 'cashiers.unit_id')
		.where('cashiers.archived_at', 'is', null)
		.select([
			'cashiers.id',
			'cashiers.name',
			'cashiers.balance',
			'cashiers.unit_id',
			'units.name as unit_name',
			'units.timezone',
			'units.currency',
			'cashiers.open_to_receive',
			'cashiers.open_to_pay',
		])
		.orderBy('cashiers.search_text')
		.orderBy('cashiers.id'),
)

/** A unit's days: overdue is due before `today`, due soon from `today` through `dueSoonTo`. */
export interface UnitDays {
	unitId: string
	today: string
	dueSoonTo: string
}

/** What of a cashier's open installments in one direction is due from its unit's today on. */
export interface OpenFromToday {
	cashierId: string
	input: boolean
	/** Due today or later: what is open less this is overdue. */
	fromToday: number
	dueSoon: number
}

type Sum = number | string | bigint | null

/**
 * Due from today on, and due soon, per cashier and direction: OPEN_REMAINING (what is still owed
 * on open installments, by due day) read on report_days' key — the units, the measure, the days
 * from the earliest unit's today — each row put by its own unit's today. What is overdue is the
 * cashier's open total (writtenCashiers) less what is due from today: the walk reads the days
 * ahead, a few months of installments, not the years behind; rows back at 0 (report-days.ts says
 * why they stay) are left before grouping.
 */
export async function openFromTodayOf(
	db: Kysely<Database>,
	units: readonly UnitDays[],
	cashierIds: readonly string[],
): Promise<OpenFromToday[]> {
	if (units.length === 0 || cashierIds.length === 0) return []
	const first = units.reduce(
		(earliest, unit) => (unit.today < earliest ? unit.today : earliest),
		'9999-12-31',
	)
	const dayOf = (key: 'today' | 'dueSoonTo') => {
		const [only] = units
		if (units.length === 1 && only) return sql<string>`cast(${only[key]} as text)`
		const cases = units.map((unit) => sql`when ${unit.unitId} then cast(${unit[key]} as text)`)
		return sql<string>`case r.unit_id ${sql.join(cases, sql` `)} end`
	}
	const today = dayOf('today')
	const dueSoonTo = dayOf('dueSoonTo')
	// The cashier tested as an expression no index ranges on, so the walk stays on the key (unit,
	// measure, days), as db/cash-flow.ts does: the (unit, cashier, day) index's range holds every
	// measure of the cashier's history.
	const { rows } = await sql<{
		cashier_id: string
		input: number | string
		from_today: Sum
		due_soon: Sum
	}>`
		select r.cashier_id, r.input,
			sum(case when r.day >= ${today} then r.amount else 0 end) as from_today,
			sum(case when r.day >= ${today} and r.day <= ${dueSoonTo} then r.amount else 0 end)
				as due_soon
		from report_days r
		where r.unit_id in (${sql.join(units.map((unit) => unit.unitId))})
			and r.measure = 'OPEN_REMAINING' and r.day >= ${first}
			and r.amount <> 0
			and r.cashier_id || '' in (${sql.join(cashierIds)})
		group by r.cashier_id, r.input`.execute(db)
	return rows.map((row) => ({
		cashierId: row.cashier_id,
		input: Number(row.input) === 1,
		fromToday: Number(row.from_today ?? 0),
		dueSoon: Number(row.due_soon ?? 0),
	}))
}
