import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cashFlowGranularities, type IsoWeekday } from '@caixa/domain/cash-flow'
import { DomainError } from '@caixa/domain/errors'
import {
	type Cast,
	createCast,
	createTestDatabase,
	expectBooksBalanced,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import {
	applyLedgerOperation,
	LEDGER_SPAN,
	ledgerDay,
	ledgerOperationArb,
	type RandomLedgerUnit,
	randomLedgerUnit,
} from '@caixa/testing/random-ledger'
import { cashFlowByDayOf, cashFlowOf, type CashFlowOfUnits, cashFlowOfUnits } from './cash-flow'
import { type CashFlowBooks, writeCashFlowBooks } from './cash-flow-reference-books'
import {
	cashFlowByDayReference,
	type CashFlowQuery,
	cashFlowReference,
	type CashFlowReference,
} from './cash-flow-reference'

// The cash flow and the calendar read from the summary rows (db/cash-flow.ts) against the
// reference's recomputation from the books (cash-flow-reference.ts): on the hand-worked books of
// cash-flow-reference-books.ts, then on random ledgers written through the services
// (testing/random-ledger.ts: records in installments, partial payments, interest and late fees,
// discounts, deletions, transfers both ways, stock; two cashiers) for random ranges, periods,
// first days of the week, todays, cashier filters and calendar months. A unit set's figures are
// its units' own, summed. Runs on SQLite, and on PostgreSQL under scripts/with-postgres.sh.

const UTC_NOON = (day: string) => Date.parse(`${day}T12:00:00Z`)

/** The whole unit, one cashier, the other, both named, or none. */
const cashiersOf = (unit: { tills: readonly string[] }, pick: number) =>
	[undefined, unit.tills.slice(0, 1), unit.tills.slice(1), [...unit.tills], []][pick]

const queryArb = fc
	.record({
		start: fc.integer({ min: -40, max: LEDGER_SPAN + 40 }),
		length: fc.integer({ min: 0, max: LEDGER_SPAN + 60 }),
		today: fc.integer({ min: -10, max: LEDGER_SPAN + 10 }),
		granularity: fc.constantFrom(undefined, ...cashFlowGranularities),
		firstDayOfWeek: fc.constantFrom(undefined, 1, 3, 7) as fc.Arbitrary<IsoWeekday | undefined>,
		cashiers: fc.integer({ min: 0, max: 4 }),
		month: fc.constantFrom('2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05'),
	})
	.map((drawn) => ({
		...drawn,
		from: ledgerDay(drawn.start),
		to: ledgerDay(drawn.start + drawn.length),
		now: UTC_NOON(ledgerDay(drawn.today)),
	}))

type DrawnQuery = typeof queryArb extends fc.Arbitrary<infer T> ? T : never

async function expectSameAsReference(
	test: TestDatabase,
	unit: { unitId: string; tills: readonly string[] },
	drawn: DrawnQuery,
): Promise<void> {
	const query: CashFlowQuery = {
		unitId: unit.unitId,
		cashierIds: cashiersOf(unit, drawn.cashiers),
		now: drawn.now,
		from: drawn.from,
		to: drawn.to,
		granularity: drawn.granularity,
		firstDayOfWeek: drawn.firstDayOfWeek,
	}
	const label = JSON.stringify(query)
	expect(await cashFlowOf(test.db, query), label).toEqual(await cashFlowReference(test.db, query))
	const scope = { unitId: unit.unitId, cashierIds: query.cashierIds, now: drawn.now }
	expect(
		await cashFlowByDayOf(test.db, { ...scope, month: drawn.month }),
		`${drawn.month} ${label}`,
	).toEqual(await cashFlowByDayReference(test.db, { ...scope, month: drawn.month }))
}

/** What a unit set must answer: each figure the sum of its units' own cash flows. */
async function expectUnitSetSums(
	test: TestDatabase,
	unitIds: readonly string[],
	drawn: Pick<DrawnQuery, 'from' | 'to' | 'now' | 'granularity' | 'firstDayOfWeek'>,
): Promise<CashFlowOfUnits> {
	const query = {
		now: drawn.now,
		from: drawn.from,
		to: drawn.to,
		granularity: drawn.granularity,
		firstDayOfWeek: drawn.firstDayOfWeek,
	}
	const set = await cashFlowOfUnits(test.db, { ...query, unitIds })
	const own: CashFlowReference[] = []
	for (const unitId of unitIds) own.push(await cashFlowReference(test.db, { ...query, unitId }))
	const label = JSON.stringify(query)
	const total = (pick: (flow: CashFlowReference) => number) =>
		own.reduce((sum, flow) => sum + pick(flow), 0)
	const figures = [
		'openingBalance',
		'inflow',
		'outflow',
		'transfersIn',
		'transfersOut',
		'net',
		'closingBalance',
		'projectedInflow',
		'projectedOutflow',
		'projectedOpeningBalance',
		'projectedClosingBalance',
	] as const
	for (const figure of figures) {
		expect(set[figure], `${figure} ${label}`).toBe(total((flow) => flow[figure]))
	}
	expect(set.overdue.inflow, label).toBe(total((flow) => flow.overdue.inflow))
	expect(set.overdue.outflow, label).toBe(total((flow) => flow.overdue.outflow))
	expect(
		set.periods.map((period) => [period.start, period.end]),
		label,
	).toEqual(own[0]?.periods.map((period) => [period.start, period.end]))
	for (const [index, period] of set.periods.entries()) {
		for (const figure of figures) {
			expect(period[figure], `${period.start} ${figure} ${label}`).toBe(
				total((flow) => flow.periods[index]?.[figure] ?? Number.NaN),
			)
		}
		expect(period.categories).toEqual([])
	}
	expect(set.categories).toEqual([])
	expect(set.currency).toBe(own[0]?.currency)
	// Each unit's own line: its cash flow's whole-range figures.
	expect(set.units.map((unit) => unit.unitId)).toEqual([...unitIds])
	for (const [index, unit] of set.units.entries()) {
		const flow = own[index] as CashFlowReference
		expect(unit, label).toEqual({
			unitId: unitIds[index],
			today: flow.today,
			openingBalance: flow.openingBalance,
			inflow: flow.inflow,
			outflow: flow.outflow,
			transfersIn: flow.transfersIn,
			transfersOut: flow.transfersOut,
			net: flow.net,
			closingBalance: flow.closingBalance,
			projectedInflow: flow.projectedInflow,
			projectedOutflow: flow.projectedOutflow,
			projectedOpeningBalance: flow.projectedOpeningBalance,
			projectedClosingBalance: flow.projectedClosingBalance,
			overdueInflow: flow.overdue.inflow,
			overdueOutflow: flow.overdue.outflow,
		})
	}
	return set
}

describe('the cash flow from the summary rows, on the hand-worked books', () => {
	let test: TestDatabase
	let books: CashFlowBooks

	beforeAll(async () => {
		test = await createTestDatabase()
		books = await writeCashFlowBooks(test.db)
	}, 60_000)

	afterAll(async () => {
		await test.destroy()
	})

	it('is the reference’s for ranges, periods, cashiers and months', async () => {
		const unit = { unitId: books.cast.unit.id, tills: [books.till, books.bank] }
		const now = books.clock.now()
		for (const [from, to] of [
			['2025-03-01', '2025-04-30'],
			['2025-01-01', '2025-12-31'],
			['2025-03-19', '2025-03-19'],
			['2025-04-01', '2025-04-30'],
			['2024-01-01', '2024-12-31'],
		] as const) {
			for (const granularity of [undefined, ...cashFlowGranularities]) {
				for (const cashiers of [0, 1, 2, 3, 4]) {
					await expectSameAsReference(test, unit, {
						from,
						to,
						now,
						granularity,
						firstDayOfWeek: 7,
						cashiers,
						// The calendar's months in turn: February (overdue before it), March
						// (today in it), April (all projected).
						month: (['2025-02', '2025-03', '2025-04'] as const)[cashiers % 3] ?? '2025-03',
						start: 0,
						length: 0,
						today: 0,
					})
				}
			}
		}
	}, 60_000)

	it('sums a set of units: this one and another of the same currency', async () => {
		const set = await expectUnitSetSums(test, [books.cast.unit.id, books.elsewhere], {
			from: '2025-03-01',
			to: '2025-04-30',
			now: books.clock.now(),
			granularity: 'MONTH',
			firstDayOfWeek: undefined,
		})
		// The hand-worked figures: the unit opens March at 6 200.00 and closes it at 8 357.50; the
		// other unit's sale of 123.45 (10/03) adds to both its March and the set's.
		expect(set.openingBalance).toBe(620_000)
		expect(set.periods[0]?.closingBalance).toBe(835_750 + 12_345)
		expect(set.units.map((unit) => unit.closingBalance)).toEqual([835_750, 12_345])
		// Transfers are inside a unit: in and out alike.
		expect(set.transfersIn).toBe(set.transfersOut)
	})
})

describe('the cash flow from the summary rows, on random ledgers', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock(Date.UTC(2025, 5, 1, 12))

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
	})

	afterAll(async () => {
		await test.destroy()
	})

	async function randomLedger(operations: readonly Parameters<typeof applyLedgerOperation>[2][]) {
		const unit = await randomLedgerUnit(test.db, cast.owner.profileId, clock.now())
		let applied = 0
		for (const operation of operations) {
			try {
				await applyLedgerOperation(test.db, unit, operation, clock.now())
				applied += 1
			} catch (error) {
				if (!(error instanceof DomainError)) throw error
			}
		}
		return { unit, applied }
	}

	it('is the reference’s for any range, periods, week start, today, cashiers and month', async () => {
		let applied = 0
		await fc.assert(
			fc.asyncProperty(
				fc.array(ledgerOperationArb, { minLength: 6, maxLength: 40, size: 'max' }),
				fc.array(queryArb, { minLength: 1, maxLength: 4 }),
				async (operations, queries) => {
					const ledger = await randomLedger(operations)
					applied += ledger.applied
					for (const drawn of queries) await expectSameAsReference(test, ledger.unit, drawn)
				},
			),
			{ numRuns: test.engine === 'sqlite' ? 30 : 15 },
		)
		await expectBooksBalanced(test.db)
		expect(applied).toBeGreaterThan(0)
	}, 600_000)

	it('sums a set of units as their own cash flows, each on its own today', async () => {
		const units: RandomLedgerUnit[] = []
		for (const seed of [3, 5]) {
			const operations = fc.sample(ledgerOperationArb, { numRuns: 40, seed })
			units.push((await randomLedger(operations)).unit)
		}
		// The second unit a zone ahead: at 23:30 UTC it is already tomorrow in Tokyo.
		await test.db
			.updateTable('units')
			.set({ timezone: 'Asia/Tokyo' })
			.where('id', '=', units[1]?.unitId ?? '')
			.execute()
		const unitIds = units.map((unit) => unit.unitId)
		for (const drawn of fc.sample(queryArb, { numRuns: 12, seed: 11 })) {
			const set = await expectUnitSetSums(test, unitIds, {
				...drawn,
				now: drawn.now + 11.5 * 3_600_000,
			})
			expect(set.today).toBe(set.units[0]?.today)
			expect(set.units[1]?.today).toBe(ledgerDay(drawn.today + 1))
		}
	}, 300_000)
})
