import { addDays, addMonths, dayNumber } from './calendar-arithmetic'

// The cash flow (DOMAIN.md "Reports"): a range of calendar days cut into periods,
// each with its opening balance, what came in and went out (per category), the transfers in and
// out (per cashier) and its closing balance — realized (cash that moved) and projected (what open
// installments still owe, by due date) side by side. Pure: the day figures come from the rows
// (db/cash-flow-reference.ts) or, later, from summary rows kept by the writes; both feed this same
// rule, so the fast report and its reference can only differ in the figures they read.
//
// Decisions:
// - Amounts are integer minor units, every figure ≥ 0 but balances (which may go below zero).
//   Every period: closing = opening + inflow − outflow + transfersIn − transfersOut; the next
//   period opens at this closing; the range closes at its last period's closing. The sums stay
//   exact: a unit's books are bounded by 2^53 − 1 (domain/ledger-bounds.ts), so is any sum here,
//   and the rule refuses an amount that is not a safe integer rather than round it.
// - Periods: MONTH, WEEK or DAY, cut at the range's edges (a range from the 15th starts with a
//   short month; a week is clipped to the range), so the periods cover the range exactly, each
//   day once. The default is per week for a range of at most three months (it ends before the
//   same day three months after it starts, addMonths: 1 March–31 May is weekly, 1 March–1 June
//   monthly) and per month beyond: a quarter in weeks is 13–14 columns, a year in weeks 53.
// - A week starts on the reader's first day of the week, a parameter (ISO weekday, 1 Monday …
//   7 Sunday; firstDayOfWeekOf reads a locale's). The default is Monday, ISO 8601's week: a
//   caller with no reader (an export, an API client without a locale) gets the international
//   week rather than the United States' or Brazil's Sunday, and two such callers agree.
// - Realized: the cash a payment row moved, on the day it moved, by its record's category — the
//   whole of it, interest and late fees included (cash is cash: the income statement's cash basis
//   is where a charge is told apart from the principal). CAPITAL categories count: an owner's
//   contribution or a loan moves cash like a sale. Transfers between cashiers are no inflow nor
//   outflow: they are their own columns, per cashier; over a whole unit (or any set of cashiers
//   holding both ends) each one is both in and out, so the unit's transfers net to zero.
// - Projected: what an open installment still owes (amount − discount + interest + late fee −
//   paid so far), on its due date. Only from `today` on (today in the unit's zone): an
//   installment due before today and still open is OVERDUE and shown apart, totalled per
//   category, never put on the past day it was due (cash did not move then, and a past day's
//   figures must not change as debts are chased) nor on today (nothing says it moves today).
//   Overdue counts every open installment due before today up to the range's end, also those
//   due before its start: it is what the owner must chase now, whichever range they read; a
//   range that ended in the past lists what of it is still open, not what fell due after it.
// - The projected balance is the realized balance plus the projected net of every day from today
//   on, up to the period's end: "what the cashiers hold then if every open installment moves on
//   its due date". Overdue installments are left out of it (they have no day to move on); the
//   page shows them beside it. Before today it is the realized balance: nothing is projected
//   there. The range's projected opening adds what falls due from today to its first day.

/** ISO 8601 weekday: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

export const MONDAY: IsoWeekday = 1

export const cashFlowGranularities = ['DAY', 'WEEK', 'MONTH'] as const
export type CashFlowGranularity = (typeof cashFlowGranularities)[number]

/** A span of calendar days, both included. */
export interface DaySpan {
	start: string
	end: string
}

/** The ISO weekday of a calendar date (1970-01-01 was a Thursday). */
export function isoWeekdayOf(date: string): IsoWeekday {
	return (((((dayNumber(date) + 3) % 7) + 7) % 7) + 1) as IsoWeekday
}

/** The first day of the week `date` falls in, weeks starting on `firstDayOfWeek`. */
export function weekStartOf(date: string, firstDayOfWeek: IsoWeekday = MONDAY): string {
	return addDays(date, -((isoWeekdayOf(date) - firstDayOfWeek + 7) % 7))
}

