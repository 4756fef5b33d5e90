import { describe, expect, it, vi } from 'vitest'
import { createDatabase } from '@caixa/testing/database-layer'
import { createTestApp, useTestApi } from '@caixa/testing'

describe('GET /caixa/api/health', () => {
	const api = useTestApi()

	it('answers ok when the database answers', async () => {
		const response = await api.get('/health')
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toMatch(/^application\/json/)
		expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
	})

	it('answers 503 degraded when the database is unreachable', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		// Port 1 on loopback refuses connections at once.
		const unreachable = createDatabase({
			engine: 'postgres',
			connectionString: 'postgres://caixa@127.0.0.1:1/caixa',
		})
		try {
			const { app } = createTestApp(unreachable)
			const response = await app.request('/caixa/api/health')
			expect(response.status).toBe(503)
			expect(await response.json()).toEqual({ status: 'degraded', database: 'unreachable' })
			expect(logged).toHaveBeenCalled()
		} finally {
			logged.mockRestore()
			await unreachable.destroy()
		}
	})
})
