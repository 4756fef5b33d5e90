import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROBLEM_CONTENT_TYPE, type Problem } from '@caixa/contract/problem'
import { MULTIMEDIA_MAX_BYTES } from '@caixa/contract/multimedia'
import {
	bearer,
	createSignInTestApp,
	DAY_MS,
	manualClock,
	mintSession,
	useTestApi,
} from '@caixa/testing'
import { serveCaixa, type ServedCaixa } from './serve'

// The API as `npm run caixa:serve` runs it — its own Node server, nothing in front — called over
// real HTTP from this process, so the client address is the connection's (127.0.0.1) and Node's
// own parser and limits are in the way, as they are for an attacker.

describe('the API served on its own', () => {
	const api = useTestApi()
	const servers: ServedCaixa[] = []

	// Each server gets a clock on a day of its own, so that no test sees another's counters
	// (every call here comes from 127.0.0.1, on one database).
	let days = 0
	async function start(trustedProxies: number) {
		days += 1
		const clock = manualClock(Date.UTC(2031, 0, 1) + days * DAY_MS)
		const { app, mail } = createSignInTestApp(api.db, { clock, trustedProxies })
		const served = await serveCaixa({ app, port: 0, hostname: '127.0.0.1' })
		servers.push(served)
		const requestAccess = (email: string, headers: Record<string, string> = {}) =>
			fetch(`${served.origin}/caixa/api/authentication`, {
				method: 'POST',
				headers: { ...headers, 'Content-Type': 'application/json' },
				body: JSON.stringify({ accessValue: email }),
			})
		return { served, clock, mail, requestAccess }
	}

	afterAll(async () => {
		await Promise.all(servers.map((served) => served.close()))
	})

	async function expectProblem(response: Response, status: number) {
		expect(response.status).toBe(status)
		expect(response.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE)
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		const problem = (await response.json()) as Problem
		expect(problem).toMatchObject({ type: 'about:blank', status })
		return problem
	}

	describe('sign-in per client, TRUST_PROXY off (the default)', () => {
		it('answers the 11th sign-in call in a minute from one connection 429, with Retry-After, and mails nothing for it', async () => {
			const { mail, requestAccess, clock } = await start(0)
			for (let n = 0; n < 10; n += 1) {
				expect((await requestAccess(`a${n}@example.com`)).status).toBe(202)
			}
			clock.advance(15 * 1000)
			const refused = await requestAccess('a10@example.com')
			expect(refused.headers.get('retry-after')).toBe('45')
			expect(await expectProblem(refused, 429)).toMatchObject({ code: 'RATE_LIMITED' })
			expect(mail.sent.map((sent) => sent.to)).not.toContain('a10@example.com')
			expect(mail.sent).toHaveLength(10)
		})

		it('ignores X-Forwarded-For: rotating it does not make a new client', async () => {
			const { mail, requestAccess } = await start(0)
			const statuses: number[] = []
			for (let n = 0; n < 25; n += 1) {
				const response = await requestAccess(`b${n}@example.com`, {
					'X-Forwarded-For': `198.51.100.${n}`,
					'X-Real-IP': `203.0.113.${n}`,
				})
				statuses.push(response.status)
			}
			expect(statuses).toEqual([...Array(10).fill(202), ...Array(15).fill(429)])
			expect(mail.sent).toHaveLength(10)
		})
	})

	describe('sign-in per client, TRUST_PROXY=1 (behind the web tier)', () => {
		it('counts the rightmost X-Forwarded-For entry, whatever is to its left', async () => {
			const { requestAccess } = await start(1)
			const statuses: number[] = []
			for (let n = 0; n < 11; n += 1) {
				const response = await requestAccess(`c${n}@example.com`, {
					'X-Forwarded-For': `10.9.${n}.1, 203.0.113.50`,
				})
				statuses.push(response.status)
			}
			expect(statuses).toEqual([...Array(10).fill(202), 429])
			// Another browser behind the same web tier (the same connection peer) is its own client…
			const other = await requestAccess('c-other@example.com', {
				'X-Forwarded-For': '203.0.113.51',
			})
			expect(other.status).toBe(202)
			// …and a call the web tier wrote nothing for is the web tier's own peer address.
			for (let n = 0; n < 10; n += 1) {
				expect((await requestAccess(`d${n}@example.com`)).status).toBe(202)
			}
			await expectProblem(await requestAccess('d10@example.com'), 429)
		})
	})

	describe('requests too large', () => {
		let origin: string
		let token: string
		beforeAll(async () => {
			const { served, clock } = await start(0)
			origin = served.origin
			// Signed in on the server's clock, so that the session is live there.
			token = (
				await mintSession(
					{ name: 'Lia', surname: 'Rocha', email: 'lia@example.com' },
					{ db: api.db, clock },
				)
			).token
		})

		it('answers headers over 16 KB with 431 problem+json', async () => {
			const response = await fetch(`${origin}/caixa/api/health`, {
				headers: { 'X-Padding': 'x'.repeat(20 * 1024) },
			})
			const problem = await expectProblem(response, 431)
			expect(problem.title).toBe('Request Header Fields Too Large')
		})

		it('answers a request it cannot parse with 400 problem+json', async () => {
			const { port } = new URL(origin)
			const answer = await new Promise<string>((resolve, reject) => {
				const socket = connect(Number(port), '127.0.0.1', () => {
					socket.write('NOT AN HTTP REQUEST\r\n\r\n')
				})
				let text = ''
				socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
				socket.on('end', () => resolve(text))
				socket.on('error', reject)
			})
			const [head = '', body = ''] = answer.split('\r\n\r\n')
			expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
			expect(head).toMatch(/\r\nContent-Type: application\/problem\+json\r\n/)
			expect(JSON.parse(body)).toMatchObject({ status: 400, title: 'Bad Request' })
		})

		it('answers a JSON body over 1 MB with 413 problem+json, by its length or as it streams', async () => {
			const big = JSON.stringify({ accessValue: 'e@example.com', pad: 'x'.repeat(1024 * 1024) })
			const byLength = await fetch(`${origin}/caixa/api/units`, {
				method: 'POST',
				headers: { ...bearer(token), 'Content-Type': 'application/json' },
				body: big,
			})
			expect((await expectProblem(byLength, 413)).detail).toMatch(/1 MB/)

			const streamed = await fetch(`${origin}/caixa/api/authentication/check`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: streamOf(Buffer.from(big)),
				duplex: 'half',
			} as RequestInit)
			expect((await expectProblem(streamed, 413)).detail).toMatch(/1 MB/)
		})

		it('answers a photo over 5 MB with 413 problem+json, by its length or as it streams', async () => {
			const byLength = await fetch(`${origin}/caixa/api/multimedia`, {
				method: 'POST',
				headers: bearer(token),
				body: bigPhotoForm(),
			})
			expect((await expectProblem(byLength, 413)).detail).toMatch(/5 MB/)

			const multipart = new Response(bigPhotoForm())
			const streamed = await fetch(`${origin}/caixa/api/multimedia`, {
				method: 'POST',
				headers: {
					...bearer(token),
					'Content-Type': multipart.headers.get('content-type') ?? '',
				},
				body: streamOf(Buffer.from(await multipart.arrayBuffer())),
				duplex: 'half',
			} as RequestInit)
			expect((await expectProblem(streamed, 413)).detail).toMatch(/5 MB/)
		})

		it('keeps answering the calls that follow a refused body on the same keep-alive connections', async () => {
			const json = Buffer.from(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }))
			const calls: Record<string, () => Promise<Response>> = {
				'413 by length': () =>
					fetch(`${origin}/caixa/api/units`, {
						method: 'POST',
						headers: { ...bearer(token), 'Content-Type': 'application/json' },
						body: json,
					}),
				'413 streamed': () =>
					fetch(`${origin}/caixa/api/units`, {
						method: 'POST',
						headers: { ...bearer(token), 'Content-Type': 'application/json' },
						body: streamOf(json),
						duplex: 'half',
					} as RequestInit),
				'401 before the photo is read': () =>
					fetch(`${origin}/caixa/api/multimedia`, { method: 'POST', body: bigPhotoForm() }),
				health: () => fetch(`${origin}/caixa/api/health`),
			}
			const statuses: string[] = []
			for (let round = 0; round < 3; round += 1) {
				for (const [what, call] of Object.entries(calls)) {
					const status = await call().then(
						async (response) => {
							await response.arrayBuffer()
							return String(response.status)
						},
						(error: Error) => `${error.message} (${String((error.cause as Error)?.message)})`,
					)
					statuses.push(`${what}: ${status}`)
				}
			}
			expect(statuses).toEqual(
				Array(3)
					.fill([
						'413 by length: 413',
						'413 streamed: 413',
						'401 before the photo is read: 401',
						'health: 200',
					])
					.flat(),
			)
		})
	})
})

function bigPhotoForm(): FormData {
	const form = new FormData()
	form.set('file', new Blob([randomBytes(MULTIMEDIA_MAX_BYTES + 64 * 1024)]), 'big.jpg')
	return form
}

/** A body of no declared length, sent chunked in 64 KB pieces. */
function streamOf(bytes: Buffer): ReadableStream<Uint8Array> {
	let offset = 0
	return new ReadableStream({
		pull(controller) {
			if (offset >= bytes.length) {
				controller.close()
				return
			}
			controller.enqueue(bytes.subarray(offset, offset + 64 * 1024))
			offset += 64 * 1024
		},
	})
}
