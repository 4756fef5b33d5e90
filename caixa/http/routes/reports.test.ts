import { beforeAll, describe, expect, it } from 'vitest'
import {
	type Dre,
	type DreCategoryDrill,
	type DreDrillRow,
	dreByYearSchema,
	dreCategoryDrillSchema,
	dreLastSchema,
	dreSchema,
	type ReportBasis,
	type ReportLineCode,
} from '@caixa/contract/report'
import { incomeStatementReference } from '@caixa/testing/database-layer'
import { createInventory, removeInventory } from '@caixa/services/inventories'
import { createTransfer } from '@caixa/services/internal-transfers'
import { chargeLateFees, changePayment, payPart } from '@caixa/services/payments'
import { createProduct } from '@caixa/services/products'
import { createUnitWithCashier, expectBooksBalanced, type Member, useTestApi } from '@caixa/testing'
import { createCompanyCast } from '@caixa/testing/company-cast'
import {
	categoriesOf,
	expectCompanyUnitReaders,
	expectDocumentedAsReports,
	expectProblem,
	expectUnitReaders,
	idOf,
	installmentOf,
} from '@caixa/testing/report-books'

// January 2025 of a bakery (today is 2025-01-15 in São Paulo, the cast's clock), written through
// the services, and its statement worked out by hand (centavos; dates day/month):
//
//  #  record                                      accrual, January           cash, January
//  1  purchase 02/01: 10 × product @ 10.00 +      cost of sales 5.00         cost of sales 105.00
//     freight 5.00, paid (100.00 into stock)      (105.00 − 100.00)
//  2  sale 05/01: 4 × product @ 25.00, 2          revenue 100.00, COGS       revenue 50.00 + 20.00
//     installments of 50.00, the 1st paid 05/01;  40.00, charges 2.50,
//     the 2nd: discount 0.50, interest 1.50 +     discount granted 0.50
//     fee 1.00, a partial 20.00 on 10/01
//  3  five services 03/01 (two), 04/01, 06/01,    revenue 50.15              revenue 50.15
//     09/01: 10.01 … 10.05, paid
//  4  rent 10/01: 300.00 due 10/02, open          operating 300.00           —
//  5  utilities 10/12/2024: 40.00 + interest      — (December's)             operating 40.00,
//     0.40 + fee 0.80, paid in full 08/01                                    charges paid 1.20
//  6  sale 11/01: 2 × product @ 50.00, paid,      —                          —
//     deleted
//  7  transfer 13/01 of 77.77                     —                          —
//  8  owner withdrawal 12/01: 500.00 (CAPITAL)    no line                    no line
//  9  another unit's sale 10/01                   —                          —
// 10  sale 01/01 without a category: 12.34       other income 12.34         other income 12.34
// 11  other cashier: sales taxes 14/01: 15.00     deductions 15.00           deductions 15.00
// 12  sale 20/12/2024: 80.00 due 28/12, discount  — (December's: revenue     revenue 29.00 (7 900 −
//     1.00, interest 1.20 + fee 1.60; paid 50.00  80.00, charges 2.80,       5 000 paid before),
//     30/12, 30.00 07/01, the rest 1.80 09/01     discount 1.00)             charges received 2.80
// 13  sale 13/01 without a category: 10.00 +      other income 10.00,        other income 10.00,
//     interest 1.00, paid 6.00 and 5.00 on 13/01  charges 1.00               charges 1.00
const JANUARY: Record<ReportBasis, Record<ReportLineCode, number>> = {
	ACCRUAL: {
		GROSS_REVENUE: 15_015,
		DEDUCTIONS: 1_500,
		NET_REVENUE: 13_515,
		COST_OF_SALES: 4_500,
		GROSS_PROFIT: 9_015,
		OPERATING_EXPENSES: 30_000,
		OPERATING_RESULT: -20_985,
		FINANCIAL_INCOME: 350,
		FINANCIAL_EXPENSE: 50,
		OTHER_INCOME: 2_234,
		OTHER_EXPENSE: 0,
		RESULT_BEFORE_TAX: -18_451,
		INCOME_TAX: 0,
		NET_RESULT: -18_451,
	},
	CASH: {
		GROSS_REVENUE: 14_915,
		DEDUCTIONS: 1_500,
		NET_REVENUE: 13_415,
		COST_OF_SALES: 10_500,
		GROSS_PROFIT: 2_915,
		OPERATING_EXPENSES: 4_000,
		OPERATING_RESULT: -1_085,
		FINANCIAL_INCOME: 380,
		FINANCIAL_EXPENSE: 120,
		OTHER_INCOME: 2_234,
		OTHER_EXPENSE: 0,
		RESULT_BEFORE_TAX: 1_409,
		INCOME_TAX: 0,
		NET_RESULT: 1_409,
	},
}

