import path from 'node:path'
import { type Kysely } from 'kysely'
import { createDatabase } from '@caixa/db/connection'
import { type Database } from '@caixa/db/database'
import { ensureMigrated } from '@caixa/db/migrate'
import { hashToken } from '@caixa/domain/session-token'
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

/**
 * Ages an access link past its end, as if its minutes had gone by: the real server keeps the
 * real clock, so a test cannot wait them out.
 */
export async function expireAccessLink(token: string) {
	const db = await realDatabase()
	const { numUpdatedRows } = await db
		.updateTable('access_links')
		.set({ expires_at: Date.now() - 60_000 })
		.where('token_hash', '=', hashToken(token))
		.executeTakeFirst()
	if (numUpdatedRows !== 1n) throw new Error('No access link has that token')
}
