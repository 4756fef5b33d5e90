import SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely'
import { expect } from 'vitest'
import { type Database } from '@caixa/db/database'
import { type TestDatabase } from './database'

// SQLite's plans on a few rows are the plans of a big database: every way in has an index that
// SQLite prefers. PostgreSQL, rightly, reads a tiny table whole, so its plans would prove nothing;
// these checks run on SQLite only.

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
				// Subqueries of the query itself, already narrowed by the indexes below them, and the
				// one row of a select without a table (counts side by side).
				.filter(
					(detail) =>
						!/^SCAN (way|access|unit_way|open_overdue|text_hits|CONSTANT ROW)\b/.test(detail),
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
