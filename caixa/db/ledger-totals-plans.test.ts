import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Kysely, sql } from 'kysely'
import { seedLedger } from '@caixa/scripts/bench/seed-ledger'
import {
	type Cast,
	categoryOfKind,
	createCast,
	createTestDatabase,
	indexesRead,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { type Database } from './database'
import { paymentTotals, recordTotals } from './ledger-totals'

// The totals above the cashier's lists are the cashier's row for a list without a period or
// category (its running totals, db/cashier-totals.ts), else one aggregate each on a summary's key
// — the records' and one open state's installments on report_installments_key_idx, what open
// installments owe on report_days_key_idx (not its (unit, cashier, day) index, whose range holds
// every measure) — never a walk of the book's records or payments, whatever the filter. PostgreSQL plans from
// statistics: the book is seeded and ANALYZEd.
describe('the lists’ totals read a summary by its key, on SQLite and PostgreSQL', () => {
	let test: TestDatabase
	let cast: Cast
	let categoryId: string
	const clock = manualClock()

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		categoryId = await categoryOfKind(test.db, cast.unit.id, 'INCOME')
		await seedLedger(test.db, {
			cashierId: cast.cashier.id,
			unitId: cast.unit.id,
			profileId: cast.owner.profileId,
			categoryId,
			records: 2_000,
			followEvery: 100,
		})
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	it('records’ and payments’ totals, for each filter, one query on a summary’s key', async () => {
		const scope = { unitId: cast.unit.id, cashierId: cast.cashier.id }
		const work = async (logged: Kysely<Database>) => {
			await recordTotals(logged, scope)
			await recordTotals(logged, { ...scope, from: '2021-01-01', to: '2021-02-28', input: true })
			await recordTotals(logged, { ...scope, from: '2021-01-01', categoryIds: [categoryId] })
			await paymentTotals(logged, { ...scope, today: '2021-02-01' })
			await paymentTotals(logged, {
				...scope,
				today: '2021-02-01',
				dueFrom: '2021-01-01',
				dueTo: '2021-02-28',
				input: false,
				status: ['OVERDUE', 'PAID'],
			})
			await paymentTotals(logged, { ...scope, today: '2021-02-01', status: ['PENDING'] })
			await paymentTotals(logged, {
				...scope,
				today: '2021-02-01',
				dueFrom: '2021-01-01',
				status: ['PARTIALLY_PAID', 'OVERDUE'],
			})
		}
		const reads = await indexesRead(test, work)
		const cashierRow = test.engine === 'sqlite' ? 'sqlite_autoindex_cashiers_1' : 'cashiers_pkey'
		expect(reads.map((names) => [...names])).toEqual([
			[cashierRow],
			['report_installments_key_idx'],
			['report_installments_key_idx'],
			[cashierRow],
			['report_days_key_idx'],
			['report_installments_key_idx'],
			['report_installments_key_idx'],
		])
	})
})
