import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import {
	CompiledQuery,
	type DatabaseConnection,
	type Driver,
	type QueryCompiler,
	type QueryResult,
	SelectQueryNode,
	SqliteDialect,
	SqliteDriver,
} from 'kysely'
import { SqliteWorker } from './sqlite-worker'

export interface WorkerSqliteConfig {
	file: string
	/** Reader connections, each in its own thread; 0 sends reads to the writer too. */
	readers: number
	/** Every connection runs these on opening. */
	pragmas: readonly string[]
	/** The writer's alone (journal_mode, synchronous): a read-only connection may not set them. */
	writerPragmas: readonly string[]
}

/*
 * SQLite through worker threads, so that no statement runs on the server's event loop:
 * better-sqlite3 is synchronous, and one slow filter used to stall every other request.
 *
 * - ONE writer connection takes every write and every transaction, so writes stay serialised as
 *   SQLite wants them. A transaction holds the writer from BEGIN to COMMIT/ROLLBACK; a write
 *   outside a transaction waits for it rather than slipping into it.
 * - A few read-only reader connections take the statements outside transactions that only read.
 *   Under WAL each such statement reads the last committed state, so a read after a write has
 *   committed sees it, and no read sees a transaction's writes before its commit.
 *
 * Transactions begin IMMEDIATE: SQLite's plain BEGIN is deferred, takes the write lock only at
 * the first write, and when two processes (the web server and `npm run db:migrate`, say) both read
 * first and then write, one fails with SQLITE_BUSY at once instead of waiting for busy_timeout.
 *
 * It extends SqliteDialect for its compiler, adapter and introspector, so the adapter is still
 * a SqliteAdapter (isSqlite) and the Migrator treats it as SQLite.
 */
export class WorkerSqliteDialect extends SqliteDialect {
	readonly #config: WorkerSqliteConfig

	constructor(config: WorkerSqliteConfig) {
		super({ database: () => Promise.reject(new Error('unused: the workers open the file')) })
		this.#config = config
	}

	override createDriver(): Driver {
		return new WorkerSqliteDriver(this.#config)
	}
}

/**
 * Whether a statement only reads, judged cautiously: unsure means no (the writer takes it, which is
 * always correct, only not in parallel). Kysely's select builder makes a SelectQueryNode; raw SQL
 * counts as a read only when it starts with SELECT or WITH and names no DML or RETURNING.
 */
export function isReadOnlyStatement(query: CompiledQuery): boolean {
	if (SelectQueryNode.is(query.query)) return true
	const text = query.sql.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '')
	return (
		/^(select|with)\b/i.test(text) && !/\b(insert|update|delete|replace|returning)\b/i.test(text)
	)
}

class WorkerSqliteDriver implements Driver {
	readonly #config: WorkerSqliteConfig
	#writer: SqliteWorker | undefined
	#readers: SqliteWorker[] = []
	/** Reads waiting for a reader to be free, oldest first. */
	readonly #waitingReads: (() => void)[] = []
	readonly #writerLock = new Lock()
	readonly #statements = new SqliteDriver({ database: {} as never })

	constructor(config: WorkerSqliteConfig) {
		this.#config = config
	}

