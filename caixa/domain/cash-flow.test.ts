import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween } from './calendar-arithmetic'
import {
	cashFlow,
	type CashFlowInput,
	firstDayOfWeekOf,
	granularityOf,
	isoWeekdayOf,
	periodsOf,
	weekStartOf,
} from './cash-flow'

describe('weeks', () => {
	it('knows the weekday of a date', () => {
		expect(isoWeekdayOf('1970-01-01')).toBe(4) // a Thursday
		expect(isoWeekdayOf('2025-03-01')).toBe(6) // a Saturday
		expect(isoWeekdayOf('2025-03-02')).toBe(7)
		expect(isoWeekdayOf('2025-03-03')).toBe(1)
		expect(isoWeekdayOf('1969-12-31')).toBe(3) // before day 0 too
	})

	it('starts a week on the reader’s first day, Monday by default', () => {
		expect(weekStartOf('2025-03-01')).toBe('2025-02-24')
		expect(weekStartOf('2025-03-03')).toBe('2025-03-03')
		expect(weekStartOf('2025-03-01', 7)).toBe('2025-02-23')
		expect(weekStartOf('2025-03-02', 7)).toBe('2025-03-02')
		expect(weekStartOf('2025-03-01', 6)).toBe('2025-03-01')
	})

	it('reads the first day of the week from a locale, Monday when it cannot', () => {
		expect(firstDayOfWeekOf('pt-BR')).toBe(7)
		expect(firstDayOfWeekOf('en-US')).toBe(7)
		expect(firstDayOfWeekOf('de-DE')).toBe(1)
		expect(firstDayOfWeekOf(undefined)).toBe(1)
		expect(firstDayOfWeekOf('not a locale!')).toBe(1)
	})
})

describe('periods', () => {
	it('is weekly up to three months, monthly beyond', () => {
		expect(granularityOf('2025-03-01', '2025-03-31')).toBe('WEEK')
		expect(granularityOf('2025-03-01', '2025-05-31')).toBe('WEEK')
		expect(granularityOf('2025-03-01', '2025-06-01')).toBe('MONTH')
		expect(granularityOf('2025-01-31', '2025-04-29')).toBe('WEEK')
		expect(granularityOf('2025-01-31', '2025-04-30')).toBe('MONTH')
	})

	it('cuts March and April 2025 in weeks from Monday, the edges clipped', () => {
		expect(periodsOf('2025-03-01', '2025-04-30', 'WEEK')).toEqual([
			{ start: '2025-03-01', end: '2025-03-02' },
			{ start: '2025-03-03', end: '2025-03-09' },
			{ start: '2025-03-10', end: '2025-03-16' },
			{ start: '2025-03-17', end: '2025-03-23' },
			{ start: '2025-03-24', end: '2025-03-30' },
			{ start: '2025-03-31', end: '2025-04-06' },
			{ start: '2025-04-07', end: '2025-04-13' },
			{ start: '2025-04-14', end: '2025-04-20' },
			{ start: '2025-04-21', end: '2025-04-27' },
			{ start: '2025-04-28', end: '2025-04-30' },
		])
		expect(periodsOf('2025-03-01', '2025-03-16', 'WEEK', 7)).toEqual([
			{ start: '2025-03-01', end: '2025-03-01' },
			{ start: '2025-03-02', end: '2025-03-08' },
			{ start: '2025-03-09', end: '2025-03-15' },
			{ start: '2025-03-16', end: '2025-03-16' },
		])
	})

	it('cuts months at the range’s edges, and days one by one', () => {
		expect(periodsOf('2024-12-15', '2025-03-10', 'MONTH')).toEqual([
			{ start: '2024-12-15', end: '2024-12-31' },
			{ start: '2025-01-01', end: '2025-01-31' },
			{ start: '2025-02-01', end: '2025-02-28' },
			{ start: '2025-03-01', end: '2025-03-10' },
		])
		expect(periodsOf('2024-02-28', '2024-03-01', 'DAY').map((day) => day.start)).toEqual([
			'2024-02-28',
			'2024-02-29',
			'2024-03-01',
		])
		expect(periodsOf('2025-03-05', '2025-03-05', 'MONTH')).toEqual([
			{ start: '2025-03-05', end: '2025-03-05' },
		])
		expect(() => periodsOf('2025-03-05', '2025-03-04', 'DAY')).toThrow(RangeError)
	})

	it('covers any range exactly, each day once, whatever the granularity', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 20_000 }),
				fc.integer({ min: 0, max: 800 }),
				fc.constantFrom('DAY', 'WEEK', 'MONTH' as const),
				fc.integer({ min: 1, max: 7 }),
				(start, length, granularity, firstDay) => {
					const from = addDays('1990-01-01', start)
					const to = addDays(from, length)
					const periods = periodsOf(from, to, granularity, firstDay as 1)
					expect(periods[0]?.start).toBe(from)
					expect(periods.at(-1)?.end).toBe(to)
					for (const [index, period] of periods.entries()) {
						expect(period.start <= period.end).toBe(true)
						const next = periods[index + 1]
						if (next) expect(addDays(period.end, 1)).toBe(next.start)
						if (granularity === 'WEEK') {
							expect(daysBetween(period.start, period.end)).toBeLessThan(7)
							if (period.start !== from) expect(isoWeekdayOf(period.start)).toBe(firstDay)
						}
						if (granularity === 'MONTH')
							expect(period.start.slice(0, 7)).toBe(period.end.slice(0, 7))
					}
				},
			),
		)
	})
})

