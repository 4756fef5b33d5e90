import { describe, expect, it } from 'vitest'
import { bearer, mintSession, useTestApi } from '@caixa/testing'

describe('POST /caixa/api/authentication/logout', () => {
	const api = useTestApi()

	it("revokes the caller's session and no other", async () => {
		const { app, clock } = api
		const person = { name: 'Bruno', surname: 'Lima', email: 'bruno@example.com' }
		const phone = await mintSession(person, { db: api.db, clock })
		const laptop = await mintSession(person, { db: api.db, clock })
		const logout = (token: string) =>
			app.request('/caixa/api/authentication/logout', { method: 'POST', headers: bearer(token) })
		const getSession = (token: string) =>
			app.request('/caixa/api/session', { headers: bearer(token) })

		const response = await logout(phone.token)
		expect(response.status).toBe(204)
		expect(await response.text()).toBe('')

		expect((await getSession(phone.token)).status).toBe(401)
		expect((await logout(phone.token)).status).toBe(401)
		expect((await getSession(laptop.token)).status).toBe(200)

		const revoked = await api.db
			.selectFrom('sessions')
			.select('revoked_at')
			.where('revoked_at', 'is not', null)
			.execute()
		expect(revoked).toEqual([{ revoked_at: clock.now() }])
	})

	it('needs a session', async () => {
		const { app } = api
		const response = await app.request('/caixa/api/authentication/logout', { method: 'POST' })
		expect(response.status).toBe(401)
		expect(response.headers.get('content-type')).toBe('application/problem+json')
	})
})
