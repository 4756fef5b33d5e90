import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createInventory } from '@caixa/services/inventories'
import { type Kysely, sql } from 'kysely'
import { seedLedger } from '@caixa/scripts/bench/seed-ledger'
import {
	type Cast,
	categoryOfKind,
	createCast,
	createTestDatabase,
	indexedReads,
	indexesRead,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { recordSettlement } from '@caixa/domain/record-settlement'
import { type InventoryFilter, listInventories } from './inventories'
import { fillRecordSettlement } from './migrations/0012_ledger_filters'
import { findLedgerCashier } from './ledger-cashier'
import { listChildren, listInstallmentsOf, listPayments, type PaymentFilter } from './payments'

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
		// 7: the text filter's probe answers keys from the FTS5 table first (db/inventories.ts
		// textRecords); followed and OVERDUE are then conditions on them, not probes of their own.
		expect(queries).toBe(7)
	})
})

// Each filter alone, on both engines, names the index it reads (every filter of the
// ledger's lists sublinear in the book). PostgreSQL plans from statistics, so the book is 3,000
// records × 5 installments written straight into the tables (the bench's seeding) and ANALYZEd;
// SQLite plans the same on any size.
describe('each ledger filter reads its index, on SQLite and PostgreSQL', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()
	// The seeded book runs from 2020-01-01 over 2,000 days; its records pay their first two
	// installments, the third due 90 days after the record, so by 2025-06-01 thousands are overdue
	// (dense), by 2020-04-05 a handful, those of the first five days (sparse).
	const today = '2025-06-01'
	const early = '2020-04-05'

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
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	const records = async (
		filter: Partial<InventoryFilter>,
		postgresOff: readonly ('indexscan' | 'bitmapscan')[] = [],
	) => {
		const reads = await indexesRead(
			test,
			async (logged) => {
				await listInventories(logged, cast.owner.profileId, cast.cashier.id, {
					offset: 0,
					size: 20,
					today,
					...filter,
				})
			},
			postgresOff,
		)
		return reads.map((names) => [...names].sort())
	}
	const payments = async (filter: Partial<PaymentFilter>) => {
		const reads = await indexesRead(test, async (logged) => {
			await listPayments(logged, cast.owner.profileId, cast.cashier.id, {
				offset: 0,
				size: 20,
				today,
				...filter,
			})
		})
		return reads.map((names) => [...names].sort())
	}

	// A record by its key: the page of a filter whose probe found few records.
	const byKey = () =>
		test.engine === 'sqlite' ? 'sqlite_autoindex_inventories_1' : 'inventories_pkey'
	const listOrder = 'inventories_cashier_id_issued_on_created_at_id_idx'

	it('records followed: from the profile’s follows; not followed: the list’s walk', async () => {
		// The probe reads the follows for the few records' keys, and the page reads them by key and
		// sorts them — not the list's walk checking each record against the follows, which reads
		// the whole book when the followed records are few or old.
		const followed = await records({ followed: true })
		expect(followed).toHaveLength(2)
		expect(followed[0], JSON.stringify(followed)).toContain(
			'payment_follows_profile_id_payment_id_idx',
		)
		expect(followed[1], JSON.stringify(followed)).toContain(byKey())
		expect(followed[1]).not.toContain(listOrder)
		const walk = await records({ followed: false })
		expect(walk).toHaveLength(1)
		expect(walk[0]).toContain(listOrder)
		expect(walk[0]).toContain('payment_follows_profile_id_payment_id_idx')
	})

	it('records OVERDUE: the open-due index, dense or sparse', async () => {
		// Sparse: the probe reads the open-due index for the few records' keys, and the page reads
		// them by key and sorts them — not the list's walk, which meets these oldest records last.
		const sparse = await records({ settlement: ['OVERDUE'], today: early })
		expect(sparse).toHaveLength(2)
		expect(sparse[0]).toEqual(['inventories_cashier_id_open_due_on_id_idx'])
		expect(sparse[1], JSON.stringify(sparse)).toContain(byKey())
		expect(sparse[1]).not.toContain(listOrder)
		// Dense: the probe stops at 2,001 entries of the same index, in its order (so that
		// PostgreSQL, knowing nine records in ten match, does not read them from the table, where
		// another cashier's rows may come first), and the page walks the list.
		const dense = await records({ settlement: ['OVERDUE'] })
		expect(dense[0]).toEqual(['inventories_cashier_id_open_due_on_id_idx'])
		expect(dense.at(-1)).toContain(listOrder)
	})

	it('payments followed, not followed, and by each status', async () => {
		expect((await payments({ followed: true })).at(-1)).toContain(
			'payment_follows_profile_id_payment_id_idx',
		)
		expect((await payments({ followed: false })).at(-1)).toContain(
			'payments_cashier_id_due_date_id_idx',
		)
		expect((await payments({ status: ['OVERDUE'] })).at(-1)).toContain(
			'payments_open_cashier_id_due_date_id_idx',
		)
		for (const status of ['PAID', 'PARTIALLY_PAID'] as const) {
			expect((await payments({ status: [status] })).at(-1), status).toContain(
				'payments_cashier_id_status_due_date_id_idx',
			)
		}
	})

	const settledIndex = 'inventories_cashier_id_settled_issued_on_created_at_id_idx'

	// PARTLY_PAID and PENDING leave out the overdue records: the probe reads the open-due index for
	// the few due from today on, and the page reads them by key — not the settled index's walk,
	// which reads every overdue record of the settlement to find none (a book never marked paid).
	// The book's records are all PARTLY_PAID, their last installment open: by `today` a handful
	// are due later; by `early` nearly all, more than the probe hands on, and the list is walked.
	it('records PARTLY_PAID or PENDING: the open-due index for those due later', async () => {
		for (const settlement of [['PARTLY_PAID'], ['PENDING'], ['PARTLY_PAID', 'PENDING']] as const) {
			const sparse = await records({ settlement: [...settlement] })
			expect(sparse, JSON.stringify(sparse)).toHaveLength(2)
			expect(sparse[0]).toEqual(['inventories_cashier_id_open_due_on_id_idx'])
			expect(sparse[1], JSON.stringify(sparse)).toContain(byKey())
			expect(sparse[1]).not.toContain(listOrder)
			expect(sparse[1]).not.toContain(settledIndex)
		}
		const dense = await records({ settlement: ['PARTLY_PAID'], today: early })
		expect(dense[0]).toEqual(['inventories_cashier_id_open_due_on_id_idx'])
		const walked = dense.at(-1) ?? []
		expect(walked.includes(settledIndex) || walked.includes(listOrder), JSON.stringify(dense)).toBe(
			true,
		)
	})

	// A settlement most records share is as well found by walking the list (PostgreSQL rightly
	// does); the index is for the rare ones. The book has no PAID record; then nine records in ten
	// are paid in full, and PAID is the common one.
	it('records PAID: the settled index', async () => {
		expect((await records({ settlement: ['PAID'] })).at(-1)).toContain(settledIndex)
		await sql`update payments set status = 'PAID', paid = amount
			where inventory_id in (select id from inventories where order_number % 10 = 0)`.execute(test.db)
		await fillRecordSettlement(test.db as unknown as Kysely<unknown>)
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
		expect((await records({ settlement: ['PAID'] })).at(-1)).toContain(settledIndex)
	})
})

