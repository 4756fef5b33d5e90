import { type ReportBasis, type ReportView } from './report-params'

// What the income-statement pages show, as their loaders hand it over: every amount and share
// already written in the reader's language (report-format.ts), so the browser formats nothing
// and the server and the browser never spell a figure two ways.

/** How a line enters the statement: it adds, it is taken away, or it is a result of those above. */
export type LineKind = 'ADDS' | 'SUBTRACTS' | 'SUBTOTAL'

/** One part of a line: a category (a link when it has an id) or a figure beside them. */
export type LinePartView = {
	key: string
	/** The category's drill-down (its id, or null for the records without a category). */
	categoryId: string | null
	/** The category's name; null for the records without one. */
	name: string | null
	/** A figure beside the categories (COST_OF_GOODS_SOLD…): its i18n key under `extras`. */
	extra: string | null
	amount: string
	share: string
}

export type PeriodLineView = {
	code: string
	kind: LineKind
	amount: string
	share: string
	/** Whether the figure is below zero (a loss), to be told apart at a glance. */
	negative: boolean
	parts: LinePartView[]
}

export type PeriodStatementView = {
	from: string
	to: string
	lines: PeriodLineView[]
}

export type MonthsLineView = {
	code: string
	kind: LineKind
	months: string[]
	total: string
}

/** A bar or a point of the chart, in the SVG's own units. */
export type ChartBar = { x: number; y: number; width: number; height: number }
export type ChartTick = { y: number; label: string }

/** The chart drawn: geometry worked out on the server (report-chart-geometry.ts). */
export type ChartView = {
	width: number
	height: number
	plot: { left: number; right: number; top: number; bottom: number }
	zeroY: number
	ticks: ChartTick[]
	months: Array<{
		label: string
		labelX: number
		labelY: number
		income: ChartBar
		expenses: ChartBar
	}>
	/** The net result's points, one per month. */
	points: Array<{ x: number; y: number }>
}

export type MonthsStatementView = {
	/** The first and the last month, written in full ("December 2025"). */
	span: { from: string; to: string }
	/** Each month's column: its short name, its full name, and its one-period statement's query. */
	columns: Array<{ label: string; name: string; search: string }>
	lines: MonthsLineView[]
	chart: ChartView
}

export type ReportPage = {
	unit: { id: string; name: string }
	zone: string
	view: ReportView
	basis: ReportBasis
	/** PERIOD: the filter bar's state. */
	period: PeriodStatementView | null
	/** YEAR: the year shown and the years the picker offers. */
	year: { year: number; options: number[] } | null
	months: MonthsStatementView | null
	problem: 'CHOOSE' | 'ENDS_BEFORE' | null
}
