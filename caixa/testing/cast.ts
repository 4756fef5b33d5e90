import { type Kysely } from 'kysely'
import { type Language } from '@caixa/contract/enums'
import { type CashierRow, type Database, type UnitRow } from '@caixa/db/database'
import { type Clock } from '@caixa/services/clock'
import { bearer } from './app'
import {
	addAuditor,
	addCashierCollaborator,
	addUnitCollaborator,
	createCashier,
	createUnitWithCashier,
} from './organisation'
import { type MintSessionInput, mintSession } from './session'

// Everyone the roles table (DOMAIN.md "Roles") distinguishes, around one unit, signed in: the
// cast of the API's permission tests.

export interface Member {
	profileId: string
	token: string
	/** The Authorization header of their session. */
	headers: { Authorization: string }
}

export interface Cast {
	owner: Member
	/** Collaborates on the whole unit. */
	unitCollaborator: Member
	/** Collaborates on `cashier` only. */
	cashierCollaborator: Member
	/** An accepted auditor of `cashier`. */
	auditor: Member
	/** Asked to audit `cashier`; not accepted yet. */
	pendingAuditor: Member
	/** Signed in, with a unit of their own, and nothing to do with this one. */
	stranger: Member
	unit: UnitRow
	/** The unit's first cashier, which everyone above touches. */
	cashier: CashierRow
	/** A second cashier of the unit, for the owner and unit collaborators only. */
	otherCashier: CashierRow
}

export type CastRole = Exclude<keyof Cast, 'unit' | 'cashier' | 'otherCashier'>

/** Someone signed in (see mintSession), as a Member. */
export async function mintMember(
	db: Kysely<Database>,
	clock: Clock,
	input: MintSessionInput,
): Promise<Member> {
	const { token, profile } = await mintSession(input, { db, clock })
	return { profileId: profile.id, token, headers: bearer(token) }
}

let casts = 0

/** A new cast, in profiles of their own (addresses numbered, so casts share a database). */
export async function createCast(
	db: Kysely<Database>,
	clock: Clock,
	options: { language?: Language; unitName?: string } = {},
): Promise<Cast> {
	casts += 1
	const member = (role: string) =>
		mintMember(db, clock, {
			name: role,
			surname: `Cast ${casts}`,
			email: `${role.toLowerCase()}-${casts}@cast.example.com`,
			language: options.language,
		})
	const now = clock.now()
	const owner = await member('Owner')
	const { unit, cashier } = await createUnitWithCashier(db, owner.profileId, {
		unitName: options.unitName ?? 'Padaria Central',
		cashierName: 'Main till',
		now,
	})
	const otherCashier = await createCashier(db, unit.id, { name: 'Bank account', now: now + 1 })

	const unitCollaborator = await member('UnitCollaborator')
	await addUnitCollaborator(db, unit.id, unitCollaborator.profileId, now)
	const cashierCollaborator = await member('CashierCollaborator')
	await addCashierCollaborator(db, cashier.id, cashierCollaborator.profileId, now)
	const auditor = await member('Auditor')
	await addAuditor(db, cashier.id, auditor.profileId, { accepted: true, now })
	const pendingAuditor = await member('PendingAuditor')
	await addAuditor(db, cashier.id, pendingAuditor.profileId, { accepted: false, now })
	const stranger = await member('Stranger')
	await createUnitWithCashier(db, stranger.profileId, { unitName: 'Elsewhere', now })

	return {
		owner,
		unitCollaborator,
		cashierCollaborator,
		auditor,
		pendingAuditor,
		stranger,
		unit,
		cashier,
		otherCashier,
	}
}