/**
 * The first day of the week where `locale` is read (Intl's week data: 7 for en-US and pt-BR, 1
 * for de-DE and en-GB), Monday when the engine has no week data or the locale is unknown.
 */
export function firstDayOfWeekOf(locale: string | undefined): IsoWeekday {
	if (!locale) return MONDAY
	try {
		const intl = new Intl.Locale(locale) as Intl.Locale & {
			getWeekInfo?: () => { firstDay: number }
			weekInfo?: { firstDay: number }
		}
		const firstDay = (intl.getWeekInfo?.() ?? intl.weekInfo)?.firstDay
		return isIsoWeekday(firstDay) ? firstDay : MONDAY
	} catch {
		return MONDAY
	}
}

function isIsoWeekday(value: unknown): value is IsoWeekday {
	return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7
}

/** Per week up to three months (`to` before `from` + 3 months), per month beyond. */
export function granularityOf(from: string, to: string): 'WEEK' | 'MONTH' {
	return to < addMonths(from, 3) ? 'WEEK' : 'MONTH'
}

/** The periods that cover [from, to] exactly, in order, the first and last cut at the edges. */
export function periodsOf(
	from: string,
	to: string,
	granularity: CashFlowGranularity,
	firstDayOfWeek: IsoWeekday = MONDAY,
): DaySpan[] {
	requireRange(from, to)
	const periods: DaySpan[] = []
	let start = from
	while (start <= to) {
		const next = nextPeriodStart(start, granularity, firstDayOfWeek)
		const end = addDays(next, -1)
		periods.push({ start, end: end < to ? end : to })
		start = next
	}
	return periods
}

function nextPeriodStart(
	date: string,
	granularity: CashFlowGranularity,
	firstDayOfWeek: IsoWeekday,
): string {
	if (granularity === 'DAY') return addDays(date, 1)
	if (granularity === 'WEEK') return addDays(weekStartOf(date, firstDayOfWeek), 7)
	return addMonths(`${date.slice(0, 7)}-01`, 1)
}

function requireRange(from: string, to: string): void {
	// dayNumber refuses what is no date.
	if (dayNumber(from) > dayNumber(to)) throw new RangeError(`The range ends before it starts`)
}

/** A category's money on one day: realized by the day it moved, projected by its due date. */
export interface CategoryDayAmounts {
	date: string
	/** null: records without a category. */
	categoryId: string | null
	inflow: number
	outflow: number
}

/** A cashier's transfers on one day. */
export interface CashierDayTransfers {
	date: string
	cashierId: string
	transfersIn: number
	transfersOut: number
}

export interface CashFlowInput {
	/** Calendar days in the unit's zone, both included. */
	from: string
	to: string
	/** Today in the unit's zone: projected from it on, overdue before it. */
	today: string
	/** Default: granularityOf(from, to). */
	granularity?: CashFlowGranularity
	firstDayOfWeek?: IsoWeekday
	/** The realized balance at the start of `from`: opening balances + all that moved before. */
	openingBalance: number
	/** Cash that moved, per day and category, days within [from, to]. */
	realized: readonly CategoryDayAmounts[]
	/** Transfers, per day and cashier, days within [from, to]. */
	transfers: readonly CashierDayTransfers[]
	/**
	 * What open installments still owe, by due date and category, for due dates up to `to`
	 * (before `from` too: those before today are overdue, those from today on open the range).
	 */
	projected: readonly CategoryDayAmounts[]
}

export interface CategoryFlow {
	categoryId: string | null
	inflow: number
	outflow: number
	projectedInflow: number
	projectedOutflow: number
}

export interface CashierTransfers {
	cashierId: string
	transfersIn: number
	transfersOut: number
}

export interface CashFlowFigures {
	openingBalance: number
	inflow: number
	outflow: number
	transfersIn: number
	transfersOut: number
	/** inflow − outflow + transfersIn − transfersOut */
	net: number
	closingBalance: number
	projectedInflow: number
	projectedOutflow: number
	/** The realized opening plus what falls due from today up to the start. */
	projectedOpeningBalance: number
	projectedClosingBalance: number
	/** Per category that moved or is due (sorted by id, null last). */
	categories: CategoryFlow[]
	/** Per cashier with a transfer (sorted by id). */
	cashiers: CashierTransfers[]
}

