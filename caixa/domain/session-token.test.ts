import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
	defaultSessionPolicy,
	generateToken,
	hashToken,
	SESSION_TOUCH_INTERVAL_MS,
	sessionExpiresAt,
	sessionState,
	shouldTouchSession,
} from './session-token'

const DAY = 24 * 60 * 60 * 1000
const issuedAt = Date.UTC(2025, 0, 1)
const fresh = {
	lastUsedAt: issuedAt,
	expiresAt: sessionExpiresAt(issuedAt, defaultSessionPolicy),
	revokedAt: null,
}

describe('session tokens', () => {
	it('are 256 random bits in base64url', () => {
		const token = generateToken()
		expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
		expect(Buffer.from(token, 'base64url')).toHaveLength(32)
	})

	it('never repeat', () => {
		const tokens = new Set(Array.from({ length: 1000 }, generateToken))
		expect(tokens.size).toBe(1000)
	})

	it('are kept as their SHA-256, hex', () => {
		const token = generateToken()
		expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'))
		expect(hashToken(token)).not.toContain(token)
	})
})

describe('session state', () => {
	it('a session ends 30 days after it was issued by default', () => {
		expect(fresh.expiresAt - issuedAt).toBe(30 * DAY)
	})

	it('a fresh session is active', () => {
		expect(sessionState(fresh, issuedAt, defaultSessionPolicy)).toBe('active')
	})

	it('a session unused for 7 days is idle', () => {
		expect(sessionState(fresh, issuedAt + 7 * DAY - 1, defaultSessionPolicy)).toBe('active')
		expect(sessionState(fresh, issuedAt + 7 * DAY, defaultSessionPolicy)).toBe('idle')
	})

	it('a session used every day still ends at its absolute expiry', () => {
		const usedYesterday = { ...fresh, lastUsedAt: issuedAt + 29 * DAY }
		expect(sessionState(usedYesterday, issuedAt + 30 * DAY - 1, defaultSessionPolicy)).toBe(
			'active',
		)
		expect(sessionState(usedYesterday, issuedAt + 30 * DAY, defaultSessionPolicy)).toBe('expired')
	})

	it('a revoked session stays revoked whatever the time', () => {
		expect(sessionState({ ...fresh, revokedAt: issuedAt }, issuedAt, defaultSessionPolicy)).toBe(
			'revoked',
		)
	})

	it('follows a configured policy', () => {
		const policy = { maxAgeDays: 2, idleDays: 1 }
		const session = { ...fresh, expiresAt: sessionExpiresAt(issuedAt, policy) }
		expect(sessionState(session, issuedAt + DAY, policy)).toBe('idle')
		expect(
			sessionState({ ...session, lastUsedAt: issuedAt + DAY }, issuedAt + 2 * DAY, policy),
		).toBe('expired')
	})
})

describe('touching a session', () => {
	it('writes the last use at most once a minute', () => {
		expect(shouldTouchSession(issuedAt, issuedAt + SESSION_TOUCH_INTERVAL_MS - 1)).toBe(false)
		expect(shouldTouchSession(issuedAt, issuedAt + SESSION_TOUCH_INTERVAL_MS)).toBe(true)
	})
})
