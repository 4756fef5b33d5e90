import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { type Generated, Kysely, sql, SqliteDialect } from 'kysely'
import { createDatabase } from './connection'

/*
 * What a statement's trip to a worker thread costs: the same small indexed read, one at a time
 * and 32 at once, on the in-process SqliteDialect (the event loop runs it) and on the worker
 * dialect of connection.ts. `npx tsx caixa/db/sqlite-worker-bench.ts` (under
 * flock /tmp/caixa-bench.lock when others measure too).
 */
interface Tables {
	item: { id: Generated<number>; name: string; amount: number }
}

const ROWS = 1000
const SEQUENTIAL = 5000
const CONCURRENT_BATCHES = 200
const IN_FLIGHT = 32

const dir = await mkdtemp(path.join(tmpdir(), 'caixa-worker-bench-'))
const file = path.join(dir, 'bench.sqlite')
const worker = createDatabase({ engine: 'sqlite', file }) as unknown as Kysely<Tables>
const inProcess = new Kysely<Tables>({
	dialect: new SqliteDialect({ database: new SqliteDatabase(file) }),
})

try {
	await sql`create table item (id integer primary key, name text not null, amount integer not null)`.execute(
		worker,
	)
	await worker.transaction().execute(async (trx) => {
		for (let i = 1; i <= ROWS; i++) {
			await trx
				.insertInto('item')
				.values({ name: `item ${i}`, amount: i * 100 })
				.execute()
		}
	})

	const read = (db: Kysely<Tables>, i: number) =>
		db
			.selectFrom('item')
			.select(['id', 'name', 'amount'])
			.where('id', '=', (i % ROWS) + 1)
			.executeTakeFirstOrThrow()

	for (const [name, db] of [
		['in process (event loop)', inProcess],
		['worker threads', worker],
	] as const) {
		for (let i = 0; i < 500; i++) await read(db, i)
		let started = performance.now()
		for (let i = 0; i < SEQUENTIAL; i++) await read(db, i)
		const sequentialUs = ((performance.now() - started) * 1000) / SEQUENTIAL
		started = performance.now()
		for (let batch = 0; batch < CONCURRENT_BATCHES; batch++) {
			await Promise.all(
				Array.from({ length: IN_FLIGHT }, (_, i) => read(db, batch * IN_FLIGHT + i)),
			)
		}
		const concurrentUs = ((performance.now() - started) * 1000) / (CONCURRENT_BATCHES * IN_FLIGHT)
		console.log(
			`${name}: ${sequentialUs.toFixed(1)} µs a read one at a time, ${concurrentUs.toFixed(1)} µs a read with ${IN_FLIGHT} in flight`,
		)
	}
} finally {
	await inProcess.destroy()
	await worker.destroy()
	await rm(dir, { recursive: true, force: true })
}
