import { describe, expect, it } from 'vitest'
import {
	calendarGrid,
	cashFlowByDay,
	type CashFlowByDayInput,
	monthSpan,
	shiftMonth,
} from './cash-flow-calendar'

// April 2025, today 8 April, opening 500.00 (realized, at the start of the 1st):
//  02/04 in 100.00 (realized); 03/04 transfer out 50.00 (one cashier filtered);
//  07/04 an open 20.00 in, overdue; 08/04 projected in 30.00 (today); 10/04 projected out 700.00;
//  15/04 projected in 400.00.
// End of day:    1st 500 · 2nd 600 · 3rd–7th 550 · 8th 580 · 9th 580 · 10th–14th −120 · 15th on 280.
const april: CashFlowByDayInput = {
	month: '2025-04',
	today: '2025-04-08',
	openingBalance: 50_000,
	realized: [{ date: '2025-04-02', categoryId: 'S', inflow: 10_000, outflow: 0 }],
	transfers: [{ date: '2025-04-03', cashierId: 'A', transfersIn: 0, transfersOut: 5_000 }],
	projected: [
		{ date: '2025-04-07', categoryId: 'S', inflow: 2_000, outflow: 0 },
		{ date: '2025-04-08', categoryId: 'S', inflow: 3_000, outflow: 0 },
		{ date: '2025-04-10', categoryId: 'R', inflow: 0, outflow: 70_000 },
		{ date: '2025-04-15', categoryId: 'S', inflow: 40_000, outflow: 0 },
	],
}

describe('the cash calendar', () => {
	it('knows a month’s days and its neighbours', () => {
		expect(monthSpan('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' })
		expect(monthSpan('2025-04')).toEqual({ start: '2025-04-01', end: '2025-04-30' })
		expect(shiftMonth('2025-01', -1)).toBe('2024-12')
		expect(shiftMonth('2025-12', 1)).toBe('2026-01')
		expect(() => monthSpan('2025-13')).toThrow(RangeError)
	})

	it('gives each day its figures and its end-of-day balance, marking projected days below zero', () => {
		const byDay = cashFlowByDay(april)
		expect(byDay.days).toHaveLength(30)
		const balances = Object.fromEntries(byDay.days.map((day) => [day.date.slice(8), day.balance]))
		expect(balances).toMatchObject({
			'01': 50_000,
			'02': 60_000,
			'03': 55_000,
			'07': 55_000,
			'08': 58_000,
			'09': 58_000,
			'10': -12_000,
			'14': -12_000,
			'15': 28_000,
			'30': 28_000,
		})
		const below = byDay.days.filter((day) => day.belowZero).map((day) => day.date.slice(8))
		expect(below).toEqual(['10', '11', '12', '13', '14'])
		expect(byDay.days[1]).toEqual({
			date: '2025-04-02',
			inflow: 10_000,
			outflow: 0,
			transfersIn: 0,
			transfersOut: 0,
			projectedInflow: 0,
			projectedOutflow: 0,
			realizedBalance: 60_000,
			balance: 60_000,
			projected: false,
			belowZero: false,
		})
		expect(byDay.days[9]).toMatchObject({
			date: '2025-04-10',
			projectedOutflow: 70_000,
			realizedBalance: 55_000,
			balance: -12_000,
			projected: true,
		})
		// The overdue 20.00 of the 7th is in no day and no balance.
		expect(byDay.days[6]?.projectedInflow).toBe(0)
		expect(byDay.overdue).toMatchObject({ inflow: 2_000, outflow: 0 })
		expect(byDay).toMatchObject({
			openingBalance: 50_000,
			closingBalance: 55_000,
			projectedClosingBalance: 28_000,
		})
	})

	it('does not warn about a past day below zero, only from today on', () => {
		// Opening −100.00: −100 on the 1st, 0 on the 2nd, −50 from the 3rd (the projected ones all
		// overdue by the 20th).
		const byDay = cashFlowByDay({ ...april, openingBalance: -10_000, today: '2025-04-20' })
		expect(byDay.days[0]?.balance).toBe(-10_000)
		expect(byDay.days[2]?.balance).toBe(-5_000)
		const below = byDay.days.filter((day) => day.belowZero).map((day) => day.date.slice(8))
		expect(below).toEqual(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30'])
	})

	it('lays the month out in whole weeks from the reader’s first day, neighbours marked', () => {
		const byDay = cashFlowByDay(april)
		const monday = calendarGrid(byDay)
		expect(monday.weekdays).toEqual([1, 2, 3, 4, 5, 6, 7])
		expect(monday.weeks).toHaveLength(5)
		expect(monday.weeks[0]?.map((cell) => [cell.date.slice(5), cell.inMonth])).toEqual([
			['03-31', false],
			['04-01', true],
			['04-02', true],
			['04-03', true],
			['04-04', true],
			['04-05', true],
			['04-06', true],
		])
		expect(monday.weeks[0]?.[0]?.day).toBeNull()
		expect(monday.weeks[0]?.[2]?.day?.balance).toBe(60_000)
		expect(monday.weeks[4]?.map((cell) => cell.date.slice(5))).toEqual([
			'04-28',
			'04-29',
			'04-30',
			'05-01',
			'05-02',
			'05-03',
			'05-04',
		])
		const sunday = calendarGrid(byDay, 7)
		expect(sunday.weekdays).toEqual([7, 1, 2, 3, 4, 5, 6])
		expect(sunday.weeks[0]?.[0]).toEqual({ date: '2025-03-30', inMonth: false, day: null })
		expect(sunday.weeks).toHaveLength(5)
		const inMonth = sunday.weeks.flat().filter((cell) => cell.inMonth)
		expect(inMonth.map((cell) => cell.day)).toEqual(byDay.days)
		// February 2021 starts on a Monday and has 28 days: four rows, none from another month.
		const february = calendarGrid({ month: '2021-02', days: [] })
		expect(february.weeks).toHaveLength(4)
		expect(february.weeks.flat().every((cell) => cell.inMonth)).toBe(true)
	})
})