// Text on the trigram index: PostgreSQL weighs the pg_trgm GIN index against the list's walk from
// its statistics, and on a few thousand records rightly reads the cashier's few pages instead, so
// this book is 50,000 records (written in one statement, without installments: the text filter
// reads none). SQLite probes its FTS5 table on any size.
describe('records by text read the trigram index, on SQLite and PostgreSQL', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()
	const today = '2025-06-01'
	const size = 50_000

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		const day =
			test.engine === 'sqlite'
				? sql`date('2020-01-01', '+' || (k % 2000) || ' days')`
				: sql`to_char(date '2020-01-01' + (k % 2000), 'YYYY-MM-DD')`
		// Shaped as the bench's seeding writes records (scripts/bench/seed-ledger.ts).
		await sql`with recursive n(k) as (select 1 union all select k + 1 from n where k < ${size})
			insert into inventories (id, cashier_id, unit_id, input, order_reference_number,
				order_number, issued_on, description, search_text, total, created_by_profile_id,
				created_at, settled)
			select 'text-' || cast(k as text), ${cast.cashier.id}, ${cast.unit.id}, k % 2,
				cast(k as text), k, ${day}, 'Record ' || cast(k - 1 as text),
				cast(k as text) || ' record ' || cast(k - 1 as text), 5000, ${cast.owner.profileId},
				k, 'PAID'
			from n`.execute(test.db)
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	const records = async (text: string) => {
		const reads = await indexesRead(test, async (logged) => {
			await listInventories(logged, cast.owner.profileId, cast.cashier.id, {
				offset: 0,
				size: 20,
				today,
				text,
			})
		})
		return reads.map((names) => [...names].sort())
	}
	const trigrams = () =>
		test.engine === 'sqlite' ? 'inventory_search' : 'inventories_search_text_trgm_idx'
	const listOrder = 'inventories_cashier_id_issued_on_created_at_id_idx'

	it('a rare term: the trigram index, not the list’s walk', async () => {
		const rare = await records('31337')
		// SQLite: the probe reads the FTS5 table for the keys, and the page reads those by key.
		// PostgreSQL: one statement, the GIN index for LIKE '%…%'.
		expect(rare, JSON.stringify(rare)).toHaveLength(test.engine === 'sqlite' ? 2 : 1)
		expect(rare[0], JSON.stringify(rare)).toContain(trigrams())
		expect(rare.at(-1)).not.toContain(listOrder)
	})

	it('a term most records share: the list’s walk, which meets a page of them soon', async () => {
		expect((await records('record')).at(-1)).toContain(listOrder)
	})
})

