import { type ChartTick, type ChartView } from './report-view'

// The by-month chart's geometry, worked out on the server: the page draws the numbers it is
// handed, so the browser gets no charting code, and the SVG is whole in the HTML (no JavaScript,
// printable). Bars of income and of costs and expenses per month, a line of the net result,
// with a zero line and round gridlines.

export type ChartSeries = {
	/** Each column's label (a month's short name). */
	labels: string[]
	/** Minor units per month. */
	income: number[]
	expenses: number[]
	net: number[]
}

const WIDTH = 720
const HEIGHT = 264
const PLOT = { left: 76, right: 712, top: 12, bottom: 228 } as const
/** The label row's baseline, under the plot. */
const LABEL_Y = 250
/** Parts of a month's slot: a margin, the income bar, a gap, the expenses bar, a margin. */
const MARGIN = 0.14
const BAR = 0.34
const GAP = 0.04

/** One decimal is plenty at this size, and keeps the page's data small and stable. */
export function round(value: number) {
	return Math.round(value * 10) / 10
}

/** A round step (1, 2 or 5 × 10ⁿ) that cuts the span into about `parts` pieces. */
export function niceStep(span: number, parts = 4): number {
	if (!(span > 0)) return 1
	const rough = span / parts
	const magnitude = 10 ** Math.floor(Math.log10(rough))
	const fraction = rough / magnitude
	const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
	return Math.max(1, nice * magnitude)
}

/** What every chart has: its size, its plot's edges, its zero line and gridlines. */
export type ChartFrameView = Pick<ChartView, 'width' | 'height' | 'plot' | 'zeroY' | 'ticks'>

/**
 * A vertical scale over the plot of a chart of `size` that holds zero and every one of
 * `values`, cut by round gridlines (written by `tickLabel`): a figure's height from the zero
 * line is its size, and a scale of nothing is one step with zero at the bottom. `y` places a
 * value; `frame` is the chart's part that does not depend on what it draws.
 */
export function valueScale(
	values: number[],
	size: Pick<ChartView, 'width' | 'height' | 'plot'>,
	tickLabel: (value: number) => string,
): { y: (value: number) => number; frame: ChartFrameView } {
	const { plot } = size
	const lowest = Math.min(0, ...values)
	const highest = Math.max(0, ...values)
	const step = niceStep(highest - lowest)
	const bottom = Math.floor(lowest / step) * step
	let top = Math.ceil(highest / step) * step
	if (top === bottom) top = bottom + step
	const height = plot.bottom - plot.top
	const y = (value: number) => round(plot.bottom - ((value - bottom) / (top - bottom)) * height)
	const ticks: ChartTick[] = []
	for (let value = bottom; value <= top; value += step) {
		ticks.push({ y: y(value), label: tickLabel(value) })
	}
	return {
		y,
		frame: { width: size.width, height: size.height, plot: { ...plot }, zeroY: y(0), ticks },
	}
}

/**
 * The chart of `series` (12 months, or any number), with the gridlines' values written by
 * `tickLabel`. The scale always holds zero, so a bar's height is its figure; a month of zeros
 * draws bars of no height on the zero line.
 */
export function chartGeometry(
	series: ChartSeries,
	tickLabel: (value: number) => string,
): ChartView {
	const { y, frame } = valueScale(
		[...series.income, ...series.expenses, ...series.net],
		{ width: WIDTH, height: HEIGHT, plot: PLOT },
		tickLabel,
	)
	const { zeroY } = frame
	const bar = (x: number, width: number, value: number) => {
		const end = y(value)
		return {
			x: round(x),
			y: Math.min(end, zeroY),
			width: round(width),
			height: round(Math.abs(end - zeroY)),
		}
	}
	const count = series.labels.length
	const slot = (PLOT.right - PLOT.left) / Math.max(1, count)
	return {
		...frame,
		months: series.labels.map((label, index) => {
			const start = PLOT.left + index * slot
			const incomeX = start + MARGIN * slot
			return {
				label,
				labelX: round(start + slot / 2),
				labelY: LABEL_Y,
				income: bar(incomeX, BAR * slot, series.income[index] ?? 0),
				expenses: bar(incomeX + (BAR + GAP) * slot, BAR * slot, series.expenses[index] ?? 0),
			}
		}),
		points: series.net.map((value, index) => ({
			x: round(PLOT.left + (index + 0.5) * slot),
			y: y(value),
		})),
	}
}
