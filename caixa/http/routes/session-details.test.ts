import { describe, expect, it } from 'vitest'
import { sessionSchema } from '@caixa/contract/session'
import { bearer, useTestApi } from '@caixa/testing'

describe('PUT /caixa/api/session', () => {
	const api = useTestApi()

	const put = (token: string | null, body: unknown) =>
		api.put('/session', body, token ? bearer(token) : {})

	it('changes name, surname and language, and GET /session answers the change', async () => {
		const { token } = await api.signIn({
			name: 'Ana',
			surname: 'Souza',
			email: 'ana.details@example.com',
		})
		const response = await put(token, {
			name: ' Ana Maria ',
			surname: 'Souza Lima',
			language: 'pt-BR',
		})
		expect(response.status).toBe(200)
		const session = sessionSchema.parse(await response.json())
		expect(session).toMatchObject({
			token,
			name: 'Ana Maria',
			surname: 'Souza Lima',
			language: 'pt-BR',
			email: 'ana.details@example.com',
		})
		const again = await api.get('/session', bearer(token))
		expect(await again.json()).toEqual(session)
	})

	it('refuses an empty name and an unknown language with every field in errors', async () => {
		const { token } = await api.signIn({
			name: 'Bia',
			surname: 'Reis',
			email: 'bia.details@example.com',
		})
		const response = await put(token, { name: '  ', surname: 'Reis', language: 'fr-FR' })
		expect(response.status).toBe(422)
		const problem = (await response.json()) as { errors: Array<{ path: string }> }
		expect(problem.errors.map((error) => error.path).sort()).toEqual(['language', 'name'])
	})

	it('does not let the e-mail be changed this way', async () => {
		const { token } = await api.signIn({
			name: 'Caio',
			surname: 'Dias',
			email: 'caio.details@example.com',
		})
		const response = await put(token, {
			name: 'Caio',
			surname: 'Dias',
			language: 'en-US',
			email: 'someone.else@example.com',
		})
		expect(response.status).toBe(200)
		expect(((await response.json()) as { email: string }).email).toBe('caio.details@example.com')
	})

	it('needs a session', async () => {
		expect((await put(null, { name: 'X', surname: 'Y', language: 'en-US' })).status).toBe(401)
	})
})
