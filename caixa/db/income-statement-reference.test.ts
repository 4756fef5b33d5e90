import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type IncomeStatementLineCode } from '@caixa/domain/income-statement'
import { createInventory, removeInventory } from '@caixa/services/inventories'
import { createTransfer } from '@caixa/services/internal-transfers'
import { chargeLateFees, changePayment, payPart } from '@caixa/services/payments'
import { createProduct } from '@caixa/services/products'
import { costOfGoodsSoldOf } from '@caixa/services/stock'
import {
	type Cast,
	createCast,
	createTestDatabase,
	createUnitWithCashier,
	expectBooksBalanced,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { categoryNamed, installmentOf } from '@caixa/testing/report-books'
import {
	type IncomeStatementBasis,
	type IncomeStatementReference,
	incomeStatementReference,
} from './income-statement-reference'

// March 2025 of a bakery, written through the services as the API writes it, and its income
// statement on both bases worked out by hand below (amounts in centavos; dates day/month, the
// first and last days of March used, as the period includes both). Runs on SQLite, and on
// PostgreSQL under scripts/with-postgres.sh.
//
//  #  record                                      accrual, March             cash, March
//  1  purchase 02/03: 10 × product A @ 10.00 +     cost of sales 5.00         cost of sales 105.00
//     freight 5.00, paid (100.00 goes into stock)  (105.00 − 100.00)          (paid 02/03)
//  2  sale 05/03: 4 × A @ 25.00, 2 installments    revenue 100.00,            revenue 50.00 + 20.00
//     of 50.00, the 1st paid 05/03; the 2nd (due   COGS 4 × 10.00 = 40.00,    (20.00 < its principal
//     05/04): discount 0.50, interest 1.50 + fee   charges 2.50 (income),     49.50: all principal)
//     1.00, a partial 20.00 on 20/03               discount 0.50 (expense)
//  3  service 20/02: 80.00 due 28/02, discount     —                          revenue 79.00, interest
//     1.00, interest 1.20 + fee 1.60 (due 81.80);                             received 1.00 (80.00
//     paid 50.00 03/03, 30.00 15/03, 1.80 02/04                               paid, principal first)
//  4  rent 10/03: 300.00 due 10/04, open           operating 300.00           —
//  5  utilities 10/02: 40.00 + interest 0.40 +     —                          operating 40.00,
//     fee 0.80, paid in full 08/03                                            interest paid 1.20
//  6  sale 12/03: 2 × A @ 50.00, paid, deleted     —                          —
//  7  transfer 14/03 of 77.77 to the other cashier —                          —
//  8  owner withdrawal 18/03: 500.00, paid         CAPITAL: no line           CAPITAL: no line
//  9  another unit's sale 10/03: 1 234.56, paid    —                          —
// 10  sale 01/03 without a category: 12.34, paid   other income 12.34         other income 12.34
// 11  other cashier: sales taxes 31/03 15.00, paid deductions 15.00           deductions 15.00
describe('the income statement recomputed from the rows', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock(Date.UTC(2025, 3, 20, 12))
	const categories = new Map<string, string>()

	async function category(name: string): Promise<string> {
		const id = await categoryNamed(test.db, cast.unit.id, name)
		categories.set(name, id)
		return id
	}

	const installment = (inventoryId: string, number: number) =>
		installmentOf(test.db, inventoryId, number)

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		const db = test.db
		const now = clock.now()
		const owner = cast.owner.profileId
		const till = cast.cashier.id
		const record = async (
			body: Parameters<typeof createInventory>[3],
			cashierId = till,
			profileId = owner,
		) => (await createInventory(db, profileId, cashierId, body, undefined, now)).id

		const { row: product } = await createProduct(
			db,
			owner,
			{ unitId: cast.unit.id },
			{
				name: 'Flour 25 kg',
				sku: null,
				kind: 'PRODUCT',
				unitPrice: 2_500,
				unitCost: 1_000,
				tracksStock: true,
			},
			now,
		)

		// 1
		await record({
			input: false,
			issuedOn: '2025-03-02',
			categoryId: await category('Purchases for resale'),
			items: [
				{ productId: product.id, quantity: 10, unitPrice: 1_000 },
				{ name: 'Freight', quantity: 1, unitPrice: 500 },
			],
			paid: true,
		})
		// 2
		const sale = await record({
			input: true,
			issuedOn: '2025-03-05',
			categoryId: await category('Sales of goods'),
			items: [{ productId: product.id, quantity: 4, unitPrice: 2_500 }],
			installments: { count: 2, firstDueDate: '2025-03-05', every: 'MONTH' },
			paid: true,
		})
		const second = await installment(sale, 2)
		await changePayment(db, owner, till, second, { discount: 50 }, now)
		await chargeLateFees(db, owner, till, second, { interest: 150, lateFee: 100 }, now)
		await payPart(db, owner, till, second, { amount: 2_000, paidOn: '2025-03-20' }, now)
		// 3
		const service = await record({
			input: true,
			issuedOn: '2025-02-20',
			categoryId: await category('Services rendered'),
			total: 8_000,
			payments: [{ dueDate: '2025-02-28', amount: 8_000 }],
		})
		const serviceDue = await installment(service, 1)
		await changePayment(db, owner, till, serviceDue, { discount: 100 }, now)
		await chargeLateFees(db, owner, till, serviceDue, { interest: 120, lateFee: 160 }, now)
		await payPart(db, owner, till, serviceDue, { amount: 5_000, paidOn: '2025-03-03' }, now)
		await payPart(db, owner, till, serviceDue, { amount: 3_000, paidOn: '2025-03-15' }, now)
		await changePayment(db, owner, till, serviceDue, { paid: true, paidOn: '2025-04-02' }, now)
		// 4
		await record({
			input: false,
			issuedOn: '2025-03-10',
			categoryId: await category('Rent'),
			total: 30_000,
			payments: [{ dueDate: '2025-04-10', amount: 30_000 }],
		})
		// 5
		const bill = await record({
			input: false,
			issuedOn: '2025-02-10',
			categoryId: await category('Utilities (power, water, internet)'),
			total: 4_000,
			payments: [{ dueDate: '2025-02-25', amount: 4_000 }],
		})
		const billDue = await installment(bill, 1)
		await chargeLateFees(db, owner, till, billDue, { interest: 40, lateFee: 80 }, now)
		await changePayment(db, owner, till, billDue, { paid: true, paidOn: '2025-03-08' }, now)
		// 6
		const deleted = await record({
			input: true,
			issuedOn: '2025-03-12',
			categoryId: await category('Sales of goods'),
			items: [{ productId: product.id, quantity: 2, unitPrice: 5_000 }],
			paid: true,
		})
		await removeInventory(db, owner, till, deleted, now)
		// 7
		await createTransfer(
			db,
			owner,
			cast.unit.id,
			{
				fromCashierId: till,
				toCashierId: cast.otherCashier.id,
				amount: 7_777,
				transferredOn: '2025-03-14',
			},
			undefined,
			now,
		)
		// 8
		await record({
			input: false,
			issuedOn: '2025-03-18',
			categoryId: await category('Owner withdrawals'),
			total: 50_000,
			paid: true,
		})
		// 9
		const elsewhere = await createUnitWithCashier(db, cast.stranger.profileId, {
			unitName: 'Elsewhere too',
			now,
		})
		await record(
			{ input: true, issuedOn: '2025-03-10', total: 123_456, paid: true },
			elsewhere.cashier.id,
			cast.stranger.profileId,
		)
		// 10
		await record({ input: true, issuedOn: '2025-03-01', total: 1_234, paid: true })
		// 11
		await record(
			{
				input: false,
				issuedOn: '2025-03-31',
				categoryId: await category('Sales taxes'),
				total: 1_500,
				paid: true,
			},
			cast.otherCashier.id,
		)
		await expectBooksBalanced(db)
	}, 60_000)

	afterAll(async () => {
		await test.destroy()
	})

	const statement = (basis: IncomeStatementBasis, from = '2025-03-01', to = '2025-03-31') =>
		incomeStatementReference(test.db, { unitId: cast.unit.id, from, to, basis })

	const amounts = (reference: IncomeStatementReference) =>
		Object.fromEntries(reference.lines.map((line) => [line.code, line.amount])) as Record<
			IncomeStatementLineCode,
			number
		>

	const byCategory = (reference: IncomeStatementReference) =>
		Object.fromEntries(
			reference.categories.map((figure) => [
				figure.categoryId === null ? `(none) ${figure.group}` : figure.name,
				[figure.line, figure.amount],
			]),
		)

	it('on the accrual basis: the records of March by their date and total', async () => {
		const accrual = await statement('ACCRUAL')
		expect(amounts(accrual)).toEqual({
			GROSS_REVENUE: 10_000,
			DEDUCTIONS: 1_500,
			NET_REVENUE: 8_500,
			COST_OF_SALES: 4_500, // 500 of freight + COGS 4 000
			GROSS_PROFIT: 4_000,
			OPERATING_EXPENSES: 30_000,
			OPERATING_RESULT: -26_000,
			FINANCIAL_INCOME: 250, // #2's interest and fee
			FINANCIAL_EXPENSE: 50, // #2's discount, granted
			OTHER_INCOME: 1_234,
			OTHER_EXPENSE: 0,
			RESULT_BEFORE_TAX: -24_566,
			INCOME_TAX: 0,
			NET_RESULT: -24_566,
		})
		expect(accrual.figures).toMatchObject({
			costOfGoodsSold: 4_000,
			chargesReceived: 250,
			chargesPaid: 0,
			discountsGranted: 50,
			discountsObtained: 0,
		})
		expect(byCategory(accrual)).toEqual({
			'Sales of goods': ['GROSS_REVENUE', 10_000],
			'Sales taxes': ['DEDUCTIONS', 1_500],
			'Purchases for resale': ['COST_OF_SALES', 500],
			Rent: ['OPERATING_EXPENSES', 30_000],
			'(none) OTHER_INCOME': ['OTHER_INCOME', 1_234],
			'Owner withdrawals': [null, 50_000],
		})
		const share = accrual.lines.find((line) => line.code === 'COST_OF_SALES')?.shareBasisPoints
		expect(share).toBe(5_294) // 4 500 / 8 500 = 52.94 %
	})

	it('on the cash basis: what was paid in March, principal first, then interest and fees', async () => {
		const cash = await statement('CASH')
		expect(amounts(cash)).toEqual({
			GROSS_REVENUE: 14_900, // #2 5 000 + 2 000, #3 7 900
			DEDUCTIONS: 1_500,
			NET_REVENUE: 13_400,
			COST_OF_SALES: 10_500, // #1 as paid; no COGS
			GROSS_PROFIT: 2_900,
			OPERATING_EXPENSES: 4_000,
			OPERATING_RESULT: -1_100,
			FINANCIAL_INCOME: 100, // #3: 8 000 paid past its principal of 7 900
			FINANCIAL_EXPENSE: 120, // #5's interest and fee
			OTHER_INCOME: 1_234,
			OTHER_EXPENSE: 0,
			RESULT_BEFORE_TAX: 114,
			INCOME_TAX: 0,
			NET_RESULT: 114,
		})
		expect(cash.figures).toMatchObject({
			costOfGoodsSold: 0,
			chargesReceived: 100,
			chargesPaid: 120,
			discountsGranted: 0,
			discountsObtained: 0,
		})
		expect(byCategory(cash)).toEqual({
			'Sales of goods': ['GROSS_REVENUE', 7_000],
			'Services rendered': ['GROSS_REVENUE', 7_900],
			'Sales taxes': ['DEDUCTIONS', 1_500],
			'Purchases for resale': ['COST_OF_SALES', 10_500],
			'Utilities (power, water, internet)': ['OPERATING_EXPENSES', 4_000],
			'(none) OTHER_INCOME': ['OTHER_INCOME', 1_234],
			'Owner withdrawals': [null, 50_000],
		})
	})

	it('on the cash basis, the rest of #3 in April is interest and fee only', async () => {
		const april = await statement('CASH', '2025-04-01', '2025-04-30')
		expect(april.figures.chargesReceived).toBe(180)
		expect(april.categories).toEqual([])
		expect(amounts(april).NET_RESULT).toBe(180)
	})

	it('adds up over periods: February + March + April is the quarter, on both bases', async () => {
		for (const basis of ['ACCRUAL', 'CASH'] as const) {
			const months = await Promise.all([
				statement(basis, '2025-02-01', '2025-02-28'),
				statement(basis, '2025-03-01', '2025-03-31'),
				statement(basis, '2025-04-01', '2025-04-30'),
			])
			const whole = amounts(await statement(basis, '2025-02-01', '2025-04-30'))
			const summed = months.map(amounts).reduce((sum, month) => {
				for (const code of Object.keys(sum) as IncomeStatementLineCode[]) sum[code] += month[code]
				return sum
			})
			expect(summed, basis).toEqual(whole)
		}
		// #3 over the quarter on cash: its 8 180 paid is 7 900 of service and 280 of charges.
		const quarter = await statement('CASH', '2025-02-01', '2025-04-30')
		expect(byCategory(quarter)['Services rendered']).toEqual(['GROSS_REVENUE', 7_900])
		expect(quarter.figures.chargesReceived).toBe(280)
	})

	it('leaves another unit, deleted records and transfers out, whatever the period', async () => {
		const everything = await statement('CASH', '2000-01-01', '2099-12-31')
		const total = everything.categories.reduce((sum, figure) => sum + figure.amount, 0)
		// Every cash move of this unit's live records: #1 10 500, #2 5 000 + 2 000, #3 7 900 (+ 280
		// charges), #5 4 000 (+ 120 charges), #8 50 000, #10 1 234, #11 1 500.
		expect(total).toBe(82_134)
		expect(everything.figures.chargesReceived + everything.figures.chargesPaid).toBe(280 + 120)
	})

	it('takes the COGS screen’s perpetual figure for the period', async () => {
		for (const [from, to] of [
			['2025-03-01', '2025-03-31'],
			['2025-03-06', '2025-03-31'],
			['2025-01-01', '2025-12-31'],
		] as const) {
			const screen = await costOfGoodsSoldOf(test.db, cast.owner.profileId, cast.unit.id, {
				from,
				to,
			})
			const accrual = await statement('ACCRUAL', from, to)
			expect(accrual.figures.costOfGoodsSold, `${from}..${to}`).toBe(screen.total.perpetual)
		}
	})

	it('makes each line the sum of its categories and the figures beside them', async () => {
		for (const basis of ['ACCRUAL', 'CASH'] as const) {
			const reference = await statement(basis, '2025-02-01', '2025-04-30')
			const listed = (code: IncomeStatementLineCode) =>
				reference.categories
					.filter((figure) => figure.line === code)
					.reduce((sum, figure) => sum + figure.amount, 0)
			const { costOfGoodsSold, chargesReceived, chargesPaid } = reference.figures
			const { discountsGranted, discountsObtained } = reference.figures
			const beside: Partial<Record<IncomeStatementLineCode, number>> = {
				COST_OF_SALES: costOfGoodsSold,
				FINANCIAL_INCOME: chargesReceived + discountsObtained,
				FINANCIAL_EXPENSE: chargesPaid + discountsGranted,
			}
			for (const line of reference.lines.filter((line) => !line.subtotal)) {
				expect(line.amount, `${basis} ${line.code}`).toBe(
					listed(line.code) + (beside[line.code] ?? 0),
				)
			}
		}
	})
})
