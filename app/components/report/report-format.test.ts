import { type Dre, type DreMonthsLine, reportLineCodes } from '@caixa/contract/report'
import { describe, expect, test } from 'vitest'
import {
	chartSeries,
	lineKind,
	monthLabel,
	monthName,
	monthsLines,
	periodLines,
	reportFormats,
	shownFigure,
	tickLabel,
} from './report-format'

// The statement as the reader sees it: lines taken away shown below zero (their shares and parts
// too), subtotals as they are, shares with two decimals or "—", never a "−R$ 0,00".

const SUBTRACTS = new Set([
	'DEDUCTIONS',
	'COST_OF_SALES',
	'OPERATING_EXPENSES',
	'FINANCIAL_EXPENSE',
	'OTHER_EXPENSE',
	'INCOME_TAX',
])
const SUBTOTALS = new Set([
	'NET_REVENUE',
	'GROSS_PROFIT',
	'OPERATING_RESULT',
	'RESULT_BEFORE_TAX',
	'NET_RESULT',
])

/** A month: revenue 1 000,00, deductions 100,00, COGS 300,00 + a cost category 50,00, rent 700,00. */
function dre(overrides: Partial<Record<(typeof reportLineCodes)[number], number>> = {}): Dre {
	const amounts: Record<string, number> = {
		GROSS_REVENUE: 100_000,
		DEDUCTIONS: 10_000,
		NET_REVENUE: 90_000,
		COST_OF_SALES: 35_000,
		GROSS_PROFIT: 55_000,
		OPERATING_EXPENSES: 70_000,
		OPERATING_RESULT: -15_000,
		FINANCIAL_INCOME: 0,
		FINANCIAL_EXPENSE: 0,
		OTHER_INCOME: 0,
		OTHER_EXPENSE: 0,
		RESULT_BEFORE_TAX: -15_000,
		INCOME_TAX: 0,
		NET_RESULT: -15_000,
		...overrides,
	}
	const net = amounts.NET_REVENUE ?? 0
	return {
		currency: 'BRL',
		from: '2026-11-01',
		to: '2026-11-30',
		zone: 'America/Sao_Paulo',
		basis: 'ACCRUAL',
		lines: reportLineCodes.map((code) => ({
			code,
			amount: amounts[code] ?? 0,
			share: net > 0 ? Math.round(((amounts[code] ?? 0) * 10_000) / net) / 10_000 : null,
			subtracts: SUBTRACTS.has(code),
			subtotal: SUBTOTALS.has(code),
			categories:
				code === 'GROSS_REVENUE'
					? [{ id: '0d2c6e1e-8f3a-4a51-9d0e-2b8f7c1a0001', name: 'Sales', amount: 100_000 }]
					: code === 'COST_OF_SALES'
						? [{ id: '0d2c6e1e-8f3a-4a51-9d0e-2b8f7c1a0002', name: 'Packaging', amount: 5_000 }]
						: code === 'OTHER_EXPENSE'
							? [{ id: null, name: null, amount: 0 }]
							: [],
			extras: code === 'COST_OF_SALES' ? [{ code: 'COST_OF_GOODS_SOLD', amount: 30_000 }] : [],
		})),
	}
}

describe('a line of the statement', () => {
	test('adds, is taken away, or is a subtotal, as the API says', () => {
		expect(lineKind({ subtracts: false, subtotal: false })).toBe('ADDS')
		expect(lineKind({ subtracts: true, subtotal: false })).toBe('SUBTRACTS')
		expect(lineKind({ subtracts: false, subtotal: true })).toBe('SUBTOTAL')
	})

	test('a line taken away is shown below zero, a zero never as −0', () => {
		expect(shownFigure(1_500, 'SUBTRACTS')).toBe(-1_500)
		expect(Object.is(shownFigure(0, 'SUBTRACTS'), 0)).toBe(true)
		expect(shownFigure(-1_500, 'SUBTOTAL')).toBe(-1_500)
		expect(shownFigure(1_500, 'ADDS')).toBe(1_500)
	})
})

describe('money and shares in the reader’s language', () => {
	test('en-US and pt-BR, two decimals, "—" for no share, no negative zero', () => {
		const en = reportFormats('BRL', 'en-US')
		expect(en.money(123_456)).toBe('R$1,234.56')
		expect(en.money(-0)).toBe('R$0.00')
		expect(en.share(0.1234)).toBe('12.34%')
		expect(en.share(-0.5)).toBe('-50.00%')
		expect(en.share(-0)).toBe('0.00%')
		expect(en.share(null)).toBe('—')
		const pt = reportFormats('BRL', 'pt-BR')
		expect(pt.money(123_456)).toBe('R$\u00a01.234,56')
		expect(pt.share(0.0005)).toBe('0,05%')
		expect(reportFormats('JPY', 'en-US').money(1_234)).toBe('¥1,234')
	})
})

