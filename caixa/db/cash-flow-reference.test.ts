import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@caixa/domain/calendar-arithmetic'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { calendarGrid } from '@caixa/domain/cash-flow-calendar'
import {
	cashFlow,
	type CashFlowInput,
	type CashFlowPeriod,
	type CashierDayTransfers,
	type CategoryDayAmounts,
} from '@caixa/domain/cash-flow'
import { createTestDatabase, type TestDatabase } from '@caixa/testing'
import { type CashFlowBooks, writeCashFlowBooks } from './cash-flow-reference-books'
import {
	cashFlowByDayReference,
	type CashFlowQuery,
	cashFlowReference,
	type CashFlowReference,
} from './cash-flow-reference'

// The cash flow and the calendar of cash-flow-reference-books.ts's March and April 2025 (its
// table says what each record moved and what is still open), every figure worked out by hand
// below, in centavos. Today is 19/03 in São Paulo. Runs on SQLite, and on PostgreSQL under
// scripts/with-postgres.sh.
//
// Opening on 01/03: T 1 000.00 + f1 200.00 + f2 100.00 = 1 300.00; B 5 000.00 − f2 100.00 =
// 4 900.00; the unit 6 200.00 (f2 nets to zero).
// March, realized: T +200.00 (a, 03/03) −400.00 (b, 05/03) +100.00 (c, 12/03) −300.00 (t, 14/03)
//   → 900.00; B +2 000.00 (h, 06/03) +100.00 (d, 10/03) +300.00 (t) +157.50 (d, 17/03)
//   → 7 457.50; the unit 8 357.50.
// Projected from today (19/03), due by 30/04: i +50.00 19/03 (T, no category); a +200.00 03/04,
//   e −1 200.00 05/04, b −500.00 10/04, k +1 000.00 20/04 (all T). Overdue: c 211.00 in (300.00
//   + 5.00 + 6.00 − 100.00 paid, due 10/03), f3 80.00 out (due 28/02, before the range).
describe('the cash flow recomputed from the rows', () => {
	let test: TestDatabase
	let books: CashFlowBooks

	beforeAll(async () => {
		test = await createTestDatabase()
		books = await writeCashFlowBooks(test.db)
	}, 60_000)

	afterAll(async () => {
		await test.destroy()
	})

	const flow = (query: Partial<CashFlowQuery> = {}) =>
		cashFlowReference(test.db, {
			unitId: books.cast.unit.id,
			now: books.clock.now(),
			from: '2025-03-01',
			to: '2025-04-30',
			...query,
		})

	/** [start, opening, in, out, transfers in, out, closing, projected in, out, projected closing] */
	const row = (period: CashFlowPeriod) => [
		period.start,
		period.openingBalance,
		period.inflow,
		period.outflow,
		period.transfersIn,
		period.transfersOut,
		period.closingBalance,
		period.projectedInflow,
		period.projectedOutflow,
		period.projectedClosingBalance,
	]

	/** Category name → [in, out, projected in, projected out] */
	const byCategory = (reference: CashFlowReference, period: CashFlowPeriod) =>
		Object.fromEntries(
			period.categories.map((figure) => [
				reference.categoryNames.find((category) => category.id === figure.categoryId)?.name ??
					'(none)',
				[figure.inflow, figure.outflow, figure.projectedInflow, figure.projectedOutflow],
			]),
		)

	const cashierName = (id: string) => (id === books.till ? 'T' : id === books.bank ? 'B' : id)

	it('reads today in the unit’s zone', () => {
		expect(books.cast.unit.timezone).toBe('America/Sao_Paulo')
		expect(new Date(books.clock.now()).toISOString()).toBe('2025-03-20T01:30:00.000Z')
	})

	it('per month, the whole unit: realized and projected side by side, overdue apart', async () => {
		const unit = await flow({ granularity: 'MONTH' })
		expect(unit.currency).toBe('BRL')
		expect(unit.periods.map(row)).toEqual([
			// March: in a 200 + h 2 000 + d 100 + c 100 + d 157.50 = 2 557.50; out b 400; t both ways.
			['2025-03-01', 620_000, 255_750, 40_000, 30_000, 30_000, 835_750, 5_000, 0, 840_750],
			// April: nothing moved yet; in a 200 + k 1 000, out e 1 200 + b 500.
			['2025-04-01', 835_750, 0, 0, 0, 0, 835_750, 120_000, 170_000, 790_750],
		])
		const [march, april] = unit.periods as [CashFlowPeriod, CashFlowPeriod]
		expect(byCategory(unit, march)).toEqual({
			'Sales of goods': [45_750, 0, 0, 0], // a 200 + d 100 + 157.50 (interest and fee in it)
			'Services rendered': [10_000, 0, 0, 0], // c's 100 paid
			'Owner contributions': [200_000, 0, 0, 0], // CAPITAL: cash is cash
			'Purchases for resale': [0, 40_000, 0, 0],
			'(none)': [0, 0, 5_000, 0], // i, due today
		})
		expect(byCategory(unit, april)).toEqual({
			'Sales of goods': [0, 0, 20_000, 0],
			'Services rendered': [0, 0, 100_000, 0],
			'Purchases for resale': [0, 0, 0, 50_000],
			Rent: [0, 0, 0, 120_000],
		})
		// t is out of T and into B; the unit's transfers net to zero.
		const transfers = march.cashiers.map((c) => [
			cashierName(c.cashierId),
			c.transfersIn,
			c.transfersOut,
		])
		expect(transfers).toHaveLength(2)
		expect(transfers).toEqual(
			expect.arrayContaining([
				['T', 0, 30_000],
				['B', 30_000, 0],
			]),
		)
		expect(unit).toMatchObject({
			openingBalance: 620_000,
			closingBalance: 835_750,
			projectedOpeningBalance: 620_000,
			projectedClosingBalance: 790_750,
			inflow: 255_750,
			outflow: 40_000,
			transfersIn: 30_000,
			transfersOut: 30_000,
			projectedInflow: 125_000,
			projectedOutflow: 170_000,
		})
		expect(unit.overdue).toEqual({
			inflow: 21_100,
			outflow: 8_000,
			categories: expect.arrayContaining([
				{ categoryId: books.categories.get('Services rendered'), inflow: 21_100, outflow: 0 },
				{
					categoryId: books.categories.get('Utilities (power, water, internet)'),
					inflow: 0,
					outflow: 8_000,
				},
			]),
		})
		expect(unit.overdue.categories).toHaveLength(2)
		expect(unit.categoryNames.map((category) => category.name).sort()).toEqual([
			'Owner contributions',
			'Purchases for resale',
			'Rent',
			'Sales of goods',
			'Services rendered',
			'Utilities (power, water, internet)',
		])
	})

	it('per month, one cashier: its own cash, its transfers in or out', async () => {
		const till = await flow({ granularity: 'MONTH', cashierIds: [books.till] })
		expect(till.periods.map(row)).toEqual([
			// 1 300 + a 200 + c 100 − b 400 − t 300 = 900; i 50 due today.
			['2025-03-01', 130_000, 30_000, 40_000, 0, 30_000, 90_000, 5_000, 0, 95_000],
			// 950 + a 200 − e 1 200 − b 500 + k 1 000 = 450.
			['2025-04-01', 90_000, 0, 0, 0, 0, 90_000, 120_000, 170_000, 45_000],
		])
		expect(till.periods[0]?.cashiers).toEqual([
			{ cashierId: books.till, transfersIn: 0, transfersOut: 30_000 },
		])
		expect(till.overdue).toMatchObject({ inflow: 21_100, outflow: 8_000 })

		const bank = await flow({ granularity: 'MONTH', cashierIds: [books.bank] })
		expect(bank.periods.map(row)).toEqual([
			// 4 900 + h 2 000 + d 100 + d 157.50 + t 300 = 7 457.50.
			['2025-03-01', 490_000, 225_750, 0, 30_000, 0, 745_750, 0, 0, 745_750],
			['2025-04-01', 745_750, 0, 0, 0, 0, 745_750, 0, 0, 745_750],
		])
		expect(bank.overdue).toEqual({ inflow: 0, outflow: 0, categories: [] })
	})

	it('nets a transfer between two filtered cashiers to zero: both of them are the unit', async () => {
		const both = await flow({ granularity: 'MONTH', cashierIds: [books.bank, books.till] })
		const unit = await flow({ granularity: 'MONTH' })
		expect(both.periods[0]).toMatchObject({ transfersIn: 30_000, transfersOut: 30_000 })
		expect({ ...both, categoryNames: [] }).toEqual({ ...unit, categoryNames: [] })
		// Ids of no cashier of the unit keep nothing; an empty filter keeps nothing.
		const stranger = await flow({ cashierIds: [books.elsewhereCashier] })
		expect(stranger).toMatchObject({
			openingBalance: 0,
			closingBalance: 0,
			projectedClosingBalance: 0,
		})
		const none = await flow({ cashierIds: [] })
		expect(none).toMatchObject({ openingBalance: 0, inflow: 0, projectedInflow: 0 })
		expect(none.overdue.inflow + none.overdue.outflow).toBe(0)
	})

	it('per week from Monday by default for two months, the whole unit', async () => {
		const unit = await flow()
		expect(unit.granularity).toBe('WEEK')
		expect(unit.periods.map(row)).toEqual([
			['2025-03-01', 620_000, 0, 0, 0, 0, 620_000, 0, 0, 620_000],
			// a +200, b −400, h +2 000
			['2025-03-03', 620_000, 220_000, 40_000, 0, 0, 800_000, 0, 0, 800_000],
			// d +100 (10/03), c +100 (12/03), t 300 both ways (14/03)
			['2025-03-10', 800_000, 20_000, 0, 30_000, 30_000, 820_000, 0, 0, 820_000],
			// d +157.50 (17/03); i 50 due today
			['2025-03-17', 820_000, 15_750, 0, 0, 0, 835_750, 5_000, 0, 840_750],
			['2025-03-24', 835_750, 0, 0, 0, 0, 835_750, 0, 0, 840_750],
			// a +200 (03/04), e −1 200 (05/04)
			['2025-03-31', 835_750, 0, 0, 0, 0, 835_750, 20_000, 120_000, 740_750],
			// b −500 (10/04)
			['2025-04-07', 835_750, 0, 0, 0, 0, 835_750, 0, 50_000, 690_750],
			// k +1 000 (20/04)
			['2025-04-14', 835_750, 0, 0, 0, 0, 835_750, 100_000, 0, 790_750],
			['2025-04-21', 835_750, 0, 0, 0, 0, 835_750, 0, 0, 790_750],
			['2025-04-28', 835_750, 0, 0, 0, 0, 835_750, 0, 0, 790_750],
		])
	})

	it('per week from Sunday, one cashier: its projected balance goes below zero in April', async () => {
		const till = await flow({ cashierIds: [books.till], firstDayOfWeek: 7 })
		expect(
			till.periods.map((period) => [
				period.start,
				period.end,
				period.closingBalance,
				period.projectedClosingBalance,
			]),
		).toEqual([
			['2025-03-01', '2025-03-01', 130_000, 130_000],
			['2025-03-02', '2025-03-08', 110_000, 110_000], // a +200, b −400
			['2025-03-09', '2025-03-15', 90_000, 90_000], // c +100, t −300
			['2025-03-16', '2025-03-22', 90_000, 95_000], // i +50 projected
			['2025-03-23', '2025-03-29', 90_000, 95_000],
			['2025-03-30', '2025-04-05', 90_000, -5_000], // a +200, e −1 200
			['2025-04-06', '2025-04-12', 90_000, -55_000], // b −500
			['2025-04-13', '2025-04-19', 90_000, -55_000],
			['2025-04-20', '2025-04-26', 90_000, 45_000], // k +1 000
			['2025-04-27', '2025-04-30', 90_000, 45_000],
		])
	})

	it('counts both edge days of a range, realized and projected', async () => {
		// a's 200 came in on 03/03 and b's 400 went out on 05/03: both in, neither in the opening.
		const days = await flow({ from: '2025-03-03', to: '2025-03-05', granularity: 'DAY' })
		expect(days.periods.map(row)).toEqual([
			['2025-03-03', 620_000, 20_000, 0, 0, 0, 640_000, 0, 0, 640_000],
			['2025-03-04', 640_000, 0, 0, 0, 0, 640_000, 0, 0, 640_000],
			['2025-03-05', 640_000, 0, 40_000, 0, 0, 600_000, 0, 0, 600_000],
		])
		// e's 1 200 falls due on 05/04: in a range ending that day, not in one ending the day before.
		const through = await flow({ from: '2025-04-01', to: '2025-04-05', granularity: 'MONTH' })
		expect(through.projectedOutflow).toBe(120_000)
		const before = await flow({ from: '2025-04-01', to: '2025-04-04', granularity: 'MONTH' })
		expect(before.projectedOutflow).toBe(0)
	})

	it('opens a range after today with what falls due from today to its start', async () => {
		const april = await flow({ from: '2025-04-01', granularity: 'MONTH' })
		// i (19/03) is due before April and from today: it opens April's projected balance.
		expect(april).toMatchObject({
			openingBalance: 835_750,
			projectedOpeningBalance: 840_750,
			projectedClosingBalance: 790_750,
		})
		// c and f3 are overdue whichever range is read, f3 though due before March.
		expect(april.overdue).toMatchObject({ inflow: 21_100, outflow: 8_000 })
	})

	it('puts an installment due today among the projected, today being the unit’s', async () => {
		const march = await flow({ to: '2025-03-31', granularity: 'MONTH' })
		expect(march.projectedInflow).toBe(5_000)
		// Three hours later it is 20/03 in São Paulo too: i is overdue.
		const later = await flow({
			to: '2025-03-31',
			granularity: 'MONTH',
			now: books.clock.now() + 3 * 3_600_000,
		})
		expect(later.projectedInflow).toBe(0)
		expect(later.overdue.inflow).toBe(21_100 + 5_000)
	})

	it('leaves out deleted records, voided payments, deleted transfers and other units, for all time', async () => {
		const always = await flow({ from: '2000-01-01', to: '2099-12-31', granularity: 'MONTH' })
		// Opening balances only, then every live move: f1 200, a 200, c 100, d 100 + 157.50,
		// h 2 000 in; b 400 out. x's 499 paid and 500 open, y's 50 and the other unit's never.
		expect(always).toMatchObject({
			openingBalance: 600_000,
			inflow: 275_750,
			outflow: 40_000,
			transfersIn: 40_000, // f2 100 + t 300
			transfersOut: 40_000,
			closingBalance: 835_750,
		})
		// Over every move, the closing balance is what the cashiers' stored balances say.
		// Each cashier's too, whatever its opening date (B's is 10/03, after its first moves).
		const stored = await test.db
			.selectFrom('cashiers')
			.select(['id', 'balance'])
			.where('unit_id', '=', books.cast.unit.id)
			.execute()
		expect(stored.reduce((sum, cashier) => sum + Number(cashier.balance), 0)).toBe(835_750)
		for (const cashier of stored) {
			const own = await flow({
				from: '2000-01-01',
				to: '2099-12-31',
				granularity: 'MONTH',
				cashierIds: [cashier.id],
			})
			expect(own.closingBalance, cashierName(cashier.id)).toBe(Number(cashier.balance))
		}
		expect(stored.map((cashier) => Number(cashier.balance)).sort()).toEqual([745_750, 90_000])
		// All still open by 2099, from today: a 200 + 200 (03/05), i 50, k 1 000 in; e 1 200, b 500 out.
		expect(always).toMatchObject({ projectedInflow: 145_000, projectedOutflow: 170_000 })
		const others = await cashFlowReference(test.db, {
			unitId: books.elsewhere,
			now: books.clock.now(),
			from: '2025-03-01',
			to: '2025-04-30',
		})
		expect(others).toMatchObject({
			inflow: 12_345,
			projectedOutflow: 9_999,
			closingBalance: 12_345,
		})
	})

	it('gives the calendar’s days their end-of-day balances, one cashier below zero in April', async () => {
		const april = await cashFlowByDayReference(test.db, {
			unitId: books.cast.unit.id,
			cashierIds: [books.till],
			now: books.clock.now(),
			month: '2025-04',
		})
		expect(april).toMatchObject({ openingBalance: 90_000, projectedOpeningBalance: 95_000 })
		const balances = april.days.map((day) => day.balance)
		expect(balances).toEqual([
			...Array(2).fill(95_000), // 1–2
			...Array(2).fill(115_000), // 3–4: a +200
			...Array(5).fill(-5_000), // 5–9: e −1 200
			...Array(10).fill(-55_000), // 10–19: b −500
			...Array(11).fill(45_000), // 20–30: k +1 000
		])
		const below = april.days.filter((day) => day.belowZero).map((day) => Number(day.date.slice(8)))
		expect(below).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
		expect(april.days[4]).toMatchObject({ projectedInflow: 0, projectedOutflow: 120_000 })
		// On the page: five rows from Sunday (30/03–03/05), March's days empty, the warning from the 5th.
		const grid = calendarGrid(april, 7)
		expect(grid.weeks.map((week) => week[0]?.date)).toEqual([
			'2025-03-30',
			'2025-04-06',
			'2025-04-13',
			'2025-04-20',
			'2025-04-27',
		])
		expect(grid.weeks[0]?.map((cell) => cell.day?.belowZero ?? null)).toEqual([
			null, // 30/03
			null, // 31/03
			false,
			false,
			false,
			false,
			true,
		])
		expect(april.overdue).toMatchObject({ inflow: 21_100, outflow: 8_000 })

		const march = await cashFlowByDayReference(test.db, {
			unitId: books.cast.unit.id,
			now: books.clock.now(),
			month: '2025-03',
		})
		expect(march.days.map((day) => [day.realizedBalance, day.balance])).toEqual([
			...Array(2).fill([620_000, 620_000]), // 1–2
			...Array(2).fill([640_000, 640_000]), // 3–4: a +200
			[600_000, 600_000], // 5: b −400
			...Array(4).fill([800_000, 800_000]), // 6–9: h +2 000
			...Array(2).fill([810_000, 810_000]), // 10–11: d +100
			...Array(5).fill([820_000, 820_000]), // 12–16: c +100; t nets to zero on the 14th
			...Array(2).fill([835_750, 835_750]), // 17–18: d +157.50
			...Array(13).fill([835_750, 840_750]), // 19–31: i +50 projected from today
		])
		expect(march.days[13]).toMatchObject({ transfersIn: 30_000, transfersOut: 30_000 })
		expect(march.days.filter((day) => day.projected).map((day) => day.date)[0]).toBe('2025-03-19')
		expect(march.days.some((day) => day.belowZero)).toBe(false)
		// The month's days end where the cash flow of the month ends.
		const month = await flow({ to: '2025-03-31', granularity: 'MONTH' })
		expect(march.closingBalance).toBe(month.closingBalance)
		expect(march.projectedClosingBalance).toBe(month.projectedClosingBalance)
	})

	it('agrees with a fold of the raw rows for any range, today and cashiers', async () => {
		const rows = await rawBooks(test.db, books.cast.unit.id)
		// Any day from late January to May, and the books' own days (a range's edges on a day
		// something moved or falls due are where an off-by-one shows).
		const days = [
			...rows.payments.flatMap((payment) => [
				payment.paid_on ?? payment.due_date,
				payment.due_date,
			]),
			...rows.transfers.map((transfer) => transfer.transferred_on),
		]
		const date = fc.oneof(
			{
				arbitrary: fc.integer({ min: 0, max: 120 }).map((offset) => addDays('2025-01-20', offset)),
				weight: 1,
			},
			{ arbitrary: fc.constantFrom(...days), weight: 3 },
		)
		const { till, bank, elsewhereCashier } = books
		await fc.assert(
			fc.asyncProperty(
				fc.tuple(date, date).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a })),
				fc.integer({ min: 0, max: 150 * 24 }),
				fc.constantFrom(undefined, [till], [bank], [till, bank], [bank, elsewhereCashier], []),
				fc.constantFrom('DAY', 'WEEK', 'MONTH' as const),
				async ({ from, to }, hours, scope, granularity) => {
					const now = Date.UTC(2025, 0, 20) + hours * 3_600_000
					const reference = await flow({ from, to, now, granularity, cashierIds: scope })
					const folded = cashFlow({
						...foldedInput(rows, scope, from, to, calendarDateIn(now, 'America/Sao_Paulo')),
						granularity,
					})
					expect({ ...reference, currency: undefined, categoryNames: undefined }).toEqual({
						...folded,
						currency: undefined,
						categoryNames: undefined,
					})
				},
			),
			{ numRuns: 200 },
		)
	}, 60_000)
})

