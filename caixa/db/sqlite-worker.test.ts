import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, type Generated, type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '@caixa/testing'
import { createDatabase, isSqlite } from './connection'
import { type Database } from './database'
import { isReadOnlyStatement } from './sqlite-dialect'
import { isUniqueViolation } from '@caixa/services/idempotency'

// The SQLite dialect of the process (connection.ts): statements in worker threads, one writer,
// read-only readers. These tests use tables of their own, so they need no migration.
interface Tables {
	item: {
		id: Generated<number>
		name: string
		parent: number | null
		data: Buffer | null
	}
}

describe('SQLite through worker threads', () => {
	let dir: string
	let file: string
	let db: Kysely<Tables>

	beforeAll(async () => {
		dir = await mkdtemp(path.join(tmpdir(), 'caixa-sqlite-worker-'))
		file = path.join(dir, 'caixa.sqlite')
		db = createDatabase({ engine: 'sqlite', file, readers: 2 }) as unknown as Kysely<Tables>
		await sql`create table item (
			id integer primary key,
			name text not null unique,
			parent integer references item (id),
			data blob
		)`.execute(db)
	})

	afterAll(async () => {
		await db.destroy()
		await rm(dir, { recursive: true, force: true })
	})

	const names = async (like: string) =>
		(
			await db
				.selectFrom('item')
				.select('name')
				.where('name', 'like', like)
				.orderBy('name')
				.execute()
		).map((row) => row.name)

	it('is still SQLite to Kysely and to our code', () => {
		expect(isSqlite(db as unknown as Kysely<Database>)).toBe(true)
	})

	it('answers as Kysely’s SqliteDriver does: rows, numAffectedRows and insertId as bigints, blobs as Buffers', async () => {
		const inserted = await db
			.insertInto('item')
			.values({ name: 'shape-1', data: Buffer.from([1, 2, 3]) })
			.executeTakeFirstOrThrow()
		expect(typeof inserted.insertId).toBe('bigint')
		expect(inserted.numInsertedOrUpdatedRows).toBe(1n)
		const row = await db
			.selectFrom('item')
			.selectAll()
			.where('id', '=', Number(inserted.insertId))
			.executeTakeFirstOrThrow()
		expect(row).toMatchObject({ name: 'shape-1', parent: null })
		expect(Buffer.isBuffer(row.data)).toBe(true)
		expect([...row.data!]).toEqual([1, 2, 3])
		const updated = await db
			.updateTable('item')
			.set({ data: null })
			.where('name', '=', 'shape-1')
			.executeTakeFirstOrThrow()
		expect(updated.numUpdatedRows).toBe(1n)
		const returned = await db
			.insertInto('item')
			.values({ name: 'shape-2' })
			.returning(['id', 'name'])
			.executeTakeFirstOrThrow()
		expect(returned.name).toBe('shape-2')
	})

	it('keeps an error’s class and code across the thread', async () => {
		await db.insertInto('item').values({ name: 'unique-1' }).execute()
		const duplicate = await db
			.insertInto('item')
			.values({ name: 'unique-1' })
			.execute()
			.catch((error: unknown) => error)
		expect(duplicate).toBeInstanceOf(SqliteDatabase.SqliteError)
		expect(duplicate).toMatchObject({
			code: 'SQLITE_CONSTRAINT_UNIQUE',
			message: 'UNIQUE constraint failed: item.name',
		})
		expect(isUniqueViolation(duplicate)).toBe(true)

		await expect(
			db.insertInto('item').values({ name: 'orphan', parent: 999_999 }).execute(),
		).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })
		// A read's error comes back from a reader the same way.
		const unknownColumn = await sql`select missing_column from item`
			.execute(db)
			.catch((error: unknown) => error)
		expect(unknownColumn).toBeInstanceOf(SqliteDatabase.SqliteError)
		expect(unknownColumn).toMatchObject({ code: 'SQLITE_ERROR' })
		expect((unknownColumn as Error).message).toMatch(/^no such column: missing_column/)
		// better-sqlite3's own refusals keep their class too.
		await expect(
			sql`select ${true as unknown as number} as flag`.execute(db),
		).rejects.toBeInstanceOf(TypeError)
	})

	it('sees a committed write in the next read, every time', async () => {
		for (let i = 0; i < 50; i++) {
			await db
				.insertInto('item')
				.values({ name: `seen-${String(i).padStart(2, '0')}` })
				.execute()
			expect(await names('seen-%')).toHaveLength(i + 1)
		}
	})

	it('keeps a transaction’s writes to itself until it commits, and all or none of them', async () => {
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		let inside!: () => void
		const begun = new Promise<void>((resolve) => (inside = resolve))

		const transaction = db.transaction().execute(async (trx) => {
			await trx.insertInto('item').values({ name: 'atomic-1' }).execute()
			expect(
				(await trx.selectFrom('item').select('name').where('name', 'like', 'atomic-%').execute())
					.length,
			).toBe(1)
			inside()
			await held
			await trx.insertInto('item').values({ name: 'atomic-2' }).execute()
		})
		await begun
		// Outside, the readers see nothing of it yet…
		expect(await names('atomic-%')).toEqual([])
		// …and a write outside waits for the transaction instead of slipping into it.
		let outsideWritten = false
		const outside = db
			.insertInto('item')
			.values({ name: 'atomic-outside' })
			.execute()
			.then(() => (outsideWritten = true))
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(outsideWritten).toBe(false)
		release()
		await transaction
		await outside
		expect(await names('atomic-%')).toEqual(['atomic-1', 'atomic-2', 'atomic-outside'])

		await expect(
			db.transaction().execute(async (trx) => {
				await trx.insertInto('item').values({ name: 'undone-1' }).execute()
				await trx.insertInto('item').values({ name: 'undone-1' }).execute()
			}),
		).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' })
		expect(await names('undone-%')).toEqual([])
		// The writer is free again: the failed transaction was rolled back, not left open.
		await db.insertInto('item').values({ name: 'undone-after' }).execute()
		expect(await names('undone-%')).toEqual(['undone-after'])
	})

	it('runs a slow read off the event loop: timers and other requests go on meanwhile', async () => {
		// A recursive CTE counting to a million: about half a second of SQLite work.
		// Building the API and its first answer are synchronous work of their own: done before timing.
		const { app } = createTestApp(db as unknown as Kysely<Database>)
		expect((await app.request('/caixa/api/health')).status).toBe(200)
		const slow = sql<{ count: number }>`
			with recursive counter(n) as (select 1 union all select n + 1 from counter where n < 1000000)
			select count(*) as count from counter`
		let slowDone = false
		const started = performance.now()
		const slowRead = slow.execute(db).then((result) => {
			slowDone = true
			return { result, ms: performance.now() - started }
		})

		let worstLag = 0
		let last = performance.now()
		const ticker = setInterval(() => {
			const now = performance.now()
			worstLag = Math.max(worstLag, now - last - 5)
			last = now
		}, 5)
		try {
			// A cheap read on the other reader, and a request through the API, both answered first.
			await new Promise((resolve) => setTimeout(resolve, 20))
			expect(await sql`select 1 as one`.execute(db)).toMatchObject({ rows: [{ one: 1 }] })
			const health = await app.request('/caixa/api/health')
			expect(health.status).toBe(200)
			expect(slowDone).toBe(false)

			const { result, ms } = await slowRead
			expect(result.rows).toEqual([{ count: 1_000_000 }])
			expect(ms).toBeGreaterThan(100)
			// On the event loop the slow read would have held every timer for its whole length.
			expect(worstLag).toBeLessThan(ms / 4)
		} finally {
			clearInterval(ticker)
		}
	})

	it('closes every connection on destroy (the last one checkpoints and removes the WAL)', async () => {
		const own = path.join(dir, 'destroyed.sqlite')
		const other = createDatabase({ engine: 'sqlite', file: own, readers: 2 })
		await sql`create table t (n integer)`.execute(other)
		await sql`select count(*) from t`.execute(other)
		expect(existsSync(`${own}-wal`)).toBe(true)
		await other.destroy()
		expect(existsSync(`${own}-wal`)).toBe(false)
		await expect(sql`select 1`.execute(other)).rejects.toThrow()
	})
})

describe('isReadOnlyStatement', () => {
	const raw = (text: string) => isReadOnlyStatement(CompiledQuery.raw(text))

	it('sends a plain SELECT or WITH … SELECT to a reader', () => {
		expect(raw('select 1')).toBe(true)
		expect(raw('  -- why\n /* and how */ SELECT * from item')).toBe(true)
		expect(raw('with x as (select 1) select * from x')).toBe(true)
		expect(raw('select updated_at from deleted_items')).toBe(true)
	})

	it('sends anything else, or anything unsure, to the writer', () => {
		expect(raw('insert into item (name) values (?)')).toBe(false)
		expect(raw('with x as (select 1) insert into item select * from x')).toBe(false)
		expect(raw('delete from item returning id')).toBe(false)
		expect(raw('select 1; delete from item')).toBe(false)
		expect(raw('pragma journal_mode')).toBe(false)
		expect(raw('begin immediate')).toBe(false)
		expect(raw('explain query plan select 1')).toBe(false)
		expect(raw('create table t (n integer)')).toBe(false)
	})
})
