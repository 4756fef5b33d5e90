import path from 'node:path'
import { Kysely, PostgresDialect, SqliteAdapter } from 'kysely'
import pg from 'pg'
import { type Database } from './database'
import { WorkerSqliteDialect } from './sqlite-dialect'

/** Reader threads beside the one writer: as many as this 2-core machine has cores (SQLITE_READERS). */
export const DEFAULT_SQLITE_READERS = 2

export type ConnectionConfig =
	| { engine: 'sqlite'; file: string; readers?: number }
	| { engine: 'postgres'; connectionString: string; searchPath?: string }

/** PostgreSQL when a DATABASE_URL is given, else SQLite at `${dataDir}/caixa.sqlite`. */
export function connectionConfig(options: {
	dataDir: string
	databaseUrl?: string
	sqliteReaders?: number
}): ConnectionConfig {
	if (options.databaseUrl) return { engine: 'postgres', connectionString: options.databaseUrl }
	return {
		engine: 'sqlite',
		file: path.join(options.dataDir, 'caixa.sqlite'),
		readers: options.sqliteReaders,
	}
}

/** A Kysely instance. Opens nothing yet: both dialects connect on the first query. */
export function createDatabase(config: ConnectionConfig): Kysely<Database> {
	return config.engine === 'sqlite'
		? new Kysely<Database>({ dialect: sqliteDialect(config.file, config.readers) })
		: new Kysely<Database>({ dialect: postgresDialect(config) })
}

export function isSqlite(db: Kysely<Database>): boolean {
	return db.getExecutor().adapter instanceof SqliteAdapter
}

// Statements run in worker threads (sqlite-dialect.ts): a writer and `readers` read-only
// connections. WAL lets the readers go on while the writer writes; FULL syncs each commit to
// disk, as a cash book wants; busy_timeout makes a second writer (another process) wait
// instead of failing.
function sqliteDialect(file: string, readers = DEFAULT_SQLITE_READERS) {
	return new WorkerSqliteDialect({
		file,
		readers,
		writerPragmas: ['journal_mode = WAL', 'synchronous = FULL'],
		pragmas: ['foreign_keys = ON', 'busy_timeout = 5000'],
	})
}

const INT8_OID = 20

// pg returns bigint as a string, to be safe with values beyond 2^53. Ours (epoch ms, money in
// minor units) stay far below that, and SQLite returns numbers, so both engines answer alike.
function parseInt8(value: string): number {
	const parsed = Number(value)
	if (!Number.isSafeInteger(parsed)) throw new RangeError(`bigint ${value} exceeds 2^53`)
	return parsed
}

function postgresDialect(config: { connectionString: string; searchPath?: string }) {
	const pool = new pg.Pool({
		connectionString: config.connectionString,
		options: config.searchPath ? `-c search_path=${config.searchPath}` : undefined,
		types: {
			getTypeParser: (oid: number, format?: 'text' | 'binary') =>
				oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format),
		},
	})
	// An idle client losing its server must not crash the process; the next query reconnects.
	// pool.end() resolves before its clients' sockets close, so a database dropped right after
	// (tests drop theirs `with (force)`) may still terminate one: expected, and not worth a word.
	pool.on('error', (error) => {
		if (!pool.ending) console.error('PostgreSQL pool error:', error)
	})
	return new PostgresDialect({ pool })
}