describe('the period’s lines', () => {
	const lines = periodLines(dre(), reportFormats('BRL', 'en-US'))
	const line = (code: string) => lines.find((candidate) => candidate.code === code)

	test('all 14, in order, each amount and share as shown', () => {
		expect(lines.map((candidate) => candidate.code)).toEqual([...reportLineCodes])
		expect(line('GROSS_REVENUE')).toMatchObject({
			kind: 'ADDS',
			amount: 'R$1,000.00',
			share: '111.11%',
			negative: false,
		})
		expect(line('DEDUCTIONS')).toMatchObject({
			kind: 'SUBTRACTS',
			amount: '-R$100.00',
			share: '-11.11%',
			negative: false,
		})
		expect(line('NET_REVENUE')).toMatchObject({
			kind: 'SUBTOTAL',
			amount: 'R$900.00',
			share: '100.00%',
		})
		// A loss is a subtotal below zero, flagged.
		expect(line('NET_RESULT')).toMatchObject({
			kind: 'SUBTOTAL',
			amount: '-R$150.00',
			share: '-16.67%',
			negative: true,
		})
		// A line taken away that is zero reads as zero.
		expect(line('INCOME_TAX')).toMatchObject({ amount: 'R$0.00', share: '0.00%' })
	})

	test('a line’s parts: its categories first, then the figures beside them, signed as the line', () => {
		expect(line('COST_OF_SALES')?.parts).toEqual([
			{
				key: '0d2c6e1e-8f3a-4a51-9d0e-2b8f7c1a0002',
				categoryId: '0d2c6e1e-8f3a-4a51-9d0e-2b8f7c1a0002',
				name: 'Packaging',
				extra: null,
				amount: '-R$50.00',
				share: '-5.56%',
			},
			{
				key: 'COST_OF_GOODS_SOLD',
				categoryId: null,
				name: null,
				extra: 'COST_OF_GOODS_SOLD',
				amount: '-R$300.00',
				share: '-33.33%',
			},
		])
		expect(line('GROSS_REVENUE')?.parts.map((part) => part.amount)).toEqual(['R$1,000.00'])
		// The records without a category: no id, a key of their own per line.
		expect(line('OTHER_EXPENSE')?.parts[0]).toMatchObject({
			key: 'none-OTHER_EXPENSE',
			categoryId: null,
		})
		expect(line('NET_REVENUE')?.parts).toEqual([])
	})

	test('without net revenue every share is "—"', () => {
		const empty = periodLines(
			dre({ GROSS_REVENUE: 0, DEDUCTIONS: 0, NET_REVENUE: 0 }),
			reportFormats('BRL', 'en-US'),
		)
		expect(new Set(empty.map((candidate) => candidate.share))).toEqual(new Set(['—']))
		expect(
			new Set(empty.flatMap((candidate) => candidate.parts.map((part) => part.share))),
		).toEqual(new Set(['—']))
	})
})

function monthsLine(code: string, months: number[]): DreMonthsLine {
	return {
		code: code as DreMonthsLine['code'],
		subtracts: SUBTRACTS.has(code),
		subtotal: SUBTOTALS.has(code),
		months,
		total: months.reduce((sum, amount) => sum + amount, 0),
	}
}

describe('the lines by month', () => {
	const twelve = (first: number) =>
		Array.from({ length: 12 }, (_, index) => (index === 0 ? first : 0))

	test('each month and the total shown as the period’s are', () => {
		const [deductions] = monthsLines(
			[monthsLine('DEDUCTIONS', twelve(2_500))],
			reportFormats('BRL', 'en-US'),
		)
		expect(deductions?.months[0]).toBe('-R$25.00')
		expect(deductions?.months[1]).toBe('R$0.00')
		expect(deductions?.total).toBe('-R$25.00')
	})

	test('the chart’s income less its costs and expenses is the net result, month by month', () => {
		const months = [
			monthsLine('NET_REVENUE', twelve(90_000)),
			monthsLine('COST_OF_SALES', twelve(35_000)),
			monthsLine('OPERATING_EXPENSES', twelve(70_000)),
			monthsLine('FINANCIAL_INCOME', twelve(250)),
			monthsLine('FINANCIAL_EXPENSE', twelve(100)),
			monthsLine('OTHER_INCOME', twelve(1_234)),
			monthsLine('OTHER_EXPENSE', twelve(500)),
			monthsLine('INCOME_TAX', twelve(1_000)),
			monthsLine('NET_RESULT', twelve(90_000 - 35_000 - 70_000 + 250 - 100 + 1_234 - 500 - 1_000)),
			// Lines above net revenue are in it already: never drawn twice.
			monthsLine('GROSS_REVENUE', twelve(99_999)),
		]
		const series = chartSeries(months, twelve(0).map(String))
		expect(series.income[0]).toBe(90_000 + 250 + 1_234)
		expect(series.expenses[0]).toBe(35_000 + 70_000 + 100 + 500 + 1_000)
		expect((series.income[0] ?? 0) - (series.expenses[0] ?? 0)).toBe(series.net[0])
		expect(series.net.slice(1)).toEqual(Array(11).fill(0))
	})
})

describe('months and gridlines written', () => {
	test('short in a year, with the year across two, in full for a heading', () => {
		expect(monthLabel('2026-01', 'en-US', false)).toBe('Jan')
		expect(monthLabel('2025-12', 'en-US', true)).toBe('Dec 25')
		expect(monthLabel('2026-03', 'pt-BR', false)).toMatch(/^mar/)
		expect(monthName('2025-12', 'en-US')).toBe('December 2025')
		expect(monthName('2025-12', 'pt-BR')).toBe('dezembro de 2025')
	})

	test('a gridline is money in short', () => {
		expect(tickLabel('BRL', 'en-US')(150_000)).toBe('R$1.5K')
		expect(tickLabel('BRL', 'en-US')(0)).toBe('R$0')
		expect(tickLabel('BRL', 'en-US')(-50_000)).toBe('-R$500')
	})
})
