import { createMiddleware } from 'hono/factory'
import { unauthorized } from '@caixa/domain/errors'
import { sessionState } from '@caixa/domain/session-token'
import { type ProfileRow } from '@caixa/services/profiles'
import { type FoundSession, readSession } from '@caixa/services/sessions'
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

/**
 * What the web app may hand the API in process with a call (caixa.fetch's second argument): the
 * session reads of one loader's calls, which come with the same token within milliseconds and
 * would each read the same session row: sharing that read saves a query and a round trip to
 * SQLite's thread per call. Only the web app, in process, can pass it; over HTTP the
 * env is Node's request, which has none.
 */
export interface SessionReads {
	sessionReads?: Map<string, Promise<FoundSession | undefined>>
}

/** The session of `token` as the database has it, touched when due (once per shared read). */
async function sessionOf(deps: CaixaDependencies, token: string) {
	const db = await deps.database()
	return readSession(db, token, deps.clock.now(), deps.sessionPolicy)
}

/** Lets a request through only with a live session, and puts its profile on the context. */
export function requireSession(deps: CaixaDependencies) {
	return createMiddleware<AuthenticatedEnv>(async (c, next) => {
		const token = readToken(c.req.header('Authorization'))
		if (!token) {
			throw unauthorized('This call needs a session token: Authorization: Bearer <token>.')
		}
		const shared = (c.env as SessionReads | undefined)?.sessionReads
		let read = shared?.get(token)
		if (!read) {
			read = sessionOf(deps, token)
			shared?.set(token, read)
		}
		const found = await read
		// Checked on every call, a shared read's too: the session may end between two calls.
		if (!found || sessionState(found.session, deps.clock.now(), deps.sessionPolicy) !== 'active') {
			throw unauthorized('The session is not valid or has ended. Sign in again.')
		}
		c.set('auth', { token, sessionId: found.session.id, profile: found.profile })
		await next()
	})
}
