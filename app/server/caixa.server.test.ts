import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { createCaixaApp } from '@caixa/http/app'
import { createTestDatabase, type TestDatabase } from '@caixa/testing/database'
import { mintSession } from '@caixa/testing/session'

// The web app's one way to the API, both ways it can reach it. Each block imports a fresh copy
// of the module, since the environment is read once per process.
async function freshClient(env: Record<string, string | undefined>) {
	vi.resetModules()
	for (const [key, value] of Object.entries(env)) {
		if (value === undefined) delete process.env[key]
		else process.env[key] = value
	}
	return import('./caixa.server')
}

describe('in process (no CAIXA_API_URL)', () => {
	let dataDir: string

	beforeAll(async () => {
		dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-web-'))
	})

	afterAll(async () => {
		const { closeDefaultDatabase } = await import('@caixa/db/default-database')
		await closeDefaultDatabase()
		await rm(dataDir, { recursive: true, force: true })
	})

	it('answers with the parsed contract shape for a valid session', async () => {
		const client = await freshClient({ DATA_DIR: dataDir, CAIXA_API_URL: undefined })
		const { token } = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
		const { data, status } = await client.caixaCall(endpoints.session.get, { token })
		expect(status).toBe(200)
		expect(data).toMatchObject({ name: 'Ana', surname: 'Souza', email: 'ana@example.com', token })
	})

	it('turns problem+json into a CaixaProblem', async () => {
		const client = await freshClient({ DATA_DIR: dataDir, CAIXA_API_URL: undefined })
		const failure = await client
			.caixaCall(endpoints.session.get, {})
			.catch((error: unknown) => error)
		expect(failure).toBeInstanceOf(client.CaixaProblem)
		expect(failure).toMatchObject({ status: 401, problem: { status: 401, title: 'Unauthorized' } })
	})

	it('signs the visitor out and sends them to sign in when the token is refused', async () => {
		const client = await freshClient({ DATA_DIR: dataDir, CAIXA_API_URL: undefined })
		const request = new Request('http://localhost/profile?tab=1')
		const thrown = await client
			.caixaCall(endpoints.session.get, { token: 'revoked-or-forged', request })
			.catch((error: unknown) => error)
		expect(thrown).toBeInstanceOf(Response)
		const response = thrown as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/authentication?redirect=%2Fprofile%3Ftab%3D1')
		expect(response.headers.get('Set-Cookie')).toMatch(/caixa_session=;.*Expires=Thu, 01 Jan 1970/)
	})

	it('reads the session once for the calls of one GET, anew for each call of an action', async () => {
		const client = await freshClient({ DATA_DIR: dataDir, CAIXA_API_URL: undefined })
		const { token } = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
		const { migratedDefaultDatabase } = await import('@caixa/db/default-database')
		const { hashToken } = await import('@caixa/domain/session-token')
		const revoke = async () =>
			(await migratedDefaultDatabase())
				.updateTable('sessions')
				.set({ revoked_at: Date.now() })
				.where('token_hash', '=', hashToken(token))
				.execute()
		const page = new Request('http://localhost/cashier/1')
		const action = new Request('http://localhost/profile', { method: 'POST' })
		await client.caixaCall(endpoints.session.get, { token, request: page })
		await client.caixaCall(endpoints.session.get, { token, request: action })
		await revoke()
		// The page's next call shares the read its first made; the action's reads the session again.
		const { status } = await client.caixaCall(endpoints.session.get, { token, request: page })
		expect(status).toBe(200)
		const refused = await client
			.caixaCall(endpoints.session.get, { token, request: action })
			.catch((error: unknown) => error)
		expect(refused).toBeInstanceOf(Response)
		expect((refused as Response).status).toBe(302)
		const anotherPage = await client
			.caixaCall(endpoints.session.get, { token, request: new Request('http://localhost/') })
			.catch((error: unknown) => error)
		expect((anotherPage as Response).status).toBe(302)
	})

	it('makes a missing resource the page’s 404', async () => {
		const client = await freshClient({ DATA_DIR: dataDir, CAIXA_API_URL: undefined })
		const { token } = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
		const thrown = await client
			.requireFound(
				client.caixaCall(endpoints.cashiers.get, {
					params: { id: '00000000-0000-4000-8000-000000000000' },
					token,
				}),
			)
			.catch((error: unknown) => error)
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).status).toBe(404)
	})
})

