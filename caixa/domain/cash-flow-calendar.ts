import { addDays, addMonths, daysInMonth, parseCalendarDate } from './calendar-arithmetic'
import {
	cashFlow,
	type CashFlowInput,
	type DaySpan,
	type IsoWeekday,
	isoWeekdayOf,
	MONDAY,
	type OverdueFlow,
	weekStartOf,
} from './cash-flow'

// The cash calendar (API.md `cash-flow-by-day`): a month's days, each with its
// realized in/out, its projected in/out and its end-of-day balance, laid out as a month grid.
// It is the cash flow of the month per DAY (domain/cash-flow.ts, whose decisions hold here), so
// the calendar and the cash flow can never disagree on a day.
//
// Decisions:
// - A day's balance is the end-of-day balance realized to date plus what falls due from today up
//   to that day (the cash flow's projected balance): before today, the realized balance alone.
//   Overdue installments stay apart (the month's `overdue`), in no day and no balance.
// - A day is marked below zero when it is today or later and its balance is below 0: the owner's
//   early warning is about days still to come. A past day below zero is history; its balance
//   shows it as it was.
// - The grid has whole weeks in rows from the reader's first day of the week (a parameter,
//   Monday by default as in cash-flow.ts); the days of the neighbouring months that fill the
//   first and last rows are marked outside the month and carry no figures: the month's figures
//   add up to the month, and a day is counted in one month only.

export interface CalendarDay {
	date: string
	inflow: number
	outflow: number
	transfersIn: number
	transfersOut: number
	projectedInflow: number
	projectedOutflow: number
	/** End of day, what moved only. */
	realizedBalance: number
	/** End of day, realized to date plus what falls due from today up to the day. */
	balance: number
	/** From today on: the balance holds projected cash. */
	projected: boolean
	/** Projected and below zero: the day to warn about. */
	belowZero: boolean
}

export interface CashFlowByDay {
	/** YYYY-MM */
	month: string
	from: string
	to: string
	today: string
	/** Realized, at the start of the month's first day. */
	openingBalance: number
	projectedOpeningBalance: number
	closingBalance: number
	projectedClosingBalance: number
	days: CalendarDay[]
	overdue: OverdueFlow
}

export type CashFlowByDayInput = Omit<
	CashFlowInput,
	'from' | 'to' | 'granularity' | 'firstDayOfWeek'
> & {
	/** YYYY-MM */
	month: string
}

/** The first and last days of a month, `YYYY-MM`. */
export function monthSpan(month: string): DaySpan {
	const { year, month: number } = parseCalendarDate(`${month}-01`)
	const last = String(daysInMonth(year, number)).padStart(2, '0')
	return { start: `${month}-01`, end: `${month}-${last}` }
}

/** The month before (−1) or after (+1) `month`, `YYYY-MM`. */
export function shiftMonth(month: string, months: number): string {
	return addMonths(`${month}-01`, months).slice(0, 7)
}

/** Each day of the month with its figures and end-of-day balances. */
export function cashFlowByDay(input: CashFlowByDayInput): CashFlowByDay {
	const { start, end } = monthSpan(input.month)
	const flow = cashFlow({ ...input, from: start, to: end, granularity: 'DAY' })
	const days = flow.periods.map((period): CalendarDay => ({
		date: period.start,
		inflow: period.inflow,
		outflow: period.outflow,
		transfersIn: period.transfersIn,
		transfersOut: period.transfersOut,
		projectedInflow: period.projectedInflow,
		projectedOutflow: period.projectedOutflow,
		realizedBalance: period.closingBalance,
		balance: period.projectedClosingBalance,
		projected: period.start >= input.today,
		belowZero: period.start >= input.today && period.projectedClosingBalance < 0,
	}))
	return {
		month: input.month,
		from: start,
		to: end,
		today: input.today,
		openingBalance: flow.openingBalance,
		projectedOpeningBalance: flow.projectedOpeningBalance,
		closingBalance: flow.closingBalance,
		projectedClosingBalance: flow.projectedClosingBalance,
		days,
		overdue: flow.overdue,
	}
}

export interface CalendarCell {
	date: string
	/** false: a day of the month before or after, filling the row; it has no figures. */
	inMonth: boolean
	day: CalendarDay | null
}

export interface CalendarGrid {
	month: string
	firstDayOfWeek: IsoWeekday
	/** The columns' weekdays, in order. */
	weekdays: IsoWeekday[]
	/** Whole weeks, each of 7 cells. */
	weeks: CalendarCell[][]
}

/** The month in weeks (rows of 7 days) from `firstDayOfWeek`, neighbouring days marked. */
export function calendarGrid(
	byDay: Pick<CashFlowByDay, 'month' | 'days'>,
	firstDayOfWeek: IsoWeekday = MONDAY,
): CalendarGrid {
	const { start, end } = monthSpan(byDay.month)
	const figures = new Map(byDay.days.map((day) => [day.date, day]))
	const weeks: CalendarCell[][] = []
	for (let week = weekStartOf(start, firstDayOfWeek); week <= end; week = addDays(week, 7)) {
		weeks.push(
			Array.from({ length: 7 }, (_, offset) => {
				const date = addDays(week, offset)
				const inMonth = date >= start && date <= end
				return { date, inMonth, day: inMonth ? (figures.get(date) ?? null) : null }
			}),
		)
	}
	const weekdays = (weeks[0] ?? []).map((cell) => isoWeekdayOf(cell.date))
	return { month: byDay.month, firstDayOfWeek, weekdays, weeks }
}