export interface CashFlowPeriod extends CashFlowFigures, DaySpan {}

export interface OverdueFlow {
	inflow: number
	outflow: number
	categories: Array<{ categoryId: string | null; inflow: number; outflow: number }>
}

export interface CashFlow extends CashFlowFigures {
	from: string
	to: string
	today: string
	granularity: CashFlowGranularity
	firstDayOfWeek: IsoWeekday
	periods: CashFlowPeriod[]
	/** Open installments due before today (and by `to`): apart from every period and balance. */
	overdue: OverdueFlow
}

/** The cash flow of [from, to], per period, from its day figures. */
export function cashFlow(input: CashFlowInput): CashFlow {
	const { from, to, today } = input
	const granularity = input.granularity ?? granularityOf(from, to)
	const firstDayOfWeek = input.firstDayOfWeek ?? MONDAY
	const spans = periodsOf(from, to, granularity, firstDayOfWeek)
	// A string that is no date would compare as one (they are compared as text): refuse it.
	dayNumber(today)
	requireAmount(input.openingBalance, 'openingBalance', true)

	const periodOf = periodFinder(spans)
	const buckets = spans.map(() => new Bucket())
	const whole = new Bucket()
	const overdue = new Map<string | null, { inflow: number; outflow: number }>()
	let projectedBefore = 0

	for (const row of input.realized) {
		requireRow(row)
		const index = periodOf(row.date)
		if (index === undefined) throw new RangeError(`Realized cash on ${row.date}, outside the range`)
		for (const bucket of [buckets[index], whole]) bucket?.addRealized(row)
	}
	for (const row of input.transfers) {
		requireRow(row)
		const index = periodOf(row.date)
		if (index === undefined) throw new RangeError(`A transfer on ${row.date}, outside the range`)
		for (const bucket of [buckets[index], whole]) bucket?.addTransfers(row)
	}
	for (const row of input.projected) {
		requireRow(row)
		if (row.date > to) throw new RangeError(`Projected cash due ${row.date}, after the range`)
		if (row.date < today) {
			const figure = overdue.get(row.categoryId) ?? { inflow: 0, outflow: 0 }
			figure.inflow += row.inflow
			figure.outflow += row.outflow
			overdue.set(row.categoryId, figure)
		} else if (row.date < from) {
			projectedBefore += row.inflow - row.outflow
		} else {
			const index = periodOf(row.date)
			for (const bucket of [index === undefined ? undefined : buckets[index], whole]) {
				bucket?.addProjected(row)
			}
		}
	}

	const periods: CashFlowPeriod[] = []
	let opening = input.openingBalance
	let projectedOpening = input.openingBalance + projectedBefore
	for (const [index, span] of spans.entries()) {
		const figures = (buckets[index] as Bucket).figures(opening, projectedOpening)
		periods.push({ ...span, ...figures })
		opening = figures.closingBalance
		projectedOpening = figures.projectedClosingBalance
	}
	const overdueCategories = [...overdue.entries()]
		.map(([categoryId, figure]) => ({ categoryId, ...figure }))
		.sort(byCategoryId)
	return {
		from,
		to,
		today,
		granularity,
		firstDayOfWeek,
		...whole.figures(input.openingBalance, input.openingBalance + projectedBefore),
		periods,
		overdue: {
			inflow: sum(overdueCategories.map((figure) => figure.inflow)),
			outflow: sum(overdueCategories.map((figure) => figure.outflow)),
			categories: overdueCategories,
		},
	}
}

/** The index of the period a day falls in, or undefined outside them (spans are in order). */
function periodFinder(spans: readonly DaySpan[]): (date: string) => number | undefined {
	return (date) => {
		let low = 0
		let high = spans.length - 1
		while (low <= high) {
			const middle = (low + high) >> 1
			const span = spans[middle] as DaySpan
			if (date < span.start) high = middle - 1
			else if (date > span.end) low = middle + 1
			else return middle
		}
		return undefined
	}
}

class Bucket {
	private readonly categories = new Map<string | null, CategoryFlow>()
	private readonly cashiers = new Map<string, CashierTransfers>()

