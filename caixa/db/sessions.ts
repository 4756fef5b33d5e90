import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import {
	generateToken,
	hashToken,
	type SessionMoments,
	type SessionPolicy,
	sessionExpiresAt,
} from '@caixa/domain/session-token'
import { type Database, type ProfileRow } from './database'
import { preparedQuery } from './prepared-query'

/** Starts a session for a profile; the token is returned once and only its hash is kept. */
export async function issueSession(
	db: Kysely<Database>,
	profileId: string,
	now: number,
	policy: SessionPolicy,
): Promise<{ token: string; sessionId: string }> {
	const token = generateToken()
	const sessionId = randomUUID()
	await db
		.insertInto('sessions')
		.values({
			id: sessionId,
			profile_id: profileId,
			token_hash: hashToken(token),
			created_at: now,
			last_used_at: now,
			expires_at: sessionExpiresAt(now, policy),
			revoked_at: null,
		})
		.execute()
	return { token, sessionId }
}

export interface FoundSession {
	session: SessionMoments & { id: string }
	profile: ProfileRow
}

// Every signed-in request reads its session: prepared once (prepared-query.ts says why).
const sessionByTokenHash = preparedQuery((db, { tokenHash }: { tokenHash: string }) =>
	db
		.selectFrom('sessions')
		.innerJoin('profiles', 'profiles.id', 'sessions.profile_id')
		.selectAll('profiles')
		.select([
			'sessions.id as session_id',
			'sessions.last_used_at',
			'sessions.expires_at',
			'sessions.revoked_at',
		])
		.where('sessions.token_hash', '=', tokenHash),
)

export async function findSessionByToken(
	db: Kysely<Database>,
	token: string,
): Promise<FoundSession | undefined> {
	const [row] = await sessionByTokenHash.execute(db, { tokenHash: hashToken(token) })
	if (!row) return undefined
	const { session_id, last_used_at, expires_at, revoked_at, ...profile } = row
	return {
		session: {
			id: session_id,
			lastUsedAt: last_used_at,
			expiresAt: expires_at,
			revokedAt: revoked_at,
		},
		profile,
	}
}

export async function touchSession(
	db: Kysely<Database>,
	sessionId: string,
	now: number,
): Promise<void> {
	await db
		.updateTable('sessions')
		.set({ last_used_at: now })
		.where('id', '=', sessionId)
		.where('last_used_at', '<', now)
		.execute()
}

export async function revokeSession(
	db: Kysely<Database>,
	sessionId: string,
	now: number,
): Promise<void> {
	await db
		.updateTable('sessions')
		.set({ revoked_at: now })
		.where('id', '=', sessionId)
		.where('revoked_at', 'is', null)
		.execute()
}
