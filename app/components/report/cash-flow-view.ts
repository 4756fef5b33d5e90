import { type CashFlow, type CashFlowPeriod } from '@caixa/contract/report-cash-flow'
import { chartGeometry } from './report-chart-geometry'
import { type ReportFormats } from './report-format'
import { type ChartView } from './report-view'

// The cash flow written for a reader (the loader's half, run on the server): every figure in the
// reader's language, so the page formats nothing. The projected column is what the realized one
// becomes once what still falls due is paid: its inflows and outflows are the realized ones plus
// the projected, so each column adds up on its own (opening + inflows − outflows + transfers in −
// transfers out = closing), as the API's projected balance does.

export const CASH_FLOW_GRANULARITIES = ['MONTH', 'WEEK'] as const
export type CashFlowSwitchValue = (typeof CASH_FLOW_GRANULARITIES)[number]
export const GRANULARITY_KEY = 'granularity'
export const CASHIER_KEY = 'cashierId'
/** The cash calendar's month, YYYY-MM. */
export const MONTH_KEY = 'month'

/** The granularity a URL asks for, or none (the API's default). */
export function readGranularity(params: URLSearchParams): CashFlowSwitchValue | null {
	const asked = params.get(GRANULARITY_KEY)
	return CASH_FLOW_GRANULARITIES.find((value) => value === asked) ?? null
}

/** A figure realized and projected; `negative` tells a balance below zero apart. */
export type FigurePair = {
	realized: string
	projected: string
	realizedNegative: boolean
	projectedNegative: boolean
}

export type CashFlowFiguresView = {
	opening: FigurePair
	inflow: FigurePair
	outflow: FigurePair
	transfersIn: FigurePair
	transfersOut: FigurePair
	closing: FigurePair
}

export type CashFlowPeriodView = CashFlowFiguresView & {
	key: string
	from: string
	to: string
	projected: boolean
	belowZero: boolean
}

export type CashFlowView = {
	from: string
	to: string
	today: string
	granularity: string
	belowZero: boolean
	totals: CashFlowFiguresView
	periods: CashFlowPeriodView[]
	overdue: {
		inflow: string
		outflow: string
		categories: Array<{ key: string; name: string | null; inflow: string; outflow: string }>
	}
	categories: Array<{
		key: string
		name: string | null
		inflow: string
		outflow: string
		projectedInflow: string
		projectedOutflow: string
	}>
	cashiers: Array<{ key: string; name: string; transfersIn: string; transfersOut: string }>
	chart: ChartView
}

type Figures = Pick<
	CashFlowPeriod,
	'inflow' | 'outflow' | 'transfersIn' | 'transfersOut' | 'projectedInflow' | 'projectedOutflow'
>

function figuresView(
	figures: Figures,
	balances: {
		opening: number
		projectedOpening: number
		closing: number
		projectedClosing: number
	},
	money: ReportFormats['money'],
): CashFlowFiguresView {
	const pair = (realized: number, projected: number): FigurePair => ({
		realized: money(realized),
		projected: money(projected),
		realizedNegative: realized < 0,
		projectedNegative: projected < 0,
	})
	return {
		opening: pair(balances.opening, balances.projectedOpening),
		inflow: pair(figures.inflow, figures.inflow + figures.projectedInflow),
		outflow: pair(figures.outflow, figures.outflow + figures.projectedOutflow),
		transfersIn: pair(figures.transfersIn, figures.transfersIn),
		transfersOut: pair(figures.transfersOut, figures.transfersOut),
		closing: pair(balances.closing, balances.projectedClosing),
	}
}

/**
 * The page's figures from the API's answer. `day` writes a calendar day (`shortDay` a chart
 * column's), `tickLabel` a
 * gridline's value; the chart draws each period's realized and projected closing balances.
 */
export function cashFlowView(
	flow: CashFlow,
	formats: ReportFormats,
	day: (date: string) => string,
	shortDay: (date: string) => string,
	tickLabel: (value: number) => string,
): CashFlowView {
	const { money } = formats
	const periods = flow.periods.map((period) => ({
		key: period.start,
		from: day(period.start),
		to: day(period.end),
		projected: period.projected,
		belowZero: period.belowZero,
		...figuresView(
			period,
			{
				opening: period.openingBalance,
				projectedOpening: period.projectedOpeningBalance,
				closing: period.balance,
				projectedClosing: period.projectedBalance,
			},
			money,
		),
	}))
	return {
		from: day(flow.from),
		to: day(flow.to),
		today: day(flow.today),
		granularity: flow.granularity,
		belowZero: flow.belowZero,
		totals: figuresView(
			flow,
			{
				opening: flow.openingBalance,
				projectedOpening: flow.projectedOpeningBalance,
				closing: flow.closingBalance,
				projectedClosing: flow.projectedClosingBalance,
			},
			money,
		),
		periods,
		overdue: {
			inflow: money(flow.overdue.inflow),
			outflow: money(flow.overdue.outflow),
			categories: flow.overdue.categories.map((category) => ({
				key: category.id ?? 'none',
				name: category.name,
				inflow: money(category.inflow),
				outflow: money(category.outflow),
			})),
		},
		categories: flow.categories.map((category) => ({
			key: category.id ?? 'none',
			name: category.name,
			inflow: money(category.inflow),
			outflow: money(category.outflow),
			projectedInflow: money(category.projectedInflow),
			projectedOutflow: money(category.projectedOutflow),
		})),
		cashiers: flow.cashiers.map((cashier) => ({
			key: cashier.id,
			name: cashier.name,
			transfersIn: money(cashier.transfersIn),
			transfersOut: money(cashier.transfersOut),
		})),
		chart: chartGeometry(
			{
				labels: flow.periods.map((period) => shortDay(period.start)),
				income: flow.periods.map((period) => period.balance),
				expenses: flow.periods.map((period) => period.projectedBalance),
				net: [],
			},
			tickLabel,
		),
	}
}
