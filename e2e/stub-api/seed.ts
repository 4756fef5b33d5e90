import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import { setManagement } from '@caixa/db/management'
import { type CaixaApp } from '@caixa/http/app'
import { API_BASE } from '@caixa/http/paths'
import { latestAccessLink } from '@caixa/testing/outbox'
import { type ManualClock } from '@caixa/testing/clock'
import { writeOverviewBooks } from '@caixa/testing/overview-books'
import { mintSession } from '@caixa/testing/session'
import { FRONT_COUNTER, MAIN_TILL } from './fixtures'
import { STUB_ROWS, type StubManifest, type StubRow } from './manifest'
import { STUB_OTHERS, STUB_PEOPLE, type StubPerson } from './people'
import { seedLedger } from './seed-ledger'
import { seedOrganisation } from './seed-organisation'
import { quickStart, seedPortal } from './seed-portal'

// Writes the stub's fixtures into its fresh database through the API itself (seed-api.ts), as
// their owners would, so every row is one the API could have made. A few rows are written with
// the API's own database functions: an auditor already accepted (the handshake itself, asked and
// accepted, is auditor-invites.spec.ts's subject), a staff flag (an operator command, no call)
// and a company of someone else's in her marketplace (no call joins one).

export interface SeedContext {
	app: CaixaApp
	db: Kysely<Database>
	clock: ManualClock
	/** Where the outbox mailer writes (the e-mailed links are read back from there). */
	dataDir: string
}

export type Tokens = Record<StubPerson | keyof typeof STUB_OTHERS, string>
export type Rows = Partial<Record<StubRow, string>>

export async function seedStub(context: SeedContext): Promise<StubManifest> {
	const { db, clock } = context
	const tokens = {} as Tokens
	const profileIds = {} as Record<keyof Tokens, string>
	for (const [who, person] of Object.entries({ ...STUB_PEOPLE, ...STUB_OTHERS })) {
		const minted = await mintSession(person, { db, clock })
		tokens[who as keyof Tokens] = minted.token
		profileIds[who as keyof Tokens] = minted.profile.id
	}
	await setManagement(db, STUB_PEOPLE.heitor.email, true)

	const rows: Rows = {}
	const { app } = context
	rows.mainTill = (await quickStart(app, tokens.ana, MAIN_TILL.unit, MAIN_TILL.name)).id
	await quickStart(app, tokens.fabio, FRONT_COUNTER.unit, FRONT_COUNTER.name)
	await seedPortal(
		app,
		db,
		{ token: tokens.elena, profileId: profileIds.elena },
		{ token: tokens.otto },
		clock.now(),
	)
	await writeOverviewBooks(
		app,
		db,
		{ token: tokens.julia, profileId: profileIds.julia },
		{ token: tokens.otto, profileId: profileIds.otto },
		clock.now(),
	)
	await seedOrganisation(context, tokens, profileIds, rows)
	await seedLedger(context, tokens, rows)
	const accessLinks = await seedAccessLinks(context)
	return { now: clock.now(), accessLinks, rows: completeRows(rows) }
}

/**
 * Ana's links that cannot sign in: one asked for an hour before the pinned moment (so past its
 * 15 minutes), one used already. Both asked for through the API, read from the outbox.
 */
async function seedAccessLinks(context: SeedContext): Promise<StubManifest['accessLinks']> {
	const { app, clock, dataDir } = context
	const pinned = clock.now()
	const ask = async () => {
		const response = await app.request(`${API_BASE}/authentication`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.250' },
			body: JSON.stringify({ accessValue: STUB_PEOPLE.ana.email }),
		})
		if (response.status !== 202) throw new Error(`seed: access link ${response.status}`)
		const link = await latestAccessLink(dataDir, STUB_PEOPLE.ana.email)
		const token = /\/access\/([^/?]+)/.exec(link)?.[1]
		if (!token) throw new Error(`seed: no token in ${link}`)
		return token
	}
	clock.set(pinned - 60 * 60_000)
	const expired = await ask()
	clock.set(pinned)
	const used = await ask()
	const check = await app.request(`${API_BASE}/authentication/check`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ token: used }),
	})
	if (check.status !== 200) throw new Error(`seed: using a link answered ${check.status}`)
	return { expired, used }
}

function completeRows(rows: Rows): StubManifest['rows'] {
	for (const name of STUB_ROWS) {
		if (!rows[name]) throw new Error(`seed: no id for ${name}`)
	}
	return rows as StubManifest['rows']
}