/** Noon UTC of a day: that day in São Paulo, as a filter bar sends it. */
const ms = (date: string) => Date.parse(`${date}T12:00:00Z`)

const amountsOf = (dre: Pick<Dre, 'lines'>) =>
	Object.fromEntries(dre.lines.map((line) => [line.code, line.amount])) as Record<
		ReportLineCode,
		number
	>

describe('/caixa/api/reports/units/{unitId}/dre…', () => {
	const api = useTestApi({ cast: true })
	let categories = new Map<string, string>()
	const owner = () => api.cast.owner
	const base = () => `/reports/units/${api.cast.unit.id}`

	const categoryId = (name: string) => idOf(categories, name)
	const dre = (query = '', member: Member = owner()) =>
		api.getOk(`${base()}/dre${query}`, dreSchema, member.headers)
	const drill = (category: string, query: string, member: Member = owner()) =>
		api.getOk(
			`${base()}/dre/categories/${category}${query}`,
			dreCategoryDrillSchema,
			member.headers,
		)

	beforeAll(async () => {
		const db = api.db
		const cast = api.cast
		const now = api.clock.now()
		const till = cast.cashier.id
		const ownerId = cast.owner.profileId
		categories = await categoriesOf(db, cast.unit.id)
		const record = async (
			body: Parameters<typeof createInventory>[3],
			cashierId = till,
			profileId = ownerId,
		) => (await createInventory(db, profileId, cashierId, body, undefined, now)).id
		const installment = (inventoryId: string, number: number) =>
			installmentOf(db, inventoryId, number)
		const { row: product } = await createProduct(
			db,
			ownerId,
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
			issuedOn: '2025-01-02',
			categoryId: categoryId('Purchases for resale'),
			items: [
				{ productId: product.id, quantity: 10, unitPrice: 1_000 },
				{ name: 'Freight', quantity: 1, unitPrice: 500 },
			],
			paid: true,
		})
		// 2
		const sale = await record({
			input: true,
			issuedOn: '2025-01-05',
			categoryId: categoryId('Sales of goods'),
			items: [{ productId: product.id, quantity: 4, unitPrice: 2_500 }],
			installments: { count: 2, firstDueDate: '2025-01-05', every: 'MONTH' },
			paid: true,
		})
		const second = await installment(sale, 2)
		await changePayment(db, ownerId, till, second, { discount: 50 }, now)
		await chargeLateFees(db, ownerId, till, second, { interest: 150, lateFee: 100 }, now)
		await payPart(db, ownerId, till, second, { amount: 2_000, paidOn: '2025-01-10' }, now)
		// 3: two on the same day, to page through a tie on the date
		for (const [index, issuedOn] of [
			'2025-01-03',
			'2025-01-03',
			'2025-01-04',
			'2025-01-06',
			'2025-01-09',
		].entries()) {
			// Written a millisecond apart, so the moment written tells the two of the 3rd apart.
			await createInventory(
				db,
				ownerId,
				till,
				{
					input: true,
					issuedOn,
					categoryId: categoryId('Services rendered'),
					total: 1_001 + index,
					paid: true,
				},
				undefined,
				now + 1 + index,
			)
		}
		// 4
		await record({
			input: false,
			issuedOn: '2025-01-10',
			categoryId: categoryId('Rent'),
			total: 30_000,
			payments: [{ dueDate: '2025-02-10', amount: 30_000 }],
		})
		// 5
		const bill = await record({
			input: false,
			issuedOn: '2024-12-10',
			categoryId: categoryId('Utilities (power, water, internet)'),
			total: 4_000,
			payments: [{ dueDate: '2024-12-25', amount: 4_000 }],
		})
		const billDue = await installment(bill, 1)
		await chargeLateFees(db, ownerId, till, billDue, { interest: 40, lateFee: 80 }, now)
		await changePayment(db, ownerId, till, billDue, { paid: true, paidOn: '2025-01-08' }, now)
		// 6
		const deleted = await record({
			input: true,
			issuedOn: '2025-01-11',
			categoryId: categoryId('Sales of goods'),
			items: [{ productId: product.id, quantity: 2, unitPrice: 5_000 }],
			paid: true,
		})
		await removeInventory(db, ownerId, till, deleted, now)
		// 7
		await createTransfer(
			db,
			ownerId,
			cast.unit.id,
			{
				fromCashierId: till,
				toCashierId: cast.otherCashier.id,
				amount: 7_777,
				transferredOn: '2025-01-13',
			},
			undefined,
			now,
		)
		// 8
		await record({
			input: false,
			issuedOn: '2025-01-12',
			categoryId: categoryId('Owner withdrawals'),
			total: 50_000,
			paid: true,
		})
		// 9
		const elsewhere = await createUnitWithCashier(db, cast.stranger.profileId, {
			unitName: 'Elsewhere too',
			now,
		})
		await record(
			{ input: true, issuedOn: '2025-01-10', total: 123_456, paid: true },
			elsewhere.cashier.id,
			cast.stranger.profileId,
		)
		// 10
		await record({ input: true, issuedOn: '2025-01-01', total: 1_234, paid: true })
		// 11
		await record(
			{
				input: false,
				issuedOn: '2025-01-14',
				categoryId: categoryId('Sales taxes'),
				total: 1_500,
				paid: true,
			},
			cast.otherCashier.id,
		)
		// 12
		const late = await record({
			input: true,
			issuedOn: '2024-12-20',
			categoryId: categoryId('Sales of goods'),
			total: 8_000,
			payments: [{ dueDate: '2024-12-28', amount: 8_000 }],
		})
		const lateDue = await installment(late, 1)
		await changePayment(db, ownerId, till, lateDue, { discount: 100 }, now)
		await chargeLateFees(db, ownerId, till, lateDue, { interest: 120, lateFee: 160 }, now)
		await payPart(db, ownerId, till, lateDue, { amount: 5_000, paidOn: '2024-12-30' }, now)
		await payPart(db, ownerId, till, lateDue, { amount: 3_000, paidOn: '2025-01-07' }, now)
		await changePayment(db, ownerId, till, lateDue, { paid: true, paidOn: '2025-01-09' }, now)
		// 13: two payments of one installment on one day, the principal ending inside the second
		const twice = await record({
			input: true,
			issuedOn: '2025-01-13',
			total: 1_000,
			payments: [{ dueDate: '2025-01-13', amount: 1_000 }],
		})
		const twiceDue = await installment(twice, 1)
		await chargeLateFees(db, ownerId, till, twiceDue, { interest: 100, lateFee: 0 }, now)
		await payPart(db, ownerId, till, twiceDue, { amount: 600, paidOn: '2025-01-13' }, now)
		await payPart(db, ownerId, till, twiceDue, { amount: 500, paidOn: '2025-01-13' }, now)
		await expectBooksBalanced(db)
	}, 60_000)

	describe('GET …/dre', () => {
		it('answers the current month in the unit’s zone by default, line by line as worked by hand', async () => {
			for (const basis of ['ACCRUAL', 'CASH'] as const) {
				const answer = await dre(basis === 'CASH' ? '?basis=CASH' : '')
				expect(answer).toMatchObject({
					currency: api.cast.unit.currency,
					from: '2025-01-01',
					to: '2025-01-31',
					zone: 'America/Sao_Paulo',
					basis,
				})
				expect(amountsOf(answer), basis).toEqual(JANUARY[basis])
			}
		})

		it('lists categories and extras so that each line is their sum, and each subtotal the lines above it', async () => {
			for (const basis of ['ACCRUAL', 'CASH'] as const) {
				const answer = await dre(`?basis=${basis}`)
				const amount = amountsOf(answer)
				for (const line of answer.lines) {
					if (line.subtotal) {
						expect(line.categories, line.code).toEqual([])
						continue
					}
					const listed =
						line.categories.reduce((sum, category) => sum + category.amount, 0) +
						line.extras.reduce((sum, extra) => sum + extra.amount, 0)
					expect(listed, `${basis} ${line.code}`).toBe(line.amount)
				}
				const signed = (code: ReportLineCode) => {
					const line = answer.lines.find((candidate) => candidate.code === code)
					return (line?.subtracts ? -1 : 1) * (line?.amount ?? NaN)
				}
				expect(amount.NET_REVENUE).toBe(signed('GROSS_REVENUE') + signed('DEDUCTIONS'))
				expect(amount.GROSS_PROFIT).toBe(amount.NET_REVENUE + signed('COST_OF_SALES'))
				expect(amount.OPERATING_RESULT).toBe(amount.GROSS_PROFIT + signed('OPERATING_EXPENSES'))
				expect(amount.RESULT_BEFORE_TAX).toBe(
					amount.OPERATING_RESULT +
						signed('FINANCIAL_INCOME') +
						signed('FINANCIAL_EXPENSE') +
						signed('OTHER_INCOME') +
						signed('OTHER_EXPENSE'),
				)
				expect(amount.NET_RESULT).toBe(amount.RESULT_BEFORE_TAX + signed('INCOME_TAX'))
			}
			const accrual = await dre()
			const line = (code: ReportLineCode) => accrual.lines.find((found) => found.code === code)
			expect(line('GROSS_REVENUE')?.categories).toEqual([
				{ id: categoryId('Sales of goods'), name: 'Sales of goods', amount: 10_000 },
				{ id: categoryId('Services rendered'), name: 'Services rendered', amount: 5_015 },
			])
			expect(line('COST_OF_SALES')).toMatchObject({
				subtracts: true,
				subtotal: false,
				categories: [{ id: categoryId('Purchases for resale'), amount: 500 }],
				extras: [{ code: 'COST_OF_GOODS_SOLD', amount: 4_000 }],
			})
			expect(line('FINANCIAL_INCOME')?.extras).toEqual([{ code: 'CHARGES_RECEIVED', amount: 350 }])
			expect(line('FINANCIAL_EXPENSE')?.extras).toEqual([{ code: 'DISCOUNTS_GRANTED', amount: 50 }])
			expect(line('OTHER_INCOME')?.categories).toEqual([{ id: null, name: null, amount: 2_234 }])
			expect(line('NET_RESULT')).toMatchObject({ subtracts: false, subtotal: true })
			// CAPITAL feeds no line.
			const listed = accrual.lines.flatMap((found) => found.categories.map((c) => c.id))
			expect(listed).not.toContain(categoryId('Owner withdrawals'))
		})

		it('answers the reference’s lines, shares as basis points / 10 000', async () => {
			for (const basis of ['ACCRUAL', 'CASH'] as const) {
				const answer = await dre(`?basis=${basis}&from=${ms('2024-12-01')}&to=${ms('2025-01-31')}`)
				const reference = await incomeStatementReference(api.db, {
					unitId: api.cast.unit.id,
					from: '2024-12-01',
					to: '2025-01-31',
					basis,
				})
				expect(
					answer.lines.map(({ code, amount, share, subtracts, subtotal }) => ({
						code,
						amount,
						share,
						subtracts,
						subtotal,
					})),
				).toEqual(
					reference.lines.map((line) => ({
						code: line.code,
						amount: line.amount,
						share: line.shareBasisPoints === null ? null : line.shareBasisPoints / 10_000,
						subtracts: line.sign === -1,
						subtotal: line.subtotal,
					})),
				)
			}
			// 4 500 / 13 515 = 33.296… %
			const accrual = await dre()
			expect(accrual.lines.find((line) => line.code === 'COST_OF_SALES')?.share).toBe(0.333)
			expect(accrual.lines.find((line) => line.code === 'NET_RESULT')?.share).toBe(-1.3652) // −18 451 / 13 515
		})

		it('reads from/to in the zone, a missing edge from the other’s month, and keeps the cashiers asked for', async () => {
			const december = await dre(`?from=${ms('2024-12-10')}`)
			expect([december.from, december.to]).toEqual(['2024-12-10', '2024-12-31'])
			expect(amountsOf(december).OPERATING_EXPENSES).toBe(4_000)
			expect(amountsOf(december).FINANCIAL_EXPENSE).toBe(220) // #5's charges, #12's discount
			const upTo = await dre(`?to=${ms('2025-01-04')}`)
			expect([upTo.from, upTo.to]).toEqual(['2025-01-01', '2025-01-04'])
			// 02:00 UTC of the 2nd is still the 1st in São Paulo, and already the 2nd in Lisbon.
			const early = Date.parse('2025-01-02T02:00:00Z')
			expect((await dre(`?from=${early}&to=${early}`)).from).toBe('2025-01-01')
			const lisbon = await dre(`?from=${early}&to=${early}&zone=Europe/Lisbon`)
			expect([lisbon.from, lisbon.zone]).toEqual(['2025-01-02', 'Europe/Lisbon'])

			const other = await dre(`?cashierId=${api.cast.otherCashier.id}`)
			expect(amountsOf(other)).toMatchObject({ DEDUCTIONS: 1_500, NET_REVENUE: -1_500 })
			expect(other.lines.every((line) => line.share === null)).toBe(true)
			const till = await dre(`?basis=CASH&cashierId=${api.cast.cashier.id}`)
			expect(amountsOf(till)).toMatchObject({
				DEDUCTIONS: 0,
				NET_RESULT: JANUARY.CASH.NET_RESULT + 1_500,
			})
			const both = await dre(
				`?cashierId=${api.cast.cashier.id}&cashierId=${api.cast.otherCashier.id}`,
			)
			expect(amountsOf(both)).toEqual(JANUARY.ACCRUAL)
			// The COGS follows its sale's cashier.
			expect(
				(await dre(`?cashierId=${api.cast.otherCashier.id}`)).lines.find(
					(line) => line.code === 'COST_OF_SALES',
				)?.amount,
			).toBe(0)
		})

		it('refuses a bad query with a 422 problem', async () => {
			const bad = [
				['?zone=Mars/Olympus', 'zone', 'UNKNOWN_ZONE'],
				['?currency=USD', 'currency', 'OTHER_CURRENCY'],
				[`?from=${ms('2025-01-10')}&to=${ms('2025-01-09')}`, 'to', 'PERIOD_REVERSED'],
				[`?from=${8.64e15 + 1}`, 'from', 'UNKNOWN_DAY'],
				['?basis=ACCRUED', 'basis', undefined],
				['?from=yesterday', 'from', undefined],
				['?cashierId=not-a-uuid', 'cashierId', undefined],
			] as const
			for (const [query, path, code] of bad) {
				const problem = await expectProblem(
					await api.get(`${base()}/dre${query}`, owner().headers),
					422,
				)
				expect(
					problem.errors?.map((error) => error.path.split(/[.[]/)[0]),
					query,
				).toEqual([path])
				expect(problem.code, query).toBe(code)
			}
			expect((await dre(`?currency=${api.cast.unit.currency}`)).currency).toBe(
				api.cast.unit.currency,
			)
		})
	})

	describe('GET …/dre/categories/{categoryId}', () => {
		const allRows = async (category: string, query: string, size = 100) => {
			const rows: DreDrillRow[] = []
			let first: DreCategoryDrill | undefined
			for (let offset = 0; ; offset += size) {
				const page = await drill(category, `${query}&offset=${offset}&size=${size}`)
				first ??= page
				rows.push(...page.rows)
				if (page.rows.length < size) break
			}
			if (!first) throw new Error('no page')
			return { ...first, rows }
		}

		it('adds up, row by row, to every category’s figure in the statement, on both bases', async () => {
			for (const basis of ['ACCRUAL', 'CASH'] as const) {
				const span = `from=${ms('2024-12-01')}&to=${ms('2025-01-31')}`
				const statement = await dre(`?basis=${basis}&${span}`)
				let checked = 0
				for (const line of statement.lines) {
					for (const category of line.categories) {
						const id =
							category.id ?? `none&input=${line.code === 'OTHER_INCOME' ? 'true' : 'false'}`
						const found = await allRows(
							category.id ?? 'none',
							`?basis=${basis}&${span}${category.id ? '' : `&input=${line.code === 'OTHER_INCOME'}`}`,
						)
						expect(found.amount, `${basis} ${id}`).toBe(category.amount)
						expect(found.line).toBe(line.code)
						expect(found.count).toBe(found.rows.length)
						expect(found.rows.reduce((sum, row) => sum + row.amount, 0)).toBe(category.amount)
						expect(
							found.rows.every((row) => row.kind === (basis === 'CASH' ? 'PAYMENT' : 'RECORD')),
						)
						checked += 1
					}
				}
				expect(checked, basis).toBeGreaterThanOrEqual(6)
			}
		})

		it('on accrual: the records dated in the period, less what they put into stock', async () => {
			const purchases = await drill(categoryId('Purchases for resale'), '?')
			expect(purchases).toMatchObject({
				category: { id: categoryId('Purchases for resale'), name: 'Purchases for resale' },
				line: 'COST_OF_SALES',
				amount: 500,
				count: 1,
			})
			expect(purchases.rows[0]).toMatchObject({
				kind: 'RECORD',
				issuedOn: '2025-01-02',
				input: false,
				total: 10_500,
				stockValue: 10_000,
				amount: 500,
				cashier: { id: api.cast.cashier.id, name: api.cast.cashier.name },
			})
			// The deleted sale is not behind the figure.
			const sales = await drill(categoryId('Sales of goods'), '?')
			expect(sales.rows.map((row) => row.amount)).toEqual([10_000])
			// CAPITAL: its records, and no line.
			const capital = await drill(categoryId('Owner withdrawals'), '?')
			expect([capital.line, capital.amount]).toEqual([null, 50_000])
		})

		it('on cash: each payment row’s cash, principal first, the rest as charges', async () => {
			const sales = await drill(categoryId('Sales of goods'), '?basis=CASH')
			expect(sales.amount).toBe(9_900)
			expect(
				sales.rows.map((row) =>
					row.kind === 'PAYMENT'
						? [
								row.paidOn,
								row.number,
								row.parentId !== null,
								row.cashMoved,
								row.charges,
								row.amount,
							]
						: [],
				),
			).toEqual([
				['2025-01-10', 2, true, 2_000, 0, 2_000],
				// #12: 5 000 of its 7 900 principal paid in December, so 2 900 of these 3 000 and
				// none of the last 180 are principal.
				['2025-01-09', 1, false, 180, 180, 0],
				['2025-01-07', 1, true, 3_000, 100, 2_900],
				['2025-01-05', 1, false, 5_000, 0, 5_000],
			])
			const utilities = await drill(categoryId('Utilities (power, water, internet)'), '?basis=CASH')
			expect(utilities.rows).toMatchObject([
				{
					kind: 'PAYMENT',
					issuedOn: '2024-12-10',
					paidOn: '2025-01-08',
					cashMoved: 4_120,
					charges: 120,
					amount: 4_000,
				},
			])
			// Paid in January, so nothing on cash in December; on accrual it is December's.
			const december = `from=${ms('2024-12-01')}&to=${ms('2024-12-31')}`
			expect(
				(await drill(categoryId('Utilities (power, water, internet)'), `?basis=CASH&${december}`))
					.count,
			).toBe(0)
			expect(
				(await drill(categoryId('Utilities (power, water, internet)'), `?${december}`)).amount,
			).toBe(4_000)
		})

		it('pages newest first with a total order, ties on the day by the moment written', async () => {
			for (const basis of ['ACCRUAL', 'CASH'] as const) {
				const services = categoryId('Services rendered')
				const whole = await drill(services, `?basis=${basis}&size=100`)
				expect(whole.count).toBe(5)
				const paged = await allRows(services, `?basis=${basis}`, 2)
				expect(paged.rows).toEqual(whole.rows)
				const days = whole.rows.map((row) => (row.kind === 'RECORD' ? row.issuedOn : row.paidOn))
				expect(days).toEqual(['2025-01-09', '2025-01-06', '2025-01-04', '2025-01-03', '2025-01-03'])
				// Of the two of the 3rd, the one written last first.
				expect(whole.rows.slice(3).map((row) => row.total)).toEqual([1_002, 1_001])
				expect(paged.amount).toBe(5_015)
				// A page past the end has no rows, and the same count and figure.
				const past = await drill(services, `?basis=${basis}&offset=10&size=2`)
				expect([past.rows, past.count, past.amount]).toEqual([[], 5, 5_015])
			}
		})

		it('answers the records without a category by side, and refuses `none` without one', async () => {
			const none = await drill('none', '?input=true')
			expect(none).toMatchObject({ category: null, line: 'OTHER_INCOME', amount: 2_234, count: 2 })
			// #13 on cash: 6.00 and 5.00 on one day pay its 10.00 of principal and 1.00 of interest,
			// whichever of the two is taken first.
			const cash = await drill('none', '?input=true&basis=CASH')
			expect([cash.amount, cash.count]).toEqual([2_234, 3])
			const charges = cash.rows.map((row) => (row.kind === 'PAYMENT' ? row.charges : NaN))
			expect(charges.reduce((sum, value) => sum + value, 0)).toBe(100)
			expect((await drill('none', '?input=false')).count).toBe(0)
			const problem = await expectProblem(
				await api.get(`${base()}/dre/categories/none`, owner().headers),
				422,
			)
			expect(problem.errors?.map((error) => error.path)).toEqual(['input'])
			expect(problem.code).toBe('INPUT_REQUIRED')
		})

		it('is a 404 for a category of no unit, another unit’s, or an id that is none', async () => {
			const strangers = await api.db
				.selectFrom('categories')
				.innerJoin('units', 'units.id', 'categories.unit_id')
				.select('categories.id')
				.where('categories.unit_id', '!=', api.cast.unit.id)
				.executeTakeFirstOrThrow()
			for (const id of [crypto.randomUUID(), strangers.id, 'nothing']) {
				await expectProblem(await api.get(`${base()}/dre/categories/${id}`, owner().headers), 404)
			}
		})
	})

	describe('GET …/dre-by-year and …/dre-last', () => {
		it('by year: January to December, each month its statement, the total their sum and the year’s', async () => {
			for (const basis of ['ACCRUAL', 'CASH'] as const) {
				const year = await api.getOk(
					`${base()}/dre-by-year?basis=${basis}`,
					dreByYearSchema,
					owner().headers,
				)
				expect(year.year).toBe(2025)
				expect(year.months[0]).toBe('2025-01')
				expect(year.months[11]).toBe('2025-12')
				const whole = amountsOf(
					await dre(`?basis=${basis}&from=${ms('2025-01-01')}&to=${ms('2025-12-31')}`),
				)
				for (const line of year.lines) {
					expect(line.months[0], `${basis} ${line.code}`).toBe(JANUARY[basis][line.code])
					expect(line.months.slice(1).every((amount) => amount === 0)).toBe(true)
					expect(line.total).toBe(line.months.reduce((sum, amount) => sum + amount, 0))
					expect(line.total).toBe(whole[line.code])
				}
				expect(year.lines.map((line) => line.code)).toEqual(Object.keys(JANUARY.ACCRUAL))
			}
			const last = await api.getOk(
				`${base()}/dre-by-year?year=2024&basis=CASH`,
				dreByYearSchema,
				owner().headers,
			)
			// #12's 5 000 of principal on 30/12.
			expect(last.lines.find((line) => line.code === 'NET_RESULT')?.total).toBe(5_000)
			const accrued = await api.getOk(
				`${base()}/dre-by-year?year=2024`,
				dreByYearSchema,
				owner().headers,
			)
			expect(accrued.lines.find((line) => line.code === 'NET_RESULT')?.months[11]).toBe(
				8_000 + 280 - 100 - 4_000 - 120,
			)
		})

		it('last: the 12 months ending with the current one, the total the whole span’s', async () => {
			for (const basis of ['ACCRUAL', 'CASH'] as const) {
				const last = await api.getOk(
					`${base()}/dre-last?basis=${basis}`,
					dreLastSchema,
					owner().headers,
				)
				expect(last.months).toEqual([
					'2024-02',
					'2024-03',
					'2024-04',
					'2024-05',
					'2024-06',
					'2024-07',
					'2024-08',
					'2024-09',
					'2024-10',
					'2024-11',
					'2024-12',
					'2025-01',
				])
				const whole = amountsOf(
					await dre(`?basis=${basis}&from=${ms('2024-02-01')}&to=${ms('2025-01-31')}`),
				)
				for (const line of last.lines) {
					expect(line.months[11]).toBe(JANUARY[basis][line.code])
					expect(line.total).toBe(line.months.reduce((sum, amount) => sum + amount, 0))
					expect(line.total, `${basis} ${line.code}`).toBe(whole[line.code])
				}
			}
			// At 23:00 UTC of 31 January it is already February in Tokyo, still January in São Paulo.
			api.clock.set(Date.parse('2025-01-31T23:00:00Z'))
			try {
				// A session of the owner's minted on the moved clock (the first one has idled out).
				const profile = await api.db
					.selectFrom('profiles')
					.select(['name', 'surname', 'email'])
					.where('id', '=', owner().profileId)
					.executeTakeFirstOrThrow()
				const later = await api.signIn(profile)
				const tokyo = await api.getOk(
					`${base()}/dre-last?zone=Asia/Tokyo`,
					dreLastSchema,
					later.headers,
				)
				expect(tokyo.months.at(-1)).toBe('2025-02')
				const here = await api.getOk(`${base()}/dre-last`, dreLastSchema, later.headers)
				expect(here.months.at(-1)).toBe('2025-01')
			} finally {
				api.clock.set(Date.UTC(2025, 0, 15, 12))
			}
		})

		it('refuses a year that is none, and another currency', async () => {
			await expectProblem(await api.get(`${base()}/dre-by-year?year=twenty`, owner().headers), 422)
			await expectProblem(await api.get(`${base()}/dre-last?currency=EUR`, owner().headers), 422)
		})
	})

	describe('who may read them', () => {
		const paths = () => [
			`${base()}/dre`,
			`${base()}/dre/categories/${categoryId('Rent')}`,
			`${base()}/dre/categories/none?input=true`,
			`${base()}/dre-by-year`,
			`${base()}/dre-last`,
		]

		it('the owner and the unit’s collaborators; a cashier’s collaborator, auditors and strangers get 404', async () => {
			for (const path of paths()) await expectUnitReaders(api, api.cast, path)
		})

		it('the company’s owner and collaborators too; its marketplace’s owner does not', async () => {
			const company = await createCompanyCast(api.db, api.clock)
			const paths = [
				`/reports/units/${company.unit.id}/dre`,
				`/reports/units/${company.unit.id}/dre/categories/none?input=false`,
				`/reports/units/${company.unit.id}/dre-by-year`,
				`/reports/units/${company.unit.id}/dre-last`,
			]
			for (const path of paths) await expectCompanyUnitReaders(api, company, path)
		})
	})

	it('is documented: a session, its refusals as problems', async () => {
		await expectDocumentedAsReports(
			api,
			['dre', 'dre/categories/{categoryId}', 'dre-by-year', 'dre-last'].map(
				(path) => `/reports/units/{unitId}/${path}`,
			),
		)
	})
})
