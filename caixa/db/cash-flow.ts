import { type Kysely, type RawBuilder, sql } from 'kysely'
import { addDays, dayNumber } from '@caixa/domain/calendar-arithmetic'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { cashFlowByDay, monthSpan } from '@caixa/domain/cash-flow-calendar'
import {
	type CashFlow,
	cashFlow,
	type CashFlowGranularity,
	type CashierDayTransfers,
	type CategoryDayAmounts,
	type IsoWeekday,
} from '@caixa/domain/cash-flow'
import {
	type CashFlowByDayReference,
	type CashFlowCategory,
	type CashFlowQuery,
	type CashFlowReference,
	type CashFlowScope,
} from './cash-flow-reference'
import { categoryNameFor } from './category-name'
import { type Database } from './database'

// The cash flow and the cash calendar read from the reports' summary rows (report_days,
// db/report-days.ts): the same answers as cash-flow-reference.ts, which recomputes them from the
// books — the property test (cash-flow.test.ts) holds them equal on random ledgers. Whatever the
// number of payments, two reads of the summary's key (unit, measure, a range of days):
// - Cash: PAID_PRINCIPAL + PAID_CHARGES per day, category and direction are the reference's
//   payment rows' cash_moved (report-days.ts splits each day's cash of an installment and its
//   partial payments into principal and charges; the two add back to that cash), TRANSFER_IN/OUT
//   per day and cashier its transfers' sides. The opening balance needs what moved before
//   `from`; rather than walk the book's whole past each time, it is read from the nearer side:
//   the cashiers' stored balances (opening + every move, kept by each write: db/ledger-cashier.ts,
//   testing expectBooksBalanced) less what moved from `from` on — this month reads its few days —
//   or their opening balances plus what moved up to `from` — a month of an old book's first
//   year reads that year —, whichever span of cash days (the key's two ends, probed with the
//   unit) is shorter. The balances are read in the same statement, so on PostgreSQL both sides
//   are of one snapshot. Rows outside [from, to] come back as one sum per unit.
// - Projected: OPEN_REMAINING by due day up to `to`. Rows due before today (every one ever: they
//   are overdue whatever the range) come back summed per category, the rule only needing to know
//   they are overdue; those from today on by day. That walk of every due day is this report's
//   cost on a long book: its rows are fetched for their amount (not in the key), about 75 ms on
//   SQLite for 92 000 keys (6 years × 40 cashier-categories a day), against 11 ms for reading the
//   key alone — an index holding the amount would make it index-only (a migration not made here).
// A unit set (the consolidated company and marketplace reports) reads the same two statements over
// all its units at once, grouped by unit.

const CASH_MEASURES = sql.raw(`'PAID_PRINCIPAL', 'PAID_CHARGES', 'TRANSFER_IN', 'TRANSFER_OUT'`)
const isTransfer = sql`r.measure in ('TRANSFER_IN', 'TRANSFER_OUT')`

type Sum = number | string | bigint | null
const n = (value: Sum | undefined): number => Number(value ?? 0)

interface UnitDay {
	unitId: string
	/** Today in the unit's zone. */
	today: string
}

/** One unit's day figures, as the rule (domain/cash-flow.ts) takes them. */
interface UnitRows {
	openingBalance: number
	realized: CategoryDayAmounts[]
	transfers: CashierDayTransfers[]
	projected: CategoryDayAmounts[]
}

interface Reading {
	units: readonly UnitDay[]
	/** Only these cashiers (of the one unit read). */
	cashierIds?: readonly string[]
	from: string
	to: string
	/** The day every overdue figure is put on: before the rule's today, not after `to`. */
	overdueOn: string
	/** Per category (one unit), or every category as null (a unit set: categories are per unit). */
	byCategory: boolean
	/**
	 * Which side of the range the opening balance is read from: the stored balances less what
	 * moved from `from` on (AFTER), or the opening balances plus what moved before it (BEFORE).
	 */
	side: 'AFTER' | 'BEFORE'
}

const unitList = (units: readonly UnitDay[]) => sql.join(units.map((unit) => unit.unitId))

/** Each unit's today as an expression of r.unit_id (a constant for one unit). */
function todayOf(units: readonly UnitDay[]): RawBuilder<string> {
	const [only] = units
	if (units.length === 1 && only) return sql<string>`cast(${only.today} as text)`
	const cases = units.map((unit) => sql`when ${unit.unitId} then cast(${unit.today} as text)`)
	return sql<string>`case r.unit_id ${sql.join(cases, sql` `)} end`
}

