import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase } from '@caixa/db/connection'
import { migrateToLatest } from '@caixa/db/migrate'

// Migrating a fresh database took most of a test file's set-up (20 migrations, about a second
// on the CI machine, twice that on PostgreSQL). The API project's global set-up
// (vitest.config.ts) migrates one template per run; each test database is then a copy of it
// (createTestDatabase), which is what migrating would make. Without the template (a script
// outside vitest, say) a test database is migrated in place, as before.

/** The environment variable that hands the template to the test processes. */
export const TEMPLATE_VARIABLE = 'CAIXA_TEST_DATABASE_TEMPLATE'

/**
 * Where the test databases' SQLite files go: memory-backed when the machine has it, as their
 * commits (synchronous = FULL) need not reach a disk, they are thrown away after the file.
 */
export function scratchFolder(): string {
	return existsSync('/dev/shm') ? '/dev/shm' : tmpdir()
}

/** PostgreSQL's name of the template database of this run. */
export function templateDatabaseName(): string {
	return `caixa_template_${process.pid}`
}

/** `connectionString` with its database replaced by `database`. */
export function withDatabase(connectionString: string, database: string): string {
	const url = new URL(connectionString)
	url.pathname = `/${database}`
	return url.toString()
}

/**
 * Makes the migrated template: a SQLite file, or on PostgreSQL (DATABASE_URL) a database.
 * Answers what TEMPLATE_VARIABLE should hold, and how to throw the template away.
 */
export async function createTemplate(
	databaseUrl: string | undefined,
): Promise<{ reference: string; destroy(): Promise<void> }> {
	if (databaseUrl) {
		const name = templateDatabaseName()
		const admin = createDatabase({ engine: 'postgres', connectionString: databaseUrl })
		const { sql } = await import('kysely')
		await sql`drop database if exists ${sql.id(name)}`.execute(admin)
		await sql`create database ${sql.id(name)}`.execute(admin)
		const template = createDatabase({
			engine: 'postgres',
			connectionString: withDatabase(databaseUrl, name),
		})
		try {
			await migrateToLatest(template)
		} finally {
			await template.destroy()
		}
		return {
			reference: name,
			async destroy() {
				await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
				await admin.destroy()
			},
		}
	}
	const dir = await mkdtemp(path.join(scratchFolder(), 'caixa-template-'))
	const file = path.join(dir, 'caixa.sqlite')
	const template = createDatabase({ engine: 'sqlite', file })
	try {
		await migrateToLatest(template)
	} finally {
		// Closing the last connection folds the WAL into the file: the file alone is the database.
		await template.destroy()
	}
	if (existsSync(`${file}-wal`)) throw new Error(`The template kept a WAL: ${file}-wal`)
	return {
		reference: file,
		destroy: () => rm(dir, { recursive: true, force: true }),
	}
}
