import { describe, expect, it } from 'vitest'
import {
	canonicalJson,
	IDEMPOTENCY_WINDOW_MS,
	keyStillBinds,
	requestFingerprint,
} from './idempotency'

describe('Idempotency-Key fingerprints', () => {
	const request = { method: 'POST', path: '/cashiers/c1/inventories', body: { a: 1, b: [1, 2] } }

	it('write a value one way, whatever the order of its keys, at every level', () => {
		expect(canonicalJson({ b: { y: 1, x: [{ q: 1, p: 2 }] }, a: null })).toBe(
			'{"a":null,"b":{"x":[{"p":2,"q":1}],"y":1}}',
		)
		expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}')
		expect(canonicalJson(undefined)).toBe('null')
	})

	it('are the same for the same request, and differ with its method, path or any value', () => {
		const same = requestFingerprint({ ...request, body: { b: [1, 2], a: 1 } })
		expect(same).toBe(requestFingerprint(request))
		expect(same).toMatch(/^[0-9a-f]{64}$/)
		for (const other of [
			{ ...request, method: 'PUT' },
			{ ...request, path: '/cashiers/c2/inventories' },
			{ ...request, body: { a: 1, b: [2, 1] } },
			{ ...request, body: { a: '1', b: [1, 2] } },
			{ ...request, body: { a: 1, b: [1, 2], c: false } },
		]) {
			expect(requestFingerprint(other)).not.toBe(same)
		}
		expect(requestFingerprint({ ...request, method: 'post' })).toBe(same)
	})

	it('bind for 24 hours from the first use', () => {
		expect(keyStillBinds(0, IDEMPOTENCY_WINDOW_MS - 1)).toBe(true)
		expect(keyStillBinds(0, IDEMPOTENCY_WINDOW_MS)).toBe(false)
	})
})