	private category(categoryId: string | null): CategoryFlow {
		let flow = this.categories.get(categoryId)
		if (!flow) {
			flow = { categoryId, inflow: 0, outflow: 0, projectedInflow: 0, projectedOutflow: 0 }
			this.categories.set(categoryId, flow)
		}
		return flow
	}

	addRealized(row: CategoryDayAmounts): void {
		const flow = this.category(row.categoryId)
		flow.inflow += row.inflow
		flow.outflow += row.outflow
	}

	addProjected(row: CategoryDayAmounts): void {
		const flow = this.category(row.categoryId)
		flow.projectedInflow += row.inflow
		flow.projectedOutflow += row.outflow
	}

	addTransfers(row: CashierDayTransfers): void {
		let cashier = this.cashiers.get(row.cashierId)
		if (!cashier) {
			cashier = { cashierId: row.cashierId, transfersIn: 0, transfersOut: 0 }
			this.cashiers.set(row.cashierId, cashier)
		}
		cashier.transfersIn += row.transfersIn
		cashier.transfersOut += row.transfersOut
	}

	figures(openingBalance: number, projectedOpeningBalance: number): CashFlowFigures {
		const categories = [...this.categories.values()]
			.filter(
				(flow) => flow.inflow || flow.outflow || flow.projectedInflow || flow.projectedOutflow,
			)
			.sort(byCategoryId)
		const cashiers = [...this.cashiers.values()]
			.filter((cashier) => cashier.transfersIn || cashier.transfersOut)
			.sort((a, b) => (a.cashierId < b.cashierId ? -1 : a.cashierId > b.cashierId ? 1 : 0))
		const inflow = sum(categories.map((flow) => flow.inflow))
		const outflow = sum(categories.map((flow) => flow.outflow))
		const transfersIn = sum(cashiers.map((cashier) => cashier.transfersIn))
		const transfersOut = sum(cashiers.map((cashier) => cashier.transfersOut))
		const projectedInflow = sum(categories.map((flow) => flow.projectedInflow))
		const projectedOutflow = sum(categories.map((flow) => flow.projectedOutflow))
		const net = inflow - outflow + transfersIn - transfersOut
		const closingBalance = openingBalance + net
		// The projected balance carries what fell due from today on before the period, then adds
		// the period's realized cash and its projected: its realized part is the closing balance.
		const projectedClosingBalance =
			projectedOpeningBalance + net + projectedInflow - projectedOutflow
		for (const [name, value] of Object.entries({ closingBalance, projectedClosingBalance })) {
			requireAmount(value, name, true)
		}
		return {
			openingBalance,
			inflow,
			outflow,
			transfersIn,
			transfersOut,
			net,
			closingBalance,
			projectedInflow,
			projectedOutflow,
			projectedOpeningBalance,
			projectedClosingBalance,
			categories: categories.map((flow) => ({ ...flow })),
			cashiers: cashiers.map((cashier) => ({ ...cashier })),
		}
	}
}

/** Records without a category (null) last, the rest by id: one order for every list. */
function byCategoryId(a: { categoryId: string | null }, b: { categoryId: string | null }): number {
	if (a.categoryId === b.categoryId) return 0
	if (a.categoryId === null) return 1
	if (b.categoryId === null) return -1
	return a.categoryId < b.categoryId ? -1 : 1
}

function sum(values: readonly number[]): number {
	let total = 0
	for (const value of values) total += value
	requireAmount(total, 'a sum', true)
	return total
}

/** A row's day is a date (compared as text below) and its amounts whole and ≥ 0. */
function requireRow(row: CategoryDayAmounts | CashierDayTransfers): void {
	dayNumber(row.date)
	for (const [name, value] of Object.entries(row)) {
		if (typeof value === 'number') requireAmount(value, name, false)
	}
}

function requireAmount(value: number, name: string, signed: boolean): void {
	if (!Number.isSafeInteger(value) || (!signed && value < 0)) {
		throw new RangeError(`${name} is ${value}: not a whole ${signed ? '' : 'non-negative '}amount`)
	}
}
