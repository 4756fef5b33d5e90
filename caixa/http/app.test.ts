import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Database from '@caixa/services/database'
import type * as Session from '@caixa/testing/session'
import type * as App from './app'

// The one test file on the process's default database (DATA_DIR, or DATABASE_URL's own schema),
// the way the web app uses the API: in process, through `caixa.fetch`.
describe('the caixa fetch handler', () => {
	let root: string
	let dataDir: string
	const dataDirBefore = process.env.DATA_DIR
	let caixa: typeof App.caixa
	let mintSession: typeof Session.mintSession
	let closeDefaultDatabase: typeof Database.closeDefaultDatabase

	beforeAll(async () => {
		// The API project shares modules between test files (vitest.config.ts): this file's own,
		// fresh, so that no other file's read of the environment or default database is kept.
		vi.resetModules()
		caixa = (await import('./app')).caixa
		mintSession = (await import('@caixa/testing/session')).mintSession
		closeDefaultDatabase = (await import('@caixa/services/database')).closeDefaultDatabase
		root = await mkdtemp(path.join(tmpdir(), 'caixa-app-'))
		dataDir = path.join(root, 'data')
		// Read at the first request, not at import: setting it now still counts.
		process.env.DATA_DIR = dataDir
		// Importing the whole API is the work a file's import did before: no hook's 10 s.
	}, 60_000)

	afterAll(async () => {
		await closeDefaultDatabase?.()
		await rm(root, { recursive: true, force: true })
		if (dataDirBefore === undefined) delete process.env.DATA_DIR
		else process.env.DATA_DIR = dataDirBefore
		vi.resetModules()
	})

	it('opens nothing on import, and migrates the database on the first request', async () => {
		expect(existsSync(dataDir)).toBe(false)
		const response = await caixa.fetch(new Request('http://caixa.internal/caixa/api/health'))
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
		if (!process.env.DATABASE_URL) expect(existsSync(path.join(dataDir, 'caixa.sqlite'))).toBe(true)
	})

	it('answers a session minted into the default database', async () => {
		const { token, profile } = await mintSession({
			name: 'Eva',
			surname: 'Reis',
			email: `eva-${Date.now()}@example.com`,
		})
		const response = await caixa.fetch(
			new Request('http://caixa.internal/caixa/api/session', {
				headers: { Authorization: `Bearer ${token}` },
			}),
		)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ token, id: profile.id, language: 'en-US' })
	})
})