/** The day figures of [from, to] and the opening balances, per unit, in two statements. */
async function readUnitRows(
	db: Kysely<Database>,
	reading: Reading,
): Promise<Map<string, UnitRows>> {
	const { units, cashierIds, from, to } = reading
	const byUnit = new Map<string, UnitRows>(
		units.map((unit) => [
			unit.unitId,
			{ openingBalance: 0, realized: [], transfers: [], projected: [] },
		]),
	)
	if (cashierIds !== undefined && cashierIds.length === 0) return byUnit
	// The cashier tested as an expression, which no index can range on: the walk stays on the key
	// (unit, measure, days), the cashier read from the key's own column. Left to itself, SQLite
	// (no statistics) took the (unit, cashier, day) index, whose range holds every measure — for
	// what is open, all of a cashier's history of nine measures to keep one.
	const byKey = sql`r.cashier_id || ''`
	const ofCashiers = (column: RawBuilder<unknown>) =>
		cashierIds === undefined ? sql`` : sql`and ${column} in (${sql.join(cashierIds)})`
	const category = reading.byCategory
		? sql`case when ${isTransfer} then '' else r.category_key end`
		: sql`''`
	const cashier = sql`case when ${isTransfer} then r.cashier_id else '' end`
	const kind = sql`case when ${isTransfer} then r.measure else 'PAID' end`
	const after = reading.side === 'AFTER'
	// A day of the range, or '' for every day outside it (after `to`, or before `from`).
	const day = after
		? sql`case when r.day <= ${to} then r.day else '' end`
		: sql`case when r.day >= ${from} then r.day else '' end`
	const walked = after ? sql`r.day >= ${from}` : sql`r.day <= ${to}`
	const base = after ? sql`c.balance` : sql`c.opening_balance`

	// kind BALANCE: the cashiers' stored (or opening) balances; PAID and TRANSFER_*: cash from
	// `from` on (or up to `to`), by day within the range, '' outside it. Rows at 0 (a key whose
	// amount came back to 0 stays, report-days.ts) are left before grouping: sorting them costs. Grouped outside the read: PostgreSQL matches a GROUP BY
	// expression to the select's only when written alike, never two parameters, nor a constant.
	const { rows: cash } = await sql<{
		unit_id: string
		day: string
		kind: string
		category_key: string
		cashier_id: string
		input: number | string
		amount: Sum
	}>`
		select c.unit_id, '' as day, 'BALANCE' as kind, '' as category_key, '' as cashier_id,
			1 as input, sum(${base}) as amount
		from cashiers c
		where c.unit_id in (${unitList(units)}) ${ofCashiers(sql`c.id`)}
		group by c.unit_id
		union all
		select s.unit_id, s.day, s.kind, s.category_key, s.cashier_id, s.input, sum(s.amount)
		from (
			select r.unit_id, ${day} as day, ${kind} as kind, ${category} as category_key,
				${cashier} as cashier_id, r.input, r.amount
			from report_days r
			where r.unit_id in (${unitList(units)}) and r.measure in (${CASH_MEASURES})
				and ${walked} and r.amount <> 0 ${ofCashiers(byKey)}
		) s
		group by s.unit_id, s.day, s.kind, s.category_key, s.cashier_id, s.input
		having sum(s.amount) <> 0`.execute(db)

	const overdue = sql`r.day < ${todayOf(units)}`
	const dueDay = sql`case when ${overdue} then '' else r.day end`
	const { rows: open } = await sql<{
		unit_id: string
		day: string
		category_key: string
		input: number | string
		amount: Sum
	}>`
		select s.unit_id, s.day, s.category_key, s.input, sum(s.amount) as amount
		from (
			select r.unit_id, ${dueDay} as day, ${category} as category_key, r.input, r.amount
			from report_days r
			where r.unit_id in (${unitList(units)}) and r.measure = 'OPEN_REMAINING'
				and r.day <= ${to} and r.amount <> 0 ${ofCashiers(byKey)}
		) s
		group by s.unit_id, s.day, s.category_key, s.input
		having sum(s.amount) <> 0`.execute(db)

	const rowsOf = (unitId: string) => byUnit.get(unitId) as UnitRows
	const categoryOf = (key: string) => (key === '' ? null : key)
	for (const row of cash) {
		const unit = rowsOf(row.unit_id)
		const amount = n(row.amount)
		const input = Number(row.input) === 1
		if (row.kind === 'BALANCE') {
			unit.openingBalance += amount
			continue
		}
		const signed = row.kind === 'TRANSFER_OUT' || (row.kind === 'PAID' && !input) ? -amount : amount
		// What moved from `from` on is not in the opening balance; what moved before it is.
		if (after) unit.openingBalance -= signed
		else if (row.day === '') unit.openingBalance += signed
		if (row.day === '') continue
		if (row.kind === 'PAID') {
			unit.realized.push({
				date: row.day,
				categoryId: categoryOf(row.category_key),
				inflow: input ? amount : 0,
				outflow: input ? 0 : amount,
			})
		} else {
			const into = row.kind === 'TRANSFER_IN'
			unit.transfers.push({
				date: row.day,
				cashierId: row.cashier_id,
				transfersIn: into ? amount : 0,
				transfersOut: into ? 0 : amount,
			})
		}
	}
	for (const row of open) {
		const amount = n(row.amount)
		const input = Number(row.input) === 1
		rowsOf(row.unit_id).projected.push({
			date: row.day === '' ? reading.overdueOn : row.day,
			categoryId: categoryOf(row.category_key),
			inflow: input ? amount : 0,
			outflow: input ? 0 : amount,
		})
	}
	return byUnit
}

