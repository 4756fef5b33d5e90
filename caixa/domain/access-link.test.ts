import { describe, expect, it } from 'vitest'
import {
	accessLinkExpiresAt,
	accessLinkRefusal,
	accessLinkUrl,
	createAccountUrl,
	sameOriginPath,
} from './access-link'

describe('access links', () => {
	const issuedAt = Date.UTC(2025, 0, 1)
	const expiresAt = accessLinkExpiresAt(issuedAt, 15)

	it('live the minutes they are given', () => {
		expect(expiresAt - issuedAt).toBe(15 * 60 * 1000)
		expect(accessLinkRefusal({ usedAt: null, expiresAt }, expiresAt - 1)).toBeNull()
		expect(accessLinkRefusal({ usedAt: null, expiresAt }, expiresAt)).toBe('EXPIRED')
	})

	it('once used, say so whatever the time', () => {
		expect(accessLinkRefusal({ usedAt: issuedAt, expiresAt }, issuedAt)).toBe('USED')
		expect(accessLinkRefusal({ usedAt: issuedAt, expiresAt }, expiresAt + 1)).toBe('USED')
	})

	it('point at the web app, keeping a path APP_URL may have', () => {
		expect(accessLinkUrl('https://caixa.app', 'abc_DEF-1')).toBe(
			'https://caixa.app/access/abc_DEF-1',
		)
		expect(accessLinkUrl('https://example.com/caixa/', 'tok')).toBe(
			'https://example.com/caixa/access/tok',
		)
		expect(accessLinkUrl('https://caixa.app', 'tok', '/unit/1?tab=x&y=1')).toBe(
			'https://caixa.app/access/tok?redirect=%2Funit%2F1%3Ftab%3Dx%26y%3D1',
		)
	})

	it('carry only a same-origin redirect', () => {
		expect(sameOriginPath('/cashier/1')).toBe('/cashier/1')
		for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example', '', '  ']) {
			expect(sameOriginPath(unsafe), unsafe).toBeUndefined()
		}
		expect(accessLinkUrl('https://caixa.app', 'tok', '//evil.example')).toBe(
			'https://caixa.app/access/tok',
		)
	})

	it('offer an unknown address the create-account page, the address filled in', () => {
		expect(createAccountUrl('https://caixa.app', 'ana+x@example.com')).toBe(
			'https://caixa.app/authentication/create-account?email=ana%2Bx%40example.com',
		)
		expect(createAccountUrl('https://caixa.app', 'a@example.com', '/unit')).toBe(
			'https://caixa.app/authentication/create-account?email=a%40example.com&redirect=%2Funit',
		)
	})
})
