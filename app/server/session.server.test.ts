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
	const asking = (cookie: string) =>
		new Request('http://caixa.test/', { headers: { Cookie: cookie } })

	it('verifies a cookie once for every loader asking while it is verified, each with its own Request', async () => {
		const request = asking('caixa_session=a')
		const first = getSignedIn(request)
		expect(getSignedIn(request)).toBe(first)
		// Another loader of the page: a copy of its Request, the same cookie.
		expect(getSignedIn(asking('caixa_session=a'))).toBe(first)
		expect(getSignedIn(asking('caixa_session=b'))).not.toBe(first)
		expect(await first).toBeNull()
		// Settled, it is forgotten: a later request verifies its cookie anew.
		expect(getSignedIn(asking('caixa_session=a'))).not.toBe(first)
		// The Request keeps the answer it got.
		expect(getSignedIn(request)).toBe(first)
	})
})
