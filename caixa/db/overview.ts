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
	/** The earliest due date of its open installments, or null: what is overdue starts there. */
	oldestOpenDue: string | null
}

/**
 * The live cashiers the profile owns or collaborates on (access.ts: auditors are apart), by name
 * then id: each branch of the access table on an index of the profile, then each cashier and unit
 * by its key, and each cashier's earliest open due date, one probe of the open installments'
 * partial index (migration 0010, its predicate word for word): before it, every OPEN_REMAINING
 * row is 0, so the overdue walk (openFiguresOf) starts there, not at the book's first day.
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
		oldestOpenDue: row.oldest_open_due ?? null,
	}))
}

const OPEN_INSTALLMENT = sql<boolean>`payments.parent_id is null and payments.status in ('PENDING', 'PARTIALLY_PAID')`

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
			(eb) =>
				eb
					.selectFrom('payments')
					.select('payments.due_date')
					.whereRef('payments.cashier_id', '=', 'cashiers.id')
					.where(OPEN_INSTALLMENT)
					// The first row of the partial index's range, not a min() over the cashier's open ones.
					.orderBy('payments.due_date')
					.limit(1)
					.as('oldest_open_due'),
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

/** What is open on one cashier in one direction. */
export interface OpenFigures {
	cashierId: string
	input: boolean
	overdue: number
	dueSoon: number
}

type Sum = number | string | bigint | null

/**
 * Overdue and due soon per cashier and direction: OPEN_REMAINING (what is still owed on open
 * installments, by due day) read on report_days' key — the units, the measure, the days up to the
 * last due-soon day — each row put in its unit's overdue or due soon by that unit's own today.
 * The walk starts at the earliest open due date (writtenCashiers): a book whose old installments
 * are all settled reads its recent days only; rows back at 0 within it (report-days.ts says why
 * they stay) are left before grouping.
 */
export async function openFiguresOf(
	db: Kysely<Database>,
	units: readonly UnitDays[],
	cashierIds: readonly string[],
	/** The earliest open due date of these cashiers: no row before it holds anything. */
	from: string,
): Promise<OpenFigures[]> {
	if (units.length === 0 || cashierIds.length === 0) return []
	const last = units.reduce(
		(latest, unit) => (unit.dueSoonTo > latest ? unit.dueSoonTo : latest),
		'',
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
		overdue: Sum
		due_soon: Sum
	}>`
		select r.cashier_id, r.input,
			sum(case when r.day < ${today} then r.amount else 0 end) as overdue,
			sum(case when r.day >= ${today} and r.day <= ${dueSoonTo} then r.amount else 0 end)
				as due_soon
		from report_days r
		where r.unit_id in (${sql.join(units.map((unit) => unit.unitId))})
			and r.measure = 'OPEN_REMAINING' and r.day >= ${from} and r.day <= ${last}
			and r.amount <> 0
			and r.cashier_id || '' in (${sql.join(cashierIds)})
		group by r.cashier_id, r.input`.execute(db)
	return rows.map((row) => ({
		cashierId: row.cashier_id,
		input: Number(row.input) === 1,
		overdue: Number(row.overdue ?? 0),
		dueSoon: Number(row.due_soon ?? 0),
	}))
}
