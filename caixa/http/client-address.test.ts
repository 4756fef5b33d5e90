import { describe, expect, it } from 'vitest'
import { clientAddress, trustProxySchema } from './client-address'

function addressOf(
	forwardedFor: string | undefined,
	connection: string | undefined,
	trustedProxies: number,
	extra: Record<string, string> = {},
) {
	const headers = new Headers(extra)
	if (forwardedFor !== undefined) headers.set('X-Forwarded-For', forwardedFor)
	return clientAddress({ headers, connection, trustedProxies })
}

describe('the client address', () => {
	describe('with no proxy trusted (TRUST_PROXY off, the default)', () => {
		it('is the connection’s peer, whatever X-Forwarded-For claims', () => {
			expect(addressOf(undefined, '192.0.2.10', 0)).toBe('192.0.2.10')
			expect(addressOf('203.0.113.1', '192.0.2.10', 0)).toBe('192.0.2.10')
			expect(addressOf('203.0.113.1, 203.0.113.2', '192.0.2.10', 0)).toBe('192.0.2.10')
		})

		it('never reads X-Real-IP, trusted proxies or not', () => {
			expect(addressOf(undefined, '192.0.2.10', 0, { 'X-Real-IP': '203.0.113.9' })).toBe(
				'192.0.2.10',
			)
			expect(addressOf(undefined, '192.0.2.10', 1, { 'X-Real-IP': '203.0.113.9' })).toBe(
				'192.0.2.10',
			)
			expect(addressOf(undefined, undefined, 1, { 'X-Real-IP': '203.0.113.9' })).toBeNull()
		})

		it('is unknown (null) without a connection, as in process with nothing in front', () => {
			expect(addressOf('203.0.113.1', undefined, 0)).toBeNull()
			expect(addressOf(undefined, undefined, 0)).toBeNull()
		})
	})

	it('writes an IPv4 peer of a dual-stack socket (::ffff:a.b.c.d) as a.b.c.d, one client one key', () => {
		expect(addressOf(undefined, '::ffff:192.0.2.10', 0)).toBe('192.0.2.10')
		expect(addressOf(undefined, '::1', 0)).toBe('::1')
		expect(addressOf(undefined, '2001:db8::7', 0)).toBe('2001:db8::7')
	})

	describe('with one proxy trusted (TRUST_PROXY=1)', () => {
		it('is the rightmost X-Forwarded-For entry: the one the proxy appended', () => {
			expect(addressOf('203.0.113.1', '10.0.0.2', 1)).toBe('203.0.113.1')
			expect(addressOf(' 203.0.113.1 ', '10.0.0.2', 1)).toBe('203.0.113.1')
		})

		it('ignores whatever the client wrote to its left', () => {
			// The client sent "X-Forwarded-For: 198.51.100.66"; the proxy appended its real address.
			expect(addressOf('198.51.100.66, 203.0.113.1', '10.0.0.2', 1)).toBe('203.0.113.1')
			expect(addressOf('1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.1', '10.0.0.2', 1)).toBe('203.0.113.1')
			// Rotating the spoofed part changes nothing.
			expect(addressOf('198.51.100.67, 203.0.113.1', '10.0.0.2', 1)).toBe('203.0.113.1')
		})

		it('falls back to the peer when the header is missing or empty', () => {
			expect(addressOf(undefined, '::ffff:10.0.0.2', 1)).toBe('10.0.0.2')
			expect(addressOf('', '10.0.0.2', 1)).toBe('10.0.0.2')
			expect(addressOf(' , ', '10.0.0.2', 1)).toBe('10.0.0.2')
		})
	})

	it('with n proxies trusted, counts n entries from the right', () => {
		// client → proxy A (appends the client) → proxy B (appends A) → here.
		const chain = '198.51.100.66, 203.0.113.1, 10.0.0.1'
		expect(addressOf(chain, '10.0.0.2', 2)).toBe('203.0.113.1')
		expect(addressOf(chain, '10.0.0.2', 1)).toBe('10.0.0.1')
		expect(addressOf(chain, '10.0.0.2', 3)).toBe('198.51.100.66')
		// Fewer entries than proxies: the leftmost there is, the nearest to the client.
		expect(addressOf('203.0.113.1', '10.0.0.2', 2)).toBe('203.0.113.1')
	})
})

describe('TRUST_PROXY', () => {
	it('is off unless set; true is one proxy; a number is that many', () => {
		expect(trustProxySchema.parse(undefined)).toBe(0)
		expect(trustProxySchema.parse('false')).toBe(0)
		expect(trustProxySchema.parse('true')).toBe(1)
		expect(trustProxySchema.parse('0')).toBe(0)
		expect(trustProxySchema.parse('2')).toBe(2)
	})

	it('refuses anything else', () => {
		for (const bad of ['yes', '-1', '1.5', '11', 'loopback']) {
			expect(trustProxySchema.safeParse(bad).success, bad).toBe(false)
		}
	})
})
