import { type Dre, type DreMonthsLine } from '@caixa/contract/report'
import { dateTimeFormat, numberFormat } from '@caixa/domain/intl-formats'
import { shareOfNetRevenue } from '@caixa/domain/income-statement'
import { currencyDigits, formatMoney } from '@caixa/domain/money-format'
import { type ChartSeries } from './report-chart-geometry'
import type { LineKind, LinePartView, MonthsLineView, PeriodLineView } from './report-view'

// The statement written for a reader (the loaders' half, run on the server). A line taken away
// (deductions, costs, expenses, tax) is shown below zero, its share too, and so are its parts:
// the page reads down as a sum, each subtotal the figures above it added as they are shown. A
// subtotal shows its result as it is (a loss below zero).

/** How a line of the API's enters the statement. */
export function lineKind(line: { subtracts: boolean; subtotal: boolean }): LineKind {
	if (line.subtotal) return 'SUBTOTAL'
	return line.subtracts ? 'SUBTRACTS' : 'ADDS'
}

/** The figure as shown: a line taken away below zero (and never a "−0"). */
export function shownFigure(amount: number, kind: LineKind): number {
	return kind === 'SUBTRACTS' && amount !== 0 ? -amount : amount
}

export type ReportFormats = {
	money: (minorUnits: number) => string
	/** A share of net revenue (0.1234 is 12.34%) with two decimals; "—" when there is none. */
	share: (share: number | null) => string
}

export function reportFormats(currency: string, language: string): ReportFormats {
	const percent = numberFormat(language, {
		style: 'percent',
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	})
	return {
		// `+ 0` turns a −0 into 0: no "−R$ 0,00".
		money: (minorUnits) => formatMoney(minorUnits + 0, currency, language),
		share: (share) => (share === null ? '—' : percent.format(share + 0)),
	}
}

/** A share as the API writes it (basis points / 10 000), or null. */
function shareOf(amount: number, netRevenue: number): number | null {
	const basisPoints = shareOfNetRevenue(amount, netRevenue)
	return basisPoints === null ? null : basisPoints / 10_000
}

/**
 * The period's 14 lines, each with its parts: its categories (largest first, as the API lists
 * them) and then the figures beside them (the cost of goods sold, interest and fees, discounts),
 * each with its share of net revenue worked out as the API works out a line's.
 */
export function periodLines(dre: Dre, formats: ReportFormats): PeriodLineView[] {
	const netRevenue = dre.lines.find((line) => line.code === 'NET_REVENUE')?.amount ?? 0
	return dre.lines.map((line) => {
		const kind = lineKind(line)
		const sign = kind === 'SUBTRACTS' ? -1 : 1
		const part = (amount: number) => ({
			amount: formats.money(shownFigure(amount, kind)),
			share: formats.share(signed(shareOf(amount, netRevenue), sign)),
		})
		const parts: LinePartView[] = [
			...line.categories.map((category) => ({
				key: category.id ?? `none-${line.code}`,
				categoryId: category.id,
				name: category.name,
				extra: null,
				...part(category.amount),
			})),
			...line.extras.map((extra) => ({
				key: extra.code,
				categoryId: null,
				name: null,
				extra: extra.code,
				...part(extra.amount),
			})),
		]
		return {
			code: line.code,
			kind,
			amount: formats.money(shownFigure(line.amount, kind)),
			share: formats.share(signed(line.share, sign)),
			negative: kind !== 'SUBTRACTS' && line.amount < 0,
			parts,
		}
	})
}

function signed(share: number | null, sign: 1 | -1) {
	return share === null || share === 0 ? share : share * sign
}

/** The by-month lines: each month's figure and the total, shown as the period's are. */
export function monthsLines(lines: DreMonthsLine[], formats: ReportFormats): MonthsLineView[] {
	return lines.map((line) => {
		const kind = lineKind(line)
		return {
			code: line.code,
			kind,
			months: line.months.map((amount) => formats.money(shownFigure(amount, kind))),
			total: formats.money(shownFigure(line.total, kind)),
		}
	})
}

const INCOME = ['NET_REVENUE', 'FINANCIAL_INCOME', 'OTHER_INCOME'] as const
const EXPENSES = [
	'COST_OF_SALES',
	'OPERATING_EXPENSES',
	'FINANCIAL_EXPENSE',
	'OTHER_EXPENSE',
	'INCOME_TAX',
] as const

/**
 * The chart's three series from the lines: income (net revenue, financial and other income),
 * costs and expenses (every line taken away below net revenue) and the net result, which is
 * exactly the first less the second — so the line is the bars' difference, and every figure
 * drawn is a sum of rows of the table beside it.
 */
export function chartSeries(lines: DreMonthsLine[], labels: string[]): ChartSeries {
	const months = (code: string) =>
		lines.find((line) => line.code === code)?.months ?? labels.map(() => 0)
	const sum = (codes: readonly string[]) =>
		labels.map((_, index) => codes.reduce((total, code) => total + (months(code)[index] ?? 0), 0))
	return {
		labels,
		income: sum(INCOME),
		expenses: sum(EXPENSES),
		net: [...months('NET_RESULT')],
	}
}

/** A month's name for a column: "Jan" in a year, "Jan 26" across two years. */
export function monthLabel(month: string, language: string, withYear: boolean): string {
	return dateTimeFormat(language, {
		month: 'short',
		...(withYear ? { year: '2-digit' } : {}),
		timeZone: 'UTC',
	}).format(new Date(`${month}-01T00:00:00Z`))
}

/** A month in full: "December 2025". */
export function monthName(month: string, language: string): string {
	return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
		new Date(`${month}-01T00:00:00Z`),
	)
}

/** A gridline's value, short: "R$ 1 mil", "$2K". */
export function tickLabel(currency: string, language: string) {
	const compact = numberFormat(language, {
		style: 'currency',
		currency,
		notation: 'compact',
		minimumFractionDigits: 0,
		maximumFractionDigits: 1,
	})
	const digits = currencyDigits(currency)
	return (minorUnits: number) => compact.format(minorUnits / 10 ** digits + 0)
}
