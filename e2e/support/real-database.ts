import path from 'node:path'
import { type Kysely } from 'kysely'
import { createDatabase } from '@caixa/db/connection'
import { type Database } from '@caixa/db/database'
import { ensureMigrated } from '@caixa/db/migrate'
import { mintSession, type MintSessionInput } from '@caixa/testing/session'
import { E2E } from './servers'

// The real-mode server's own SQLite file, opened beside it (WAL + busy_timeout make that safe).
let db: Kysely<Database> | undefined

async function realDatabase() {
	if (!db) {
		db = createDatabase({ engine: 'sqlite', file: path.resolve(E2E.real.dataDir, 'caixa.sqlite') })
		await ensureMigrated(db)
	}
	return db
}

export async function mintRealSession(input: MintSessionInput) {
	const { token, profile } = await mintSession(input, { db: await realDatabase() })
	return { token, profile }
}
