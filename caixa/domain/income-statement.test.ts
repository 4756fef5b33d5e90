import { describe, expect, it } from 'vitest'
import {
	incomeStatement,
	type IncomeStatementFigures,
	incomeStatementLineCodes,
	lineOfGroup,
	shareOfNetRevenue,
} from './income-statement'

const none: IncomeStatementFigures = {
	groups: {},
	costOfGoodsSold: 0,
	chargesReceived: 0,
	chargesPaid: 0,
	discountsGranted: 0,
	discountsObtained: 0,
}

/** code → [amount, sign, subtotal, share] */
function table(figures: IncomeStatementFigures) {
	return Object.fromEntries(
		incomeStatement(figures).map((line) => [
			line.code,
			[line.amount, line.sign, line.subtotal, line.shareBasisPoints],
		]),
	)
}

describe('incomeStatement', () => {
	it('a month worked by hand, line by line, in DOMAIN.md’s order', () => {
		const figures: IncomeStatementFigures = {
			groups: {
				REVENUE: 1_000_000,
				DEDUCTION: 80_000,
				COST_OF_SALES: 150_000,
				OPERATING_EXPENSE: 300_000,
				FINANCIAL_INCOME: 5_000,
				FINANCIAL_EXPENSE: 12_000,
				OTHER_INCOME: 7_000,
				OTHER_EXPENSE: 4_000,
				INCOME_TAX: 60_000,
				CAPITAL: 999_999,
			},
			costOfGoodsSold: 250_000,
			chargesReceived: 2_345,
			chargesPaid: 655,
			discountsGranted: 3_000,
			discountsObtained: 1_000,
		}
		const lines = incomeStatement(figures)
		expect(lines.map((line) => line.code)).toEqual([...incomeStatementLineCodes])
		// Net revenue 1 000 000 − 80 000 = 920 000; shares are amount × 10 000 / 920 000, rounded.
		expect(table(figures)).toEqual({
			GROSS_REVENUE: [1_000_000, 1, false, 10_870], // 10 869.565…
			DEDUCTIONS: [80_000, -1, false, 870], // 869.565…
			NET_REVENUE: [920_000, 1, true, 10_000],
			COST_OF_SALES: [400_000, -1, false, 4_348], // 150 000 + COGS 250 000; 4 347.83…
			GROSS_PROFIT: [520_000, 1, true, 5_652], // 5 652.17…
			OPERATING_EXPENSES: [300_000, -1, false, 3_261], // 3 260.87…
			OPERATING_RESULT: [220_000, 1, true, 2_391], // 2 391.30…
			FINANCIAL_INCOME: [8_345, 1, false, 91], // 5 000 + 2 345 + 1 000; 90.71…
			FINANCIAL_EXPENSE: [15_655, -1, false, 170], // 12 000 + 655 + 3 000; 170.16…
			OTHER_INCOME: [7_000, 1, false, 76], // 76.09…
			OTHER_EXPENSE: [4_000, -1, false, 43], // 43.48…
			RESULT_BEFORE_TAX: [215_690, 1, true, 2_344], // 220 000 + 8 345 − 15 655 + 7 000 − 4 000
			INCOME_TAX: [60_000, -1, false, 652], // 652.17…
			NET_RESULT: [155_690, 1, true, 1_692], // 1 692.28…
		})
	})

	it('leaves CAPITAL out: owner money and loans are no result', () => {
		const without = incomeStatement({ ...none, groups: { REVENUE: 10_000 } })
		const withCapital = incomeStatement({ ...none, groups: { REVENUE: 10_000, CAPITAL: 5_000 } })
		expect(withCapital).toEqual(without)
		expect(lineOfGroup.CAPITAL).toBeNull()
	})

	it('with no net revenue, every share is null, never NaN or Infinity', () => {
		for (const groups of [{}, { REVENUE: 5_000, DEDUCTION: 5_000, OPERATING_EXPENSE: 700 }]) {
			const lines = incomeStatement({ ...none, groups })
			expect(lines.map((line) => line.shareBasisPoints)).toEqual(lines.map(() => null))
		}
		// Deductions past revenue: a share of a negative revenue means nothing either.
		const negative = incomeStatement({ ...none, groups: { REVENUE: 1_000, DEDUCTION: 3_000 } })
		expect(negative.find((line) => line.code === 'NET_REVENUE')?.amount).toBe(-2_000)
		expect(negative.every((line) => line.shareBasisPoints === null)).toBe(true)
	})

	it('carries a loss as a negative subtotal with a negative share', () => {
		const lines = table({
			...none,
			groups: { REVENUE: 100_000, OPERATING_EXPENSE: 250_000, FINANCIAL_EXPENSE: 1_000 },
			chargesPaid: 500,
		})
		expect(lines.GROSS_PROFIT).toEqual([100_000, 1, true, 10_000])
		expect(lines.OPERATING_RESULT).toEqual([-150_000, 1, true, -15_000])
		expect(lines.FINANCIAL_EXPENSE).toEqual([1_500, -1, false, 150])
		expect(lines.NET_RESULT).toEqual([-151_500, 1, true, -15_150])
	})

	it('rounds a share half away from zero, from the cents, at any size', () => {
		expect(shareOfNetRevenue(1, 20_000)).toBe(1) // 0.5
		expect(shareOfNetRevenue(-1, 20_000)).toBe(-1)
		expect(shareOfNetRevenue(1, 20_001)).toBe(0)
		expect(shareOfNetRevenue(0, 1)).toBe(0)
		// Past 2^53 once multiplied by 10 000, still exact.
		expect(shareOfNetRevenue(9_007_199_254_740_991, 9_007_199_254_740_991)).toBe(10_000)
		expect(shareOfNetRevenue(3_002_399_751_580_330, 9_007_199_254_740_991)).toBe(3_333)
		expect(shareOfNetRevenue(5, 0)).toBeNull()
	})

	it('maps every category group but CAPITAL to a line', () => {
		const lines = Object.entries(lineOfGroup).filter(([group]) => group !== 'CAPITAL')
		for (const [, line] of lines) expect(incomeStatementLineCodes).toContain(line)
	})
})
