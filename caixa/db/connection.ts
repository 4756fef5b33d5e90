import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteAdapter } from 'kysely'
import pg from 'pg'
import { type Database } from './database'
import { ImmediateTransactionSqliteDialect } from './sqlite-dialect'

export type ConnectionConfig =
	| { engine: 'sqlite'; file: string }
	| { engine: 'postgres'; connectionString: string; searchPath?: string }

/** PostgreSQL when a DATABASE_URL is given, else SQLite at `${dataDir}/caixa.sqlite`. */
export function connectionConfig(options: {
	dataDir: string
	databaseUrl?: string
}): ConnectionConfig {
	if (options.databaseUrl) return { engine: 'postgres', connectionString: options.databaseUrl }
	return { engine: 'sqlite', file: path.join(options.dataDir, 'caixa.sqlite') }
}

/** A Kysely instance. Opens nothing yet: both dialects connect on the first query. */
export function createDatabase(config: ConnectionConfig): Kysely<Database> {
	return config.engine === 'sqlite'
		? new Kysely<Database>({ dialect: sqliteDialect(config.file) })
		: new Kysely<Database>({ dialect: postgresDialect(config) })
}

export function isSqlite(db: Kysely<Database>): boolean {
	return db.getExecutor().adapter instanceof SqliteAdapter
}

function sqliteDialect(file: string) {
	return new ImmediateTransactionSqliteDialect({
		database: async () => {
			await mkdir(path.dirname(file), { recursive: true })
			const sqlite = new SqliteDatabase(file)
			// WAL lets readers go on while one writer writes; FULL syncs each commit to disk, as a
			// cash book wants; busy_timeout makes a second writer wait instead of failing.
			sqlite.pragma('journal_mode = WAL')
			sqlite.pragma('synchronous = FULL')
			sqlite.pragma('foreign_keys = ON')
			sqlite.pragma('busy_timeout = 5000')
			return sqlite
		},
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
	pool.on('error', (error) => console.error('PostgreSQL pool error:', error))
	return new PostgresDialect({ pool })
}
