import { createHash } from 'node:crypto'
import { DomainError } from './errors'

/*
 * What an Idempotency-Key means here (the API's creates; services/idempotency.ts keeps them):
 * - A key is the profile's own: two people may pick the same text.
 * - It binds to the request that first used it *and made something*: its method, its path and its
 *   body, hashed (requestFingerprint). A request that was refused binds nothing, so a form sent
 *   again after a refusal, corrected, goes through under the same key.
 * - The same key with the same request, within the window, is a replay: it answers what the first
 *   one made and writes nothing. With another method, path or body it is refused, 422
 *   IDEMPOTENCY_KEY_REUSED — never a silent replay of the first request that drops the second.
 * - "The same body" is the same parsed body: the JSON the contract accepted (defaults filled in,
 *   unknown keys dropped), written canonically (keys sorted at every level), so key order and
 *   spacing do not matter, and any value that does is a different request.
 * - It binds for IDEMPOTENCY_WINDOW_MS (24 hours) from its first use; after that the key is free
 *   again (a new request makes a new thing), and expired keys are pruned as the profile writes.
 */

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED'

/** JSON with the keys of every object sorted: one text for one value, whatever the key order. */
export function canonicalJson(value: unknown): string {
	return JSON.stringify(sortKeys(value)) ?? 'null'
}

function sortKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(sortKeys)
	if (value === null || typeof value !== 'object') return value
	const sorted: Record<string, unknown> = {}
	for (const key of Object.keys(value).sort()) {
		sorted[key] = sortKeys((value as Record<string, unknown>)[key])
	}
	return sorted
}

/** SHA-256 (hex) of the request a key is bound to: its method, path and canonical body. */
export function requestFingerprint(request: {
	method: string
	path: string
	body: unknown
}): string {
	return createHash('sha256')
		.update(canonicalJson([request.method.toUpperCase(), request.path, request.body ?? null]))
		.digest('hex')
}

/** Whether a key first used at `createdAt` still binds at `now`. */
export function keyStillBinds(createdAt: number, now: number): boolean {
	return now - createdAt < IDEMPOTENCY_WINDOW_MS
}

/** 422: the key was used in the last 24 hours for another request. */
export function idempotencyKeyReused(): DomainError {
	return new DomainError(
		'invalid',
		'This Idempotency-Key was used in the last 24 hours for another request (another method, path or body). Send a new key for a new request.',
		{ code: IDEMPOTENCY_KEY_REUSED },
	)
}
