import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedLedger } from '@caixa/scripts/bench/seed-ledger'
import {
	type Cast,
	categoryOfKind,
	createCast,
	createTestDatabase,
	indexesRead,
	manualClock,
	plansOf,
	type TestDatabase,
} from '@caixa/testing'
import { dreCategoryOf } from './reports-drill-down'

// The income statement's drill-down at a million payments (npm run bench:reports): its page
// walks an index in the page's order and stops there, and the category's figure is read from the
// summary rows by their key, never summed from every row of the period. Both engines; PostgreSQL
// plans from statistics, so the books are seeded and ANALYZEd.
describe('the drill-down reads a page and the summary rows, not the period’s every row', () => {
	let test: TestDatabase
	let cast: Cast
	let categoryId: string
	const clock = manualClock(Date.UTC(2021, 2, 1, 12))
	const query = (basis: 'ACCRUAL' | 'CASH') => ({
		basis,
		from: Date.UTC(2021, 0, 1, 12),
		to: Date.UTC(2021, 1, 28, 12),
		offset: 20,
		size: 20,
	})

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		categoryId = await categoryOfKind(test.db, cast.unit.id, 'INCOME')
		await seedLedger(test.db, {
			cashierId: cast.cashier.id,
			unitId: cast.unit.id,
			profileId: cast.owner.profileId,
			categoryId,
			records: 3_000,
		})
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	const drill = (basis: 'ACCRUAL' | 'CASH') => async (logged: typeof test.db) => {
		const found = await dreCategoryOf(
			logged,
			cast.owner.profileId,
			cast.unit.id,
			categoryId,
			{ ...query(basis), language: 'en-US' },
			clock.now(),
		)
		expect(found.rows).toHaveLength(20)
	}

	it('on accrual: the category’s records walked newest first on 0018’s index, with no sort', async () => {
		const plans = await plansOf(test, drill('ACCRUAL'), ['bitmapscan', 'sort'])
		// The page: the statement reading the records alone (the count sits beside the figure, in the
		// statement that reads report_days, and may take another way in on PostgreSQL).
		const pages = plans.filter(
			(plan) =>
				plan.some((line) => line.includes('inventories_category_id_issued_on_created_at_id_idx')) &&
				!plan.join('\n').includes('report_days'),
		)
		expect(pages).toHaveLength(1)
		expect(pages[0]?.join('\n')).not.toMatch(/TEMP B-TREE|Sort/)
		const figure = await indexesRead(test, drill('ACCRUAL'))
		expect(figure.some((names) => names.has('report_days_key_idx'))).toBe(true)
	})

	it('on cash: the payment rows by the unit’s paid_on index, the figure and the count by the summaries’ keys', async () => {
		const reads = await indexesRead(test, drill('CASH'))
		// The page; the count and the figure side by side in one statement, on the summaries.
		expect(reads.filter((names) => names.has('payments_unit_id_paid_on_idx')).length).toBe(1)
		const totals = reads.filter((names) => names.has('report_days_key_idx'))
		expect(totals).toHaveLength(1)
		expect(totals[0]?.has('report_installments_key_idx')).toBe(true)
		for (const plan of await plansOf(test, drill('CASH'))) {
			for (const line of plan) {
				expect(line).not.toMatch(/^SCAN (m|p|i|x|r)\b|Seq Scan on (payments|inventories)/)
			}
		}
	})
})
