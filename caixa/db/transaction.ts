import { type Kysely, type Transaction } from 'kysely'
import { type Database } from './database'

/**
 * The one way to change several rows at once: all of them or none. On SQLite it begins
 * IMMEDIATE (see sqlite-dialect.ts), so concurrent writers queue instead of failing half-way;
 * on PostgreSQL it is a plain READ COMMITTED transaction, and rules that must hold under
 * concurrency (a partial payment within the remaining) lock the rows they check.
 */
export function writeTransaction<T>(
	db: Kysely<Database>,
	work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
	return db.transaction().execute(work)
}
