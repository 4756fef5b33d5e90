import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
	type Cast,
	createCast,
	createTestDatabase,
	indexedReads,
	indexesRead,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { createTransfer } from '@caixa/services/internal-transfers'
import { listTransfers, transferTotals, type TransferReach } from './internal-transfers'

// The unit's transfers page on an index whatever their number (migration 0014): the list walks
// the unit's index in its own order and stops at the page, a cashier's filter reads that
// cashier's index, and the cashiers' names come by their keys.
describe('the transfers list reads indexes only', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()
	const unitOrder = 'internal_transfers_unit_id_transferred_on_created_at_id_idx'
	const reach = (): TransferReach => ({ unitId: cast.unit.id, cashierIds: null })

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		await createTransfer(
			test.db,
			cast.owner.profileId,
			cast.unit.id,
			{
				fromCashierId: cast.cashier.id,
				toCashierId: cast.otherCashier.id,
				amount: 100,
				transferredOn: '2025-01-10',
			},
			undefined,
			clock.now(),
		)
	})

	afterAll(async () => {
		await test.destroy()
	})

	it('on SQLite, every table through an index, with every filter and for a cashier collaborator', async (context) => {
		if (test.engine !== 'sqlite') return context.skip()
		const filter = {
			from: '2025-01-01',
			to: '2025-01-31',
			fromCashierId: [cast.cashier.id],
			toCashierId: [cast.otherCashier.id],
		}
		const queries = await indexedReads(test, async (logged) => {
			await listTransfers(logged, reach(), { offset: 0, size: 20 })
			await listTransfers(logged, reach(), { ...filter, offset: 0, size: 20 })
			await listTransfers(
				logged,
				{ unitId: cast.unit.id, cashierIds: [cast.cashier.id, cast.otherCashier.id] },
				{ offset: 0, size: 20 },
			)
			await transferTotals(logged, reach(), filter)
		})
		expect(queries).toBe(4)
	})

	it('walks the unit’s index in the list’s order, unfiltered and by dates, on both engines', async () => {
		const reads = await indexesRead(test, async (logged) => {
			await listTransfers(logged, reach(), { offset: 0, size: 20 })
			await listTransfers(logged, reach(), {
				from: '2025-01-01',
				to: '2025-01-31',
				offset: 0,
				size: 20,
			})
		})
		for (const names of reads) expect([...names]).toContain(unitOrder)
	})
})
