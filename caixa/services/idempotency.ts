import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import {
	IDEMPOTENCY_WINDOW_MS,
	idempotencyKeyReused,
	keyStillBinds,
	requestFingerprint,
} from '@caixa/domain/idempotency'

// The one way a create takes an Idempotency-Key (what a key means: domain/idempotency.ts). A
// create calls replayed() before its work and bindIdempotencyKey() inside its transaction; when
// that transaction fails on a unique index (two requests racing under one key), replayed() again
// answers what the winner made, or refuses a different request.

/** A create's request as a key binds it. `key` undefined: the client sent none. */
export interface IdempotentRequest {
	profileId: string
	key: string | undefined
	method: string
	/** The API path, without its mount prefix: `/cashiers/{id}/inventories` with the id in it. */
	path: string
	/** The body as the contract parsed it. */
	body: unknown
}

/**
 * What the first request under this key made (its id), when the key still binds and the request
 * is the same; undefined when no key was sent or it binds nothing now. 422
 * IDEMPOTENCY_KEY_REUSED when it binds another request.
 */
export async function replayed(
	db: Kysely<Database>,
	request: IdempotentRequest,
	now: number,
): Promise<string | undefined> {
	if (request.key === undefined) return undefined
	const row = await db
		.selectFrom('idempotency_keys')
		.select(['fingerprint', 'resource_id', 'created_at'])
		.where('profile_id', '=', request.profileId)
		.where('idempotency_key', '=', request.key)
		.executeTakeFirst()
	if (!row || !keyStillBinds(row.created_at, now)) return undefined
	// Keys written before fingerprints (migration 0011) replay whatever the body, until they expire.
	if (row.fingerprint !== null && row.fingerprint !== requestFingerprint(request)) {
		throw idempotencyKeyReused()
	}
	return row.resource_id
}

/**
 * Binds the key to this request and to what it made, in the create's own transaction (so a
 * refused request binds nothing). An expired binding of the same key goes first, so an old key is
 * free again. A live binding of the same key makes the insert fail on the primary key
 * (isUniqueViolation): the caller asks replayed() what the winner made.
 */
export async function bindIdempotencyKey(
	trx: Kysely<Database>,
	request: IdempotentRequest,
	resourceId: string,
	now: number,
): Promise<void> {
	if (request.key === undefined) return
	await trx
		.deleteFrom('idempotency_keys')
		.where('profile_id', '=', request.profileId)
		.where('idempotency_key', '=', request.key)
		.where('created_at', '<=', now - IDEMPOTENCY_WINDOW_MS)
		.execute()
	await trx
		.insertInto('idempotency_keys')
		.values({
			profile_id: request.profileId,
			idempotency_key: request.key,
			fingerprint: requestFingerprint(request),
			resource_id: resourceId,
			created_at: now,
		})
		.execute()
}

/**
 * Forgets the profile's expired keys, after a create has committed (outside its transaction, so
 * two creates of one profile never wait on each other's pruning). Nothing reads them any more.
 */
export async function pruneIdempotencyKeys(
	db: Kysely<Database>,
	profileId: string,
	now: number,
): Promise<void> {
	await db
		.deleteFrom('idempotency_keys')
		.where('profile_id', '=', profileId)
		.where('created_at', '<=', now - IDEMPOTENCY_WINDOW_MS)
		.execute()
}

/** A unique index refused a row: PostgreSQL's unique_violation, SQLite's unique or primary key. */
export function isUniqueViolation(error: unknown): boolean {
	if (typeof error !== 'object' || error === null) return false
	const { code } = error as { code?: unknown }
	return (
		code === '23505' ||
		code === 'SQLITE_CONSTRAINT_UNIQUE' ||
		code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
	)
}