// The probes (text, followed, OVERDUE) hand the page their records' keys when few, and the page
// then reads those without the cashier's condition: each filter, alone and with others, answers
// what the rule says (recordSettlement over the installments' figures; every term in the reference
// and description; a payment of the record followed by the profile), sparse and dense, with
// another cashier's records matching the same text and followed by the same profile.
describe('the ledger’s probed filters answer as the rule says', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()
	const today = '2025-06-01'
	const early = '2020-04-05'

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
		const categoryId = await categoryOfKind(test.db, cast.unit.id, 'INCOME')
		// The owner follows a payment of one record in 50 (few: the probe's keys).
		const seed = {
			unitId: cast.unit.id,
			profileId: cast.owner.profileId,
			categoryId,
			followEvery: 50,
		}
		// 2,500 records: by `today` more than 2,000 overdue (the walk), by `early` a handful.
		await seedLedger(test.db, { ...seed, cashierId: cast.cashier.id, records: 2_500 })
		await seedLedger(test.db, { ...seed, cashierId: cast.otherCashier.id, records: 300 })
		// The auditor follows a payment of nine records in ten: more than the probe hands on.
		await sql`insert into payment_follows (payment_id, profile_id, created_at)
			select p.id, ${cast.auditor.profileId}, 1 from payments p inner join inventories o
			on o.id = p.inventory_id where p.cashier_id = ${cast.cashier.id} and p.number = 3
			and o.order_number % 10 <> 0`.execute(test.db)
		// One of the early overdue records deleted, and one followed: they leave every list.
		await sql`update inventories set deleted_at = 1 where cashier_id = ${cast.cashier.id}
			and order_number in (2, 51)`.execute(test.db)
		if (test.engine === 'postgres') await sql`analyze`.execute(test.db)
	}, 120_000)

	afterAll(async () => {
		await test.destroy()
	})

	const list = (filter: Partial<InventoryFilter>, profileId = cast.owner.profileId) =>
		listInventories(test.db, profileId, cast.cashier.id, {
			offset: 0,
			size: 20,
			today,
			...filter,
		})

	/** The records of any cashier a payment of which the profile follows. */
	const followedBy = async (profileId: string) => {
		const { rows } = await sql<{ id: string }>`select p.inventory_id as id from payment_follows f
			inner join payments p on p.id = f.payment_id where f.profile_id = ${profileId}`.execute(test.db)
		return new Set(rows.map((row) => row.id))
	}

	it.each([
		{ settlement: ['OVERDUE'] },
		{ settlement: ['OVERDUE'], today: early },
		{ settlement: ['OVERDUE'], today: early, offset: 3 },
		{ settlement: ['OVERDUE', 'PENDING'], today: early },
		{ settlement: ['OVERDUE', 'PARTLY_PAID'], today: early },
		{ settlement: ['OVERDUE'], today: early, input: false },
		{ settlement: ['OVERDUE'], today: early, text: '200' },
		{ settlement: ['OVERDUE'], today: early, text: 'record 1' },
		{ settlement: ['OVERDUE'], text: '199' },
		{ settlement: ['PARTLY_PAID'] },
		{ settlement: ['PARTLY_PAID'], offset: 2 },
		{ settlement: ['PARTLY_PAID', 'PENDING'] },
		{ settlement: ['PARTLY_PAID'], today: early },
		{ settlement: ['PARTLY_PAID'], input: false },
		{ settlement: ['PARTLY_PAID'], text: '24' },
		{ followed: true, settlement: ['PARTLY_PAID'] },
		{ followed: false, settlement: ['PARTLY_PAID'] },
		{ text: '199' },
		{ text: '2 record' },
		{ text: 'record' },
		{ text: 'nothing' },
		{ text: '7' },
		{ followed: true },
		{ followed: true, offset: 30 },
		{ followed: true, settlement: ['OVERDUE'], today: early },
		{ followed: true, settlement: ['OVERDUE', 'PARTLY_PAID'] },
		{ followed: true, text: '1' },
		{ followed: true, text: 'record 1' },
		{ followed: true, text: '150' },
		{ followed: false },
		{ followed: false, text: '150' },
		{ followed: true, by: 'auditor' },
		{ followed: true, by: 'auditor', settlement: ['OVERDUE'], today: early },
		{ followed: false, by: 'auditor' },
	] as (Partial<InventoryFilter> & { by?: 'auditor' })[])('%o', async ({ by, ...filter }) => {
		const day = filter.today ?? today
		const every = await list({ today: day, size: 10_000 })
		expect(every.some((view) => ['2', '51'].includes(view.orderReferenceNumber))).toBe(false)
		const profileId = (by === 'auditor' ? cast.auditor : cast.owner).profileId
		const followed = await followedBy(profileId)
		const terms = (filter.text ?? '').split(' ').filter((term) => term !== '')
		const expected = every
			.filter((view) => !filter.settlement || filter.settlement.includes(recordSettlement(view)))
			.filter((view) => filter.followed === undefined || followed.has(view.id) === filter.followed)
			.filter((view) => filter.input === undefined || view.input === filter.input)
			.filter((view) => {
				const text = `${view.orderReferenceNumber} ${view.description ?? ''}`.toLowerCase()
				return terms.every((term) => text.includes(term))
			})
			.slice(filter.offset ?? 0, (filter.offset ?? 0) + 20)
		expect(expected.length).toBeGreaterThan(filter.text === 'nothing' ? -1 : 0)
		const found = await list(filter, profileId)
		expect(found.map((view) => view.id)).toEqual(expected.map((view) => view.id))
	})
})
