import { describe, expect, it } from 'vitest'
import { type Problem } from '@caixa/contract/problem'
import { sessionSchema } from '@caixa/contract/session'
import {
	bearer,
	createSignInTestApp,
	jsonRequest,
	newClient,
	sentAccessLink,
	TEST_APP_URL,
	useTestApi,
} from '@caixa/testing'

describe('POST /caixa/api/accounts', () => {
	const api = useTestApi()

	function setup() {
		const { app, clock, mail } = createSignInTestApp(api.db)
		const client = newClient()
		const createAccount = (body: Record<string, unknown>) =>
			app.request('/caixa/api/accounts', jsonRequest('POST', body, client))
		const check = (token: string) =>
			app.request('/caixa/api/authentication/check', jsonRequest('POST', { token }, client))
		return { app, clock, mail, createAccount, check }
	}

	const profileOf = (email: string) =>
		api.db.selectFrom('profiles').selectAll().where('email', '=', email).executeTakeFirst()

	it('creates the profile and mails a link that signs in and confirms the address', async () => {
		const { app, clock, mail, createAccount, check } = setup()
		const response = await createAccount({
			name: ' Carla ',
			surname: 'Dias',
			email: 'Carla.Dias@Example.com',
		})
		expect(response.status).toBe(202)
		expect(response.headers.get('location')).toBeNull()
		expect(await response.text()).toBe('')

		const profile = await profileOf('carla.dias@example.com')
		expect(profile).toMatchObject({
			name: 'Carla',
			surname: 'Dias',
			email: 'carla.dias@example.com',
			language: 'en-US',
			management: 0,
			email_verified_at: null,
		})

		expect(mail.sent).toHaveLength(1)
		expect(mail.sent[0]).toMatchObject({
			to: 'carla.dias@example.com',
			subject: 'Welcome to Caixa: confirm your e-mail',
		})
		const link = sentAccessLink(mail, 'carla.dias@example.com')
		expect(mail.sent[0]?.text).toContain(`${TEST_APP_URL}${link.path}`)
		const purposes = await api.db
			.selectFrom('access_links')
			.select('purpose')
			.where('email', '=', 'carla.dias@example.com')
			.execute()
		expect(purposes).toEqual([{ purpose: 'CREATE_ACCOUNT' }])

		const checked = await check(link.token)
		expect(checked.status).toBe(200)
		const session = sessionSchema.parse(await checked.json())
		expect(session).toMatchObject({
			id: profile?.id,
			name: 'Carla',
			surname: 'Dias',
			email: 'carla.dias@example.com',
			photo: null,
			language: 'en-US',
		})
		expect((await profileOf('carla.dias@example.com'))?.email_verified_at).toBe(clock.now())
		const current = await app.request('/caixa/api/session', { headers: bearer(session.token) })
		expect(await current.json()).toEqual(session)
	})

	it('writes in the language chosen, and keeps it and the country', async () => {
		const { mail, createAccount } = setup()
		await createAccount({
			name: 'Davi',
			surname: 'Lopes',
			email: 'davi@example.com',
			language: 'pt-BR',
			redirect: '/create/cashier',
		})
		expect(await profileOf('davi@example.com')).toMatchObject({ language: 'pt-BR' })
		expect(mail.sent[0]?.subject).toBe('Boas-vindas ao Caixa: confirme seu e-mail')
		expect(sentAccessLink(mail, 'davi@example.com').path).toMatch(/\?redirect=%2Fcreate%2Fcashier$/)
	})

	it('for an address with an account, mails its owner a sign-in link and changes nothing', async () => {
		const { mail, createAccount, check } = setup()
		await createAccount({
			name: 'Eva',
			surname: 'Reis',
			email: 'eva@example.com',
			language: 'pt-BR',
		})
		const before = await profileOf('eva@example.com')

		const again = await createAccount({
			name: 'Someone',
			surname: 'Else',
			email: 'EVA@example.com',
			language: 'es',
		})
		expect(again.status).toBe(202)
		expect(await profileOf('eva@example.com')).toEqual(before)
		const profiles = await api.db
			.selectFrom('profiles')
			.select('id')
			.where('email', '=', 'eva@example.com')
			.execute()
		expect(profiles).toHaveLength(1)

		expect(mail.sent).toHaveLength(2)
		// In the owner's language, not the stranger's.
		expect(mail.sent[1]).toMatchObject({
			to: 'eva@example.com',
			subject: 'Você já tem uma conta no Caixa',
		})
		const checked = await check(sentAccessLink(mail, 'eva@example.com').token)
		expect(checked.status).toBe(200)
		expect(await checked.json()).toMatchObject({ id: before?.id, name: 'Eva', surname: 'Reis' })
	})

	it('answers a new and a taken address alike', async () => {
		const { createAccount } = setup()
		const body = { name: 'Fábio', surname: 'Melo', email: 'fabio@example.com' }
		const created = await createAccount(body)
		const taken = await createAccount(body)
		expect(taken.status).toBe(created.status)
		expect([...taken.headers.entries()]).toEqual([...created.headers.entries()])
		expect(await taken.text()).toBe(await created.text())
	})

	it('two sign-ups of one address at once make one profile', async () => {
		const { mail, createAccount } = setup()
		const body = { name: 'Gil', surname: 'Neves', email: 'gil@example.com' }
		const responses = await Promise.all([createAccount(body), createAccount(body)])
		expect(responses.map((response) => response.status)).toEqual([202, 202])
		const profiles = await api.db
			.selectFrom('profiles')
			.select('id')
			.where('email', '=', 'gil@example.com')
			.execute()
		expect(profiles).toHaveLength(1)
		expect(mail.sent.map((message) => message.subject).sort()).toEqual([
			'Welcome to Caixa: confirm your e-mail',
			'You already have a Caixa account',
		])
	})

	it('refuses a body that fails the contract with a 422 naming each field', async () => {
		const { mail, createAccount } = setup()
		const response = await createAccount({ name: '', email: 'not-an-email', language: 'fr' })
		expect(response.status).toBe(422)
		const problem = (await response.json()) as Problem
		expect(problem.errors?.map((error) => error.path).sort()).toEqual([
			'email',
			'language',
			'name',
			'surname',
		])
		expect(mail.sent).toEqual([])
	})
})
