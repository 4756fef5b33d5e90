import { type DreGroup } from '@caixa/contract/master-data-kinds'
import { divideRounded } from './stock'

// The income statement (DRE, DOMAIN.md "Reports"): its lines in order from a period's figures.
// Pure: where the figures come from (db/income-statement-reference.ts, later the summary rows)
// and on which basis is the caller's business; the rule here is the same for both.
//
// Decisions, for the slices that build on this:
// - Amounts are integer minor units. A line that adds or subtracts carries its figure as it
//   stands (normally ≥ 0) with `sign` +1 or −1; a subtotal carries its signed result (a loss is
//   below 0) with sign +1 and `subtotal: true`. API.md's "every amount positive" is the figure of
//   a component line; the subtotals may go negative.
// - Share of net revenue is in basis points (1/100 of a percent), an integer rounded half away
//   from zero from the line's own exact integers (amount × 10 000 / net revenue, in BigInt): the
//   page shows a percentage to two decimals, which is exactly basis points, and each share is
//   computed once from the cents, never from other shares, so no rounding is ever summed (the
//   shares of the lines need not add up to a subtotal's share, and nothing may add them). The
//   API's 0–1 `share` is basisPoints / 10 000 at the edge. An exact ratio {amount, netRevenue}
//   would say nothing the line does not already hold.
// - Share is null when net revenue is 0 or below: a share of nothing, or of a negative revenue,
//   has no meaning (never NaN or Infinity).
// - CAPITAL never enters (owner contributions, loans, asset purchases move cash, not results).
// - Cost of sales = the COST_OF_SALES categories + the cost of goods sold of the period
//   (`costOfGoodsSold`, the perpetual figure: what the period's sales took out of stock at their
//   average cost). The reference decides what feeds it on each basis (see there).
// - Financial income = FINANCIAL_INCOME categories + interest and late fees received on money in
//   + discounts obtained on money out; financial expense = FINANCIAL_EXPENSE categories +
//   interest and late fees paid on money out + discounts granted on money in.

/** The lines of the statement, in the order they are read. */
export const incomeStatementLineCodes = [
	'GROSS_REVENUE',
	'DEDUCTIONS',
	'NET_REVENUE',
	'COST_OF_SALES',
	'GROSS_PROFIT',
	'OPERATING_EXPENSES',
	'OPERATING_RESULT',
	'FINANCIAL_INCOME',
	'FINANCIAL_EXPENSE',
	'OTHER_INCOME',
	'OTHER_EXPENSE',
	'RESULT_BEFORE_TAX',
	'INCOME_TAX',
	'NET_RESULT',
] as const
export type IncomeStatementLineCode = (typeof incomeStatementLineCodes)[number]

/** What a period's books add up to, per category group and beside the categories. */
export interface IncomeStatementFigures {
	/** Each category group's total. CAPITAL, when given, is ignored. */
	groups: Readonly<Partial<Record<DreGroup, number>>>
	/** The perpetual cost of the goods the period's sales took out of stock. */
	costOfGoodsSold: number
	/** Interest and late fees on money in (financial income). */
	chargesReceived: number
	/** Interest and late fees on money out (financial expense). */
	chargesPaid: number
	/** Discounts granted on money in (financial expense). */
	discountsGranted: number
	/** Discounts obtained on money out (financial income). */
	discountsObtained: number
}

export interface IncomeStatementLine {
	code: IncomeStatementLineCode
	/** Minor units: a component's figure, or a subtotal's signed result. */
	amount: number
	/** How the line enters the next subtotal: +1 adds, −1 subtracts (a subtotal: +1). */
	sign: 1 | -1
	subtotal: boolean
	/** amount / net revenue in basis points, half away from zero; null unless net revenue > 0. */
	shareBasisPoints: number | null
}

/** The line a category group feeds; CAPITAL feeds none. */
export const lineOfGroup: Readonly<Record<DreGroup, IncomeStatementLineCode | null>> = {
	REVENUE: 'GROSS_REVENUE',
	DEDUCTION: 'DEDUCTIONS',
	COST_OF_SALES: 'COST_OF_SALES',
	OPERATING_EXPENSE: 'OPERATING_EXPENSES',
	FINANCIAL_INCOME: 'FINANCIAL_INCOME',
	FINANCIAL_EXPENSE: 'FINANCIAL_EXPENSE',
	OTHER_INCOME: 'OTHER_INCOME',
	OTHER_EXPENSE: 'OTHER_EXPENSE',
	INCOME_TAX: 'INCOME_TAX',
	CAPITAL: null,
}

/** `amount` as a share of `netRevenue`, in basis points; null when there is no revenue to share. */
export function shareOfNetRevenue(amount: number, netRevenue: number): number | null {
	if (netRevenue <= 0) return null
	return Number(divideRounded(BigInt(amount) * 10_000n, BigInt(netRevenue)))
}

/** The statement's lines, in incomeStatementLineCodes' order. */
export function incomeStatement(figures: IncomeStatementFigures): IncomeStatementLine[] {
	const group = (name: Exclude<DreGroup, 'CAPITAL'>) => figures.groups[name] ?? 0
	const grossRevenue = group('REVENUE')
	const deductions = group('DEDUCTION')
	const netRevenue = grossRevenue - deductions
	const costOfSales = group('COST_OF_SALES') + figures.costOfGoodsSold
	const grossProfit = netRevenue - costOfSales
	const operatingExpenses = group('OPERATING_EXPENSE')
	const operatingResult = grossProfit - operatingExpenses
	const financialIncome =
		group('FINANCIAL_INCOME') + figures.chargesReceived + figures.discountsObtained
	const financialExpense =
		group('FINANCIAL_EXPENSE') + figures.chargesPaid + figures.discountsGranted
	const otherIncome = group('OTHER_INCOME')
	const otherExpense = group('OTHER_EXPENSE')
	const resultBeforeTax =
		operatingResult + financialIncome - financialExpense + otherIncome - otherExpense
	const incomeTax = group('INCOME_TAX')
	const netResult = resultBeforeTax - incomeTax

	const amounts: Record<IncomeStatementLineCode, number> = {
		GROSS_REVENUE: grossRevenue,
		DEDUCTIONS: deductions,
		NET_REVENUE: netRevenue,
		COST_OF_SALES: costOfSales,
		GROSS_PROFIT: grossProfit,
		OPERATING_EXPENSES: operatingExpenses,
		OPERATING_RESULT: operatingResult,
		FINANCIAL_INCOME: financialIncome,
		FINANCIAL_EXPENSE: financialExpense,
		OTHER_INCOME: otherIncome,
		OTHER_EXPENSE: otherExpense,
		RESULT_BEFORE_TAX: resultBeforeTax,
		INCOME_TAX: incomeTax,
		NET_RESULT: netResult,
	}
	return incomeStatementLineCodes.map((code) => ({
		code,
		amount: amounts[code],
		sign: subtracts.has(code) ? -1 : 1,
		subtotal: subtotals.has(code),
		shareBasisPoints: shareOfNetRevenue(amounts[code], netRevenue),
	}))
}

const subtracts: ReadonlySet<IncomeStatementLineCode> = new Set([
	'DEDUCTIONS',
	'COST_OF_SALES',
	'OPERATING_EXPENSES',
	'FINANCIAL_EXPENSE',
	'OTHER_EXPENSE',
	'INCOME_TAX',
])

const subtotals: ReadonlySet<IncomeStatementLineCode> = new Set([
	'NET_REVENUE',
	'GROSS_PROFIT',
	'OPERATING_RESULT',
	'RESULT_BEFORE_TAX',
	'NET_RESULT',
])
