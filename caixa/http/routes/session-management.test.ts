import { describe, expect, it } from 'vitest'
import { setManagement } from '@caixa/testing/database-layer'
import { bearer, mintSession, useTestApi } from '@caixa/testing'

describe('GET /caixa/api/session/is-management', () => {
	const api = useTestApi()

	it('is false for a new profile, and follows the operator’s switch', async () => {
		const { token } = await mintSession(
			{ name: 'Lia', surname: 'Maia', email: 'lia@example.com' },
			{ db: api.db },
		)
		const isManagement = async () => {
			const response = await api.get('/session/is-management', bearer(token))
			expect(response.status).toBe(200)
			return response.json()
		}
		expect(await isManagement()).toEqual({ management: false })
		await setManagement(api.db, 'LIA@example.com', true)
		expect(await isManagement()).toEqual({ management: true })
		await setManagement(api.db, 'lia@example.com', false)
		expect(await isManagement()).toEqual({ management: false })
	})

	it('needs a session', async () => {
		const response = await api.get('/session/is-management')
		expect(response.status).toBe(401)
		expect(response.headers.get('content-type')).toBe('application/problem+json')
	})
})