// March and April 2025 per month, today 19 March: worked by hand.
//  opening 1 000.00 (opening balances and all that moved before March)
//  realized: 05/03 sale 300.00 (cat S); 10/03 rent −400.00 (cat R); 12/03 transfer A→B 50.00;
//            18/03 uncategorized in 20.00
//  projected: 28/02 S 70.00 in (overdue, before the range); 15/03 R 30.00 out (overdue);
//            19/03 S 100.00 in (today: projected, not overdue); 10/04 R 900.00 out;
//            20/04 S 200.00 in
const march: CashFlowInput = {
	from: '2025-03-01',
	to: '2025-04-30',
	today: '2025-03-19',
	granularity: 'MONTH',
	openingBalance: 100_000,
	realized: [
		{ date: '2025-03-05', categoryId: 'S', inflow: 30_000, outflow: 0 },
		{ date: '2025-03-10', categoryId: 'R', inflow: 0, outflow: 40_000 },
		{ date: '2025-03-18', categoryId: null, inflow: 2_000, outflow: 0 },
	],
	transfers: [
		{ date: '2025-03-12', cashierId: 'A', transfersIn: 0, transfersOut: 5_000 },
		{ date: '2025-03-12', cashierId: 'B', transfersIn: 5_000, transfersOut: 0 },
	],
	projected: [
		{ date: '2025-02-28', categoryId: 'S', inflow: 7_000, outflow: 0 },
		{ date: '2025-03-15', categoryId: 'R', inflow: 0, outflow: 3_000 },
		{ date: '2025-03-19', categoryId: 'S', inflow: 10_000, outflow: 0 },
		{ date: '2025-04-10', categoryId: 'R', inflow: 0, outflow: 90_000 },
		{ date: '2025-04-20', categoryId: 'S', inflow: 20_000, outflow: 0 },
	],
}