	async init(): Promise<void> {
		const { file, readers, pragmas, writerPragmas } = this.#config
		await mkdir(path.dirname(file), { recursive: true })
		// The writer first: it creates the file and turns WAL on, which read-only connections cannot.
		this.#writer = await SqliteWorker.open({
			file,
			readonly: false,
			pragmas: [...writerPragmas, ...pragmas],
		})
		try {
			this.#readers = await Promise.all(
				Array.from({ length: readers }, () => SqliteWorker.open({ file, readonly: true, pragmas })),
			)
		} catch (error) {
			await this.#writer.close()
			throw error
		}
	}

	async acquireConnection(): Promise<DatabaseConnection> {
		return new RoutingConnection(this)
	}

	async beginTransaction(connection: DatabaseConnection): Promise<void> {
		const routing = connection as RoutingConnection
		await routing.pinToWriter()
		try {
			await routing.executeQuery(CompiledQuery.raw('begin immediate'))
		} catch (error) {
			routing.unpin()
			throw error
		}
	}

	async commitTransaction(connection: DatabaseConnection): Promise<void> {
		await connection.executeQuery(CompiledQuery.raw('commit'))
		;(connection as RoutingConnection).unpin()
	}

	async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
		try {
			await connection.executeQuery(CompiledQuery.raw('rollback'))
		} finally {
			;(connection as RoutingConnection).unpin()
		}
	}

	// Savepoints are plain statements on the transaction's connection: Kysely's own driver words
	// them, and they reach the writer through the pinned connection.
	savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
		return this.#statements.savepoint(connection, name, compile)
	}

	rollbackToSavepoint(
		connection: DatabaseConnection,
		name: string,
		compile: QueryCompiler['compileQuery'],
	) {
		return this.#statements.rollbackToSavepoint(connection, name, compile)
	}

	releaseSavepoint(
		connection: DatabaseConnection,
		name: string,
		compile: QueryCompiler['compileQuery'],
	) {
		return this.#statements.releaseSavepoint(connection, name, compile)
	}

	async releaseConnection(connection: DatabaseConnection): Promise<void> {
		const routing = connection as RoutingConnection
		// Only when a commit and its rollback both failed: leave no transaction open on the writer
		// for the next write to fall into.
		if (routing.pinned) {
			await this.writer()
				.execute('rollback', [])
				.catch(() => {})
			routing.unpin()
		}
	}

	async destroy(): Promise<void> {
		// Readers first: the last connection to close checkpoints the WAL into the file.
		await Promise.all(this.#readers.map((reader) => reader.close()))
		await this.#writer?.close()
	}

	writer(): SqliteWorker {
		if (!this.#writer) throw new Error('The SQLite driver is not initialised')
		return this.#writer
	}

	lockWriter(): Promise<() => void> {
		return this.#writerLock.acquire()
	}

	/** Runs a read on the first free reader, waiting for one when all are busy. */
	async read<R>(query: CompiledQuery): Promise<QueryResult<R>> {
		if (this.#readers.length === 0) return this.write(query)
		let reader = this.#readers.find((candidate) => !candidate.busy)
		while (!reader) {
			await new Promise<void>((resolve) => this.#waitingReads.push(resolve))
			reader = this.#readers.find((candidate) => !candidate.busy)
		}
		try {
			return await reader.execute<R>(query.sql, query.parameters)
		} finally {
			this.#waitingReads.shift()?.()
		}
	}

	/** A write outside a transaction: the writer's turn, between transactions. */
	async write<R>(query: CompiledQuery): Promise<QueryResult<R>> {
		const release = await this.lockWriter()
		try {
			return await this.writer().execute<R>(query.sql, query.parameters)
		} finally {
			release()
		}
	}
}

/**
 * What Kysely holds between acquire and release. Outside a transaction each statement goes where
 * its kind says; from BEGIN on, every statement goes to the writer, in order, until the end.
 */
class RoutingConnection implements DatabaseConnection {
	readonly #driver: WorkerSqliteDriver
	#release: (() => void) | undefined

	constructor(driver: WorkerSqliteDriver) {
		this.#driver = driver
	}

	get pinned(): boolean {
		return this.#release !== undefined
	}

	async pinToWriter(): Promise<void> {
		this.#release = await this.#driver.lockWriter()
	}

	unpin() {
		const release = this.#release
		this.#release = undefined
		release?.()
	}

	executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
		if (this.pinned) return this.#driver.writer().execute<R>(query.sql, query.parameters)
		return isReadOnlyStatement(query) ? this.#driver.read<R>(query) : this.#driver.write<R>(query)
	}

	// Nothing of ours streams; say so plainly if something starts to.
	streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
		throw new Error('Streaming is not supported by the worker SQLite driver')
	}
}

/** A first-come, first-served lock: acquire() resolves to its release. */
class Lock {
	#tail: Promise<void> = Promise.resolve()

	acquire(): Promise<() => void> {
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		const turn = this.#tail.then(() => release)
		this.#tail = this.#tail.then(() => held)
		return turn
	}
}
