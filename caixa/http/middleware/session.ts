import { createMiddleware } from 'hono/factory'
import { type ProfileRow } from '@caixa/db/database'
import { findSessionByToken, touchSession } from '@caixa/db/sessions'
import { unauthorized } from '@caixa/domain/errors'
import { sessionState, shouldTouchSession } from '@caixa/domain/session-token'
import { type CaixaDependencies } from '../dependencies'

export interface Authenticated {
	token: string
	sessionId: string
	profile: ProfileRow
}

export type AuthenticatedEnv = { Variables: { auth: Authenticated } }

/** `Bearer <token>`, or the bare token, as API.md allows. */
export function readToken(authorization: string | undefined): string | null {
	const value = authorization?.trim()
	if (!value) return null
	const bearer = /^Bearer\s+(\S+)$/i.exec(value)
	if (bearer) return bearer[1] ?? null
	return /^\S+$/.test(value) ? value : null
}

/** Lets a request through only with a live session, and puts its profile on the context. */
export function requireSession(deps: CaixaDependencies) {
	return createMiddleware<AuthenticatedEnv>(async (c, next) => {
		const token = readToken(c.req.header('Authorization'))
		if (!token) {
			throw unauthorized('This call needs a session token: Authorization: Bearer <token>.')
		}
		const db = await deps.database()
		const found = await findSessionByToken(db, token)
		const now = deps.clock.now()
		if (!found || sessionState(found.session, now, deps.sessionPolicy) !== 'active') {
			throw unauthorized('The session is not valid or has ended. Sign in again.')
		}
		if (shouldTouchSession(found.session.lastUsedAt, now)) {
			await touchSession(db, found.session.id, now)
		}
		c.set('auth', { token, sessionId: found.session.id, profile: found.profile })
		await next()
	})
}
