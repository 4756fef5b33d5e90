import { afterAll, beforeAll, describe, it } from 'vitest'
import {
	type Cast,
	categoryOfKind,
	createCast,
	createTestDatabase,
	expectBalanceInvariant,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { expectReportDaysInvariant } from '@caixa/testing/report-days'
import { seedLedger } from './seed-ledger'

// The benchmarks' book is written straight into the tables: it must leave what the services
// would — the cashier's balance the books' sum, the summaries the books' — or the portal's and
// the reports' figures over it measure a book no user can have.
describe('the seeded book', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
	})

	afterAll(async () => {
		await test.destroy()
	})

	it('keeps the invariants the services keep', async () => {
		await seedLedger(test.db, {
			cashierId: cast.cashier.id,
			unitId: cast.unit.id,
			profileId: cast.owner.profileId,
			categoryId: await categoryOfKind(test.db, cast.unit.id, 'INCOME'),
			records: 600,
		})
		await expectBalanceInvariant(test.db, cast.cashier.id)
		await expectReportDaysInvariant(test.db, cast.unit.id)
	})
})
