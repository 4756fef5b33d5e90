import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { bearer, jsonRequest, useTestApi } from '@caixa/testing'
import { securityHeaders } from './security-headers'

const ORIGIN = { Origin: 'https://evil.example' }

function expectNoCors(response: Response) {
	const cors = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'))
	expect(cors).toEqual([])
}

describe('the API’s own headers', () => {
	const api = useTestApi()

	it('every kind of answer says nosniff and allows no other origin', async () => {
		const { token } = await api.signIn({ name: 'Noa', surname: 'Reis', email: 'noa@example.com' })
		const answers: Array<[string, Response, number]> = [
			['a success', await api.get('/health', ORIGIN), 200],
			['the OpenAPI document', await api.get('/openapi.json', ORIGIN), 200],
			['an answer with a session', await api.get('/session', { ...ORIGIN, ...bearer(token) }), 200],
			['a 401', await api.get('/session', ORIGIN), 401],
			[
				'a 404 of the API',
				await api.get('/units/not-a-uuid', { ...ORIGIN, ...bearer(token) }),
				404,
			],
			['a path the API does not have', await api.app.request('/nowhere', { headers: ORIGIN }), 404],
			[
				'a 422',
				await api.app.request(
					'/caixa/api/authentication',
					jsonRequest('POST', { accessValue: 'nope' }, ORIGIN),
				),
				422,
			],
			[
				'a 400 (malformed JSON)',
				await api.app.request('/caixa/api/authentication', {
					method: 'POST',
					headers: { ...ORIGIN, 'Content-Type': 'application/json' },
					body: '{',
				}),
				400,
			],
			[
				'a 413',
				await api.app.request(
					'/caixa/api/authentication',
					jsonRequest('POST', { pad: 'x'.repeat(1024 * 1024) }, ORIGIN),
				),
				413,
			],
		]
		for (const [what, response, status] of answers) {
			expect(response.status, what).toBe(status)
			expect(response.headers.get('x-content-type-options'), what).toBe('nosniff')
			expectNoCors(response)
		}
		const problem = answers[3]?.[1] as Response
		expect(problem.headers.get('content-type')).toBe('application/problem+json')
	})

	it('gives a CORS preflight no allowance', async () => {
		const response = await api.app.request('/caixa/api/authentication', {
			method: 'OPTIONS',
			headers: {
				...ORIGIN,
				'Access-Control-Request-Method': 'POST',
				'Access-Control-Request-Headers': 'content-type, authorization',
			},
		})
		expect(response.ok).toBe(false)
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		expectNoCors(response)
	})
})

describe('securityHeaders', () => {
	it('takes off any CORS header a route sets, and copes with headers that cannot change', async () => {
		const app = new Hono()
		app.use('*', securityHeaders())
		app.get('/open', (c) => {
			c.header('Access-Control-Allow-Origin', '*')
			c.header('Access-Control-Allow-Credentials', 'true')
			return c.json({ ok: true })
		})
		app.get('/away', () => Response.redirect('https://caixa.test/elsewhere', 302))

		const open = await app.request('/open', { headers: ORIGIN })
		expect(open.status).toBe(200)
		expectNoCors(open)
		expect(open.headers.get('x-content-type-options')).toBe('nosniff')

		const away = await app.request('/away')
		expect(away.status).toBe(302)
		expect(away.headers.get('location')).toBe('https://caixa.test/elsewhere')
		expect(away.headers.get('x-content-type-options')).toBe('nosniff')
	})
})
