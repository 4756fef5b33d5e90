import { describe, expect, it } from 'vitest'
import { formViewPath, rememberFormView, requireFormView, savedFormView } from './form-view.server'

// A form view's id (`?form=`) and the signed cookie of the views this browser saved: what the
// record form's page reads to say "already saved" after Back instead of making a second record.

const VIEW = '0b6c4a55-3f43-4c55-8a0e-2f0d0c6f6e01'
const PAGE = 'http://localhost/cashier/c1/input'
const HOUR = 60 * 60 * 1000

/** A request of `url` carrying the cookie a Set-Cookie header set. */
function withCookie(url: string, setCookie: string) {
	return new Request(url, { headers: { Cookie: setCookie.split(';')[0] ?? '' } })
}

function thrown(run: () => unknown): Response {
	try {
		run()
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
	throw new Error('nothing was thrown')
}

describe('the form view id', () => {
	it('an address without one is sent on to itself with a new one', () => {
		const answer = thrown(() => requireFormView(new Request(`${PAGE}?tab=2`)))
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toMatch(
			/^\/cashier\/c1\/input\?tab=2&form=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
		)
	})

	it('the one in the address is kept, so Back and a reload show the same view', () => {
		expect(requireFormView(new Request(`${PAGE}?form=${VIEW}`))).toBe(VIEW)
	})

	it('one that is no id is replaced', () => {
		const answer = thrown(() => requireFormView(new Request(`${PAGE}?form=../x`)))
		expect(answer.headers.get('Location')).toMatch(/^\/cashier\/c1\/input\?form=[0-9a-f-]{36}$/)
	})

	it('an action goes back to its view at the page’s own address', () => {
		expect(formViewPath(new Request(`${PAGE}?form=other&index`), VIEW)).toBe(
			`/cashier/c1/input?form=${VIEW}`,
		)
	})
})

describe('the views this browser saved', () => {
	it('a view remembered as saved is found with what it made, on its page only', async () => {
		const now = Date.UTC(2026, 10, 28, 9)
		const cookie = await rememberFormView(new Request(PAGE), VIEW, 'record-1', now)
		expect(cookie).toMatch(/^caixa_saved_forms=[^;]+\.[^;]+;.*HttpOnly/)
		expect(
			await savedFormView(withCookie(`${PAGE}?form=${VIEW}`, cookie), VIEW, now),
		).toMatchObject({ form: VIEW, made: 'record-1' })
		// The same id carried to the money out form, or another view, is not saved.
		const output = withCookie('http://localhost/cashier/c1/output', cookie)
		expect(await savedFormView(output, VIEW, now)).toBeUndefined()
		expect(await savedFormView(withCookie(PAGE, cookie), crypto.randomUUID(), now)).toBeUndefined()
	})

	it('a view saved without knowing what it made (the API refused other values) is saved too', async () => {
		const cookie = await rememberFormView(new Request(PAGE), VIEW, null)
		expect(await savedFormView(withCookie(PAGE, cookie), VIEW)).toMatchObject({ made: null })
	})

	it('is forgotten after the 24 hours the API binds a key', async () => {
		const now = Date.UTC(2026, 10, 28, 9)
		const cookie = await rememberFormView(new Request(PAGE), VIEW, 'record-1', now)
		expect(await savedFormView(withCookie(PAGE, cookie), VIEW, now + 23 * HOUR)).toBeDefined()
		expect(await savedFormView(withCookie(PAGE, cookie), VIEW, now + 24 * HOUR)).toBeUndefined()
	})

	it('keeps the latest eight views, newest first, in a cookie well under 4 KB', async () => {
		const views = Array.from({ length: 10 }, () => crypto.randomUUID())
		let cookie = ''
		for (const [index, view] of views.entries()) {
			const request = index === 0 ? new Request(PAGE) : withCookie(PAGE, cookie)
			cookie = await rememberFormView(request, view, crypto.randomUUID())
		}
		expect(cookie.length).toBeLessThan(3000)
		const request = withCookie(PAGE, cookie)
		for (const view of views.slice(2)) expect(await savedFormView(request, view)).toBeDefined()
		for (const view of views.slice(0, 2)) expect(await savedFormView(request, view)).toBeUndefined()
	})

	it('a cookie not signed by the server says nothing is saved', async () => {
		const cookie = await rememberFormView(new Request(PAGE), VIEW, 'record-1')
		const [value = ''] = (cookie.split(';')[0] ?? '').split('=').slice(1)
		const forged = `caixa_saved_forms=${value.replace(/\.[^.]*$/, '.forged')}`
		expect(await savedFormView(withCookie(PAGE, forged), VIEW)).toBeUndefined()
	})
})
