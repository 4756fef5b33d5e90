import { describe, expect, it } from 'vitest'
import { type Problem } from '@caixa/contract/problem'
import { sessionSchema } from '@caixa/contract/session'
import { hashToken } from '@caixa/domain/session-token'
import {
	bearer,
	createSignInTestApp,
	jsonRequest,
	mintSession,
	MINUTE_MS,
	newClient,
	sentAccessLink,
	TEST_APP_URL,
	useTestApi,
} from '@caixa/testing'

describe('signing in by e-mail link', () => {
	const api = useTestApi()

	let people = 0
	/** A profile of its own per test, so that per-address limits never carry over. */
	async function person(language: 'en-US' | 'pt-BR' = 'en-US') {
		people += 1
		const email = `person-${people}@example.com`
		const minted = await mintSession(
			{ name: 'Ana', surname: `Souza ${people}`, email, language },
			{ db: api.db },
		)
		return { email, profile: minted.profile, mintedToken: minted.token }
	}

	function setup(signIn: { accessLinkMinutes?: number } = {}) {
		const { app, clock, mail } = createSignInTestApp(api.db, { signIn })
		const client = newClient()
		const requestAccess = (body: Record<string, unknown>) =>
			app.request('/caixa/api/authentication', jsonRequest('POST', body, client))
		const check = (token: string) =>
			app.request('/caixa/api/authentication/check', jsonRequest('POST', { token }, client))
		return { app, clock, mail, requestAccess, check }
	}

	async function expectRefusal(response: Response, status: number, code: string) {
		expect(response.status).toBe(status)
		expect(response.headers.get('content-type')).toBe('application/problem+json')
		const problem = (await response.json()) as Problem
		expect(problem).toMatchObject({ status, code })
		return problem
	}

	it('mails a known address a link that signs in with a new session', async () => {
		const { app, mail, requestAccess, check } = setup()
		const { email, profile, mintedToken } = await person('pt-BR')

		const response = await requestAccess({ accessValue: email.toUpperCase() })
		expect(response.status).toBe(202)
		expect(await response.text()).toBe('')

		expect(mail.sent).toHaveLength(1)
		const [message] = mail.sent
		expect(message).toMatchObject({ to: email, subject: 'Seu link de acesso ao Caixa' })
		const link = sentAccessLink(mail, email)
		expect(message?.text).toContain(`${TEST_APP_URL}${link.path}`)
		expect(message?.html).toContain(`href="${TEST_APP_URL}${link.path}"`)
		expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)

		const checked = await check(link.token)
		expect(checked.status).toBe(200)
		const session = sessionSchema.parse(await checked.json())
		expect(session).toEqual({ ...profile, token: expect.any(String) })
		expect(session.token).not.toBe(mintedToken)
		expect(session.token).not.toBe(link.token)

		const current = await app.request('/caixa/api/session', { headers: bearer(session.token) })
		expect(current.status).toBe(200)
		expect(await current.json()).toEqual(session)
	})

	it('a link signs in once: the second use is 410 USED', async () => {
		const { mail, requestAccess, check } = setup()
		const { email } = await person()
		await requestAccess({ accessValue: email })
		const { token } = sentAccessLink(mail, email)
		expect((await check(token)).status).toBe(200)
		const problem = await expectRefusal(await check(token), 410, 'USED')
		expect(problem.title).toBe('Gone')
	})

	it('two checks of one link at the same moment sign in once', async () => {
		const { mail, requestAccess, check } = setup()
		const { email } = await person()
		await requestAccess({ accessValue: email })
		const { token } = sentAccessLink(mail, email)
		const responses = await Promise.all([check(token), check(token), check(token)])
		expect(responses.map((response) => response.status).sort()).toEqual([200, 410, 410])
		const sessions = await api.db
			.selectFrom('sessions')
			.innerJoin('profiles', 'profiles.id', 'sessions.profile_id')
			.select('sessions.id')
			.where('profiles.email', '=', email)
			.execute()
		// The minted one and the one the link gave.
		expect(sessions).toHaveLength(2)
	})

	it('a link expires 15 minutes after it was mailed: 410 EXPIRED', async () => {
		const { clock, mail, requestAccess, check } = setup()
		const { email } = await person()
		await requestAccess({ accessValue: email })
		const early = sentAccessLink(mail, email)
		await requestAccess({ accessValue: email })
		const late = sentAccessLink(mail, email)
		expect(late.token).not.toBe(early.token)

		clock.advance(15 * MINUTE_MS - 1000)
		expect((await check(early.token)).status).toBe(200)
		clock.advance(1000)
		await expectRefusal(await check(late.token), 410, 'EXPIRED')
	})

	it('the lifetime follows ACCESS_LINK_MINUTES', async () => {
		const { clock, mail, requestAccess, check } = setup({ accessLinkMinutes: 5 })
		const { email } = await person()
		await requestAccess({ accessValue: email })
		expect(mail.sent[0]?.text).toContain('within 5 minutes')
		clock.advance(5 * MINUTE_MS)
		await expectRefusal(await check(sentAccessLink(mail, email).token), 410, 'EXPIRED')
	})

	it('a used link that has since expired still says USED', async () => {
		const { clock, mail, requestAccess, check } = setup()
		const { email } = await person()
		await requestAccess({ accessValue: email })
		const { token } = sentAccessLink(mail, email)
		expect((await check(token)).status).toBe(200)
		clock.advance(60 * MINUTE_MS)
		await expectRefusal(await check(token), 410, 'USED')
	})

	it('a forged or unknown token is 404 UNKNOWN', async () => {
		const { mail, requestAccess, check } = setup()
		const { email } = await person()
		await requestAccess({ accessValue: email })
		const { token } = sentAccessLink(mail, email)
		const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
		await expectRefusal(await check(forged), 404, 'UNKNOWN')
		await expectRefusal(await check('not-a-token'), 404, 'UNKNOWN')
		// The real one is still good: a failed guess uses nothing up.
		expect((await check(token)).status).toBe(200)
	})

	it('a check without a token is a 422 naming the field', async () => {
		const { app } = setup()
		const response = await app.request(
			'/caixa/api/authentication/check',
			jsonRequest('POST', { token: '' }, newClient()),
		)
		expect(response.status).toBe(422)
		expect(((await response.json()) as Problem).errors?.map((error) => error.path)).toEqual([
			'token',
		])
	})

	it('opening a link confirms the address', async () => {
		const { clock, mail, requestAccess, check } = setup()
		const { email } = await person()
		const verifiedAt = () =>
			api.db
				.selectFrom('profiles')
				.select('email_verified_at')
				.where('email', '=', email)
				.executeTakeFirstOrThrow()
		expect(await verifiedAt()).toEqual({ email_verified_at: null })
		await requestAccess({ accessValue: email })
		await check(sentAccessLink(mail, email).token)
		const confirmedAt = clock.now()
		expect(await verifiedAt()).toEqual({ email_verified_at: confirmedAt })

		// A later link keeps the first confirmation's moment.
		clock.advance(MINUTE_MS)
		await requestAccess({ accessValue: email })
		await check(sentAccessLink(mail, email).token)
		expect(await verifiedAt()).toEqual({ email_verified_at: confirmedAt })
	})

	it('carries a same-origin redirect in the link, and drops any other', async () => {
		const { mail, requestAccess } = setup()
		const { email } = await person()
		await requestAccess({ accessValue: email, redirect: '/cashier/42?tab=auditors' })
		expect(sentAccessLink(mail, email).path).toMatch(
			/^\/access\/[A-Za-z0-9_-]{43}\?redirect=%2Fcashier%2F42%3Ftab%3Dauditors$/,
		)
		for (const redirect of ['//evil.example/x', '/\\evil.example']) {
			const response = await requestAccess({ accessValue: email, redirect })
			expect(response.status).toBe(202)
			expect(sentAccessLink(mail, email).path).toMatch(/^\/access\/[A-Za-z0-9_-]{43}$/)
		}
	})

	it('keeps only the hash of a link’s token', async () => {
		const { mail, requestAccess } = setup()
		const { email } = await person()
		await requestAccess({ accessValue: email })
		const { token } = sentAccessLink(mail, email)
		const rows = await api.db
			.selectFrom('access_links')
			.selectAll()
			.where('email', '=', email)
			.execute()
		expect(rows).toEqual([
			expect.objectContaining({ token_hash: hashToken(token), purpose: 'SIGN_IN', used_at: null }),
		])
		expect(JSON.stringify(rows)).not.toContain(token)
	})

	it('mails an unknown address an offer to create an account, in the language asked', async () => {
		const { mail, requestAccess } = setup()
		const response = await requestAccess({
			accessValue: 'Nobody+Yet@Example.com',
			redirect: '/unit',
			language: 'pt-BR',
		})
		expect(response.status).toBe(202)
		expect(mail.sent).toHaveLength(1)
		const [message] = mail.sent
		expect(message?.to).toBe('nobody+yet@example.com')
		expect(message?.subject).toBe('Entrar no Caixa')
		expect(message?.text).toContain(
			`${TEST_APP_URL}/authentication/create-account?email=nobody%2Byet%40example.com&redirect=%2Funit`,
		)
		expect(message?.text).not.toContain('/access/')
		const links = await api.db
			.selectFrom('access_links')
			.select('id')
			.where('email', '=', 'nobody+yet@example.com')
			.execute()
		expect(links).toEqual([])
	})

	it('an unknown address in no language is written to in en-US', async () => {
		const { mail, requestAccess } = setup()
		await requestAccess({ accessValue: 'someone-else@example.com' })
		expect(mail.sent[0]?.subject).toBe('Signing in to Caixa')
	})

	it('answers a known and an unknown address alike', async () => {
		const { requestAccess } = setup()
		const { email } = await person()
		const known = await requestAccess({ accessValue: email })
		const unknown = await requestAccess({ accessValue: 'stranger@example.com' })
		expect(unknown.status).toBe(known.status)
		expect([...unknown.headers.entries()]).toEqual([...known.headers.entries()])
		expect(await unknown.text()).toBe(await known.text())
	})
})