describe('over HTTP (CAIXA_API_URL set)', () => {
	let test: TestDatabase
	let server: ServerType
	let origin: string

	beforeAll(async () => {
		test = await createTestDatabase()
		const app = createCaixaApp({ db: test.db })
		await new Promise<void>((resolve) => {
			server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
		})
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})

	afterAll(async () => {
		await new Promise((resolve) => server.close(resolve))
		await test.destroy()
	})

	it('calls the separate API tier', async () => {
		const client = await freshClient({ CAIXA_API_URL: `${origin}/` })
		const { data } = await client.caixaCall(endpoints.health, {})
		expect(data).toEqual({ status: 'ok', database: 'ok' })
		const { token } = await mintSession(
			{ name: 'Bia', surname: 'Reis', email: 'bia@example.com' },
			{ db: test.db },
		)
		const { data: session } = await client.caixaCall(endpoints.session.get, { token })
		expect(session.email).toBe('bia@example.com')
	})

	it('makes an API that cannot be reached a 503 problem, which a form’s tail answers', async () => {
		// A port that was free a moment ago: nothing answers there.
		const closed = createServer()
		await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
		const port = (closed.address() as AddressInfo).port
		await new Promise((resolve) => closed.close(resolve))
		const client = await freshClient({ CAIXA_API_URL: `http://127.0.0.1:${port}` })
		const failure = await client
			.caixaCall(endpoints.authentication.request, {
				body: { accessValue: 'ana@example.com', redirect: '/' },
			})
			.catch((error: unknown) => error)
		expect(failure).toBeInstanceOf(client.CaixaProblem)
		expect(failure).toMatchObject({ status: 503, problem: { title: 'Service Unavailable' } })
	})

	it('forwards raw /caixa requests, method, query and body included', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const response = await client.forwardToCaixa(
			new Request('http://localhost:3000/caixa/api/authentication/logout?x=1', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: '{}',
			}),
		)
		expect(response.status).toBe(401)
		expect(response.headers.get('Content-Type')).toContain('application/problem+json')
	})
})

describe('CaixaProblem.fieldErrors', () => {
	it('groups the API’s field errors by path, as Conform takes them', async () => {
		const { CaixaProblem } = await freshClient({})
		const problem = new CaixaProblem({
			type: 'about:blank',
			title: 'Unprocessable Content',
			status: 422,
			errors: [
				{ path: 'email', message: 'Invalid email' },
				{ path: 'payments[0].amount', message: 'Too small' },
				{ path: 'email', message: 'Required' },
			],
		})
		expect(problem.fieldErrors()).toEqual({
			email: ['Invalid email', 'Required'],
			'payments[0].amount': ['Too small'],
		})
	})
})

