import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import { countHit, pruneRateLimits } from '@caixa/db/rate-limits'
import { DomainError } from '@caixa/domain/errors'
import {
	RATE_LIMIT_RETENTION_MS,
	type RateLimit,
	rateLimitKey,
	retryAfterSeconds,
	windowStartOf,
} from '@caixa/domain/rate-limit'

/**
 * Counts a request against a limit for a subject, and refuses it (429, Retry-After) once the
 * window's count is over the limit. Counters live in the database, so every process of a
 * deployment counts together. A refused request counts too: hammering does not shorten the wait.
 */
export async function enforceRateLimit(
	db: Kysely<Database>,
	limit: RateLimit,
	subject: string,
	now: number,
	message = 'Too many requests. Try again later.',
): Promise<void> {
	const hit = await countHit(db, rateLimitKey(limit, subject), windowStartOf(now, limit.windowMs))
	// A fresh window is a good moment to forget counters nobody has touched in a day: it happens
	// often enough to keep the table small and rarely enough to cost nothing.
	if (hit.count === 1) await pruneRateLimits(db, now - RATE_LIMIT_RETENTION_MS)
	if (hit.count > limit.max) {
		throw new DomainError('rate-limited', message, {
			retryAfterSeconds: retryAfterSeconds(limit, hit.windowStart, now),
			code: limit.code ?? 'RATE_LIMITED',
		})
	}
}
