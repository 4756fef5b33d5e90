import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportPaymentStatuses } from '@caixa/contract/report-payments'
import { DomainError } from '@caixa/domain/errors'
import {
	type Cast,
	createCast,
	createTestDatabase,
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
import {
	type ReportPaymentsFilter,
	type ReportPaymentsSums,
	reportPaymentsSums,
	reportPaymentsSumsOfRows,
} from './report-payments'

// The general report's totals read from the payments' summary (db/report-installments.ts) are the
// sums of the installments themselves, row by row, on random ledgers written through the services
// and random filters — every filter the summary keeps a key for, OVERDUE's day against today
// included. Runs on SQLite, and on PostgreSQL under scripts/with-postgres.sh.

/** Mostly no filter of the kind: the ledgers are small, and every filter on keeps few rows. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
	fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb })

const filterArb = fc.record({
	start: fc.integer({ min: -5, max: LEDGER_SPAN + 5 }),
	length: fc.integer({ min: 0, max: LEDGER_SPAN }),
	today: fc.integer({ min: -5, max: LEDGER_SPAN + 5 }),
	cashiers: fc.integer({ min: 0, max: 3 }),
	categories: sometimes(fc.array(fc.nat({ max: 40 }), { maxLength: 3 })),
	input: sometimes(fc.boolean()),
	statuses: sometimes(fc.subarray([...reportPaymentStatuses])),
	methods: sometimes(fc.subarray(['PIX', 'CASH', 'CREDIT_CARD'])),
})

type FilterSeed = typeof filterArb extends fc.Arbitrary<infer T> ? T : never

function filterOf(unit: RandomLedgerUnit, seed: FilterSeed): ReportPaymentsFilter {
	const categoryIds = seed.categories?.map(
		(index) => unit.categories[index % unit.categories.length]?.id ?? '',
	)
	return {
		unitId: unit.unitId,
		from: ledgerDay(seed.start),
		to: ledgerDay(seed.start + seed.length),
		today: ledgerDay(seed.today),
		cashierIds: [undefined, unit.tills.slice(0, 1), unit.tills.slice(1), []][seed.cashiers],
		...(categoryIds ? { categoryIds } : {}),
		...(seed.input === null ? {} : { input: seed.input }),
		...(seed.statuses ? { statuses: seed.statuses } : {}),
		...(seed.methods ? { methods: seed.methods } : {}),
	}
}

const byDirection = (sums: ReportPaymentsSums[]) =>
	[...sums].sort((a, b) => Number(a.input) - Number(b.input))

describe('the general report’s totals from the payments’ summary', () => {
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

	it('are the installments’ own sums on any ledger and filter', async () => {
		const runs = test.engine === 'sqlite' ? 15 : 8
		let nonEmpty = 0
		await fc.assert(
			fc.asyncProperty(
				fc.array(ledgerOperationArb, { minLength: 6, maxLength: 30, size: 'max' }),
				fc.array(filterArb, { minLength: 10, maxLength: 20 }),
				async (operations, filters) => {
					const unit = await randomLedgerUnit(test.db, cast.owner.profileId, clock.now())
					for (const operation of operations) {
						try {
							await applyLedgerOperation(test.db, unit, operation, clock.now())
						} catch (error) {
							if (!(error instanceof DomainError)) throw error
						}
					}
					for (const seed of filters) {
						const filter = filterOf(unit, seed)
						const rows = byDirection(await reportPaymentsSumsOfRows(test.db, filter))
						if (rows.length) nonEmpty += 1
						expect(
							byDirection(await reportPaymentsSums(test.db, filter)),
							JSON.stringify(filter),
						).toEqual(rows)
					}
				},
			),
			{ numRuns: runs },
		)
		// The filters did keep installments, not only empty sets (about one per ledger, at the least
		// a third of that: the filters are random).
		expect(nonEmpty).toBeGreaterThanOrEqual(Math.ceil(runs / 3))
	}, 600_000)
})
