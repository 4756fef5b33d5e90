import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
	sampledLedgerUnit,
} from '@caixa/testing/random-ledger'
import { expectReportDaysInvariant, orderedReportDays } from '@caixa/testing/report-days'
import { incomeStatementByMonth, incomeStatementOf } from './income-statement'
import {
	type IncomeStatementBasis,
	type IncomeStatementPeriod,
	incomeStatementReference,
} from './income-statement-reference'
import { rebuildReportDays, storedReportDays } from './report-days'

// The reports' summary rows against the books (db/report-days.ts), on random ledgers written
// through the services (testing/random-ledger.ts): after every write the stored rows are the rows
// the books make, and the income statement read from them (db/income-statement.ts) is the
// reference's recomputation from the books (income-statement-reference.ts) — on random periods,
// on both bases, and month by month. Runs on SQLite, and on PostgreSQL under
// scripts/with-postgres.sh.

const periodArb = fc
	.tuple(fc.integer({ min: -5, max: LEDGER_SPAN + 40 }), fc.integer({ min: 0, max: LEDGER_SPAN }))
	.chain(([start, length]) =>
		fc.record({
			from: fc.constant(ledgerDay(start)),
			to: fc.constant(ledgerDay(start + length)),
			cashiers: fc.integer({ min: 0, max: 3 }),
		}),
	)

describe('the reports’ summary rows', () => {
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

	async function expectSameStatements(
		unit: RandomLedgerUnit,
		periods: readonly { from: string; to: string; cashiers: number }[],
	): Promise<void> {
		const unitId = unit.unitId
		for (const basis of ['ACCRUAL', 'CASH'] as const satisfies IncomeStatementBasis[]) {
			for (const { from, to, cashiers } of periods) {
				// The whole unit, one cashier or the other, or none of them.
				const cashierIds = [undefined, unit.tills.slice(0, 1), unit.tills.slice(1), []][cashiers]
				const period: IncomeStatementPeriod = { unitId, from, to, basis, cashierIds }
				const label = `${basis} ${from}..${to} ${JSON.stringify(cashierIds)}`
				expect(await incomeStatementOf(test.db, period), label).toEqual(
					await incomeStatementReference(test.db, period),
				)
			}
			// Month by month over the whole span, the first and last months cut to it.
			const year = { unitId, from: '2025-01-10', to: '2025-05-20', basis }
			const months = await incomeStatementByMonth(test.db, year)
			expect(months.map((month) => month.month)).toEqual([
				'2025-01',
				'2025-02',
				'2025-03',
				'2025-04',
				'2025-05',
			])
			for (const { month, statement } of months) {
				const from = month === '2025-01' ? '2025-01-10' : `${month}-01`
				const to = month === '2025-05' ? '2025-05-20' : `${month}-31`
				expect(statement, `${basis} ${month}`).toEqual(
					await incomeStatementReference(test.db, { unitId, from, to, basis }),
				)
			}
		}
	}

	it('are the books’ after every write, and make the reference’s income statement on any period', async () => {
		let refused = 0
		let applied = 0
		await fc.assert(
			fc.asyncProperty(
				fc.array(ledgerOperationArb, { minLength: 6, maxLength: 30, size: 'max' }),
				fc.array(periodArb, { minLength: 1, maxLength: 4 }),
				async (operations, periods) => {
					const unit = await randomLedgerUnit(test.db, cast.owner.profileId, clock.now())
					for (const [index, operation] of operations.entries()) {
						try {
							await applyLedgerOperation(test.db, unit, operation, clock.now())
							applied += 1
						} catch (error) {
							if (!(error instanceof DomainError)) throw error
							refused += 1
						}
						await expectReportDaysInvariant(
							test.db,
							unit.unitId,
							`after #${index} ${JSON.stringify(operation)}`,
						)
					}
					await expectSameStatements(unit, periods)
				},
			),
			{ numRuns: test.engine === 'sqlite' ? 40 : 20 },
		)
		await expectBooksBalanced(test.db)
		// The ledgers did write: most operations went through.
		expect(applied).toBeGreaterThan(refused)
	}, 600_000)

	it('rebuilt from the books are the rows the writes kept', async () => {
		const unit = await sampledLedgerUnit(test.db, cast.owner.profileId, clock.now(), {
			seed: 17,
			runs: 60,
		})
		const kept = await storedReportDays(test.db, unit.unitId)
		expect(kept.length).toBeGreaterThan(0)
		await test.db
			.updateTable('report_days')
			.set({ amount: 0 })
			.where('unit_id', '=', unit.unitId)
			.execute()
		await rebuildReportDays(test.db, unit.unitId)
		// The same rows, and none at 0: a rebuild writes only what the books hold.
		expect(orderedReportDays(await storedReportDays(test.db, unit.unitId))).toEqual(
			orderedReportDays(kept),
		)
		const zero = await test.db
			.selectFrom('report_days')
			.select('day')
			.where('unit_id', '=', unit.unitId)
			.where('amount', '=', 0)
			.execute()
		expect(zero).toEqual([])
	}, 120_000)
})
