import { describe, expect, it } from 'vitest'
import { type Language } from '@caixa/contract/enums'
import { firstLink } from '@caixa/services/mail'
import {
	bearer,
	createSignInTestApp,
	DAY_MS,
	jsonRequest,
	mintSession,
	TEST_APP_URL,
	useTestApi,
} from '@caixa/testing'

describe('POST /caixa/api/accounts/invites', () => {
	const api = useTestApi()

	let inviters = 0
	const setUp = async (details: { name?: string; surname?: string; language?: Language } = {}) => {
		const { app, clock, mail } = createSignInTestApp(api.db)
		inviters += 1
		const email = `inviter-${inviters}@example.com`
		const { token } = await mintSession(
			{ name: 'Ana', surname: 'Souza', ...details, email },
			{ db: api.db, clock },
		)
		const invite = (body: unknown, headers: Record<string, string> = bearer(token)) =>
			app.request('/caixa/api/accounts/invites', jsonRequest('POST', body, headers))
		return { clock, mail, email, invite }
	}

	it('e-mails the invitation, signed with the inviter’s name, and answers 202 with no body', async () => {
		const { mail, invite } = await setUp()
		const response = await invite({ email: '  Friend.One@Example.com ' })
		expect(response.status, await response.clone().text()).toBe(202)
		expect(await response.text()).toBe('')
		expect(mail.sent).toHaveLength(1)
		const [sent] = mail.sent
		const link = `${TEST_APP_URL}/authentication/create-account?email=friend.one%40example.com`
		expect(sent?.to).toBe('friend.one@example.com')
		expect(sent?.subject).toBe('Ana Souza invites you to Caixa')
		expect(sent?.text).toContain('Ana Souza uses Caixa')
		expect(firstLink(sent?.text ?? '')).toBe(link)
		expect(sent?.html).toContain(`href="${link}"`)
		expect(sent?.html).toContain('<html lang="en-US">')
	})

	it('writes in the inviter’s language', async () => {
		const portuguese = await setUp({ language: 'pt-BR' })
		await portuguese.invite({ email: 'amigo@example.com' })
		expect(portuguese.mail.sent[0]?.subject).toBe('Ana Souza convida você para o Caixa')
		expect(portuguese.mail.sent[0]?.html).toContain('<html lang="pt-BR">')
		const spanish = await setUp({ name: 'Lucía', surname: 'Pérez', language: 'es' })
		await spanish.invite({ email: 'amiga@example.com' })
		expect(spanish.mail.sent[0]?.subject).toBe('Lucía Pérez te invita a Caixa')
	})

	it('answers the same whether or not the address has an account', async () => {
		await mintSession({ name: 'Bea', surname: 'Lima', email: 'bea@example.com' }, { db: api.db })
		const { mail, invite } = await setUp()
		const known = await invite({ email: 'bea@example.com' })
		const unknown = await invite({ email: 'nobody-yet@example.com' })
		expect([known.status, unknown.status]).toEqual([202, 202])
		expect([await known.text(), await unknown.text()]).toEqual(['', ''])
		expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort())
		expect(mail.sent.map((sent) => sent.to)).toEqual(['bea@example.com', 'nobody-yet@example.com'])
	})

	it('escapes the inviter’s name in the HTML', async () => {
		const { mail, invite } = await setUp({ name: '<b>Ana</b>', surname: 'S&S' })
		await invite({ email: 'friend-html@example.com' })
		expect(mail.sent[0]?.html).toContain('&#60;b&#62;Ana&#60;/b&#62; S&#38;S uses Caixa')
		expect(mail.sent[0]?.html).not.toContain('<b>Ana</b>')
	})

	it('refuses to invite the inviter’s own address with 422 on `email`', async () => {
		const { mail, email, invite } = await setUp()
		for (const own of [email, ` ${email.toUpperCase()} `]) {
			const response = await invite({ email: own })
			expect(response.status).toBe(422)
			expect(await response.json()).toMatchObject({
				status: 422,
				errors: [{ path: 'email', message: 'This is your own address: invite someone else.' }],
			})
		}
		expect(mail.sent).toEqual([])
	})

	it('refuses what is not an address with 422', async () => {
		const { mail, invite } = await setUp()
		for (const body of [{ email: 'not-an-address' }, { email: '' }, {}, { email: 42 }]) {
			const response = await invite(body)
			expect(response.status, JSON.stringify(body)).toBe(422)
			const problem = (await response.json()) as { errors: Array<{ path: string }> }
			expect(problem.errors[0]?.path).toBe('email')
		}
		expect(mail.sent).toEqual([])
	})

	it('lets an inviter send 20 a day, then answers 429 with Retry-After until the next day', async () => {
		const { clock, mail, invite } = await setUp()
		for (let n = 1; n <= 20; n += 1) {
			expect((await invite({ email: `many-${n}@example.com` })).status, `invite ${n}`).toBe(202)
		}
		const refused = await invite({ email: 'one-too-many@example.com' })
		expect(refused.status).toBe(429)
		// The test clock stands at noon UTC; the day's window ends at midnight.
		expect(refused.headers.get('Retry-After')).toBe(String(12 * 60 * 60))
		expect(await refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
		expect(mail.sent).toHaveLength(20)

		// Another inviter is not held back by this one.
		const other = await setUp()
		expect((await other.invite({ email: 'one-too-many@example.com' })).status).toBe(202)

		clock.advance(DAY_MS / 2)
		expect((await invite({ email: 'next-day@example.com' })).status).toBe(202)
		expect(mail.sent.at(-1)?.to).toBe('next-day@example.com')
	})

	it('stops mailing an address invited three times in a day, with the same 202', async () => {
		const sent: string[] = []
		for (let n = 1; n <= 4; n += 1) {
			const { mail, invite } = await setUp()
			const response = await invite({ email: 'popular@example.com' })
			expect(response.status).toBe(202)
			expect(await response.text()).toBe('')
			sent.push(...mail.sent.map((message) => message.to))
		}
		expect(sent).toEqual(['popular@example.com', 'popular@example.com', 'popular@example.com'])
	})

	it('needs a session', async () => {
		const { mail, invite } = await setUp()
		expect((await invite({ email: 'friend@example.com' }, {})).status).toBe(401)
		expect(mail.sent).toEqual([])
	})
})
