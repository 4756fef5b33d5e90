import { spawn } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

// A PostgreSQL database's part of a backup: pg_dump's custom format, restored by pg_restore.

/**
 * Where pg_dump and pg_restore are: PG_BIN if set, else the newest Debian install
 * (/usr/lib/postgresql/N/bin, not on PATH), else PATH — the way scripts/with-postgres.sh finds
 * initdb. pg_dump must be as new as the server, hence the newest.
 */
export async function postgresTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
	if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name)
	const root = '/usr/lib/postgresql'
	const versions = await readdir(root).catch(() => [] as string[])
	const newest = versions
		.filter((version) => /^\d+(\.\d+)?$/.test(version))
		.sort((a, b) => Number(b) - Number(a))[0]
	return newest ? path.join(root, newest, 'bin', name) : name
}

function run(command: string, args: string[]): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })
		child.on('error', (error) =>
			reject(new Error(`Could not run ${command} (set PG_BIN to its folder): ${error.message}`)),
		)
		child.on('exit', (code, signal) => {
			if (code === 0) resolve()
			else reject(new Error(`${path.basename(command)} failed (${signal ?? `exit ${code}`})`))
		})
	})
}

/**
 * The whole database in pg_dump's custom format (compressed; pg_restore picks from it), without
 * owners, so it restores under whichever role the target's DATABASE_URL uses. pg_dump reads in
 * one repeatable-read transaction: the database as it was at one moment, writers going on.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
	await run(await postgresTool('pg_dump'), [
		'--format=custom',
		'--no-owner',
		`--file=${file}`,
		`--dbname=${databaseUrl}`,
	])
}

/**
 * Into the database of `databaseUrl`: what the dump holds replaces what is there (--clean
 * --if-exists), all or nothing (--single-transaction, --exit-on-error).
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
	await run(await postgresTool('pg_restore'), [
		'--clean',
		'--if-exists',
		'--no-owner',
		'--single-transaction',
		'--exit-on-error',
		`--dbname=${databaseUrl}`,
		file,
	])
}

/** The tables a database holds outside PostgreSQL's own schemas: none in a fresh one. */
export async function postgresTables(databaseUrl: string): Promise<number> {
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	try {
		const { rows } = await client.query<{ n: string }>(
			`select count(*) as n from information_schema.tables
			 where table_schema not in ('pg_catalog', 'information_schema')`,
		)
		return Number(rows[0]?.n ?? 0)
	} finally {
		await client.end()
	}
}
