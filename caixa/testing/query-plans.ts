import SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, Kysely, type LogEvent, PostgresDialect, sql, SqliteDialect } from 'kysely'
import pg from 'pg'
import { expect } from 'vitest'
import { type Database } from '@caixa/db/database'
import { type TestDatabase } from './database'

// SQLite's plans on a few rows are the plans of a big database: every way in has an index that
// SQLite prefers. PostgreSQL, rightly, reads a tiny table whole, so indexedReads runs on SQLite
// only; indexesRead (below) names the indexes on both, for a database seeded big enough.

/**
 * Runs `work` on a logging connection to the test's SQLite file, then checks that every table
 * each of its queries reads is read through an index. Answers how many queries ran.
 */
export async function indexedReads(
	test: TestDatabase,
	work: (logged: Kysely<Database>) => Promise<void>,
): Promise<number> {
	const queries: CompiledQuery[] = []
	const logged = new Kysely<Database>({
		dialect: new SqliteDialect({ database: new SqliteDatabase(test.location) }),
		log: (event) => {
			if (event.level === 'query') queries.push(event.query)
		},
	})
	try {
		await work(logged)
		// The plans below are queries too, logged after these.
		const ran = [...queries]
		for (const query of ran) {
			const plan = await logged.executeQuery<{ detail: string }>(
				CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
			)
			const reads = plan.rows
				.map((row) => row.detail)
				.filter((detail) => /^(SCAN|SEARCH) /.test(detail))
				// Subqueries of the query itself, already narrowed by the indexes below them, the
				// one row of a select without a table (counts side by side), and the keys a probe
				// found, handed to the page as one JSON parameter (db/inventories.ts byKeys).
				.filter(
					(detail) =>
						!/^SCAN (way|access|unit_way|text_hits|json_each|CONSTANT ROW)\b/.test(detail),
				)
			expect(reads.length, query.sql).toBeGreaterThan(0)
			// An FTS5 table answers MATCH from its full-text index (the plan's `M` constraint).
			for (const read of reads) {
				expect(read, query.sql).toMatch(
					/^SEARCH \w+ USING .*INDEX|^SCAN \w+ VIRTUAL TABLE INDEX \d+:M/,
				)
			}
		}
		return ran.length
	} finally {
		await logged.destroy()
	}
}

/**
 * Plan nodes a test may switch off on PostgreSQL. `sort` asks "is there a plan with no sort?":
 * switched off, a sort still runs when no index gives the order (its cost is only made huge), so
 * a test that then finds no Sort in the plan proves an index walk gives the order.
 */
type PostgresNode = 'indexscan' | 'bitmapscan' | 'sort'

/**
 * The indexes each query of `work` reads, by its plan on the test's own engine: SQLite's EXPLAIN
 * QUERY PLAN (`USING [COVERING] INDEX name`; an FTS5 table answering MATCH counts as its own name)
 * or PostgreSQL's EXPLAIN (FORMAT JSON) (every `Index Name` in the tree). PostgreSQL plans what
 * its statistics say, so the caller seeds enough rows and ANALYZEs; the plans are taken with
 * enable_seqscan off in their own transaction, so a table of a few pages (the follows) is not
 * read whole where a book's would not be. Answers one set of names per query, in order.
 */
export async function indexesRead(
	test: TestDatabase,
	work: (logged: Kysely<Database>) => Promise<void>,
	/** PostgreSQL plan nodes switched off besides seqscan (e.g. `indexscan`, see the caller). */
	postgresOff: readonly PostgresNode[] = [],
): Promise<Set<string>[]> {
	return withLoggedQueries(test, work, (logged, query) =>
		test.engine === 'sqlite'
			? sqliteIndexes(logged, query)
			: postgresIndexes(logged, query, postgresOff),
	)
}

/**
 * The plan of each query of `work` as text lines, on the test's own engine: SQLite's EXPLAIN
 * QUERY PLAN details, or PostgreSQL's EXPLAIN (with enable_seqscan off, as above). For the shape
 * of a plan — whether a sort or a merge is in it — where the indexes' names do not tell.
 */
