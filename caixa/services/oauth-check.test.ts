import { describe, expect, it } from 'vitest'
import { DomainError } from '@caixa/domain/errors'
import { identityFromClaims } from './oauth-check'

function refusalOf(claims: unknown): string | undefined {
	try {
		identityFromClaims(claims)
	} catch (error) {
		if (error instanceof DomainError) return error.code
		throw error
	}
	return undefined
}

describe('identityFromClaims', () => {
	it('takes given and family names, a normalized e-mail and the locale', () => {
		expect(
			identityFromClaims({
				email: ' Ana@Example.COM ',
				email_verified: true,
				given_name: 'Ana',
				family_name: 'Souza',
				locale: 'pt-BR',
			}),
		).toEqual({ email: 'ana@example.com', name: 'Ana', surname: 'Souza', language: 'pt-BR' })
	})

	it('splits a full name when there are no parts, and falls back on the address', () => {
		const verified = { email: 'bo@example.com', email_verified: true }
		expect(identityFromClaims({ ...verified, name: 'Bo  Lima Neto' })).toMatchObject({
			name: 'Bo',
			surname: 'Lima Neto',
		})
		expect(identityFromClaims(verified)).toMatchObject({ name: 'bo', surname: '' })
	})

	it('ignores a malformed claim other than the e-mail', () => {
		expect(
			identityFromClaims({
				email: 'cy@example.com',
				email_verified: true,
				given_name: 42,
				name: 'Cy Twombly',
				locale: ['en'],
			}),
		).toEqual({ email: 'cy@example.com', name: 'Cy', surname: 'Twombly', language: undefined })
	})

	it('needs an e-mail the provider verified', () => {
		const email = 'di@example.com'
		expect(refusalOf({ email, email_verified: true })).toBeUndefined()
		expect(refusalOf({ email, email_verified: 'true' })).toBeUndefined()
		for (const email_verified of [false, 'false', 'yes', 1, null, undefined]) {
			expect(refusalOf({ email, email_verified }), String(email_verified)).toBe(
				'EMAIL_NOT_VERIFIED',
			)
		}
		expect(refusalOf({ email_verified: true })).toBe('EMAIL_NOT_VERIFIED')
		expect(refusalOf({ email: 'not-an-address', email_verified: true })).toBe('EMAIL_NOT_VERIFIED')
	})

	it('refuses an answer that is no claims object', () => {
		expect(refusalOf('hello')).toBe('PROVIDER_REFUSED')
		expect(refusalOf(null)).toBe('PROVIDER_REFUSED')
	})
})