/**
 * The shorter walk to the opening balance: from the books' first cash day up to `to`, or from
 * `from` up to their last — a past month of an old book reads its past, this month its few days.
 */
function sideOf(units: readonly UnitOf[], from: string, to: string): Reading['side'] {
	let before = 0
	let after = 0
	for (const unit of units) {
		if (unit.first_day === null || unit.last_day === null) continue
		before += Math.max(0, dayNumber(to) - dayNumber(unit.first_day))
		after += Math.max(0, dayNumber(unit.last_day) - dayNumber(from))
	}
	return before < after ? 'BEFORE' : 'AFTER'
}

/** A day before `today` and not after `to`: where overdue figures can be put for the rule. */
const overdueDay = (today: string, to: string) => {
	const before = addDays(today, -1)
	return before < to ? before : to
}

interface UnitOf {
	timezone: string
	currency: string
	/** The first and last days cash moved on (null: never), from the two ends of the key. */
	first_day: string | null
	last_day: string | null
}

async function unitsOf(db: Kysely<Database>, unitIds: readonly string[]) {
	const end = (fn: 'min' | 'max') =>
		sql<string | null>`(select ${sql.raw(fn)}(r.day) from report_days r
			where r.unit_id = units.id and r.measure = 'PAID_PRINCIPAL')`
	const rows = await db
		.selectFrom('units')
		.select(['id', 'timezone', 'currency', end('min').as('first_day'), end('max').as('last_day')])
		.where('id', 'in', [...unitIds])
		.execute()
	const byId = new Map<string, UnitOf>(rows.map((row) => [row.id, row]))
	return unitIds.map((unitId) => {
		const unit = byId.get(unitId)
		if (!unit) throw new Error(`No unit ${unitId}`)
		return { unitId, ...unit }
	})
}

/** The unit's categories among `ids`, by id, as the reference names them. */
async function categoriesNamed(
	db: Kysely<Database>,
	scope: CashFlowScope,
	ids: ReadonlySet<string | null>,
): Promise<CashFlowCategory[]> {
	const { unitId, language } = scope
	const wanted = [...ids].filter((id): id is string => id !== null)
	if (wanted.length === 0) return []
	const rows = await db
		.selectFrom('categories')
		.select(['id', categoryNameFor('categories', language).as('name'), 'dre_group', 'kind'])
		.where('unit_id', '=', unitId)
		.where('id', 'in', wanted)
		.orderBy('id')
		.execute()
	return rows.map((row) => ({
		id: row.id,
		name: row.name,
		group: row.dre_group,
		input: row.kind === 'INCOME',
	}))
}

/** One unit's day figures of [from, to] and its opening balance. */
async function unitInput(db: Kysely<Database>, scope: CashFlowScope, from: string, to: string) {
	const [unit] = await unitsOf(db, [scope.unitId])
	if (!unit) throw new Error(`No unit ${scope.unitId}`)
	const today = calendarDateIn(scope.now, unit.timezone)
	const byUnit = await readUnitRows(db, {
		units: [{ unitId: unit.unitId, today }],
		cashierIds: scope.cashierIds,
		from,
		to,
		overdueOn: overdueDay(today, to),
		byCategory: true,
		side: sideOf([unit], from, to),
	})
	const rows = byUnit.get(unit.unitId) as UnitRows
	return { currency: unit.currency, input: { from, to, today, ...rows } }
}

/** The cash flow of a unit's range, from its summary rows (cashFlowReference's answer). */
export async function cashFlowOf(
	db: Kysely<Database>,
	query: CashFlowQuery,
): Promise<CashFlowReference> {
	const { currency, input } = await unitInput(db, query, query.from, query.to)
	const flow = cashFlow({
		...input,
		granularity: query.granularity,
		firstDayOfWeek: query.firstDayOfWeek,
	})
	const ids = new Set<string | null>([
		...flow.categories.map((figure) => figure.categoryId),
		...flow.overdue.categories.map((figure) => figure.categoryId),
	])
	return { ...flow, currency, categoryNames: await categoriesNamed(db, query, ids) }
}

