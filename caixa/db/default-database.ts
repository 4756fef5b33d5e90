import { type Kysely } from 'kysely'
import { caixaEnv } from '@caixa/env'
import { connectionConfig, createDatabase } from './connection'
import { type Database } from './database'
import { ensureMigrated } from './migrate'

let instance: Kysely<Database> | undefined

/** The process's database, from DATA_DIR / DATABASE_URL, created on first use. */
export function defaultDatabase(): Kysely<Database> {
	if (!instance) {
		const env = caixaEnv()
		instance = createDatabase(
			connectionConfig({
				dataDir: env.DATA_DIR,
				databaseUrl: env.DATABASE_URL,
				sqliteReaders: env.SQLITE_READERS,
			}),
		)
	}
	return instance
}

/** The process's database, migrated. */
export async function migratedDefaultDatabase(): Promise<Kysely<Database>> {
	const db = defaultDatabase()
	await ensureMigrated(db)
	return db
}

export async function closeDefaultDatabase(): Promise<void> {
	const db = instance
	instance = undefined
	await db?.destroy()
}
