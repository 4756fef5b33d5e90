import { type ChartFrameView, round, valueScale } from './report-chart-geometry'

// The cash calendar's balance line, worked out on the server as the other charts are
// (report-chart-geometry.ts): the page draws the numbers it is handed, whole in the HTML. One
// column per day of the month; the realized end-of-day balance up to today (what has happened),
// the projected one from today on (what falls due, were it paid on its day), the zero line, the
// days whose projected balance is below zero marked, today's column marked.

/** A day's balances, as the API's cash-flow-by-day answers them. */
export type BalanceDay = {
	date: string
	realizedBalance: number
	balance: number
	projected: boolean
	belowZero: boolean
}

export type ChartPoint = { x: number; y: number }

export type BalanceChartView = ChartFrameView & {
	/** Day numbers under the plot (the 1st and every 5th, as a ruler). */
	labels: Array<{ x: number; y: number; text: string }>
	/** A day's column width, for the marks that span one. */
	slot: number
	/** Up to today, included. */
	realized: ChartPoint[]
	/** From today on, today included. */
	projected: ChartPoint[]
	/** The projected points below zero, each at its day. */
	belowZero: ChartPoint[]
	/** Today's column centre, when today is in the month. */
	todayX: number | null
}

const WIDTH = 720
const HEIGHT = 256
const PLOT = { left: 76, right: 712, top: 20, bottom: 220 } as const
const LABEL_Y = 240

/**
 * The balance line of a month's `days` (in order, every day of it), with `today` the unit's day
 * and the gridlines' values written by `tickLabel`.
 */
export function balanceChartGeometry(
	days: BalanceDay[],
	today: string,
	tickLabel: (value: number) => string,
): BalanceChartView {
	const realizedDays = days.filter((day) => day.date <= today)
	const projectedDays = days.filter((day) => day.projected)
	const { y, frame } = valueScale(
		[...realizedDays.map((day) => day.realizedBalance), ...projectedDays.map((day) => day.balance)],
		{ width: WIDTH, height: HEIGHT, plot: PLOT },
		tickLabel,
	)
	const slot = (PLOT.right - PLOT.left) / Math.max(1, days.length)
	const xOf = new Map(days.map((day, index) => [day.date, round(PLOT.left + (index + 0.5) * slot)]))
	const x = (day: BalanceDay) => xOf.get(day.date) ?? PLOT.left
	const projected = projectedDays.map((day) => ({ x: x(day), y: y(day.balance) }))
	return {
		...frame,
		labels: days
			.map((day) => Number(day.date.slice(8, 10)))
			.flatMap((number, index) =>
				number === 1 || number % 5 === 0
					? [{ x: round(PLOT.left + (index + 0.5) * slot), y: LABEL_Y, text: String(number) }]
					: [],
			),
		slot: round(slot),
		realized: realizedDays.map((day) => ({ x: x(day), y: y(day.realizedBalance) })),
		projected,
		belowZero: projectedDays
			.filter((day) => day.belowZero)
			.map((day) => ({ x: x(day), y: y(day.balance) })),
		todayX: xOf.get(today) ?? null,
	}
}
