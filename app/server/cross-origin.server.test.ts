import { describe, expect, it } from 'vitest'
import { isCrossOriginWrite, ownHost } from './cross-origin.server'

const host = 'caixa.example:3000'

describe('isCrossOriginWrite', () => {
	it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])(
		'refuses a %s from another origin',
		(method) => {
			expect(
				isCrossOriginWrite({
					method,
					origin: 'http://evil.example',
					secFetchSite: undefined,
					host,
				}),
			).toBe(true)
		},
	)

	it('lets a post from this very host through, whatever the scheme a proxy in front speaks', () => {
		for (const origin of ['http://caixa.example:3000', 'https://caixa.example:3000']) {
			expect(
				isCrossOriginWrite({ method: 'POST', origin, secFetchSite: 'same-origin', host }),
			).toBe(false)
		}
	})

	it('refuses the same host name on another port, a sibling subdomain and an opaque origin', () => {
		for (const origin of [
			'http://caixa.example:4000',
			'http://sub.caixa.example:3000',
			'null',
			'not a url',
		]) {
			expect(
				isCrossOriginWrite({ method: 'POST', origin, secFetchSite: undefined, host }),
				origin,
			).toBe(true)
		}
	})

	it('refuses a post without Origin that the browser says is cross-site', () => {
		expect(
			isCrossOriginWrite({ method: 'POST', origin: undefined, secFetchSite: 'cross-site', host }),
		).toBe(true)
		expect(
			isCrossOriginWrite({ method: 'POST', origin: undefined, secFetchSite: 'same-origin', host }),
		).toBe(false)
	})

	it('lets a program’s post through: no Origin, no Sec-Fetch-Site', () => {
		expect(
			isCrossOriginWrite({ method: 'POST', origin: undefined, secFetchSite: undefined, host }),
		).toBe(false)
	})

	it('never refuses a read, whoever asks', () => {
		for (const method of ['GET', 'HEAD', 'OPTIONS']) {
			expect(
				isCrossOriginWrite({
					method,
					origin: 'http://evil.example',
					secFetchSite: 'cross-site',
					host,
				}),
			).toBe(false)
		}
	})

	it('refuses when the server cannot tell its own host', () => {
		expect(
			isCrossOriginWrite({
				method: 'POST',
				origin: 'http://caixa.example',
				secFetchSite: undefined,
				host: undefined,
			}),
		).toBe(true)
	})
})

describe('ownHost', () => {
	const headers = { host: 'internal:3000', 'x-forwarded-host': 'caixa.example, proxy.internal' }

	it('is the Host header when no proxy is trusted, whatever X-Forwarded-Host says', () => {
		expect(ownHost(headers, 0)).toBe('internal:3000')
	})

	it('is the first X-Forwarded-Host behind a trusted proxy, as Remix compares it', () => {
		expect(ownHost(headers, 1)).toBe('caixa.example')
		expect(ownHost({ host: 'internal:3000' }, 1)).toBe('internal:3000')
	})
})
