import { type Kysely, type MigrationResult, Migrator, sql } from 'kysely'
import { isSqlite } from './connection'
import { type Database } from './database'
import { migrations } from './migrations'

// Migrations only go forward: a shipped migration is never edited or undone, a later one fixes it.
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
	const migrator = new Migrator({
		db,
		provider: { getMigrations: () => Promise.resolve(migrations) },
		migrationTableSchema: await migrationTableSchema(db),
	})
	const { error, results = [] } = await migrator.migrateToLatest()
	if (error) {
		const failed = results.find((result) => result.status === 'Error')
		throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error })
	}
	return results
}

/**
 * On PostgreSQL, the schema the migrations run in (the first of the search_path). Named
 * explicitly because Kysely, without one, takes a migration table in *any* schema of the
 * database for its own, and would skip creating ours next to another schema's.
 */
async function migrationTableSchema(db: Kysely<Database>): Promise<string | undefined> {
	if (isSqlite(db)) return undefined
	const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
		db,
	)
	const schema = rows[0]?.schema
	if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path')
	return schema
}

const migrated = new WeakMap<Kysely<Database>, Promise<void>>()

/**
 * Runs the migrations once per database instance, before its first query. A failure (the
 * database unreachable, say) is forgotten, so that a later request tries again.
 */
export function ensureMigrated(db: Kysely<Database>): Promise<void> {
	let done = migrated.get(db)
	if (!done) {
		done = migrateToLatest(db).then(() => undefined)
		done.catch(() => migrated.delete(db))
		migrated.set(db, done)
	}
	return done
}
