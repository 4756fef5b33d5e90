import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import { createDatabase } from '@caixa/db/connection'
import { type Database } from '@caixa/db/database'
import { migrateToLatest } from '@caixa/db/migrate'

export interface TestDatabase {
	db: Kysely<Database>
	engine: 'sqlite' | 'postgres'
	/** The SQLite file, or the PostgreSQL schema. */
	location: string
	/** Closes the connections and throws the data away. */
	destroy(): Promise<void>
}

/**
 * A fresh, migrated database of its own, so test files run in parallel without sharing rows:
 * a SQLite file in a temporary folder, or — when DATABASE_URL is set — a new PostgreSQL schema.
 */
export function createTestDatabase(
	databaseUrl: string | undefined = process.env.DATABASE_URL || undefined,
): Promise<TestDatabase> {
	return databaseUrl ? postgresTestDatabase(databaseUrl) : sqliteTestDatabase()
}

async function sqliteTestDatabase(): Promise<TestDatabase> {
	const dir = await mkdtemp(path.join(tmpdir(), 'caixa-test-'))
	const file = path.join(dir, 'caixa.sqlite')
	const db = createDatabase({ engine: 'sqlite', file })
	await migrateToLatest(db)
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

async function postgresTestDatabase(connectionString: string): Promise<TestDatabase> {
	const schema = `t_${randomBytes(6).toString('hex')}`
	const admin = createDatabase({ engine: 'postgres', connectionString })
	await sql`create schema ${sql.id(schema)}`.execute(admin)
	const db = createDatabase({ engine: 'postgres', connectionString, searchPath: schema })
	await migrateToLatest(db)
	return {
		db,
		engine: 'postgres',
		location: schema,
		async destroy() {
			await db.destroy()
			await sql`drop schema ${sql.id(schema)} cascade`.execute(admin)
			await admin.destroy()
		},
	}
}