// The same figures without SQL's help: every row of the unit read as it is, and folded here, so
// that a GROUP BY, a join or a union of the reference that drops or doubles a row shows up.
interface RawBooks {
	cashiers: Array<{ id: string; opening_balance: number }>
	payments: Array<{
		cashier_id: string
		input: number
		parent_id: string | null
		category_id: string | null
		status: string
		voided_at: number | null
		deleted_at: number | null
		paid_on: string | null
		due_date: string
		cash_moved: number
		owed: number
	}>
	transfers: Array<{
		from_cashier_id: string
		to_cashier_id: string
		amount: number
		transferred_on: string
		deleted_at: number | null
	}>
}

async function rawBooks(db: TestDatabase['db'], unitId: string): Promise<RawBooks> {
	const cashiers = await db
		.selectFrom('cashiers')
		.select(['id', 'opening_balance'])
		.where('unit_id', '=', unitId)
		.execute()
	const payments = await db
		.selectFrom('payments as p')
		.innerJoin('inventories as i', 'i.id', 'p.inventory_id')
		.select([
			'p.cashier_id',
			'i.input',
			'p.parent_id',
			'i.category_id',
			'p.status',
			'p.voided_at',
			'i.deleted_at',
			'p.paid_on',
			'p.due_date',
			'p.cash_moved',
			'p.amount',
			'p.discount',
			'p.interest',
			'p.late_fee',
			'p.paid',
		])
		.where('i.unit_id', '=', unitId)
		.execute()
	const transfers = await db
		.selectFrom('internal_transfers')
		.select(['from_cashier_id', 'to_cashier_id', 'amount', 'transferred_on', 'deleted_at'])
		.where('unit_id', '=', unitId)
		.execute()
	return {
		cashiers: cashiers.map((row) => ({ ...row, opening_balance: Number(row.opening_balance) })),
		payments: payments.map((row) => ({
			...row,
			cash_moved: Number(row.cash_moved),
			owed:
				Number(row.amount) -
				Number(row.discount) +
				Number(row.interest) +
				Number(row.late_fee) -
				Number(row.paid),
		})),
		transfers: transfers.map((row) => ({ ...row, amount: Number(row.amount) })),
	}
}