describe('cashFlow', () => {
	it('opens, moves and closes each period, projected beside realized, overdue apart', () => {
		const flow = cashFlow(march)
		const [first, second] = flow.periods
		expect(first).toMatchObject({
			start: '2025-03-01',
			end: '2025-03-31',
			openingBalance: 100_000,
			inflow: 32_000,
			outflow: 40_000,
			transfersIn: 5_000,
			transfersOut: 5_000,
			net: -8_000,
			closingBalance: 92_000,
			projectedInflow: 10_000,
			projectedOutflow: 0,
			projectedOpeningBalance: 100_000,
			projectedClosingBalance: 102_000,
		})
		expect(first?.categories).toEqual([
			{ categoryId: 'R', inflow: 0, outflow: 40_000, projectedInflow: 0, projectedOutflow: 0 },
			{ categoryId: 'S', inflow: 30_000, outflow: 0, projectedInflow: 10_000, projectedOutflow: 0 },
			{ categoryId: null, inflow: 2_000, outflow: 0, projectedInflow: 0, projectedOutflow: 0 },
		])
		expect(first?.cashiers).toEqual([
			{ cashierId: 'A', transfersIn: 0, transfersOut: 5_000 },
			{ cashierId: 'B', transfersIn: 5_000, transfersOut: 0 },
		])
		expect(second).toMatchObject({
			start: '2025-04-01',
			end: '2025-04-30',
			openingBalance: 92_000,
			net: 0,
			closingBalance: 92_000,
			projectedInflow: 20_000,
			projectedOutflow: 90_000,
			projectedOpeningBalance: 102_000,
			projectedClosingBalance: 32_000,
		})
		expect(flow).toMatchObject({
			granularity: 'MONTH',
			firstDayOfWeek: 1,
			openingBalance: 100_000,
			closingBalance: 92_000,
			projectedOpeningBalance: 100_000,
			projectedClosingBalance: 32_000,
			inflow: 32_000,
			outflow: 40_000,
			projectedInflow: 30_000,
			projectedOutflow: 90_000,
		})
		expect(flow.overdue).toEqual({
			inflow: 7_000,
			outflow: 3_000,
			categories: [
				{ categoryId: 'R', inflow: 0, outflow: 3_000 },
				{ categoryId: 'S', inflow: 7_000, outflow: 0 },
			],
		})
	})

	it('opens a range after today with what falls due from today to its start', () => {
		const flow = cashFlow({
			...march,
			from: '2025-04-01',
			realized: [],
			transfers: [],
			openingBalance: 92_000,
		})
		// 19/03's 100.00 falls due before April: it opens April's projected balance.
		expect(flow.projectedOpeningBalance).toBe(102_000)
		expect(flow.projectedClosingBalance).toBe(32_000)
		expect(flow.overdue.inflow).toBe(7_000)
	})

	it('projects nothing in a range that is over: every open installment of it is overdue', () => {
		const flow = cashFlow({ ...march, today: '2025-05-01' })
		expect(flow.projectedInflow + flow.projectedOutflow).toBe(0)
		expect(flow.projectedClosingBalance).toBe(flow.closingBalance)
		expect(flow.overdue).toMatchObject({ inflow: 37_000, outflow: 93_000 })
	})

	it('refuses figures it cannot place or are no whole amounts', () => {
		const outside = { date: '2025-05-01', categoryId: 'S', inflow: 1, outflow: 0 }
		expect(() => cashFlow({ ...march, realized: [outside] })).toThrow(RangeError)
		expect(() => cashFlow({ ...march, projected: [outside] })).toThrow(RangeError)
		const before = { date: '2025-02-28', cashierId: 'A', transfersIn: 1, transfersOut: 0 }
		expect(() => cashFlow({ ...march, transfers: [before] })).toThrow(RangeError)
		const noDay = { date: '2025-02-30', categoryId: 'S', inflow: 1, outflow: 0 }
		expect(() => cashFlow({ ...march, projected: [noDay] })).toThrow(RangeError)
		expect(() => cashFlow({ ...march, today: 'today' })).toThrow(RangeError)
		const half = { date: '2025-03-05', categoryId: 'S', inflow: 0.5, outflow: 0 }
		expect(() => cashFlow({ ...march, realized: [half] })).toThrow(RangeError)
		const negative = { date: '2025-03-05', categoryId: 'S', inflow: -1, outflow: 0 }
		expect(() => cashFlow({ ...march, realized: [negative] })).toThrow(RangeError)
		const huge = {
			date: '2025-03-05',
			categoryId: 'S',
			inflow: Number.MAX_SAFE_INTEGER,
			outflow: 0,
		}
		expect(() => cashFlow({ ...march, realized: [huge, huge] })).toThrow(RangeError)
	})

	it('chains its periods and adds up, exactly, for any figures', () => {
		const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2025-03-01', offset))
		const amount = fc.integer({ min: 0, max: 10 ** 12 })
		const category = fc.constantFrom('a', 'b', null)
		const amounts = fc.record({ date: day, categoryId: category, inflow: amount, outflow: amount })
		const transfer = fc
			.record({
				date: day,
				from: fc.constantFrom('x', 'y', 'z'),
				to: fc.constantFrom('x', 'y', 'z'),
				amount,
			})
			.filter((row) => row.from !== row.to)
		fc.assert(
			fc.property(
				fc.array(amounts, { maxLength: 30 }),
				fc.array(transfer, { maxLength: 10 }),
				fc.array(
					fc.record({
						date: fc.integer({ min: -30, max: 60 }).map((offset) => addDays('2025-03-01', offset)),
						categoryId: category,
						inflow: amount,
						outflow: amount,
					}),
					{ maxLength: 30 },
				),
				fc.integer({ min: -20, max: 80 }).map((offset) => addDays('2025-03-01', offset)),
				fc.constantFrom('DAY', 'WEEK', 'MONTH' as const),
				fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
				(realized, transfers, projected, today, granularity, openingBalance) => {
					const flow = cashFlow({
						from: '2025-03-01',
						to: '2025-04-30',
						today,
						granularity,
						openingBalance,
						realized,
						transfers: transfers.flatMap((row) => [
							{ date: row.date, cashierId: row.from, transfersIn: 0, transfersOut: row.amount },
							{ date: row.date, cashierId: row.to, transfersIn: row.amount, transfersOut: 0 },
						]),
						projected,
					})
					let opening = openingBalance
					let projectedOpening = flow.projectedOpeningBalance
					for (const period of flow.periods) {
						expect(period.openingBalance).toBe(opening)
						expect(period.projectedOpeningBalance).toBe(projectedOpening)
						expect(period.closingBalance).toBe(
							period.openingBalance +
								period.inflow -
								period.outflow +
								period.transfersIn -
								period.transfersOut,
						)
						expect(period.projectedClosingBalance).toBe(
							period.projectedOpeningBalance +
								period.net +
								period.projectedInflow -
								period.projectedOutflow,
						)
						// The unit's transfers net to zero, in every period.
						expect(period.transfersIn).toBe(period.transfersOut)
						const listed = (key: 'inflow' | 'outflow' | 'projectedInflow' | 'projectedOutflow') =>
							period.categories.reduce((sum, flow) => sum + flow[key], 0)
						expect(listed('inflow')).toBe(period.inflow)
						expect(listed('projectedOutflow')).toBe(period.projectedOutflow)
						opening = period.closingBalance
						projectedOpening = period.projectedClosingBalance
					}
					expect(flow.closingBalance).toBe(opening)
					expect(flow.projectedClosingBalance).toBe(projectedOpening)
					const total = (rows: typeof realized, key: 'inflow' | 'outflow') =>
						rows.reduce((sum, row) => sum + row[key], 0)
					expect(flow.inflow).toBe(total(realized, 'inflow'))
					expect(flow.outflow).toBe(total(realized, 'outflow'))
					// Every projected figure is somewhere: a period, the opening, or overdue.
					const due = (key: 'inflow' | 'outflow') => total(projected, key)
					const carried = flow.projectedOpeningBalance - flow.openingBalance
					expect(flow.projectedInflow - flow.projectedOutflow + carried).toBe(
						due('inflow') - due('outflow') - flow.overdue.inflow + flow.overdue.outflow,
					)
					const pastDue = projected.filter((row) => row.date < today)
					expect(flow.overdue.inflow).toBe(total(pastDue, 'inflow'))
					expect(flow.overdue.outflow).toBe(total(pastDue, 'outflow'))
				},
			),
			{ numRuns: 200 },
		)
	})
})
