import { type Kysely, sql } from 'kysely'
import { type CategoryDayAmounts } from '@caixa/domain/cash-flow'
import { type Database } from './database'

// The cash flow's day figures of a SET of units (the consolidated reports), per currency, read
// from the summary rows (db/report-days.ts) in a fixed number of queries whatever the units:
// - realized: PAID_PRINCIPAL + PAID_CHARGES, the cash each installment and partial payment moved
//   on its day (the two split one day's cash, so together they are the cash), by currency, day
//   and direction;
// - projected: OPEN_REMAINING by due day up to `to` (the rule puts those before today apart);
// - each unit's balance at the start of `from` and at the end of `to`: its cashiers' stored
//   balances (the opening balance plus every move, kept by each write) less the cash moved from
//   that day on — a read of the period and after, never of the whole history before it. The
//   reference reads it forward (opening balances + every move before); a range past every move
//   closes at the stored balances in both (cash-flow-reference.test.ts checks it).
// Transfers stay out: they move cash between cashiers of one unit and net to zero in it.
// Categories stay out too (null): a category is a unit's own, the unit's report details them.

export interface UnitSetRange {
	unitIds: readonly string[]
	/** Each unit's own calendar days, both included. */
	from: string
	to: string
}

export interface UnitBalances {
	/** Realized at the start of `from`. */
	opening: number
	/** Realized at the end of `to`. */
	closing: number
}

export interface UnitSetCashFlowDays {
	balances: Map<string, UnitBalances>
	/** Per currency: cash moved per day of [from, to] (categoryId null). */
	realized: Map<string, CategoryDayAmounts[]>
	/** Per currency: still owed per due day up to `to` (categoryId null). */
	projected: Map<string, CategoryDayAmounts[]>
}

type Sum = number | string | bigint | null
const n = (value: Sum | undefined): number => Number(value ?? 0)

interface DayRow {
	currency: string
	day: string
	inflow: Sum
	outflow: Sum
}

function byCurrency(rows: readonly DayRow[]): Map<string, CategoryDayAmounts[]> {
	const map = new Map<string, CategoryDayAmounts[]>()
	for (const row of rows) {
		const list = map.get(row.currency) ?? []
		list.push({ date: row.day, categoryId: null, inflow: n(row.inflow), outflow: n(row.outflow) })
		map.set(row.currency, list)
	}
	return map
}

export async function cashFlowDaysOfUnits(
	db: Kysely<Database>,
	{ unitIds, from, to }: UnitSetRange,
): Promise<UnitSetCashFlowDays> {
	if (unitIds.length === 0)
		return { balances: new Map(), realized: new Map(), projected: new Map() }
	const units = sql.join([...unitIds])
	const paid = sql`r.measure in ('PAID_PRINCIPAL', 'PAID_CHARGES')`
	const signed = sql`case when r.input = 1 then r.amount else 0 - r.amount end`

	const { rows: stored } = await sql<{ unit_id: string; balance: Sum }>`
		select c.unit_id, sum(c.balance) as balance from cashiers c
		where c.unit_id in (${units})
		group by c.unit_id`.execute(db)
	const { rows: since } = await sql<{ unit_id: string; from_on: Sum; after_to: Sum }>`
		select r.unit_id, sum(${signed}) as from_on,
			sum(case when r.day > ${to} then ${signed} else 0 end) as after_to
		from report_days r
		where r.unit_id in (${units}) and ${paid} and r.day >= ${from}
		group by r.unit_id`.execute(db)
	const { rows: realized } = await sql<DayRow>`
		select u.currency, r.day,
			sum(case when r.input = 1 then r.amount else 0 end) as inflow,
			sum(case when r.input = 0 then r.amount else 0 end) as outflow
		from report_days r join units u on u.id = r.unit_id
		where r.unit_id in (${units}) and ${paid} and r.day >= ${from} and r.day <= ${to}
		group by u.currency, r.day`.execute(db)
	const { rows: projected } = await sql<DayRow>`
		select u.currency, r.day,
			sum(case when r.input = 1 then r.amount else 0 end) as inflow,
			sum(case when r.input = 0 then r.amount else 0 end) as outflow
		from report_days r join units u on u.id = r.unit_id
		where r.unit_id in (${units}) and r.measure = 'OPEN_REMAINING' and r.day <= ${to}
		group by u.currency, r.day`.execute(db)

	const moved = new Map(since.map((row) => [row.unit_id, row]))
	const balances = new Map<string, UnitBalances>()
	for (const unitId of unitIds) {
		const now = n(stored.find((row) => row.unit_id === unitId)?.balance)
		const after = moved.get(unitId)
		balances.set(unitId, {
			opening: now - n(after?.from_on),
			closing: now - n(after?.after_to),
		})
	}
	return { balances, realized: byCurrency(realized), projected: byCurrency(projected) }
}
