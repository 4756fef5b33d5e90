import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Kysely, sql } from 'kysely'
import { seedLedger } from '@caixa/scripts/bench/seed-ledger'
import { createTransfer } from '@caixa/services/internal-transfers'
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
import { listCashierBook } from './cashier-book'
import { type Database } from './database'
import { type InventoryFilter } from './inventories'

// A cashier's book (records and transfers) pages on its indexes whatever its size: each arm of
// the page's compound walks its own index in the list's order, and the arms are merged, not
// gathered and sorted. PostgreSQL plans from statistics: the book is seeded and ANALYZEd.
describe('the cashier’s book reads its indexes in the list’s order, on SQLite and PostgreSQL', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()
	const today = '2025-06-01'
	const records = 'inventories_cashier_id_issued_on_created_at_id_idx'
	const out = 'internal_transfers_from_cashier_id_transferred_on_created_at_id_idx'
	const into = 'internal_transfers_to_cashier_id_transferred_on_created_at_id_idx'

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		await seedLedger(test.db, {
			cashierId: cast.cashier.id,
			unitId: cast.unit.id,
			profileId: cast.owner.profileId,
			categoryId: await categoryOfKind(test.db, cast.unit.id, 'INCOME'),
			records: 3_000,
			followEvery: 100,
		})
		for (let day = 0; day < 60; day++) {
			const outOf = day % 2 === 0
			await createTransfer(
				test.db,
				cast.owner.profileId,
				cast.unit.id,
				{
					fromCashierId: outOf ? cast.cashier.id : cast.otherCashier.id,
					toCashierId: outOf ? cast.otherCashier.id : cast.cashier.id,
					amount: 100 + day,
					transferredOn: `2021-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}`,
				},
				undefined,
				clock.now(),
			)
		}
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	const book = (filter: Partial<InventoryFilter>) => async (logged: Kysely<Database>) => {
		await listCashierBook(logged, cast.owner.profileId, cast.cashier.id, {
			offset: 40,
			size: 20,
			today,
			...filter,
		})
	}

	it('walks the records’ index and the cashier’s transfers out and in, in one statement', async () => {
		const cases: Array<[Partial<InventoryFilter>, string[], string[]]> = [
			[{}, [records, out, into], []],
			[{ from: '2021-01-01', to: '2021-03-31' }, [records, out, into], []],
			[{ input: true }, [records, into], [out]],
			[{ input: false }, [records, out], [into]],
		]
		for (const [filter, read, unread] of cases) {
			const reads = await indexesRead(test, book(filter))
			expect(reads, JSON.stringify(filter)).toHaveLength(1)
			// PostgreSQL cuts an index's name at 63 characters: compare as it does.
			const names = [...(reads[0] ?? [])].map((name) => name.slice(0, 63))
			for (const name of read) expect(names, JSON.stringify(filter)).toContain(name.slice(0, 63))
			for (const name of unread) {
				expect(names, JSON.stringify(filter)).not.toContain(name.slice(0, 63))
			}
		}
	})

	const shapes = () =>
		plansOf(test, async (logged) => {
			await book({})(logged)
			await book({ from: '2021-01-01', to: '2021-03-31', input: true })(logged)
		})

	// Each arm reads its index in the list's order and is cut at offset + size (its own LIMIT),
	// whatever the size of the book: no arm sorts its rows.
	it('on SQLite, each arm in its index’s order, unsorted', async (context) => {
		if (test.engine !== 'sqlite') return context.skip()
		for (const plan of await shapes()) {
			const text = plan.join('\n')
			expect(text).toContain('MERGE (UNION ALL)')
			for (const index of [records, into]) {
				const at = plan.findIndex((line) => line.includes(`USING INDEX ${index}`))
				expect(at, text).toBeGreaterThan(0)
				// An arm that needed sorting would say so inside its co-routine, right after its read.
				expect(plan[at + 1], text).toMatch(/^SCAN [ron]$/)
			}
		}
	})

	it('on PostgreSQL, each arm an index scan in the list’s order under its limit, unsorted', async (context) => {
		if (test.engine !== 'postgres') return context.skip()
		for (const plan of await shapes()) {
			const text = plan.join('\n')
			for (const index of [records, into]) {
				// PostgreSQL cuts an index's name at 63 characters.
				const at = plan.findIndex((line) =>
					line.includes(`Index Scan Backward using ${index.slice(0, 63)}`),
				)
				expect(at, text).toBeGreaterThan(0)
				expect(plan[at - 1], text).toMatch(/->\s+Limit\b/)
			}
			expect(text).not.toMatch(/->\s+(Incremental )?Sort\b/)
		}
	})
})
