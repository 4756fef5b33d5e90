import { randomBytes } from 'node:crypto'
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import { createDatabase } from '@caixa/db/connection'
import { type Database } from '@caixa/db/database'
import { migrateToLatest } from '@caixa/db/migrate'
import { scratchFolder, TEMPLATE_VARIABLE, withDatabase } from './database-template'

export interface TestDatabase {
	db: Kysely<Database>
	engine: 'sqlite' | 'postgres'
	/** The SQLite file, or the PostgreSQL schema. */
	location: string
	/** On PostgreSQL, the connection string of the database `location` is in. */
	connectionString?: string
	/** Closes the connections and throws the data away. */
	destroy(): Promise<void>
}

/**
 * A fresh, migrated database of its own, so test files run in parallel without sharing rows:
 * a SQLite file in a temporary folder, or — when DATABASE_URL is set — a new PostgreSQL database
 * (a new schema when no template was made: see database-template.ts).
 */
export function createTestDatabase(
	databaseUrl: string | undefined = process.env.DATABASE_URL || undefined,
): Promise<TestDatabase> {
	const template = process.env[TEMPLATE_VARIABLE] || undefined
	return databaseUrl ? postgresTestDatabase(databaseUrl, template) : sqliteTestDatabase(template)
}

async function sqliteTestDatabase(template: string | undefined): Promise<TestDatabase> {
	// Outside a test run (a benchmark's database, bench-ledger.ts) on disk as before, so that its
	// figures stay comparable with earlier ones.
	const dir = await mkdtemp(path.join(template ? scratchFolder() : tmpdir(), 'caixa-test-'))
	const file = path.join(dir, 'caixa.sqlite')
	if (template) await copyFile(template, file)
	const db = createDatabase({ engine: 'sqlite', file })
	if (!template) await migrateToLatest(db)
	return {
		db,
		engine: 'sqlite',
		location: file,
		async destroy() {
			await db.destroy()
			await rm(dir, { recursive: true, force: true })
		},
	}
}

async function postgresTestDatabase(
	connectionString: string,
	template: string | undefined,
): Promise<TestDatabase> {
	const admin = createDatabase({ engine: 'postgres', connectionString })
	if (template) {
		const name = `t_${randomBytes(6).toString('hex')}`
		// The template is small: copying its files beats writing it all to the WAL.
		await sql`create database ${sql.id(name)} template ${sql.id(template)} strategy file_copy`.execute(
			admin,
		)
		const own = withDatabase(connectionString, name)
		const db = createDatabase({ engine: 'postgres', connectionString: own })
		return {
			db,
			engine: 'postgres',
			location: 'public',
			connectionString: own,
			async destroy() {
				await db.destroy()
				await sql`drop database ${sql.id(name)} with (force)`.execute(admin)
				await admin.destroy()
			},
		}
	}
	const schema = `t_${randomBytes(6).toString('hex')}`
	await sql`create schema ${sql.id(schema)}`.execute(admin)
	const db = createDatabase({ engine: 'postgres', connectionString, searchPath: schema })
	await migrateToLatest(db)
	return {
		db,
		engine: 'postgres',
		location: schema,
		connectionString,
		async destroy() {
			await db.destroy()
			await sql`drop schema ${sql.id(schema)} cascade`.execute(admin)
			await admin.destroy()
		},
	}
}
