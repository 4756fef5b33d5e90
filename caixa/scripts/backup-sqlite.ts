import { copyFile, open, rename, rm, stat } from 'node:fs/promises'
import SqliteDatabase from 'better-sqlite3'

// A SQLite database's part of a backup: one file, taken while the server goes on writing.

/**
 * `VACUUM INTO` the file `to`: one read transaction, so the copy is the database as it was at
 * one moment, whatever commits around it (WAL lets the server's writers go on), and a clean file
 * with no WAL beside it. Not SQLite's page-by-page backup API, which starts over each time
 * another connection writes and so may never end under a busy server; never a file copy, which
 * would catch a write half-done and miss what still sits in the WAL.
 */
export function snapshotSqlite(from: string, to: string): void {
	const source = new SqliteDatabase(from, { fileMustExist: true })
	try {
		// The server holds the write lock for a moment at a time; wait for it as the server does.
		source.pragma('busy_timeout = 5000')
		source.prepare('VACUUM INTO ?').run(to)
	} finally {
		source.close()
	}
	const copy = new SqliteDatabase(to, { fileMustExist: true })
	try {
		const result = copy.pragma('integrity_check', { simple: true })
		if (result !== 'ok') throw new Error(`The copy of ${from} fails its integrity check: ${result}`)
	} finally {
		copy.close()
	}
}

/** What the database file `file` holds: the number of rows of each of `tables`. */
export function countSqliteRows(file: string, tables: readonly string[]): Record<string, number> {
	const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true })
	try {
		return Object.fromEntries(
			tables.map((table) => {
				const row = db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }
				return [table, row.n]
			}),
		)
	} finally {
		db.close()
	}
}

/** The files a SQLite database is made of while in use: itself, its WAL and shared memory. */
const companions = (file: string) => [file, `${file}-wal`, `${file}-shm`]

export async function exists(file: string): Promise<boolean> {
	return stat(file).then(
		() => true,
		() => false,
	)
}

/**
 * Puts the backup's database file in place as `file`. Whatever is there (with its WAL: a WAL
 * left beside another database would be replayed into it) is first moved aside under
 * `asideSuffix`, so nothing is lost by a restore. Copied beside the target, synced, then renamed
 * into place: a crash leaves the old database or the new, never half of one.
 */
export async function restoreSqlite(
	backupFile: string,
	file: string,
	asideSuffix: string,
): Promise<string[]> {
	const incoming = `${file}.restoring`
	await copyFile(backupFile, incoming)
	const handle = await open(incoming, 'r+')
	await handle.sync()
	await handle.close()
	const movedAside: string[] = []
	for (const part of companions(file)) {
		if (await exists(part)) {
			await rename(part, `${part}${asideSuffix}`)
			movedAside.push(`${part}${asideSuffix}`)
		}
	}
	await rename(incoming, file)
	await rm(`${file}-journal`, { force: true })
	return movedAside
}
