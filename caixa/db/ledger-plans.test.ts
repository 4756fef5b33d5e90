import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createInventory } from '@caixa/services/inventories'
import {
	type Cast,
	categoryOfKind,
	createCast,
	createTestDatabase,
	indexedReads,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { listInventories } from './inventories'
import { findLedgerCashier } from './ledger-cashier'
import { listChildren, listInstallmentsOf, listPayments } from './payments'

// A business with a million payments pages its books on an index: every table each ledger list
// reads (records, their installments' figures, follows, payments) is read through one.
describe('the ledger’s lists read indexes only', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		const categoryId = await categoryOfKind(test.db, cast.unit.id, 'INCOME')
		await createInventory(
			test.db,
			cast.owner.profileId,
			cast.cashier.id,
			{
				input: true,
				issuedOn: '2025-01-10',
				total: 3_000,
				categoryId,
				installments: { count: 3, firstDueDate: '2025-01-10', every: 'MONTH' },
			},
			undefined,
			clock.now(),
		)
	})

	afterAll(async () => {
		await test.destroy()
	})

	it('on SQLite, with every filter at once', async (context) => {
		if (test.engine !== 'sqlite') return context.skip()
		const { owner, cashier } = cast
		const today = '2025-01-15'
		const queries = await indexedReads(test, async (logged) => {
			await findLedgerCashier(logged, owner.profileId, cashier.id)
			await listInventories(logged, owner.profileId, cashier.id, {
				offset: 0,
				size: 20,
				today,
				from: '2025-01-01',
				to: '2025-01-31',
				input: true,
				settlement: ['OVERDUE', 'PENDING', 'PARTLY_PAID', 'PAID'],
				categoryId: [cashier.id],
				clientOrSupplierId: [cashier.id],
				followed: true,
				text: 'bolo',
			})
			await listInventories(logged, owner.profileId, cashier.id, { offset: 0, size: 20, today })
			await listPayments(logged, owner.profileId, cashier.id, {
				offset: 0,
				size: 20,
				today,
				dueFrom: '2025-01-01',
				dueTo: '2025-03-31',
				status: ['OVERDUE', 'PAID'],
				followed: true,
				input: true,
			})
			await listInstallmentsOf(logged, owner.profileId, [cashier.id])
			await listChildren(logged, owner.profileId, cashier.id)
		})
		// 8: the text filter counts its FTS5 hits first (db/inventories.ts textCondition).
		expect(queries).toBe(8)
	})
})
