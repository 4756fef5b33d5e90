import {
	type FoundSession,
	findSessionByToken,
	revokeSession,
	touchSession,
} from '@caixa/db/sessions'
import { type SessionPolicy, sessionState, shouldTouchSession } from '@caixa/domain/session-token'
import { type CaixaDatabase } from './database'

export type { FoundSession }

/**
 * The session of `token` as the database has it (ended ones too: the caller judges), its last
 * use moved to `now` when it is active and due for it.
 */
export async function readSession(
	db: CaixaDatabase,
	token: string,
	now: number,
	policy: SessionPolicy,
): Promise<FoundSession | undefined> {
	const found = await findSessionByToken(db, token)
	if (
		found &&
		sessionState(found.session, now, policy) === 'active' &&
		shouldTouchSession(found.session.lastUsedAt, now)
	) {
		await touchSession(db, found.session.id, now)
	}
	return found
}

/** Signing out: the session stops answering at once. */
export function endSession(db: CaixaDatabase, sessionId: string, now: number): Promise<void> {
	return revokeSession(db, sessionId, now)
}
