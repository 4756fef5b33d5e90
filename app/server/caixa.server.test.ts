import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { healthSchema } from '@caixa/contract/health'
import { sessionSchema } from '@caixa/contract/session'
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
		const { data, status } = await client.callCaixa('/session', { token, schema: sessionSchema })
		expect(status).toBe(200)
		expect(data).toMatchObject({ name: 'Ana', surname: 'Souza', email: 'ana@example.com', token })
	})

	it('turns problem+json into a CaixaProblem', async () => {
		const client = await freshClient({ DATA_DIR: dataDir, CAIXA_API_URL: undefined })
		const failure = await client.callCaixa('/session').catch((error: unknown) => error)
		expect(failure).toBeInstanceOf(client.CaixaProblem)
		expect(failure).toMatchObject({ status: 401, problem: { status: 401, title: 'Unauthorized' } })
	})

	it('signs the visitor out and sends them to sign in when the token is refused', async () => {
		const client = await freshClient({ DATA_DIR: dataDir, CAIXA_API_URL: undefined })
		const request = new Request('http://localhost/profile?tab=1')
		const thrown = await client
			.callCaixa('/session', { token: 'revoked-or-forged', request })
			.catch((error: unknown) => error)
		expect(thrown).toBeInstanceOf(Response)
		const response = thrown as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/authentication?redirect=%2Fprofile%3Ftab%3D1')
		expect(response.headers.get('Set-Cookie')).toMatch(/caixa_session=;.*Expires=Thu, 01 Jan 1970/)
	})

	it('makes a missing resource the page’s 404', async () => {
		const client = await freshClient({ DATA_DIR: dataDir, CAIXA_API_URL: undefined })
		const { token } = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
		const thrown = await client
			.requireFound(client.callCaixa('/cashiers/00000000-0000-4000-8000-000000000000', { token }))
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
		const { data } = await client.callCaixa('/health', { schema: healthSchema })
		expect(data).toEqual({ status: 'ok', database: 'ok' })
		const { token } = await mintSession(
			{ name: 'Bia', surname: 'Reis', email: 'bia@example.com' },
			{ db: test.db },
		)
		const { data: session } = await client.callCaixa('/session', { token, schema: sessionSchema })
		expect(session.email).toBe('bia@example.com')
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
	const seen: Array<{ headers: IncomingHttpHeaders; body: string }> = []

	beforeAll(async () => {
		server = createServer((request, response) => {
			const chunks: Buffer[] = []
			request.on('data', (chunk: Buffer) => chunks.push(chunk))
			request.on('end', () => {
				seen.push({ headers: request.headers, body: Buffer.concat(chunks).toString('latin1') })
				if (request.url === '/caixa/api/limited') {
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
				response.writeHead(200, { 'Content-Type': 'application/json' })
				response.end('{}')
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
		await client.callCaixa('/authentication', { method: 'POST', body: {}, client: browser })
		expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.7, 10.0.0.1')
	})

	it('sends a FormData body as multipart/form-data', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const body = new FormData()
		body.set('file', new File(['bytes'], 'photo.png', { type: 'image/png' }))
		await client.callCaixa('/multimedia', { method: 'POST', body })
		const last = seen.at(-1)
		expect(last?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
		expect(last?.body).toContain('filename="photo.png"')
		expect(last?.body).toContain('bytes')
	})

	it('keeps a 429’s Retry-After and code on the problem', async () => {
		const client = await freshClient({ CAIXA_API_URL: origin })
		const failure = await client.callCaixa('/limited').catch((error: unknown) => error)
		expect(failure).toBeInstanceOf(client.CaixaProblem)
		expect(failure).toMatchObject({ status: 429, retryAfterSeconds: 120, code: 'RATE_LIMITED' })
	})
})
