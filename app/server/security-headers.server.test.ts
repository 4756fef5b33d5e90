import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.server'

describe('securityHeaders', () => {
	it('sends the policy, no framing, no sniffing and the origin only as referrer', () => {
		expect(securityHeaders({ csp: "default-src 'self'", secureCookies: false })).toEqual({
			'Content-Security-Policy': "default-src 'self'",
			'X-Frame-Options': 'DENY',
			'X-Content-Type-Options': 'nosniff',
			'Referrer-Policy': 'same-origin',
		})
	})

	it('keeps browsers on HTTPS for a year when cookies are secure, and only then', () => {
		expect(securityHeaders({ csp: '', secureCookies: true })['Strict-Transport-Security']).toBe(
			'max-age=31536000; includeSubDomains',
		)
		expect(securityHeaders({ csp: '', secureCookies: false })).not.toHaveProperty(
			'Strict-Transport-Security',
		)
	})
})
