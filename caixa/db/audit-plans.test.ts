import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
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
import { listComments } from './comments'
import { type InventoryFilter, listInventories } from './inventories'

// The index rule for the auditor filters: the writers' "has a question or rejection", the
// auditor's own reaction and a record's comment thread each page on an index, on SQLite and
// PostgreSQL (planned from statistics: a book of 3,000 records written straight into the tables,
// as the bench seeds it, then ANALYZEd).
describe('the audit filters and the thread read their indexes, on SQLite and PostgreSQL', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()
	const today = '2025-06-01'
	let threaded = ''

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		await seedLedger(test.db, {
			cashierId: cast.cashier.id,
			unitId: cast.unit.id,
			profileId: cast.owner.profileId,
			categoryId: await categoryOfKind(test.db, cast.unit.id, 'INCOME'),
			records: 3_000,
		})
		// The auditor approved nine records in ten (dense) and questioned one in a hundred (sparse,
		// the few records with a concern); its reactions are written as db/reactions.ts does, the
		// record's counts beside them.
		const auditor = cast.auditor.profileId
		await sql`insert into inventory_reactions (inventory_id, profile_id, cashier_id, reaction, created_at, updated_at)
			select id, ${auditor}, cashier_id,
				case when order_number % 100 = 0 then 'QUESTION' else 'APPROVED' end, 1, 1
			from inventories where cashier_id = ${cast.cashier.id}
				and (order_number % 100 = 0 or order_number % 10 <> 0)`.execute(test.db)
		// Others' reactions too, as a live database holds: the auditor's are a quarter of the table,
		// so the planner weighs its index against the primary key on the share it really has.
		for (const other of [cast.owner, cast.unitCollaborator, cast.cashierCollaborator]) {
			await sql`insert into inventory_reactions (inventory_id, profile_id, cashier_id, reaction, created_at, updated_at)
				select id, ${other.profileId}, cashier_id, 'APPROVED', 1, 1
				from inventories where cashier_id = ${cast.cashier.id}`.execute(test.db)
		}
		await sql`update inventories set question_count = 1
			where cashier_id = ${cast.cashier.id} and order_number % 100 = 0`.execute(test.db)
		await sql`update inventories set approved_count = 1
			where cashier_id = ${cast.cashier.id} and order_number % 100 <> 0 and order_number % 10 <> 0`.execute(
			test.db,
		)
		const first = await test.db
			.selectFrom('inventories')
			.select('id')
			.where('cashier_id', '=', cast.cashier.id)
			.where('order_number', '=', 1)
			.executeTakeFirstOrThrow()
		threaded = first.id
		await sql`with recursive n(k) as (select 1 union all select k + 1 from n where k < 500)
			insert into inventory_comments (id, inventory_id, profile_id, author_role, body, created_at)
			select 'comment-' || cast(k as text), ${threaded}, ${auditor}, 'AUDITOR', 'Why?', k from n`.execute(
			test.db,
		)
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	const records = async (filter: Partial<InventoryFilter>, profileId = cast.owner.profileId) => {
		const reads = await indexesRead(test, async (logged) => {
			await listInventories(logged, profileId, cast.cashier.id, {
				offset: 0,
				size: 20,
				today,
				...filter,
			})
		})
		return reads.map((names) => [...names].sort())
	}
	const listOrder = 'inventories_cashier_id_issued_on_created_at_id_idx'
	const concernIndex = 'inventories_concern_cashier_id_issued_on_created_at_id_idx'
	const reactionsPrimary = () =>
		test.engine === 'sqlite' ? 'sqlite_autoindex_inventory_reactions_1' : 'inventory_reactions_pkey'
	const byKey = () =>
		test.engine === 'sqlite' ? 'sqlite_autoindex_inventories_1' : 'inventories_pkey'

	it('concern: the partial index in the list’s order; no concern: the list’s walk', async () => {
		const concern = await records({ concern: true })
		expect(concern, JSON.stringify(concern)).toHaveLength(1)
		expect(concern[0], JSON.stringify(concern)).toContain(concernIndex)
		expect(concern[0]).not.toContain(listOrder)
		const none = await records({ concern: false })
		expect(none[0], JSON.stringify(none)).toContain(listOrder)
		expect(none[0]).not.toContain(concernIndex)
	})

	it('the auditor’s reaction: few by the reactions’ index, many and NONE by the list’s walk', async () => {
		const auditor = cast.auditor.profileId
		const reactionsIndex = 'inventory_reactions_profile_id_cashier_id_reaction_idx'
		// Sparse: the probe finds the 30 questioned records' keys; the page reads them by key.
		const sparse = await records({ myReaction: ['QUESTION'], readsMyReaction: true }, auditor)
		expect(sparse, JSON.stringify(sparse)).toHaveLength(2)
		expect(sparse[0]).toEqual([reactionsIndex])
		expect(sparse[1], JSON.stringify(sparse)).toContain(byKey())
		expect(sparse[1]).not.toContain(listOrder)
		// Dense: more than the probe hands on; the list's walk checks each record's reaction by key.
		const dense = await records({ myReaction: ['APPROVED'], readsMyReaction: true }, auditor)
		expect(dense[0]).toEqual([reactionsIndex])
		expect(dense.at(-1), JSON.stringify(dense)).toContain(listOrder)
		expect(dense.at(-1)).toContain(reactionsPrimary())
		for (const myReaction of [['NONE'], ['NONE', 'QUESTION']] as const) {
			const walk = await records({ myReaction: [...myReaction], readsMyReaction: true }, auditor)
			expect(walk, JSON.stringify(walk)).toHaveLength(1)
			expect(walk[0]).toContain(listOrder)
			expect(walk[0]).toContain(reactionsPrimary())
		}
	})

	it('a record’s thread: its comments’ index, from the first, stopped at the page', async () => {
		const reads = await indexesRead(test, async (logged) => {
			await listComments(logged, threaded, { offset: 40, size: 20 })
		})
		expect(reads).toHaveLength(1)
		expect([...(reads[0] ?? [])]).toContain('inventory_comments_inventory_id_created_at_id_idx')
		const page = await listComments(test.db, threaded, { offset: 40, size: 20 })
		expect(page.map((comment) => comment.createdAt)).toEqual(
			Array.from({ length: 20 }, (_, index) => 41 + index),
		)
	})

	it('answers what the filters say, in the list’s order', async () => {
		const every = await listInventories(test.db, cast.auditor.profileId, cast.cashier.id, {
			offset: 0,
			size: 10_000,
			today,
			readsMyReaction: true,
		})
		const questioned = every.filter((view) => view.question > 0).map((view) => view.id)
		expect(questioned).toHaveLength(30)
		const concern = await listInventories(test.db, cast.owner.profileId, cast.cashier.id, {
			offset: 5,
			size: 20,
			today,
			concern: true,
		})
		expect(concern.map((view) => view.id)).toEqual(questioned.slice(5, 25))
		const none = every.filter((view) => (view.myReaction ?? null) === null).map((view) => view.id)
		const page = await listInventories(test.db, cast.auditor.profileId, cast.cashier.id, {
			offset: 3,
			size: 20,
			today,
			myReaction: ['NONE'],
			readsMyReaction: true,
		})
		expect(page.map((view) => view.id)).toEqual(none.slice(3, 23))
		expect(page.every((view) => view.myReaction === null)).toBe(true)
	})
})
