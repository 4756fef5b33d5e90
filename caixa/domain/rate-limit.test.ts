import { describe, expect, it } from 'vitest'
import {
	accessLinksPerAddress,
	rateLimitKey,
	retryAfterSeconds,
	signInRequestsPerClient,
	windowStartOf,
} from './rate-limit'

describe('rate limits', () => {
	it('are the ones DOMAIN.md sets', () => {
		expect(accessLinksPerAddress).toMatchObject({ max: 5, windowMs: 15 * 60 * 1000 })
		expect(signInRequestsPerClient).toMatchObject({ max: 10, windowMs: 60 * 1000 })
	})

	it('count in fixed windows', () => {
		const minute = 60 * 1000
		expect(windowStartOf(10 * minute, minute)).toBe(10 * minute)
		expect(windowStartOf(11 * minute - 1, minute)).toBe(10 * minute)
	})

	it('say how many whole seconds are left, at least one', () => {
		const limit = signInRequestsPerClient
		expect(retryAfterSeconds(limit, 0, 0)).toBe(60)
		expect(retryAfterSeconds(limit, 0, 59_001)).toBe(1)
		expect(retryAfterSeconds(limit, 0, 59_999)).toBe(1)
		expect(retryAfterSeconds(limit, 0, 60_000)).toBe(1)
	})

	it('keep no address in their keys, and one key per limit and subject', () => {
		const key = rateLimitKey(accessLinksPerAddress, 'ana@example.com')
		expect(key).toMatch(/^access-links-per-address:[0-9a-f]{64}$/)
		expect(key).not.toContain('ana')
		expect(rateLimitKey(signInRequestsPerClient, 'ana@example.com')).not.toBe(key)
		expect(rateLimitKey(accessLinksPerAddress, 'bia@example.com')).not.toBe(key)
	})
})
