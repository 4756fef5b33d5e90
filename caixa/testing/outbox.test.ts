import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultSessionPolicy } from '@caixa/domain/session-token'
import { createCaixaApp } from '@caixa/http/app'
import { createMailer } from '@caixa/services/mail'
import { manualClock, MINUTE_MS } from './clock'
import { createTestDatabase, type TestDatabase } from './database'
import { latestAccessLink, latestMail } from './outbox'
import { newClient } from './sign-in'

// How a Playwright journey on the real API signs in by e-mail without a mail server.
describe('latestAccessLink', () => {
	let test: TestDatabase
	let dataDir: string

	beforeAll(async () => {
		test = await createTestDatabase()
		dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-outbox-'))
	})

	afterAll(async () => {
		await test.destroy()
		await rm(dataDir, { recursive: true, force: true })
	})

	it('reads the newest link mailed to an address from the outbox', async () => {
		const log = vi.spyOn(console, 'log').mockImplementation(() => {})
		try {
			const clock = manualClock()
			const app = createCaixaApp({
				db: test.db,
				clock,
				mail: createMailer({ from: 'caixa@caixa.test', dataDir, clock }),
				sessionPolicy: defaultSessionPolicy,
				signIn: { appUrl: 'http://localhost:3000' },
			})
			const post = (path: string, body: Record<string, unknown>) =>
				app.request(`/caixa/api${path}`, {
					method: 'POST',
					headers: { ...newClient(), 'Content-Type': 'application/json' },
					body: JSON.stringify(body),
				})

			await expect(latestAccessLink(dataDir, 'olga@example.com')).rejects.toThrow(/No mail/)
			await post('/accounts', { name: 'Olga', surname: 'Ruiz', email: 'olga@example.com' })
			const first = await latestAccessLink(dataDir, 'OLGA@example.com')
			expect(first).toMatch(/^\/access\/[A-Za-z0-9_-]{43}$/)

			clock.advance(MINUTE_MS)
			await post('/authentication', { accessValue: 'olga@example.com', redirect: '/unit' })
			await post('/authentication', { accessValue: 'pia@example.com' })
			const second = await latestAccessLink(dataDir, 'olga@example.com')
			expect(second).toMatch(/^\/access\/[A-Za-z0-9_-]{43}\?redirect=%2Funit$/)
			expect(second).not.toContain(first)

			// It signs in, once.
			const token = second.split('/')[2]?.split('?')[0]
			expect((await post('/authentication/check', { token })).status).toBe(200)

			// An address without an account was offered the create-account page instead.
			expect((await latestMail(dataDir, 'pia@example.com'))?.text).toContain(
				'/authentication/create-account?email=pia%40example.com',
			)
			await expect(latestAccessLink(dataDir, 'pia@example.com')).rejects.toThrow(/no access link/)
		} finally {
			log.mockRestore()
		}
	})
})
