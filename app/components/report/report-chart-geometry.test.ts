import { describe, expect, test } from 'vitest'
import { chartGeometry, niceStep } from './report-chart-geometry'

// The chart's numbers: round gridlines that hold zero and every figure, bars as tall as their
// figures on one scale, the net result's line below zero for a loss.

const label = (value: number) => String(value)
const months = (values: Record<number, number>) =>
	Array.from({ length: 12 }, (_, index) => values[index] ?? 0)

describe('a gridline step', () => {
	test('1, 2 or 5 × 10ⁿ, cutting the span into about four', () => {
		expect(niceStep(100_000)).toBe(50_000)
		expect(niceStep(30_000)).toBe(10_000)
		expect(niceStep(7)).toBe(2)
		expect(niceStep(0)).toBe(1)
		expect(niceStep(1)).toBe(1)
	})
})

describe('the chart of a year', () => {
	const chart = chartGeometry(
		{
			labels: months({}).map((_, index) => `M${index + 1}`),
			income: months({ 0: 100_000, 1: 50_000 }),
			expenses: months({ 0: 40_000, 1: 80_000 }),
			net: months({ 0: 60_000, 1: -30_000 }),
		},
		label,
	)
	const { plot } = chart

	test('the gridlines hold the lowest and the highest figure, zero among them', () => {
		expect(chart.ticks.map((tick) => tick.label)).toEqual(['-50000', '0', '50000', '100000'])
		expect(chart.ticks[0]?.y).toBe(plot.bottom)
		expect(chart.ticks.at(-1)?.y).toBe(plot.top)
		expect(chart.ticks[1]?.y).toBe(chart.zeroY)
	})

	test('bars stand on the zero line, as tall as their figures on one scale', () => {
		const [first, second] = chart.months
		expect((first?.income.y ?? 0) + (first?.income.height ?? 0)).toBeCloseTo(chart.zeroY, 1)
		expect(first?.income.height).toBeCloseTo(2 * (second?.income.height ?? 0), 0)
		expect(first?.expenses.height).toBeCloseTo(0.4 * (first?.income.height ?? 0), 0)
		// Side by side in their month's slot, income first.
		expect(first?.expenses.x).toBeGreaterThan((first?.income.x ?? 0) + (first?.income.width ?? 0))
		expect(second?.income.x).toBeGreaterThan(
			(first?.expenses.x ?? 0) + (first?.expenses.width ?? 0),
		)
		// A month of nothing: bars of no height on the zero line.
		expect(chart.months[5]?.income).toMatchObject({ y: chart.zeroY, height: 0 })
	})

	test('the net result: above the zero line for a profit, below it for a loss', () => {
		expect(chart.points).toHaveLength(12)
		expect(chart.points[0]?.y).toBeLessThan(chart.zeroY)
		expect(chart.points[1]?.y).toBeGreaterThan(chart.zeroY)
		expect(chart.points[2]?.y).toBe(chart.zeroY)
		// Each point over its month's label, within the plot.
		chart.points.forEach((point, index) => {
			expect(point.x).toBe(chart.months[index]?.labelX)
			expect(point.x).toBeGreaterThan(plot.left)
			expect(point.x).toBeLessThan(plot.right)
		})
	})
})

test('a year of nothing still has a scale: zero at the bottom', () => {
	const chart = chartGeometry(
		{ labels: months({}).map(String), income: months({}), expenses: months({}), net: months({}) },
		label,
	)
	expect(chart.zeroY).toBe(chart.plot.bottom)
	expect(chart.ticks.map((tick) => tick.label)).toEqual(['0', '1'])
	expect(chart.points.every((point) => Number.isFinite(point.y))).toBe(true)
})
