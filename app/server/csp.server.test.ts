import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, cspNonce, formActionOrigins } from './csp.server'

function directives(policy: string): Map<string, string[]> {
	return new Map(
		policy.split(';').map((directive) => {
			const [name = '', ...sources] = directive.trim().split(/\s+/)
			return [name, sources]
		}),
	)
}

describe('contentSecurityPolicy', () => {
	const policy = directives(
		contentSecurityPolicy({
			nonce: 'abc123==',
			formActionOrigins: ['https://accounts.google.com'],
		}),
	)

	it('lets in our own scripts and the inline ones carrying this response’s nonce, nothing else', () => {
		expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"])
		expect(policy.get('default-src')).toEqual(["'self'"])
	})

	it('never allows inline script or eval, nor inline style elements without the nonce', () => {
		for (const [name, sources] of policy) {
			expect(sources, name).not.toContain("'unsafe-eval'")
			if (name !== 'style-src-attr') expect(sources, name).not.toContain("'unsafe-inline'")
		}
		expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"])
		expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"])
	})

	it('refuses every frame of its pages, plugins and a changed base URL', () => {
		expect(policy.get('frame-ancestors')).toEqual(["'none'"])
		expect(policy.get('object-src')).toEqual(["'none'"])
		expect(policy.get('base-uri')).toEqual(["'none'"])
	})

	it('lets forms post to this origin and be redirected to the sign-in providers only', () => {
		expect(policy.get('form-action')).toEqual(["'self'", 'https://accounts.google.com'])
	})

	it('loads images from here, data: and blob:, and connects only here', () => {
		expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
		expect(policy.get('connect-src')).toEqual(["'self'"])
	})

	it('adds the development server (scripts and its websocket) only when given one', () => {
		const dev = directives(
			contentSecurityPolicy({
				nonce: 'n',
				formActionOrigins: [],
				devOrigin: 'http://localhost:3001',
			}),
		)
		expect(dev.get('script-src')).toContain('http://localhost:3001')
		expect(dev.get('connect-src')).toEqual([
			"'self'",
			'http://localhost:3001',
			'ws://localhost:3001',
		])
	})
})

describe('cspNonce', () => {
	it('is 128 random bits, new each time', () => {
		const nonces = new Set(Array.from({ length: 50 }, () => cspNonce()))
		expect(nonces.size).toBe(50)
		for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
	})
})

describe('formActionOrigins', () => {
	const google = {
		clientId: 'id',
		clientSecret: 'secret',
		authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
		tokenUrl: 'https://oauth2.googleapis.com/token',
	}

	it('names the authorization origin of each configured provider, once', () => {
		const linkedin = {
			...google,
			authorizationUrl: 'https://www.linkedin.com/oauth/v2/authorization',
		}
		expect(formActionOrigins({ google, linkedin })).toEqual([
			'https://accounts.google.com',
			'https://www.linkedin.com',
		])
		const local = { ...google, authorizationUrl: 'http://127.0.0.1:3110/authorize' }
		expect(formActionOrigins({ google: local, linkedin: local })).toEqual(['http://127.0.0.1:3110'])
	})

	it('names none when no provider is configured', () => {
		expect(formActionOrigins({ google: null, linkedin: null })).toEqual([])
	})
})