/** The calendar's month (`YYYY-MM`) of a unit, day by day, from its summary rows. */
export async function cashFlowByDayOf(
	db: Kysely<Database>,
	scope: CashFlowScope & { month: string },
): Promise<CashFlowByDayReference> {
	const { start, end } = monthSpan(scope.month)
	const { currency, input } = await unitInput(db, scope, start, end)
	const byDay = cashFlowByDay({ ...input, month: scope.month })
	const ids = new Set<string | null>(byDay.overdue.categories.map((figure) => figure.categoryId))
	return { ...byDay, currency, categoryNames: await categoriesNamed(db, scope, ids) }
}

/** A unit set's range: units of ONE currency, each read on its own calendar days [from, to]. */
export interface CashFlowUnitsQuery {
	unitIds: readonly string[]
	/** The clock's moment: each unit's today is its date in the unit's zone. */
	now: number
	/** Calendar days, both included, the same dates for every unit (each in its own zone). */
	from: string
	to: string
	granularity?: CashFlowGranularity
	firstDayOfWeek?: IsoWeekday
}

/** One unit's own figures over the whole range (its own today), for the units' list. */
export interface UnitCashFlowFigures {
	unitId: string
	today: string
	openingBalance: number
	inflow: number
	outflow: number
	transfersIn: number
	transfersOut: number
	net: number
	closingBalance: number
	projectedInflow: number
	projectedOutflow: number
	projectedOpeningBalance: number
	projectedClosingBalance: number
	overdueInflow: number
	overdueOutflow: number
}

export interface CashFlowOfUnits extends CashFlow {
	currency: string
	/** Each unit's own figures, in the order asked. */
	units: UnitCashFlowFigures[]
}

/**
 * The cash flow of a set of units of one currency, summed: every figure, period and balance is
 * the sum of the units' own (cashFlowOf of each, whole unit) — two statements over report_days
 * for the whole set, grouped by unit, never a query per unit. Categories are per unit, so the
 * answer has none (`categories` empty, in the periods and overdue too); transfers are inside each
 * unit, so transfersIn = transfersOut (per cashier, each of its own unit). Each unit splits overdue
 * from projected on its own today; `today` is the earliest of them (units' zones may put them a
 * day apart), so every unit's projected day is on or after it and its overdue before it.
 */
export async function cashFlowOfUnits(
	db: Kysely<Database>,
	query: CashFlowUnitsQuery,
): Promise<CashFlowOfUnits> {
	const units = await unitsOf(db, [...new Set(query.unitIds)])
	const [first] = units
	if (!first) throw new Error('A unit set of no unit')
	const currency = first.currency
	if (units.some((unit) => unit.currency !== currency)) {
		throw new Error('A unit set of more than one currency: its figures are never summed')
	}
	const days = units.map((unit) => ({
		unitId: unit.unitId,
		today: calendarDateIn(query.now, unit.timezone),
	}))
	const today = days
		.map((unit) => unit.today)
		.reduce((earliest, day) => (day < earliest ? day : earliest))
	const { from, to } = query
	const byUnit = await readUnitRows(db, {
		units: days,
		from,
		to,
		overdueOn: overdueDay(today, to),
		byCategory: false,
		side: sideOf(units, from, to),
	})
	const all: UnitRows = { openingBalance: 0, realized: [], transfers: [], projected: [] }
	const own: UnitCashFlowFigures[] = []
	for (const unit of days) {
		const rows = byUnit.get(unit.unitId) as UnitRows
		all.openingBalance += rows.openingBalance
		all.realized.push(...rows.realized)
		all.transfers.push(...rows.transfers)
		all.projected.push(...rows.projected)
		// The whole range at once: the fewest periods the rule cuts it into.
		const flow = cashFlow({ from, to, today: unit.today, granularity: 'MONTH', ...rows })
		own.push({
			unitId: unit.unitId,
			today: unit.today,
			openingBalance: flow.openingBalance,
			inflow: flow.inflow,
			outflow: flow.outflow,
			transfersIn: flow.transfersIn,
			transfersOut: flow.transfersOut,
			net: flow.net,
			closingBalance: flow.closingBalance,
			projectedInflow: flow.projectedInflow,
			projectedOutflow: flow.projectedOutflow,
			projectedOpeningBalance: flow.projectedOpeningBalance,
			projectedClosingBalance: flow.projectedClosingBalance,
			overdueInflow: flow.overdue.inflow,
			overdueOutflow: flow.overdue.outflow,
		})
	}
	const flow = cashFlow({
		from,
		to,
		today,
		granularity: query.granularity,
		firstDayOfWeek: query.firstDayOfWeek,
		...all,
	})
	return {
		...flow,
		categories: [],
		periods: flow.periods.map((period) => ({ ...period, categories: [] })),
		overdue: { ...flow.overdue, categories: [] },
		currency,
		units: own,
	}
}
