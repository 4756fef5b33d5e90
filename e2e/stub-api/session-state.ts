import { randomUUID } from 'node:crypto'
import { type Cashier } from '@caixa/contract/cashier'
import { type ProfileDetails, type Session } from '@caixa/contract/session'
import { type Unit } from '@caixa/contract/unit'
import { portals, sessions } from './fixtures'
import { bearer, type Call, type Handler, problem, type Raw, type Reply } from './stub-http'

// Who is calling, and what the tests changed of them. The fixtures themselves never change, so
// each test starts from them; what a test makes is kept per session token, so one person's new
// things never show in another's lists.

// A profile's photo, changed by PUT /session/photo, by session token.
export const photos = new Map<string, string>()
// Name, surname and language changed by PUT /session, the same way.
export const details = new Map<string, ProfileDetails>()

export function sessionOf(token: string): Session | undefined {
	const session = sessions[token]
	return session && { ...session, ...details.get(token), photo: photos.get(token) ?? session.photo }
}

export function withSession(
	handler: (
		session: Session,
		call: Call,
		match: RegExpMatchArray,
		raw: Raw,
	) => Reply | Promise<Reply>,
): Handler {
	return (call, match, raw) => {
		const session = sessionOf(bearer(call))
		if (!session) return problem(401, 'Unauthorized', 'No valid session')
		return handler(session, call, match, raw)
	}
}

/** The portal: each person's cashiers, the ones they audit, and their units (GET /units). */
export function portalOf(session: Session) {
	return (portals[session.token] ??= { cashiers: [], auditing: [], units: [] })
}

/** A cashier opened today with nothing in it, in the caller's portal. */
export function newCashier(session: Session, unit: Unit, name: string): Cashier {
	const cashier: Cashier = {
		id: randomUUID(),
		name,
		unit: { id: unit.id, name: unit.name, photo: unit.information.photo, timezone: unit.timezone },
		openingBalance: 0,
		openingDate: new Date().toISOString().slice(0, 10),
		balance: 0,
		currency: unit.currency,
		role: 'OWNER',
	}
	portalOf(session).cashiers.push(cashier)
	return cashier
}
