import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sessionSchema } from '@caixa/contract/session'
import { hashToken } from '@caixa/domain/session-token'
import { bearer, createTestApp, DAY_MS, mintSession, MINUTE_MS, useTestApi } from '@caixa/testing'

const ana = {
	name: 'Ana',
	surname: 'Souza',
	email: 'Ana.Souza@Example.com',
	language: 'pt-BR' as const,
}

describe('GET /caixa/api/session', () => {
	const api = useTestApi()

	function setup() {
		const { app, clock } = createTestApp(api.db)
		const mint = () => mintSession(ana, { db: api.db, clock })
		const getSession = (headers: Record<string, string> = {}) =>
			app.request('/caixa/api/session', { headers })
		return { app, clock, mint, getSession }
	}

	async function expectUnauthorized(response: Response) {
		expect(response.status).toBe(401)
		expect(response.headers.get('content-type')).toBe('application/problem+json')
		expect(response.headers.get('www-authenticate')).toBe('Bearer')
		expect(await response.json()).toMatchObject({ status: 401, title: 'Unauthorized' })
	}

	it('answers the session of a minted token', async () => {
		const { mint, getSession } = setup()
		const { token, profile } = await mint()
		const response = await getSession(bearer(token))
		expect(response.status).toBe(200)
		const session = sessionSchema.parse(await response.json())
		expect(session).toEqual({
			token,
			id: profile.id,
			name: 'Ana',
			surname: 'Souza',
			email: 'ana.souza@example.com',
			photo: null,
			language: 'pt-BR',
		})
	})

	it('accepts a bare token', async () => {
		const { mint, getSession } = setup()
		const { token } = await mint()
		expect((await getSession({ Authorization: token })).status).toBe(200)
		expect((await getSession({ Authorization: `bearer  ${token}` })).status).toBe(200)
	})

	it('refuses a request without a token', async () => {
		const { getSession } = setup()
		await expectUnauthorized(await getSession())
		await expectUnauthorized(await getSession({ Authorization: 'Bearer' }))
		await expectUnauthorized(await getSession({ Authorization: 'Basic dXNlcjpwYXNz' }))
	})

	it('refuses an unknown token', async () => {
		const { mint, getSession } = setup()
		const { token } = await mint()
		await expectUnauthorized(await getSession(bearer(`${token}x`)))
		await expectUnauthorized(await getSession(bearer('not-a-token')))
	})

	it('refuses a revoked token', async () => {
		const { mint, getSession, clock } = setup()
		const { token } = await mint()
		await api.db
			.updateTable('sessions')
			.set({ revoked_at: clock.now() })
			.where('token_hash', '=', hashToken(token))
			.execute()
		await expectUnauthorized(await getSession(bearer(token)))
	})

	it('refuses a token unused for 7 days', async () => {
		const { mint, getSession, clock } = setup()
		const { token } = await mint()
		clock.advance(7 * DAY_MS - MINUTE_MS)
		expect((await getSession(bearer(token))).status).toBe(200)
		clock.advance(7 * DAY_MS)
		await expectUnauthorized(await getSession(bearer(token)))
	})

	it('refuses a token 30 days old, however often it was used', async () => {
		const { mint, getSession, clock } = setup()
		const { token } = await mint()
		for (let day = 6; day < 30; day += 6) {
			clock.advance(6 * DAY_MS)
			expect((await getSession(bearer(token))).status, `day ${day}`).toBe(200)
		}
		clock.advance(6 * DAY_MS)
		await expectUnauthorized(await getSession(bearer(token)))
	})

	it('records the last use at most once a minute', async () => {
		const { mint, getSession, clock } = setup()
		const { token } = await mint()
		const lastUsedAt = async () =>
			(
				await api.db
					.selectFrom('sessions')
					.select('last_used_at')
					.where('token_hash', '=', hashToken(token))
					.executeTakeFirstOrThrow()
			).last_used_at
		const issuedAt = clock.now()

		clock.advance(30 * 1000)
		await getSession(bearer(token))
		expect(await lastUsedAt()).toBe(issuedAt)

		clock.advance(30 * 1000)
		await getSession(bearer(token))
		expect(await lastUsedAt()).toBe(issuedAt + MINUTE_MS)
	})

	it('the database never holds the token itself, only its hash', async () => {
		const { mint } = setup()
		const { token } = await mint()
		const rows = await api.db.selectFrom('sessions').selectAll().execute()
		expect(rows.map((row) => row.token_hash)).toContain(hashToken(token))
		expect(JSON.stringify(rows)).not.toContain(token)
		if (api.engine === 'sqlite') {
			// The file and its write-ahead log, byte for byte.
			const dir = path.dirname(api.location)
			const files = (await readdir(dir)).filter((name) => name.startsWith('caixa.sqlite'))
			expect(files).toContain('caixa.sqlite-wal')
			for (const name of files) {
				expect((await readFile(path.join(dir, name))).includes(token)).toBe(false)
			}
		}
	})

	it('minting again for the same e-mail, any case, reuses the profile', async () => {
		const { getSession } = setup()
		const first = await mintSession(ana, { db: api.db })
		const second = await mintSession({ ...ana, email: 'ANA.SOUZA@example.com' }, { db: api.db })
		expect(second.profile.id).toBe(first.profile.id)
		expect(second.token).not.toBe(first.token)
		expect((await getSession(bearer(first.token))).status).toBe(200)
	})
})
