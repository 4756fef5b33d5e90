import {
	CompiledQuery,
	type DatabaseConnection,
	type Driver,
	SqliteDialect,
	type SqliteDialectConfig,
	SqliteDriver,
} from 'kysely'

/*
 * SQLite's plain BEGIN is deferred: it takes the write lock only at the first write, and when two
 * processes (the web server and `npm run db:migrate`, say) both read first and then write, one of
 * them fails with SQLITE_BUSY at once instead of waiting for busy_timeout. BEGIN IMMEDIATE takes
 * the write lock up front, so a writer waits its turn. Every db.transaction() on SQLite therefore
 * begins IMMEDIATE, including the Migrator's and writeTransaction's.
 */
class ImmediateTransactionDriver extends SqliteDriver {
	override async beginTransaction(connection: DatabaseConnection): Promise<void> {
		await connection.executeQuery(CompiledQuery.raw('begin immediate'))
	}
}

export class ImmediateTransactionSqliteDialect extends SqliteDialect {
	readonly #config: SqliteDialectConfig

	constructor(config: SqliteDialectConfig) {
		super(config)
		this.#config = config
	}

	override createDriver(): Driver {
		return new ImmediateTransactionDriver(this.#config)
	}
}
