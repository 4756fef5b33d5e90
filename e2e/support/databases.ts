import path from 'node:path'
import { type Kysely } from 'kysely'
import { createDatabase } from '@caixa/db/connection'
import { type Database } from '@caixa/db/database'
import { ensureMigrated } from '@caixa/db/migrate'
import { hashToken } from '@caixa/domain/session-token'
import { writeOverviewBooks } from '@caixa/testing/overview-books'
import { mintSession, type MintSessionInput } from '@caixa/testing/session'
import { overHttp } from '../stub-api/seed-api'
import { seedPortal } from '../stub-api/seed-portal'
import { E2E } from './servers'

// The servers' own SQLite files, opened beside them (WAL + busy_timeout make that safe): the
// real-mode server's, and the stub API's (the real API too, over its fixtures).
const databases = new Map<string, Promise<Kysely<Database>>>()

function databaseIn(dataDir: string) {
	let db = databases.get(dataDir)
	if (!db) {
		const opened = createDatabase({ engine: 'sqlite', file: path.resolve(dataDir, 'caixa.sqlite') })
		db = ensureMigrated(opened).then(() => opened)
		databases.set(dataDir, db)
	}
	return db
}

const realDatabase = () => databaseIn(E2E.real.dataDir)

export async function mintRealSession(input: MintSessionInput) {
	const { token, profile } = await mintSession(input, { db: await realDatabase() })
	return { token, profile }
}

/**
 * A new session of a stub person (found by e-mail), for one test alone: a test that signs out
 * revokes only its own. Minted at the stub's pinned moment, as its API would.
 */
export async function mintStubSession(input: MintSessionInput, now: number) {
	const { token, profile } = await mintSession(input, {
		db: await databaseIn(E2E.stub.dataDir),
		clock: { now: () => now },
	})
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

/** The real server's API, over HTTP (seeding writes rows as their owners would). */
export const realApi = overHttp(E2E.real.webUrl)

/**
 * The portal's rows (e2e/stub-api/fixtures.ts) for a real profile, seeded as the stub seeds them
 * for Elena: 45 cashiers in three units, and two cashiers of another owner's that it audits.
 */
export async function seedRealPortal(token: string, profileId: string) {
	const owner = await mintRealSession({
		name: 'Otto',
		surname: 'Owner',
		email: `owner.${profileId}@example.com`,
	})
	await seedPortal(realApi, await realDatabase(), { token, profileId }, owner, Date.now())
}

/**
 * The portal overview's books (caixa/testing/overview-books.ts) for a real profile, as the stub
 * writes them for Julia, another owner's cashiers included, due dates counted from today.
 */
export async function seedRealOverview(token: string, profileId: string) {
	const owner = await mintRealSession({
		name: 'Otto',
		surname: 'Owner',
		email: `overview.owner.${profileId}@example.com`,
	})
	await writeOverviewBooks(
		realApi,
		await realDatabase(),
		{ token, profileId },
		{ token: owner.token, profileId: owner.profile.id },
		Date.now(),
	)
}
