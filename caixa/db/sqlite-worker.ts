import { createRequire } from 'node:module'
import { type ResourceLimits, Worker } from 'node:worker_threads'
import SqliteDatabase from 'better-sqlite3'
import { type QueryResult } from 'kysely'
import { SQLITE_WORKER_SCRIPT } from './sqlite-worker-script'

export interface SqliteWorkerOptions {
	file: string
	/** A reader opens the file read-only: a statement misjudged as a read fails instead of writing. */
	readonly: boolean
	/** Run in order once the connection opens, e.g. 'journal_mode = WAL'. */
	pragmas: readonly string[]
}

interface WorkerError {
	name?: string
	message: string
	code?: string
}

interface Reply {
	id: number
	rows?: Record<string, unknown>[]
	changes?: number | bigint
	lastInsertRowid?: number | bigint
	error?: WorkerError
}

interface Pending {
	resolve: (reply: Reply) => void
	reject: (error: Error) => void
}

/** Prepared statements each connection keeps: more than the distinct statements the API makes. */
const STATEMENT_CACHE = 500

/*
 * Each thread is a V8 isolate of its own, and V8 would size its young generation as the main
 * thread's (semi-spaces of up to 16 MB on 64 bits), though the thread's JavaScript only hands
 * SQLite's rows to the main thread and they die at once. 6 MB (semi-spaces of 2 MB) holds a page's
 * rows with room to spare; a larger answer only takes a few more scavenges. The old generation is
 * left to V8: a cap there would end the thread, and the queries in it, on a bigger live set
 * rather than save memory (what a thread keeps is its prepared statements).
 */
const THREAD_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 6 }

// Resolved here, not in the thread: an eval'd worker resolves bare names from the working
// directory, which need not be the project's.
const driverPath = createRequire(import.meta.url).resolve('better-sqlite3')

/** One SQLite connection in a thread of its own; statements run one at a time, in order. */
export class SqliteWorker {
	readonly #thread: Worker
	readonly #pending = new Map<number, Pending>()
	readonly #exited: Promise<void>
	#nextId = 1
	#stopped: Error | undefined

	private constructor(options: SqliteWorkerOptions) {
		this.#thread = new Worker(SQLITE_WORKER_SCRIPT, {
			eval: true,
			resourceLimits: THREAD_LIMITS,
			workerData: { ...options, driverPath, statementCache: STATEMENT_CACHE },
		})
		this.#thread.on('message', (reply: Reply) => this.#settle(reply))
		this.#thread.on('error', (error) => this.#stop(error))
		this.#exited = new Promise((resolve) => {
			this.#thread.once('exit', () => {
				this.#stop(new Error('The SQLite worker thread stopped'))
				resolve()
			})
		})
	}

	/** Starts the thread and waits until its connection is open (or throws why it is not). */
	static async open(options: SqliteWorkerOptions): Promise<SqliteWorker> {
		const worker = new SqliteWorker(options)
		try {
			await worker.#ask(0)
		} catch (error) {
			await worker.close()
			throw error
		}
		return worker
	}

	/** True while it has statements in hand. */
	get busy(): boolean {
		return this.#pending.size > 0
	}

	get stopped(): boolean {
		return this.#stopped !== undefined
	}

	/** Runs one statement, answering as Kysely's SqliteDriver does. */
	async execute<R>(sql: string, parameters: readonly unknown[]): Promise<QueryResult<R>> {
		const id = this.#nextId++
		const reply = this.#ask(id)
		this.#thread.postMessage({ id, sql, parameters })
		const { rows, changes, lastInsertRowid } = await reply
		if (rows) return { rows: rows.map(withBuffers) as R[] }
		return {
			numAffectedRows: changes === undefined ? undefined : BigInt(changes),
			insertId: lastInsertRowid === undefined ? undefined : BigInt(lastInsertRowid),
			rows: [],
		}
	}

	/** Closes the connection and ends the thread. */
	async close(): Promise<void> {
		// Held until it has exited: an idle thread is unref'd, and awaiting its exit alone would
		// not keep the process alive (a script's last `await db.destroy()` would never settle).
		this.#thread.ref()
		if (!this.#stopped) this.#thread.postMessage({ close: true })
		await this.#exited
	}

	#ask(id: number): Promise<Reply> {
		if (this.#stopped) return Promise.reject(this.#stopped)
		// A thread with work in hand keeps the process alive (a script awaiting a migration); an
		// idle one does not, so a process that forgets db.destroy() still ends as it did before.
		if (this.#pending.size === 0) this.#thread.ref()
		return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }))
	}

	#settle(reply: Reply) {
		const pending = this.#pending.get(reply.id)
		if (!pending) return
		this.#pending.delete(reply.id)
		if (this.#pending.size === 0) this.#thread.unref()
		if (reply.error) pending.reject(reviveError(reply.error))
		else pending.resolve(reply)
	}

	#stop(error: Error) {
		this.#stopped ??= error
		for (const pending of this.#pending.values()) pending.reject(error)
		this.#pending.clear()
	}
}

/*
 * An error crosses the thread as plain data; it comes back as the class the code checks for:
 * SqliteError with its code (isUniqueViolation reads SQLITE_CONSTRAINT_UNIQUE), and the binding
 * errors better-sqlite3 throws as TypeError / RangeError.
 */
function reviveError({ name, message, code }: WorkerError): Error {
	if (name === 'SqliteError' || code?.startsWith('SQLITE_')) {
		return new SqliteDatabase.SqliteError(message, code ?? 'SQLITE_ERROR')
	}
	if (name === 'TypeError') return new TypeError(message)
	if (name === 'RangeError') return new RangeError(message)
	const error = new Error(message)
	if (name) error.name = name
	return error
}

// A blob crosses the thread as a Uint8Array; better-sqlite3 gives a Buffer, and so do we.
function withBuffers(row: Record<string, unknown>): Record<string, unknown> {
	for (const key in row) {
		const value = row[key]
		if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
			row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
		}
	}
	return row
}