function foldedInput(
	books: RawBooks,
	cashierIds: readonly string[] | undefined,
	from: string,
	to: string,
	today: string,
): CashFlowInput {
	const inScope = (id: string) =>
		books.cashiers.some((cashier) => cashier.id === id) &&
		(cashierIds === undefined || cashierIds.includes(id))
	let openingBalance = books.cashiers
		.filter((cashier) => inScope(cashier.id))
		.reduce((sum, cashier) => sum + cashier.opening_balance, 0)
	const realized: CategoryDayAmounts[] = []
	const projected: CategoryDayAmounts[] = []
	const transfers: CashierDayTransfers[] = []
	for (const payment of books.payments) {
		if (!inScope(payment.cashier_id) || payment.voided_at !== null || payment.deleted_at !== null) {
			continue
		}
		const inflow = payment.input === 1
		if (payment.paid_on !== null && payment.paid_on < from) {
			openingBalance += inflow ? payment.cash_moved : -payment.cash_moved
		} else if (payment.paid_on !== null && payment.paid_on <= to) {
			const cash = payment.cash_moved
			realized.push({
				date: payment.paid_on,
				categoryId: payment.category_id,
				inflow: inflow ? cash : 0,
				outflow: inflow ? 0 : cash,
			})
		}
		const open = payment.status === 'PENDING' || payment.status === 'PARTIALLY_PAID'
		if (payment.parent_id === null && open && payment.due_date <= to) {
			projected.push({
				date: payment.due_date,
				categoryId: payment.category_id,
				inflow: inflow ? payment.owed : 0,
				outflow: inflow ? 0 : payment.owed,
			})
		}
	}
	for (const transfer of books.transfers) {
		if (transfer.deleted_at !== null) continue
		const sides = [
			{ cashierId: transfer.to_cashier_id, transfersIn: transfer.amount, transfersOut: 0 },
			{ cashierId: transfer.from_cashier_id, transfersIn: 0, transfersOut: transfer.amount },
		].filter((side) => inScope(side.cashierId))
		for (const side of sides) {
			if (transfer.transferred_on < from) openingBalance += side.transfersIn - side.transfersOut
			else if (transfer.transferred_on <= to) {
				transfers.push({ date: transfer.transferred_on, ...side })
			}
		}
	}
	return { from, to, today, openingBalance, realized, transfers, projected }
}
