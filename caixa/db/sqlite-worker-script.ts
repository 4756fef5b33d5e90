/*
 * What runs inside a SQLite worker thread: one better-sqlite3 connection, one statement at a
 * time, answered in the order asked. It is JavaScript in a string, started with `eval: true`,
 * because the server runs from three places that cannot all load a .ts worker file: tsx, vitest
 * and the Remix build (which bundles caixa/ into build/index.js, leaving no file beside it).
 *
 * Messages in: { id, sql, parameters } or { close: true }. Out: { id, rows } for a statement that
 * returns rows, { id, changes, lastInsertRowid } for one that does not, { id, error } with the
 * error's name, message and code (SqliteError's SQLITE_CONSTRAINT_UNIQUE, SQLITE_BUSY…). The
 * first message out (id 0) says whether the connection opened.
 */
export const SQLITE_WORKER_SCRIPT = `
'use strict'
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driverPath)

const describe = (error) => ({
	name: error && error.name,
	message: error && error.message !== undefined ? error.message : String(error),
	code: error && typeof error.code === 'string' ? error.code : undefined,
})

let db
try {
	db = new Database(workerData.file, { readonly: workerData.readonly })
	for (const pragma of workerData.pragmas) db.pragma(pragma)
	parentPort.postMessage({ id: 0 })
} catch (error) {
	parentPort.postMessage({ id: 0, error: describe(error) })
}

// Kysely compiles the same few hundred statements over and over: preparing each once saves
// SQLite's parse and plan on every call. The oldest goes when the cache is full.
const statements = new Map()
const prepared = (sql) => {
	let statement = statements.get(sql)
	if (statement) return statement
	statement = db.prepare(sql)
	if (statements.size >= workerData.statementCache) statements.delete(statements.keys().next().value)
	statements.set(sql, statement)
	return statement
}

parentPort.on('message', (message) => {
	if (message.close) {
		if (db) db.close()
		process.exit(0)
	}
	const { id, sql, parameters } = message
	try {
		const statement = prepared(sql)
		if (statement.reader) {
			parentPort.postMessage({ id, rows: statement.all(parameters) })
		} else {
			const { changes, lastInsertRowid } = statement.run(parameters)
			parentPort.postMessage({ id, changes, lastInsertRowid })
		}
	} catch (error) {
		parentPort.postMessage({ id, error: describe(error) })
	}
})
`