describe('what the client passes on', () => {
	let server: ReturnType<typeof createServer>
	let origin: string
	const seen: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> =
		[]
	// What the stand-in API answers, by method and URL; anything else is a 202 with no body.
	const answers: Record<string, { status: number; body?: unknown; location?: string }> = {
		'POST /caixa/api/multimedia': {
			status: 201,
			body: { id: '00000000-0000-4000-8000-000000000001', contentType: 'image/jpeg', sizes: [] },
		},
		'GET /caixa/api/cashiers?unitId=a%2Fb&unitId=c&size=5': { status: 200, body: [] },
		'DELETE /caixa/api/units/a%2Fb%20c/collaborators/x%3Fy': { status: 204 },
		'GET /caixa/api/session/is-management': { status: 200, body: { management: true } },
		'POST /caixa/api/accounts': { status: 200 },
	}

	beforeAll(async () => {
		server = createServer((request, response) => {
			const chunks: Buffer[] = []
			request.on('data', (chunk: Buffer) => chunks.push(chunk))
			request.on('end', () => {
				seen.push({
					method: request.method,
					url: request.url,
					headers: request.headers,
					body: Buffer.concat(chunks).toString('latin1'),
				})
				if (request.url?.startsWith('/caixa/api/prices')) {
					response.writeHead(429, {
						'Content-Type': 'application/problem+json',
						'Retry-After': '120',
					})
					return response.end(
						JSON.stringify({
							type: 'about:blank',
							title: 'Too Many Requests',
							status: 429,
							code: 'RATE_LIMITED',
						}),
					)
				}
				const answer = answers[`${request.method} ${request.url}`] ?? { status: 202 }
				response.writeHead(answer.status, {
					'Content-Type': 'application/json',
					...(answer.location ? { Location: answer.location } : {}),
				})
				response.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
			})
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})

	afterAll(async () => {
		await new Promise((resolve) => server.close(resolve))
	})

	it('forwards the browser’s X-Forwarded-For, so per-client limits count the browser', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const browser = new Request('http://localhost/authentication', {
			headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' },
		})
		await client.caixaCall(endpoints.authentication.request, {
			body: { accessValue: 'ana@example.com' },
			client: browser,
		})
		expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.7, 10.0.0.1')
	})

	it('sends a FormData body as multipart/form-data', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const body = new FormData()
		body.set('file', new File(['bytes'], 'photo.png', { type: 'image/png' }))
		await client.caixaCall(endpoints.multimedia.upload, { body })
		const last = seen.at(-1)
		expect(last?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
		expect(last?.body).toContain('filename="photo.png"')
		expect(last?.body).toContain('bytes')
	})

	it('keeps a 429’s Retry-After and code on the problem', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const failure = await client
			.caixaCall(endpoints.prices.list, {})
			.catch((error: unknown) => error)
		expect(failure).toBeInstanceOf(client.CaixaProblem)
		expect(failure).toMatchObject({ status: 429, retryAfterSeconds: 120, code: 'RATE_LIMITED' })
	})

	it('encodes each path param once, in the path', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const { status, data } = await client.caixaCall(endpoints.units.collaborators.remove, {
			params: { unitId: 'a/b c', profileId: 'x?y' },
		})
		expect(status).toBe(204)
		expect(data).toBeUndefined()
		expect(seen.at(-1)).toMatchObject({
			method: 'DELETE',
			url: '/caixa/api/units/a%2Fb%20c/collaborators/x%3Fy',
		})
	})

	it('writes a list as repeated keys and leaves out what is undefined', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const { data } = await client.caixaCall(endpoints.cashiers.list, {
			query: { unitId: ['a/b', 'c'], size: 5, name: undefined },
		})
		expect(data).toEqual([])
		expect(seen.at(-1)?.url).toBe('/caixa/api/cashiers?unitId=a%2Fb&unitId=c&size=5')
	})

	it('parses the answer with the entry’s schema', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const { data } = await client.caixaCall(endpoints.session.isManagement, { token: 't' })
		expect(data).toEqual({ management: true })
		expect(seen.at(-1)?.headers.authorization).toBe('Bearer t')
	})

	it('refuses a success the table does not list for the entry', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const failure = await client
			.caixaCall(endpoints.accounts.create, {
				body: { name: 'Ana', surname: 'Souza', email: 'ana@example.com' },
			})
			.catch((error: unknown) => error)
		expect(String(failure)).toContain('POST /accounts answered 200')
	})
})

describe('a create’s Location', () => {
	it('is read as a path of the entry it must be', async () => {
		const { paramsOf } = await freshClient({})
		const get = endpoints.cashiers.payments.get
		expect(paramsOf(get, '/caixa/api/cashiers/c%2F1/payments/p1')).toEqual({
			id: 'c/1',
			paymentId: 'p1',
		})
		expect(paramsOf(get, '/caixa/api/cashiers/c1/payments/p1/children')).toBeNull()
		expect(paramsOf(endpoints.multimedia.content, '/caixa/api/multimedia/content/m1.jpg')).toEqual({
			id: 'm1',
		})
	})

	it('that is some other path is an error, not a call', async () => {
		const { followLocation } = await freshClient({})
		const created = { headers: new Headers({ Location: '/caixa/api/units/u1' }) }
		await expect(followLocation(created, endpoints.cashiers.get, {})).rejects.toThrow(
			'is no /cashiers/{id}',
		)
	})
})
