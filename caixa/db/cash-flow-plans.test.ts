import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomainError } from '@caixa/domain/errors'
import {
	type Cast,
	createCast,
	createTestDatabase,
	indexesRead,
	manualClock,
	plansOf,
	type TestDatabase,
} from '@caixa/testing'
import {
	applyLedgerOperation,
	ledgerOperationArb,
	type RandomLedgerUnit,
	randomLedgerUnit,
} from '@caixa/testing/random-ledger'
import { cashFlowByDayOf, cashFlowOf, cashFlowOfUnits } from './cash-flow'

// The fast cash flow and calendar read the summary rows through their key (migration 0018: unit,
// measure, a range of days), never the table whole nor the books behind it (payments, records,
// transfers); the cashiers' balances by the unit's cashiers.
describe('the cash flow reads indexes only', () => {
	let test: TestDatabase
	let cast: Cast
	const units: RandomLedgerUnit[] = []
	const clock = manualClock(Date.UTC(2025, 2, 15, 12))

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		for (const seed of [7, 8]) {
			const unit = await randomLedgerUnit(test.db, cast.owner.profileId, clock.now())
			for (const operation of fc.sample(ledgerOperationArb, { numRuns: 60, seed })) {
				try {
					await applyLedgerOperation(test.db, unit, operation, clock.now())
				} catch (error) {
					if (!(error instanceof DomainError)) throw error
				}
			}
			// Years of earlier days, as a unit a while in business has: rows back at 0 (they change
			// no sum), so PostgreSQL's statistics see a unit whose key narrows by measure and days.
			const cashierId = unit.tills[0] ?? ''
			const measures = ['PAID_PRINCIPAL', 'OPEN_REMAINING', 'TRANSFER_IN'] as const
			const earlier = Array.from({ length: 4_500 }, (_, n) => ({
				unit_id: unit.unitId,
				cashier_id: cashierId,
				day: new Date(Date.UTC(2015, 0, 1) + (n % 1_500) * 86_400_000).toISOString().slice(0, 10),
				measure: measures[Math.floor(n / 1_500)] ?? 'PAID_PRINCIPAL',
				category_key: '',
				input: 1 as const,
				amount: 0,
			}))
			for (let first = 0; first < earlier.length; first += 500) {
				await test.db
					.insertInto('report_days')
					.values(earlier.slice(first, first + 500))
					.execute()
			}
			units.push(unit)
		}
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 180_000)

	afterAll(async () => {
		await test.destroy()
	})

	it('reads report_days by its key for a unit, a cashier, a month and a unit set', async () => {
		const [unit, other] = units as [RandomLedgerUnit, RandomLedgerUnit]
		const now = clock.now()
		const range = { from: '2025-03-01', to: '2025-04-30', now }
		const work = async (logged: Parameters<typeof cashFlowOf>[0]) => {
			await cashFlowOf(logged, { ...range, unitId: unit.unitId })
			await cashFlowOf(logged, { ...range, unitId: unit.unitId, cashierIds: unit.tills.slice(1) })
			await cashFlowByDayOf(logged, { unitId: unit.unitId, now, month: '2025-03' })
			await cashFlowOfUnits(logged, { ...range, unitIds: [unit.unitId, other.unitId] })
		}
		const indexes = await indexesRead(test, work)
		const plans = await plansOf(test, work)
		let summaries = 0
		for (const [index, plan] of plans.entries()) {
			const text = plan.join('\n')
			expect(text).not.toMatch(/\b(payments|inventories|internal_transfers|stock_movements)\b/)
			expect(text).not.toMatch(/SCAN (r|c|report_days|cashiers|units|categories)\b|Seq Scan/)
			if (text.includes('report_days')) {
				summaries += 1
				// The key (unit, measure, days), also with a cashier filter: the cashier index's
				// range holds every measure.
				expect([...(indexes[index] ?? [])], text).toContain('report_days_key_idx')
				expect([...(indexes[index] ?? [])], text).not.toContain(
					'report_days_unit_id_cashier_id_day_idx',
				)
			}
		}
		// Three reads of the summary per call, whatever the number of units: the two ends of the
		// units' cash days (with the units), the cash with the balances, what is open.
		expect(summaries).toBe(12)
	})
})
