import { describe, expect, it } from 'vitest'
import { createSessionStorage, getSignedIn } from './session.server'

// The session cookie (DOMAIN.md "Sign-in"): httpOnly, SameSite=Lax, signed; over HTTPS also
// Secure and __Host- prefixed, which browsers hold to path / and no Domain.
async function setCookieOf(secure: boolean) {
	const storage = createSessionStorage(['secret'], secure)
	const session = await storage.getSession()
	session.set('token', 't')
	return storage.commitSession(session)
}

describe('the session cookie', () => {
	it('is httpOnly, SameSite=Lax and signed, for the whole site', async () => {
		const cookie = await setCookieOf(false)
		expect(cookie).toMatch(/^caixa_session=[^;]+\.[^;]+;/)
		expect(cookie).toMatch(/; HttpOnly/)
		expect(cookie).toMatch(/; SameSite=Lax/)
		expect(cookie).toMatch(/; Path=\//)
		expect(cookie).not.toMatch(/; Secure/)
	})

	it('over HTTPS is Secure, with the __Host- prefix and no Domain', async () => {
		const cookie = await setCookieOf(true)
		expect(cookie).toMatch(/^__Host-caixa_session=/)
		expect(cookie).toMatch(/; Secure/)
		expect(cookie).toMatch(/; Path=\//)
		expect(cookie).not.toMatch(/Domain=/i)
	})

	it('refuses a cookie signed with another secret', async () => {
		const forged = (await setCookieOf(false)).split(';')[0] ?? ''
		const other = createSessionStorage(['another'], false)
		const session = await other.getSession(forged)
		expect(session.get('token')).toBeUndefined()
	})
})

describe('getSignedIn', () => {
	it('reads a request once, however many of its loaders ask', async () => {
		const request = new Request('http://caixa.test/')
		const first = getSignedIn(request)
		expect(getSignedIn(request)).toBe(first)
		expect(getSignedIn(new Request('http://caixa.test/'))).not.toBe(first)
		expect(await first).toBeNull()
	})
})
