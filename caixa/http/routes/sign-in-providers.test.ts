import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Problem } from '@caixa/contract/problem'
import { sessionSchema } from '@caixa/contract/session'
import { bearer, createSignInTestApp, mintSession, newClient, useTestApi } from '@caixa/testing'
import { type LocalOidcProvider, startOidcProvider } from '@caixa/testing/oidc'

// Google and LinkedIn are played by a real OpenID Connect server on loopback: the API asks its
// userinfo endpoint over HTTP with the token, exactly as it asks theirs.

describe('GET /caixa/api/authentication/check/google|linkedin', () => {
	const api = useTestApi()
	let provider: LocalOidcProvider

	beforeAll(async () => {
		provider = await startOidcProvider()
	})

	afterAll(async () => {
		await provider.stop()
	})

	function setup(options: { userinfoUrl?: string; providerTimeoutMs?: number } = {}) {
		const url = options.userinfoUrl ?? provider.userinfoUrl
		const { app, clock } = createSignInTestApp(api.db, {
			signIn: {
				userinfoUrls: { google: url, linkedin: url },
				providerTimeoutMs: options.providerTimeoutMs,
			},
		})
		const check = (name: 'google' | 'linkedin', token: string) =>
			app.request(
				`/caixa/api/authentication/check/${name}?${new URLSearchParams({ token }).toString()}`,
				{ headers: newClient() },
			)
		return { app, clock, check }
	}

	const profilesOf = (email: string) =>
		api.db.selectFrom('profiles').selectAll().where('email', '=', email).execute()

	async function expectRefused(response: Response, code: string) {
		expect(response.status).toBe(401)
		expect(response.headers.get('content-type')).toBe('application/problem+json')
		expect((await response.json()) as Problem).toMatchObject({ status: 401, code })
	}

	it('a verified Google e-mail creates the profile, then signs the same profile in', async () => {
		const { app, clock, check } = setup()
		const token = await provider.issueToken({
			email: 'Helena.Costa@Example.com',
			email_verified: true,
			given_name: 'Helena',
			family_name: 'Costa',
			name: 'Helena Costa',
			locale: 'pt-BR',
		})

		const first = await check('google', token)
		expect(first.status).toBe(200)
		const session = sessionSchema.parse(await first.json())
		expect(session).toMatchObject({
			name: 'Helena',
			surname: 'Costa',
			email: 'helena.costa@example.com',
			photo: null,
			language: 'pt-BR',
		})
		// The API sent the provider the token, as a bearer token.
		expect(provider.received.at(-1)).toBe(`Bearer ${token}`)
		const [profile] = await profilesOf('helena.costa@example.com')
		expect(profile).toMatchObject({ id: session.id, email_verified_at: clock.now() })

		const current = await app.request('/caixa/api/session', { headers: bearer(session.token) })
		expect(current.status).toBe(200)
		expect(await current.json()).toEqual(session)

		const second = await check('google', token)
		expect(second.status).toBe(200)
		const again = sessionSchema.parse(await second.json())
		expect(again.id).toBe(session.id)
		expect(again.token).not.toBe(session.token)
		expect(await profilesOf('helena.costa@example.com')).toHaveLength(1)
	})

	it('LinkedIn: "true" as a string, and only a full name, still sign in', async () => {
		const { check } = setup()
		const token = await provider.issueToken({
			email: 'ivo.prado@example.com',
			email_verified: 'true',
			name: 'Ivo  da Silva Prado',
			locale: { language: 'es', country: 'MX' },
		})
		const response = await check('linkedin', token)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({
			name: 'Ivo',
			surname: 'da Silva Prado',
			email: 'ivo.prado@example.com',
			language: 'es',
		})
	})

	it('signs in the profile an account made by e-mail, and confirms its address', async () => {
		const { clock, check } = setup()
		const minted = await mintSession(
			{ name: 'Joana', surname: 'Dark', email: 'joana@example.com', language: 'pt-BR' },
			{ db: api.db },
		)
		const token = await provider.issueToken({
			email: 'joana@example.com',
			email_verified: true,
			given_name: 'Jo',
			family_name: 'Other',
			locale: 'en',
		})
		const response = await check('google', token)
		expect(response.status).toBe(200)
		// The profile is the person's own: the provider's names and locale do not overwrite it.
		expect(await response.json()).toMatchObject({
			id: minted.profile.id,
			name: 'Joana',
			surname: 'Dark',
			language: 'pt-BR',
		})
		expect((await profilesOf('joana@example.com'))[0]?.email_verified_at).toBe(clock.now())
	})

	it('an e-mail the provider has not verified is refused, and creates nothing', async () => {
		const { check } = setup()
		for (const email_verified of [false, 'false', undefined]) {
			const token = await provider.issueToken({
				email: 'unverified@example.com',
				email_verified,
				given_name: 'Una',
			})
			await expectRefused(await check('google', token), 'EMAIL_NOT_VERIFIED')
		}
		const withoutEmail = await provider.issueToken({ email_verified: true, given_name: 'No' })
		await expectRefused(await check('linkedin', withoutEmail), 'EMAIL_NOT_VERIFIED')
		expect(await profilesOf('unverified@example.com')).toEqual([])
	})

	it('a token the provider refuses (401) is refused', async () => {
		const { check } = setup()
		await expectRefused(await check('google', 'a-token-it-never-issued'), 'PROVIDER_REFUSED')
		await expectRefused(await check('linkedin', 'a-token-it-never-issued'), 'PROVIDER_REFUSED')
	})

	it('a provider that fails, is unreachable or too slow refuses the sign-in, with a warning', async () => {
		const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
		const slow: Server = createServer(() => {
			// Never answers.
		})
		try {
			const token = await provider.issueToken({ email: 'kim@example.com', email_verified: true })
			const failing = new URL('/no-such-endpoint', provider.userinfoUrl).href
			await expectRefused(
				await setup({ userinfoUrl: failing }).check('google', token),
				'PROVIDER_REFUSED',
			)
			await expectRefused(
				await setup({ userinfoUrl: 'http://127.0.0.1:1/userinfo' }).check('google', token),
				'PROVIDER_REFUSED',
			)
			await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
			const { port } = slow.address() as AddressInfo
			const started = Date.now()
			await expectRefused(
				await setup({
					userinfoUrl: `http://127.0.0.1:${port}/userinfo`,
					providerTimeoutMs: 200,
				}).check('google', token),
				'PROVIDER_REFUSED',
			)
			expect(Date.now() - started).toBeLessThan(2000)
			// Unreachable and too slow are warned about; a plain 404 is the provider's answer.
			expect(warned).toHaveBeenCalledTimes(2)
			expect(await profilesOf('kim@example.com')).toEqual([])
		} finally {
			slow.closeAllConnections()
			slow.close()
			warned.mockRestore()
		}
	})

	it('needs a token', async () => {
		const { app } = setup()
		const response = await app.request('/caixa/api/authentication/check/google', {
			headers: newClient(),
		})
		expect(response.status).toBe(422)
	})
})
