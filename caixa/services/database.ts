import { type Kysely, sql } from 'kysely'
import { type Database } from '@caixa/db/database'
import { closeDefaultDatabase, migratedDefaultDatabase } from '@caixa/db/default-database'
import { ensureMigrated } from '@caixa/db/migrate'

// The database handle the services take. The http layer holds it and hands it on, but never
// queries it: every read and write goes through a service (eslint.config.js keeps it so).

export type CaixaDatabase = Kysely<Database>

/**
 * The database to serve from, migrated before its first query: `db` when given (a test's), or
 * the process's own (DATA_DIR / DATABASE_URL). The first call migrates; later calls return at once.
 */
export function migratedDatabase(db?: CaixaDatabase): () => Promise<CaixaDatabase> {
	return db ? () => ensureMigrated(db).then(() => db) : migratedDefaultDatabase
}

export { closeDefaultDatabase }

/** Whether the database answers a query at all: throws when it does not (the health check). */
export async function pingDatabase(db: CaixaDatabase): Promise<void> {
	await sql`select 1`.execute(db)
}
