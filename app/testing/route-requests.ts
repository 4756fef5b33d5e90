import { type MintedSession } from '@caixa/testing/session'

// What a route test hands a loader or an action: a request of someone signed in, as the browser
// would send it, and what the route threw.

/** The session's cookie, as the web app sets it. Imported late: tests set DATA_DIR first. */
async function cookieOf(session: MintedSession) {
	const { signInCookie } = await import('~/server/session.server')
	const setCookie = await signInCookie(
		new Request('http://localhost/'),
		session.token,
		session.profile,
	)
	return setCookie.split(';')[0] ?? ''
}

/** A GET of `url` by `session`'s person, or a form post of `body` when given. */
export async function signedInRequest(
	session: MintedSession,
	url: string,
	body?: Record<string, string>,
) {
	const headers = new Headers({ Cookie: await cookieOf(session), 'Accept-Language': 'en-US' })
	if (!body) return new Request(`http://localhost${url}`, { headers })
	return new Request(`http://localhost${url}`, {
		method: 'POST',
		headers,
		body: new URLSearchParams(body),
	})
}

/** What a loader or action threw (a Response: a redirect, a 404). */
export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
	try {
		await promise
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
	throw new Error('it did not throw')
}
