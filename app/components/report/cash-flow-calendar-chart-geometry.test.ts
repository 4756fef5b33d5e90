import { describe, expect, test } from 'vitest'
import { balanceChartGeometry, type BalanceDay } from './cash-flow-calendar-chart-geometry'

// The balance line's numbers: one scale for both lines that holds zero and every balance on round
// gridlines, the realized line up to today and the projected one from today on, the days below
// zero marked where the projected line is, today's column.

const label = (value: number) => String(value)

/** A 30-day month whose today is the `today`th; balances by day number. */
function month(
	today: number,
	realized: (day: number) => number,
	projected: (day: number) => number,
): BalanceDay[] {
	return Array.from({ length: 30 }, (_, index) => {
		const day = index + 1
		const ahead = day >= today
		const balance = ahead ? projected(day) : realized(day)
		return {
			date: `2026-11-${String(day).padStart(2, '0')}`,
			realizedBalance: realized(Math.min(day, today)),
			balance,
			projected: ahead,
			belowZero: ahead && balance < 0,
		}
	})
}

describe('a month with today on the 10th, below zero from the 20th to the 24th', () => {
	// Realized: 100.00 a day up to 1 000.00 on the 10th; projected: 1 200.00 on the 10th, −500.00
	// from the 20th to the 24th, 800.00 after.
	const days = month(
		10,
		(day) => day * 10_000,
		(day) => (day >= 20 && day < 25 ? -50_000 : day > 24 ? 80_000 : 120_000),
	)
	const chart = balanceChartGeometry(days, '2026-11-10', label)
	const { plot } = chart

	test('the gridlines hold the lowest and highest balance, zero among them', () => {
		expect(chart.ticks.map((tick) => tick.label)).toEqual([
			'-50000',
			'0',
			'50000',
			'100000',
			'150000',
		])
		expect(chart.ticks[0]?.y).toBe(plot.bottom)
		expect(chart.ticks.at(-1)?.y).toBe(plot.top)
		expect(chart.ticks.find((tick) => tick.label === '0')?.y).toBe(chart.zeroY)
	})

	test('one scale for both lines: heights from the zero line are the balances', () => {
		const height = (y: number) => chart.zeroY - y
		const [first] = chart.realized
		const tenth = chart.realized.at(-1)
		expect(height(tenth?.y ?? 0)).toBeCloseTo(10 * height(first?.y ?? 0), 0)
		// Projected 1 200.00 on the 10th against realized 1 000.00.
		expect(height(chart.projected[0]?.y ?? 0)).toBeCloseTo(1.2 * height(tenth?.y ?? 0), 0)
		// −500.00 lies as far below the line as 500.00 would lie above it.
		const low = chart.projected[10]?.y ?? 0
		expect(low - chart.zeroY).toBeCloseTo(0.5 * height(tenth?.y ?? 0), 0)
	})

	test('realized up to today, projected from today on, meeting at today’s column', () => {
		expect(chart.realized).toHaveLength(10)
		expect(chart.projected).toHaveLength(21)
		expect(chart.todayX).toBe(chart.realized.at(-1)?.x)
		expect(chart.todayX).toBe(chart.projected[0]?.x)
		// One column per day, left to right within the plot.
		const xs = [...chart.realized, ...chart.projected.slice(1)].map((point) => point.x)
		expect(xs).toEqual([...xs].sort((a, b) => a - b))
		expect(xs[0]).toBeCloseTo(plot.left + chart.slot / 2, 0)
		expect(xs.at(-1)).toBeCloseTo(plot.right - chart.slot / 2, 0)
	})

	test('the five days below zero marked, on the projected line under the zero line', () => {
		expect(chart.belowZero).toHaveLength(5)
		expect(chart.belowZero).toEqual(chart.projected.slice(10, 15))
		expect(chart.belowZero.every((point) => point.y > chart.zeroY)).toBe(true)
		expect(chart.projected.slice(15).every((point) => point.y < chart.zeroY)).toBe(true)
	})

	test('the ruler: the 1st and every 5th day under the plot', () => {
		expect(chart.labels.map((entry) => entry.text)).toEqual([
			'1',
			'5',
			'10',
			'15',
			'20',
			'25',
			'30',
		])
		expect(chart.labels[2]?.x).toBe(chart.todayX)
		expect(chart.labels.every((entry) => entry.y > plot.bottom)).toBe(true)
	})
})

test('a month gone by: the realized line alone, no today, nothing marked', () => {
	const days = month(
		31,
		(day) => (day - 15) * 1_000,
		() => 0,
	)
	const chart = balanceChartGeometry(days, '2026-12-02', label)
	expect(chart.realized).toHaveLength(30)
	expect(chart.projected).toEqual([])
	expect(chart.belowZero).toEqual([])
	expect(chart.todayX).toBeNull()
	// Below zero realized is not the warning: only a projected balance is.
	expect(chart.realized[0]?.y).toBeGreaterThan(chart.zeroY)
})

test('a month to come: the projected line alone', () => {
	const days = month(
		1,
		() => 0,
		(day) => -day * 100,
	)
	const chart = balanceChartGeometry(days, '2026-10-20', label)
	expect(chart.realized).toEqual([])
	expect(chart.projected).toHaveLength(30)
	expect(chart.belowZero).toHaveLength(30)
	expect(chart.todayX).toBeNull()
	// Zero at the top of a scale that holds only what is below it.
	expect(chart.zeroY).toBe(chart.plot.top)
})

test('a month of nothing still has a scale: zero at the bottom, flat lines on it', () => {
	const chart = balanceChartGeometry(
		month(
			10,
			() => 0,
			() => 0,
		),
		'2026-11-10',
		label,
	)
	expect(chart.zeroY).toBe(chart.plot.bottom)
	expect(chart.ticks.map((tick) => tick.label)).toEqual(['0', '1'])
	expect([...chart.realized, ...chart.projected].every((point) => point.y === chart.zeroY)).toBe(
		true,
	)
})
