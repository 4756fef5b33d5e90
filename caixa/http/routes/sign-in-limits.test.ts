import { describe, expect, it, vi } from 'vitest'
import { type Problem } from '@caixa/contract/problem'
import { defaultSessionPolicy } from '@caixa/domain/session-token'
import { createCaixaApp } from '@caixa/http/app'
import {
	createSignInTestApp,
	jsonRequest,
	manualClock,
	memoryMailer,
	mintSession,
	MINUTE_MS,
	newClient,
	useTestApi,
} from '@caixa/testing'

// DOMAIN.md: 5 access links per address per 15 minutes, 10 sign-in requests per client address
// per minute, answered 429 with Retry-After, never saying whether an address has an account.

describe('sign-in rate limits', () => {
	const api = useTestApi()

	// Each test starts on its own window boundary, far from the others', so that no test sees
	// another's counters, and Retry-After is predictable.
	let windows = 0
	function setup() {
		windows += 1
		const clock = manualClock(Date.UTC(2030, 0, 1) + windows * 24 * 60 * MINUTE_MS)
		const { app, mail } = createSignInTestApp(api.db, { clock })
		const call = (
			path: string,
			body: Record<string, unknown>,
			client: Record<string, string> = newClient(),
		) => app.request(`/caixa/api${path}`, jsonRequest('POST', body, client))
		const requestAccess = (email: string, client: Record<string, string> = newClient()) =>
			call('/authentication', { accessValue: email }, client)
		const createAccount = (email: string, client: Record<string, string> = newClient()) =>
			call('/accounts', { name: 'Rita', surname: 'Luz', email }, client)
		return { app, clock, mail, call, requestAccess, createAccount }
	}

	async function expectLimited(response: Response, retryAfter: number) {
		expect(response.status).toBe(429)
		expect(response.headers.get('retry-after')).toBe(String(retryAfter))
		expect(response.headers.get('content-type')).toBe('application/problem+json')
		const problem = (await response.json()) as Problem
		expect(problem).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
		return problem
	}

	describe('per address', () => {
		it('mails an address 5 times in 15 minutes, then answers 429 until the window ends', async () => {
			const { clock, mail, requestAccess } = setup()
			const { profile } = await mintSession(
				{ name: 'Rita', surname: 'Luz', email: 'rita@example.com' },
				{ db: api.db },
			)
			for (let i = 0; i < 5; i += 1) {
				expect((await requestAccess(profile.email)).status).toBe(202)
			}
			clock.advance(10 * MINUTE_MS)
			await expectLimited(await requestAccess(profile.email), 5 * 60)
			expect(mail.sent).toHaveLength(5)

			clock.advance(5 * MINUTE_MS - 1000)
			await expectLimited(await requestAccess(profile.email), 1)
			clock.advance(1000)
			expect((await requestAccess(profile.email)).status).toBe(202)
			expect(mail.sent).toHaveLength(6)
		})

		it('counts account requests and sign-in requests for an address together', async () => {
			const { mail, requestAccess, createAccount } = setup()
			for (let i = 0; i < 3; i += 1) {
				expect((await createAccount('sara@example.com')).status).toBe(202)
			}
			for (let i = 0; i < 2; i += 1) {
				expect((await requestAccess('SARA@example.com')).status).toBe(202)
			}
			await expectLimited(await createAccount('sara@example.com'), 15 * 60)
			await expectLimited(await requestAccess('sara@example.com'), 15 * 60)
			expect(mail.sent).toHaveLength(5)
			// Another address is another count.
			expect((await requestAccess('tiago@example.com')).status).toBe(202)
		})

		it('answers an address with an account and one without alike, at the limit too', async () => {
			const { requestAccess, createAccount } = setup()
			await mintSession(
				{ name: 'Ulisses', surname: 'Mar', email: 'ulisses@example.com' },
				{ db: api.db },
			)
			const known: Response[] = []
			const unknown: Response[] = []
			for (let i = 0; i < 6; i += 1) {
				known.push(await requestAccess('ulisses@example.com'))
				unknown.push(await requestAccess('nobody-here@example.com'))
			}
			known.push(await createAccount('ulisses@example.com'))
			unknown.push(await createAccount('nobody-here@example.com'))
			for (const [index, response] of known.entries()) {
				const other = unknown[index] as Response
				expect(other.status, `call ${index + 1}`).toBe(response.status)
				expect([...other.headers.entries()]).toEqual([...response.headers.entries()])
				expect(await other.text()).toBe(await response.text())
			}
			expect(known.map((response) => response.status)).toEqual([202, 202, 202, 202, 202, 429, 429])
		})
	})

	describe('per client address', () => {
		it('allows 10 sign-in calls a minute from one client, any mix of them, then 429', async () => {
			const { app, clock, call, requestAccess, createAccount } = setup()
			// No provider runs here: the provider checks fail (and say so in a warning), and count.
			const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
			const client = newClient()
			const responses = [
				await requestAccess('v1@example.com', client),
				await requestAccess('v2@example.com', client),
				await createAccount('v3@example.com', client),
				await createAccount('v4@example.com', client),
				await call('/authentication/check', { token: 'forged' }, client),
				await call('/authentication/check', { token: 'forged-too' }, client),
				await app.request('/caixa/api/authentication/check/google?token=x', { headers: client }),
				await app.request('/caixa/api/authentication/check/linkedin?token=x', { headers: client }),
				// Malformed calls count as much as good ones.
				await call('/authentication', { accessValue: 'not an address' }, client),
				await call('/accounts', {}, client),
			]
			expect(responses.map((response) => response.status)).toEqual([
				202, 202, 202, 202, 404, 404, 401, 401, 422, 422,
			])
			expect(warned).toHaveBeenCalledTimes(2)
			warned.mockRestore()
			clock.advance(20 * 1000)
			await expectLimited(await requestAccess('v5@example.com', client), 40)
			await expectLimited(await call('/authentication/check', { token: 'x' }, client), 40)
			await expectLimited(
				await app.request('/caixa/api/authentication/check/google?token=x', { headers: client }),
				40,
			)

			// Another client is not held back…
			expect((await requestAccess('v6@example.com')).status).toBe(202)
			// …and this one is let through again when the minute is over.
			clock.advance(40 * 1000)
			expect((await requestAccess('v7@example.com', client)).status).toBe(202)
		})

		// The rule changed (TRUST_PROXY, client-address.ts): the in-process API trusts the one
		// proxy in front of it, the web server, so the client is the rightmost X-Forwarded-For
		// entry — the one the web server wrote; anything to its left, and X-Real-IP, was written by
		// whoever made the request and is not read.
		it('knows a client by the rightmost X-Forwarded-For entry, whatever is written to its left', async () => {
			const { requestAccess } = setup()
			const spoofed = (n: number) => ({ 'X-Forwarded-For': `10.0.0.${n}, 198.51.100.7` })
			for (let n = 0; n < 10; n += 1) {
				expect((await requestAccess(`w${n}@example.com`, spoofed(n))).status).toBe(202)
			}
			expect((await requestAccess('w10@example.com', spoofed(99))).status).toBe(429)
			expect(
				(await requestAccess('w11@example.com', { 'X-Forwarded-For': '198.51.100.7' })).status,
			).toBe(429)
			// The entry to the left is not the client: 10.0.0.1 on the right is one of its own.
			expect(
				(await requestAccess('w12@example.com', { 'X-Forwarded-For': '10.0.0.1' })).status,
			).toBe(202)
		})

		it('does not read X-Real-IP: calls that carry only that have no client address', async () => {
			const { requestAccess } = setup()
			const real = { 'X-Real-IP': '198.51.100.8' }
			for (let n = 0; n < 12; n += 1) {
				expect((await requestAccess(`x${n}@example.com`, real)).status).toBe(202)
			}
		})

		it('does not lump calls without a client address together, yet limits each address', async () => {
			const { requestAccess } = setup()
			for (let n = 0; n < 12; n += 1) {
				expect((await requestAccess(`anon${n}@example.com`)).status).toBe(202)
			}
			for (let n = 0; n < 5; n += 1) {
				expect((await requestAccess('same-person@example.com')).status).toBe(202)
			}
			expect((await requestAccess('same-person@example.com')).status).toBe(429)
		})

		it('holds across processes: two apps on one database count together', async () => {
			const { clock, requestAccess } = setup()
			const other = createCaixaApp({
				db: api.db,
				clock,
				mail: memoryMailer(),
				sessionPolicy: defaultSessionPolicy,
				signIn: { appUrl: 'https://caixa.test' },
			})
			const client = newClient()
			for (let n = 0; n < 5; n += 1) {
				expect((await requestAccess(`y${n}@example.com`, client)).status).toBe(202)
				const response = await other.request(
					'/caixa/api/authentication',
					jsonRequest('POST', { accessValue: `z${n}@example.com` }, client),
				)
				expect(response.status).toBe(202)
			}
			expect((await requestAccess('y5@example.com', client)).status).toBe(429)
		})
	})

	it('forgets counters a day old when new windows start', async () => {
		const { clock, requestAccess } = setup()
		await requestAccess('old@example.com')
		const count = async () =>
			Number(
				(
					await api.db
						.selectFrom('rate_limits')
						.select((eb) => eb.fn.countAll().as('rows'))
						.executeTakeFirstOrThrow()
				).rows,
			)
		expect(await count()).toBeGreaterThan(0)
		clock.advance(24 * 60 * MINUTE_MS + 15 * MINUTE_MS)
		await requestAccess('new@example.com')
		// Only the three counters of the call just made are left: its client's, its address's and
		// the global mail cap's (mail-cap.ts).
		expect(await count()).toBe(3)
	})
})
