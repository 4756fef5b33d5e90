import { afterEach, describe, expect, it, vi } from 'vitest'

const saved = { ...process.env }

async function readWith(env: Record<string, string | undefined>) {
	vi.resetModules()
	process.env = { ...saved, ...env }
	const { webEnv } = await import('./env.server')
	return webEnv()
}

afterEach(() => {
	process.env = { ...saved }
})

describe('the web app’s environment', () => {
	it('has working defaults in development', async () => {
		const env = await readWith({
			NODE_ENV: 'development',
			SESSION_SECRET: undefined,
			PORT: undefined,
		})
		expect(env.PORT).toBe(3000)
		expect(env.SESSION_SECRETS).toHaveLength(1)
		expect(env.SECURE_COOKIES).toBe(false)
		expect(env.CAIXA_API_URL).toBeUndefined()
	})

	it('refuses to start in production without a session secret, naming the key', async () => {
		await expect(readWith({ NODE_ENV: 'production', SESSION_SECRET: undefined })).rejects.toThrow(
			/SESSION_SECRET: is required in production/,
		)
	})

	it('rotates secrets from a comma list and secures cookies in production', async () => {
		const env = await readWith({ NODE_ENV: 'production', SESSION_SECRET: 'new, old' })
		expect(env.SESSION_SECRETS).toEqual(['new', 'old'])
		expect(env.SECURE_COOKIES).toBe(true)
	})

	it('names every bad key at once', async () => {
		await expect(readWith({ PORT: 'eighty', CAIXA_API_URL: 'not a url' })).rejects.toThrow(
			/PORT[\s\S]*CAIXA_API_URL|CAIXA_API_URL[\s\S]*PORT/,
		)
	})

	it('drops a trailing slash from the API origin', async () => {
		const env = await readWith({ CAIXA_API_URL: 'http://api:3100/' })
		expect(env.CAIXA_API_URL).toBe('http://api:3100')
	})

	it('turns a provider on only with both its client id and secret, at the provider’s endpoints', async () => {
		const env = await readWith({
			GOOGLE_CLIENT_ID: 'id',
			GOOGLE_CLIENT_SECRET: 'secret',
			LINKEDIN_CLIENT_ID: undefined,
			LINKEDIN_CLIENT_SECRET: undefined,
		})
		expect(env.google).toEqual({
			clientId: 'id',
			clientSecret: 'secret',
			authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
			tokenUrl: 'https://oauth2.googleapis.com/token',
		})
		expect(env.linkedin).toBeNull()
	})

	it('stops at half a provider’s configuration, naming the missing key', async () => {
		await expect(
			readWith({ LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: undefined }),
		).rejects.toThrow(/LINKEDIN_CLIENT_SECRET: is required with LINKEDIN_CLIENT_ID/)
	})

	it('needs the public address in production once a provider is on', async () => {
		await expect(
			readWith({
				NODE_ENV: 'production',
				SESSION_SECRET: 's',
				APP_URL: undefined,
				GOOGLE_CLIENT_ID: 'id',
				GOOGLE_CLIENT_SECRET: 'secret',
			}),
		).rejects.toThrow(/APP_URL: is required in production/)
	})

	it('reads an empty value as not set', async () => {
		const env = await readWith({
			CAIXA_API_URL: '',
			GOOGLE_CLIENT_ID: '',
			GOOGLE_CLIENT_SECRET: '',
		})
		expect(env.CAIXA_API_URL).toBeUndefined()
		expect(env.google).toBeNull()
	})

	it('reads the maps service without its trailing slash, and none when it is not set', async () => {
		expect((await readWith({ MAPS_URL: 'https://maps.example.com/' })).MAPS_URL).toBe(
			'https://maps.example.com',
		)
		expect((await readWith({ MAPS_URL: '' })).MAPS_URL).toBeUndefined()
		await expect(readWith({ MAPS_URL: 'not a url' })).rejects.toThrow(/MAPS_URL/)
	})
})
