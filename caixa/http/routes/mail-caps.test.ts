import { describe, expect, it } from 'vitest'
import { PROBLEM_CONTENT_TYPE, type Problem } from '@caixa/contract/problem'
import { createCaixaApp } from '@caixa/http/app'
import { defaultSessionPolicy } from '@caixa/domain/session-token'
import {
	bearer,
	createSignInTestApp,
	DAY_MS,
	jsonRequest,
	manualClock,
	memoryMailer,
	MINUTE_MS,
	mintSession,
	newClient,
	useTestApi,
} from '@caixa/testing'

// The global mail cap (domain/rate-limit.ts mailPerHour, services/mail-cap.ts): every e-mail the
// API sends, of any kind, from any process on the database, counts against one counter an hour;
// over it the call that wanted to send answers 429 MAIL_LIMITED and nothing is sent.

describe('the global mail cap', () => {
	const api = useTestApi()

	// Each test on a day of its own (the counter is one for the whole database), 20 minutes into
	// an hour, so that Retry-After is predictable.
	let days = 0
	async function setup(mailMaxPerHour: number) {
		days += 1
		const clock = manualClock(Date.UTC(2032, 0, 1, 9, 20) + days * DAY_MS)
		const { app, mail } = createSignInTestApp(api.db, { clock, mailMaxPerHour })
		const requestAccess = (email: string) =>
			app.request(
				'/caixa/api/authentication',
				jsonRequest('POST', { accessValue: email }, newClient()),
			)
		const createAccount = (email: string) =>
			app.request(
				'/caixa/api/accounts',
				jsonRequest('POST', { name: 'Rui', surname: 'Paz', email }, newClient()),
			)
		const inviter = await mintSession(
			{ name: 'Ines', surname: 'Sol', email: `inviter-${days}@example.com` },
			{ db: api.db, clock },
		)
		const invite = (email: string) =>
			app.request(
				'/caixa/api/accounts/invites',
				jsonRequest('POST', { email }, bearer(inviter.token)),
			)
		return { app, clock, mail, requestAccess, createAccount, invite }
	}

	async function expectMailLimited(response: Response, retryAfter: number) {
		expect(response.status).toBe(429)
		expect(response.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE)
		expect(response.headers.get('retry-after')).toBe(String(retryAfter))
		const problem = (await response.json()) as Problem
		expect(problem).toMatchObject({ status: 429, code: 'MAIL_LIMITED' })
		expect(problem.detail).toMatch(/too many e-mails/)
	}

	it('counts sign-in links, new accounts and invitations together, then refuses any of them and sends nothing', async () => {
		const { clock, mail, requestAccess, createAccount, invite } = await setup(3)
		expect((await requestAccess('one@example.com')).status).toBe(202)
		expect((await createAccount('two@example.com')).status).toBe(202)
		expect((await invite('three@example.com')).status).toBe(202)
		expect(mail.sent.map((sent) => sent.to)).toEqual([
			'one@example.com',
			'two@example.com',
			'three@example.com',
		])

		// 40 minutes to the top of the hour.
		await expectMailLimited(await requestAccess('four@example.com'), 40 * 60)
		await expectMailLimited(await createAccount('five@example.com'), 40 * 60)
		await expectMailLimited(await invite('six@example.com'), 40 * 60)
		expect(mail.sent).toHaveLength(3)

		clock.advance(40 * MINUTE_MS)
		expect((await requestAccess('four@example.com')).status).toBe(202)
		expect(mail.sent.at(-1)?.to).toBe('four@example.com')
	})

	it('is one counter for every process on the database', async () => {
		const { clock, mail, requestAccess } = await setup(4)
		const otherMail = memoryMailer()
		const other = createCaixaApp({
			db: api.db,
			clock,
			mail: otherMail,
			sessionPolicy: defaultSessionPolicy,
			signIn: { appUrl: 'https://caixa.test' },
			mailMaxPerHour: 4,
		})
		const otherRequest = (email: string) =>
			other.request(
				'/caixa/api/authentication',
				jsonRequest('POST', { accessValue: email }, newClient()),
			)
		for (let n = 0; n < 2; n += 1) {
			expect((await requestAccess(`p${n}@example.com`)).status).toBe(202)
			expect((await otherRequest(`q${n}@example.com`)).status).toBe(202)
		}
		await expectMailLimited(await otherRequest('q2@example.com'), 40 * 60)
		await expectMailLimited(await requestAccess('p2@example.com'), 40 * 60)
		expect(mail.sent.length + otherMail.sent.length).toBe(4)
	})

	it('does not count an invitation that is not sent (an address invited enough today)', async () => {
		const { mail, invite } = await setup(4)
		for (let n = 0; n < 3; n += 1) {
			expect((await invite('popular@example.com')).status).toBe(202)
		}
		// The fourth to this address is dropped without a word, and costs the cap nothing…
		expect((await invite('popular@example.com')).status).toBe(202)
		expect(mail.sent).toHaveLength(3)
		// …so one more e-mail still goes.
		expect((await invite('someone-else@example.com')).status).toBe(202)
		expect(mail.sent).toHaveLength(4)
		await expectMailLimited(await invite('too-many@example.com'), 40 * 60)
	})

	it('leaves an inviter’s own cap its own code, which the web words as "you sent many"', async () => {
		const { invite } = await setup(500)
		for (let n = 0; n < 20; n += 1) {
			expect((await invite(`friend-${n}@example.com`)).status).toBe(202)
		}
		const refused = await invite('friend-20@example.com')
		expect(refused.status).toBe(429)
		expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
	})
})
