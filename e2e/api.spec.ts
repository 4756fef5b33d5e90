import { expect, test } from './support/test'

// The product's server answers /caixa/* over HTTP for other clients (real mode only: in stub
// mode the web app's /caixa/* is forwarded to the stub).
test(
	'health answers ok with the database',
	{ tag: ['@js-only', '@real-api'] },
	async ({ request }) => {
		const answer = await request.get('/caixa/api/health')
		expect(answer.status()).toBe(200)
		expect(await answer.json()).toEqual({ status: 'ok', database: 'ok' })
	},
)

test(
	'the OpenAPI document is generated and lists the paths',
	{ tag: ['@js-only', '@real-api'] },
	async ({ request }) => {
		const answer = await request.get('/caixa/api/openapi.json')
		expect(answer.status()).toBe(200)
		const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> }
		expect(document.openapi).toMatch(/^3\./)
		expect(Object.keys(document.paths)).toEqual(
			expect.arrayContaining(['/caixa/api/health', '/caixa/api/session']),
		)
	},
)

test(
	'bad requests answer problem+json with a 4xx, never a 500',
	{ tag: ['@js-only', '@real-api'] },
	async ({ request }) => {
		const unknown = await request.get('/caixa/api/no-such-thing')
		expect(unknown.status()).toBe(404)
		expect(unknown.headers()['content-type']).toContain('application/problem+json')

		const anonymous = await request.get('/caixa/api/session')
		expect(anonymous.status()).toBe(401)
		expect((await anonymous.json()) as object).toMatchObject({ status: 401 })

		const malformed = await request.post('/caixa/api/authentication/logout', {
			headers: { Authorization: 'Bearer nope', 'Content-Type': 'application/json' },
			data: '{not json',
		})
		expect(malformed.status()).toBeGreaterThanOrEqual(400)
		expect(malformed.status()).toBeLessThan(500)
	},
)
