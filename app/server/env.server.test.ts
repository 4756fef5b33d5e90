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
})
