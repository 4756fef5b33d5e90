import { createHash, randomBytes } from 'node:crypto'

const DAY_MS = 24 * 60 * 60 * 1000

// A session's last use is written at most this often, so that a busy client does not turn
// every read into a write.
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000

export interface SessionPolicy {
	/** A session ends this many days after it was issued, however much it is used. */
	maxAgeDays: number
	/** …and sooner, after this many days unused. */
	idleDays: number
}

export const defaultSessionPolicy: SessionPolicy = { maxAgeDays: 30, idleDays: 7 }

/** 32 random bytes (256 bits), base64url: 43 characters, safe in a header, URL or cookie. */
export function generateToken(): string {
	return randomBytes(32).toString('base64url')
}

/**
 * What the database keeps instead of a token: its SHA-256, hex. A token has full entropy, so a
 * fast unsalted hash is enough — a stolen table yields nothing that signs in.
 */
export function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}

export function sessionExpiresAt(issuedAt: number, policy: SessionPolicy): number {
	return issuedAt + policy.maxAgeDays * DAY_MS
}

export interface SessionMoments {
	lastUsedAt: number
	expiresAt: number
	revokedAt: number | null
}

export type SessionState = 'active' | 'revoked' | 'expired' | 'idle'

export function sessionState(
	session: SessionMoments,
	now: number,
	policy: SessionPolicy,
): SessionState {
	if (session.revokedAt !== null) return 'revoked'
	if (now >= session.expiresAt) return 'expired'
	if (now >= session.lastUsedAt + policy.idleDays * DAY_MS) return 'idle'
	return 'active'
}

export function shouldTouchSession(lastUsedAt: number, now: number): boolean {
	return now - lastUsedAt >= SESSION_TOUCH_INTERVAL_MS
}