export async function plansOf(
	test: TestDatabase,
	work: (logged: Kysely<Database>) => Promise<void>,
	/** PostgreSQL plan nodes switched off besides seqscan, as indexesRead takes them. */
	postgresOff: readonly PostgresNode[] = [],
): Promise<string[][]> {
	return withLoggedQueries(test, work, async (logged, query) => {
		if (test.engine === 'sqlite') {
			const plan = await logged.executeQuery<{ detail: string }>(
				CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
			)
			return plan.rows.map((row) => row.detail)
		}
		return logged.transaction().execute(async (trx) => {
			for (const node of ['seqscan', ...postgresOff]) {
				await sql`set local ${sql.raw(`enable_${node}`)} = off`.execute(trx)
			}
			const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
				CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
			)
			return plan.rows.map((row) => row['QUERY PLAN'])
		})
	})
}

/** Runs `work` on a logging connection to the test's database, then `inspect` on each query. */
async function withLoggedQueries<T>(
	test: TestDatabase,
	work: (logged: Kysely<Database>) => Promise<void>,
	inspect: (logged: Kysely<Database>, query: CompiledQuery) => Promise<T>,
): Promise<T[]> {
	const queries: CompiledQuery[] = []
	const log = (event: LogEvent) => {
		if (event.level === 'query') queries.push(event.query)
	}
	const logged =
		test.engine === 'sqlite'
			? new Kysely<Database>({
					dialect: new SqliteDialect({ database: new SqliteDatabase(test.location) }),
					log,
				})
			: new Kysely<Database>({
					dialect: new PostgresDialect({
						pool: loggingPool(test),
					}),
					log,
				})
	try {
		await work(logged)
		// What inspecting runs is logged too, after these.
		const ran = [...queries]
		const found: T[] = []
		for (const query of ran) found.push(await inspect(logged, query))
		return found
	} finally {
		await logged.destroy()
	}
}

/**
 * One connection to the test's database. pool.end() resolves before the socket closes, so the
 * test's database, dropped `with (force)` right after, may terminate it: without a listener that
 * 'error' event is an uncaught exception in whichever test file runs next (seen on CI).
 */
function loggingPool(test: TestDatabase): pg.Pool {
	const pool = new pg.Pool({
		connectionString: test.connectionString ?? process.env.DATABASE_URL,
		options: `-c search_path=${test.location}`,
		max: 1,
	})
	pool.on('error', (error) => {
		if (!pool.ending) console.error('PostgreSQL pool error (query plans):', error)
	})
	return pool
}

async function sqliteIndexes(db: Kysely<Database>, query: CompiledQuery): Promise<Set<string>> {
	const plan = await db.executeQuery<{ detail: string }>(
		CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
	)
	const names = new Set<string>()
	for (const { detail } of plan.rows) {
		const index = /USING (?:COVERING )?INDEX (\w+)/.exec(detail)
		if (index?.[1]) names.add(index[1])
		const fts = /^SCAN (\w+) VIRTUAL TABLE INDEX \d+:M/.exec(detail)
		if (fts?.[1]) names.add(fts[1])
	}
	return names
}

async function postgresIndexes(
	db: Kysely<Database>,
	query: CompiledQuery,
	off: readonly string[],
): Promise<Set<string>> {
	return db.transaction().execute(async (trx) => {
		for (const node of ['seqscan', ...off]) {
			await sql`set local ${sql.raw(`enable_${node}`)} = off`.execute(trx)
		}
		const plan = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
			CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
		)
		const names = new Set<string>()
		const walk = (node: unknown): void => {
			if (Array.isArray(node)) return node.forEach(walk)
			if (node === null || typeof node !== 'object') return
			for (const [key, value] of Object.entries(node)) {
				if (key === 'Index Name' && typeof value === 'string') names.add(value)
				else walk(value)
			}
		}
		walk(plan.rows[0]?.['QUERY PLAN'])
		return names
	})
}
