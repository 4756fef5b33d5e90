import { createRoute, z } from '@hono/zod-openapi'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { conflict, rateLimited } from '@caixa/domain/errors'
import { createTestApp, createTestDatabase, type TestDatabase } from '@caixa/testing'
import { type CaixaApp } from '../app'

// No resource takes a JSON body yet, so a probe route (added to the real app, behind its real
// middleware and error handling) stands in for the JSON endpoints to come.
const probe = createRoute({
	method: 'post',
	path: '/caixa/api/probe',
	request: {
		body: {
			required: true,
			content: {
				'application/json': {
					schema: z.object({
						email: z.email(),
						name: z.string().min(1),
						address: z.object({ city: z.string() }),
						payments: z.array(z.object({ amount: z.number().int().positive() })).optional(),
					}),
				},
			},
		},
	},
	responses: {
		200: { description: 'Echo', content: { 'application/json': { schema: z.unknown() } } },
	},
})

const probeItem = createRoute({
	method: 'get',
	path: '/caixa/api/probes/{id}',
	request: {
		params: z.object({ id: z.uuid() }),
		query: z.object({ size: z.coerce.number().int().min(1).max(100).optional() }),
	},
	responses: {
		200: { description: 'Echo', content: { 'application/json': { schema: z.unknown() } } },
	},
})

function withProbes(app: CaixaApp) {
	app.openapi(probe, (c) => c.json(c.req.valid('json'), 200))
	app.openapi(probeItem, (c) => c.json({ ...c.req.valid('param'), ...c.req.valid('query') }, 200))
	app.get('/caixa/api/probes/fail/unexpected', () => {
		throw new Error('database password is hunter2')
	})
	app.get('/caixa/api/probes/fail/conflict', () => {
		throw conflict('The payment is already paid.')
	})
	app.get('/caixa/api/probes/fail/rate-limited', () => {
		throw rateLimited(42)
	})
	return app
}

const validBody = { email: 'ana@example.com', name: 'Ana', address: { city: 'Recife' } }

async function expectProblem(response: Response, status: number) {
	expect(response.status).toBe(status)
	expect(response.headers.get('content-type')).toBe('application/problem+json')
	const body = (await response.json()) as Record<string, unknown>
	expect(body).toMatchObject({ type: 'about:blank', status })
	expect(typeof body.title).toBe('string')
	expect(typeof body.detail).toBe('string')
	expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+/)
	return body
}

describe('error answers', () => {
	let test: TestDatabase
	let app: CaixaApp

	beforeAll(async () => {
		test = await createTestDatabase()
		app = withProbes(createTestApp(test.db).app)
	})

	afterAll(async () => {
		await test.destroy()
	})

	const post = (body: BodyInit, headers: Record<string, string> = {}) =>
		app.request('/caixa/api/probe', { method: 'POST', body, headers })

	it('a valid JSON body reaches the handler', async () => {
		const response = await post(JSON.stringify(validBody), { 'Content-Type': 'application/json' })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual(validBody)
	})

	it('an unknown path is a 404 problem', async () => {
		const body = await expectProblem(await app.request('/caixa/api/nothing-here'), 404)
		expect(body.detail).toContain('/caixa/api/nothing-here')
	})

	it('a known path with another method is a 404 problem', async () => {
		await expectProblem(await app.request('/caixa/api/health', { method: 'DELETE' }), 404)
	})

	it('malformed JSON is a 400 problem', async () => {
		const body = await expectProblem(
			await post('{"email": "ana@', { 'Content-Type': 'application/json' }),
			400,
		)
		expect(body.detail).toMatch(/malformed json/i)
	})

	it('a body that is not JSON is a 415 problem', async () => {
		await expectProblem(await post('email=ana', { 'Content-Type': 'text/plain' }), 415)
		await expectProblem(
			await post('email=ana', { 'Content-Type': 'application/x-www-form-urlencoded' }),
			415,
		)
	})

	it('a body without a content type is a 415 problem', async () => {
		await expectProblem(await post(JSON.stringify(validBody)), 415)
	})

	it('a body over 1 MB is a 413 problem, counted as it streams', async () => {
		const big = JSON.stringify({ ...validBody, name: 'x'.repeat(1024 * 1024) })
		await expectProblem(await post(big, { 'Content-Type': 'application/json' }), 413)
	})

	it('a body declared over 1 MB is a 413 problem before it is read', async () => {
		await expectProblem(
			await post('{}', { 'Content-Type': 'application/json', 'Content-Length': String(2 ** 21) }),
			413,
		)
	})

	it('a body just under 1 MB passes', async () => {
		const name = 'x'.repeat(1024 * 1024 - JSON.stringify({ ...validBody, name: '' }).length)
		const body = JSON.stringify({ ...validBody, name })
		expect(body.length).toBe(1024 * 1024)
		const response = await post(body, { 'Content-Type': 'application/json' })
		expect(response.status).toBe(200)
	})

	it('field failures are one 422 problem listing every field', async () => {
		const body = await expectProblem(
			await post(
				JSON.stringify({
					email: 'not-an-email',
					name: '',
					address: {},
					payments: [{ amount: 10 }, { amount: -1 }],
				}),
				{ 'Content-Type': 'application/json' },
			),
			422,
		)
		const errors = body.errors as { path: string; message: string }[]
		expect(errors.map((error) => error.path).sort()).toEqual([
			'address.city',
			'email',
			'name',
			'payments[1].amount',
		])
		for (const error of errors) expect(error.message).not.toBe('')
	})

	it('an empty JSON body fails as its missing fields', async () => {
		const body = await expectProblem(await post('{}', { 'Content-Type': 'application/json' }), 422)
		expect((body.errors as { path: string }[]).map((error) => error.path).sort()).toEqual([
			'address',
			'email',
			'name',
		])
	})

	it('a bad query value is a 422 problem naming the key', async () => {
		const id = crypto.randomUUID()
		expect((await app.request(`/caixa/api/probes/${id}?size=5`)).status).toBe(200)
		const body = await expectProblem(await app.request(`/caixa/api/probes/${id}?size=500`), 422)
		expect(body.errors).toEqual([{ path: 'size', message: expect.any(String) }])
	})

	it('an id that is no UUID names nothing: 404', async () => {
		await expectProblem(await app.request('/caixa/api/probes/42'), 404)
	})

	it('a rule that refuses is a 409 problem with its reason', async () => {
		const body = await expectProblem(await app.request('/caixa/api/probes/fail/conflict'), 409)
		expect(body.detail).toBe('The payment is already paid.')
	})

	it('a rate limit is a 429 problem with Retry-After', async () => {
		const response = await app.request('/caixa/api/probes/fail/rate-limited')
		expect(response.headers.get('retry-after')).toBe('42')
		await expectProblem(response, 429)
	})

	it('an unexpected error is a generic 500 problem, logged on the server only', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		try {
			const response = await app.request('/caixa/api/probes/fail/unexpected')
			const body = await expectProblem(response, 500)
			expect(JSON.stringify(body)).not.toContain('hunter2')
			expect(logged).toHaveBeenCalledWith(
				expect.stringContaining('GET /caixa/api/probes/fail/unexpected'),
				expect.objectContaining({ message: 'database password is hunter2' }),
			)
		} finally {
			logged.mockRestore()
		}
	})
})
