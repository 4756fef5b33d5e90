import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDefaultDatabase } from '@caixa/db/default-database'
import { mintSession } from '@caixa/testing/session'
import { caixa } from './app'

// The one test file on the process's default database (DATA_DIR, or DATABASE_URL's own schema),
// the way the web app uses the API: in process, through `caixa.fetch`.
describe('the caixa fetch handler', () => {
	let root: string
	let dataDir: string

	beforeAll(async () => {
		root = await mkdtemp(path.join(tmpdir(), 'caixa-app-'))
		dataDir = path.join(root, 'data')
		// Read at the first request, not at import: setting it now still counts.
		process.env.DATA_DIR = dataDir
	})

	afterAll(async () => {
		await closeDefaultDatabase()
		await rm(root, { recursive: true, force: true })
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
