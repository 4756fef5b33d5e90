import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomainError } from '@caixa/domain/errors'
import {
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
import { incomeStatementsOfUnits } from './income-statement-units'

// The consolidated income statement reads the summary rows of a SET of units in one statement,
// each unit by report_days' key (unit, measure, a range of days) as a unit's own statement does
// (income-statement-plans.test.ts): never the table whole, nor the books behind it, nor a query
// per unit.
describe('the income statement of a unit set reads indexes only', () => {
	let test: TestDatabase
	const units: RandomLedgerUnit[] = []
	const clock = manualClock(Date.UTC(2025, 5, 1, 12))

	beforeAll(async () => {
		test = await createTestDatabase()
		const cast = await createCast(test.db, clock)
		for (const seed of [7, 8, 9]) {
			const unit = await randomLedgerUnit(test.db, cast.owner.profileId, clock.now())
			units.push(unit)
			for (const operation of fc.sample(ledgerOperationArb, { numRuns: 30, seed })) {
				try {
					await applyLedgerOperation(test.db, unit, operation, clock.now())
				} catch (error) {
					if (!(error instanceof DomainError)) throw error
				}
			}
			// Years of earlier days (rows back at 0, which change no sum), so PostgreSQL's
			// statistics see units whose key narrows by measure and days.
			const earlier = Array.from({ length: 1_000 }, (_, n) => ({
				unit_id: unit.unitId,
				cashier_id: unit.tills[0] ?? '',
				day: new Date(Date.UTC(2015, 0, 1) + (n % 500) * 86_400_000).toISOString().slice(0, 10),
				measure: n < 500 ? ('ACCRUED' as const) : ('PAID_PRINCIPAL' as const),
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
		}
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	it('one statement per basis, reading report_days by its key', async () => {
		const period = {
			unitIds: units.map((unit) => unit.unitId),
			from: '2025-02-01',
			to: '2025-02-28',
		}
		const work = async (logged: typeof test.db) => {
			await incomeStatementsOfUnits(logged, { ...period, basis: 'ACCRUAL' })
			await incomeStatementsOfUnits(logged, { ...period, basis: 'CASH' })
		}
		const indexes = await indexesRead(test, work)
		expect(indexes).toHaveLength(2)
		for (const names of indexes) expect([...names]).toContain('report_days_key_idx')
		for (const plan of await plansOf(test, work)) {
			for (const line of plan) {
				expect(line).not.toMatch(/SCAN r\b|Seq Scan on report_days|payments|inventories/)
			}
		}
	})
})
