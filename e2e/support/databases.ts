import path from 'node:path'
import { type Kysely } from 'kysely'
import { createDatabase } from '@caixa/db/connection'
import { type Database } from '@caixa/db/database'
import { ensureMigrated } from '@caixa/db/migrate'
import { hashToken } from '@caixa/domain/session-token'
import { mintSession, type MintSessionInput } from '@caixa/testing/session'
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

/**
 * The portal's data (e2e/stub-api/fixtures.ts, the same names the stub answers) for a real
 * profile: its 45 cashiers in three units, made through the real API as the product makes them,
 * and two cashiers of another owner that it audits. (The test runner cannot load the contract's
 * country data, so seeding goes through HTTP rather than caixa/testing/organisation.)
 */
export async function seedRealPortal(token: string, profileId: string) {
	const { PORTAL_UNITS, auditedCashiers, portalCashiers } = await import('../stub-api/fixtures')
	const units = new Map<string, string>()
	for (const { unit, name } of portalCashiers) {
		const unitId = units.get(unit)
		if (unitId) {
			await callRealApi(token, `/units/${unitId}/cashiers`, { name })
		} else {
			const cashier = await callRealApi(token, '/publics/units', {
				unitName: unit,
				cashierName: name,
				country: 'BRAZIL',
			})
			units.set(unit, cashier.unit.id)
		}
	}
	if (units.size !== PORTAL_UNITS.length) throw new Error('The portal seed lost a unit')
	// Another owner's cashiers, which this profile audits (accepted: there is no screen for it yet).
	const owner = await mintRealSession({
		name: 'Otto',
		surname: 'Owner',
		email: `owner.${profileId}@example.com`,
	})
	const db = await realDatabase()
	const { addCashierAuditor } = await import('@caixa/db/collaborators')
	for (const { unit, name } of auditedCashiers) {
		const cashier = await callRealApi(owner.token, '/publics/units', {
			unitName: unit,
			cashierName: name,
			country: 'BRAZIL',
		})
		const now = Date.now()
		await addCashierAuditor(db, cashier.id, profileId, now, now)
	}
}

async function callRealApi(token: string, path: string, body: unknown) {
	const response = await fetch(`${E2E.real.webUrl}/caixa/api${path}`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	})
	if (response.status !== 201) {
		throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`)
	}
	return (await response.json()) as { id: string; unit: { id: string } }
}
