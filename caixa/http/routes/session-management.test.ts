import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setManagement } from '@caixa/db/management'
import {
	bearer,
	createTestApp,
	createTestDatabase,
	mintSession,
	type TestDatabase,
} from '@caixa/testing'

describe('GET /caixa/api/session/is-management', () => {
	let test: TestDatabase

	beforeAll(async () => {
		test = await createTestDatabase()
	})

	afterAll(async () => {
		await test.destroy()
	})

	it('is false for a new profile, and follows the operator’s switch', async () => {
		const { app } = createTestApp(test.db)
		const { token } = await mintSession(
			{ name: 'Lia', surname: 'Maia', email: 'lia@example.com' },
			{ db: test.db },
		)
		const isManagement = async () => {
			const response = await app.request('/caixa/api/session/is-management', {
				headers: bearer(token),
			})
			expect(response.status).toBe(200)
			return response.json()
		}
		expect(await isManagement()).toEqual({ management: false })
		await setManagement(test.db, 'LIA@example.com', true)
		expect(await isManagement()).toEqual({ management: true })
		await setManagement(test.db, 'lia@example.com', false)
		expect(await isManagement()).toEqual({ management: false })
	})

	it('needs a session', async () => {
		const { app } = createTestApp(test.db)
		const response = await app.request('/caixa/api/session/is-management')
		expect(response.status).toBe(401)
		expect(response.headers.get('content-type')).toBe('application/problem+json')
	})
})
