import { createHash } from 'node:crypto'

// Fixed-window rate limits (DOMAIN.md "Sessions and sign-in limits"). A fixed window lets a
// burst of up to twice the limit through across a window's edge; for sign-in, whose aim is to
// stop mail-bombing and guessing, that is enough, and it needs one counter row per subject.

export interface RateLimit {
	/** Part of the counter's key, so that two limits never share a counter. */
	name: string
	max: number
	windowMs: number
}

const MINUTE_MS = 60 * 1000

/** E-mails a visitor can have sent to one address (POST /accounts and /authentication alike). */
export const accessLinksPerAddress: RateLimit = {
	name: 'access-links-per-address',
	max: 5,
	windowMs: 15 * MINUTE_MS,
}

/** Sign-in calls (requests, checks, provider checks) from one client address. */
export const signInRequestsPerClient: RateLimit = {
	name: 'sign-in-per-client',
	max: 10,
	windowMs: MINUTE_MS,
}

/** Counter rows whose window started longer ago than this are pruned; longer than any window. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * MINUTE_MS

export function windowStartOf(now: number, windowMs: number): number {
	return Math.floor(now / windowMs) * windowMs
}

/**
 * The counter's key. The subject (an e-mail address, a client address) is hashed, so the table
 * holds no addresses of people who may have no account, and keys have one length.
 */
export function rateLimitKey(limit: RateLimit, subject: string): string {
	return `${limit.name}:${createHash('sha256').update(subject).digest('hex')}`
}

/** Seconds until the window that refused a request ends: what Retry-After says. At least 1. */
export function retryAfterSeconds(limit: RateLimit, windowStart: number, now: number): number {
	return Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000))
}
