import { type Kysely } from 'kysely'
import { companyRoleOf, unitRoleOf } from '@caixa/db/access'
import {
	addCollaborator,
	type CollaboratorScope,
	type CollaboratorView,
	findCollaborator,
	findProfileToAdd,
	type ProfileCard,
	profileExists,
	removeCollaborator,
} from '@caixa/db/collaborators'
import { type Database } from '@caixa/db/database'
import { writeTransaction } from '@caixa/db/transaction'
import { invalid, notFound } from '@caixa/domain/errors'
import { type RateLimit } from '@caixa/domain/rate-limit'
import { enforceRateLimit } from './rate-limiter'

export type { CollaboratorView, ProfileCard }
export { listCollaborators } from '@caixa/db/collaborators'

/**
 * The caller's check that they may manage the scope (its own 404s), run first inside the write
 * with its rows locked, so that a change of roles meanwhile cannot slip between check and write.
 */
export type ManagerCheck = (trx: Kysely<Database>) => Promise<void>

// The one way to manage collaborators of a unit, a cashier or a company: find someone by their
// whole e-mail address, check them, add them once, read or remove them. The routers check first
// that the caller may manage the scope (each its own 404s); what differs between scopes beyond
// that is named by a CollaboratorTarget.

/** A scope whose collaborators are managed, and the words and checks particular to it. */
export interface CollaboratorTarget {
	scope: CollaboratorScope
	scopeId: string
	/** The 404's detail for a profile that does not collaborate on it. */
	notCollaboratorMessage: string
	/** The 422's message on `profileId` when it is the scope's owner. */
	ownerMessage: string
	/** Whether the profile owns the scope: nobody collaborates on what they own. */
	isOwner(db: Kysely<Database>, profileId: string): Promise<boolean>
	/** Whether the profile works in the scope already, as a search result's `member` says. */
	isMember(db: Kysely<Database>, profileId: string): Promise<boolean>
}

// Finding someone to add: only a whole e-mail address finds a profile (findProfileToAdd), so nobody
// can list the product's users by name; and each caller may ask a limited number of times, across
// every scope together, so that guessing addresses in bulk to learn who has an account is slow. 30
// an hour is far more than adding one's colleagues takes.
export const profileSearchesPerProfile: RateLimit = {
	name: 'profile-search-per-profile',
	max: 30,
	windowMs: 60 * 60 * 1000,
}

/** A profile found to add to the target, and whether it works there already. */
export interface ProfileMatch {
	card: ProfileCard
	member: boolean
}

/** The profile with this whole e-mail address, or none; 429 past the caller's hourly searches. */
export async function searchProfileToAdd(
	db: Kysely<Database>,
	target: CollaboratorTarget,
	callerProfileId: string,
	email: string,
	now: number,
): Promise<ProfileMatch | undefined> {
	await enforceRateLimit(
		db,
		profileSearchesPerProfile,
		callerProfileId,
		now,
		`You can look people up ${profileSearchesPerProfile.max} times an hour. Try again later.`,
	)
	const card = await findProfileToAdd(db, email)
	return card && { card, member: await target.isMember(db, card.id) }
}

/** One collaborator of the target; 404 when the profile is not one. */
export async function requireCollaborator(
	db: Kysely<Database>,
	target: CollaboratorTarget,
	profileId: string,
): Promise<CollaboratorView> {
	const collaborator = await findCollaborator(db, target.scope, target.scopeId, profileId)
	if (!collaborator) throw notFound(target.notCollaboratorMessage)
	return collaborator
}

/**
 * Adds a profile to the target's collaborators, inside the caller's write transaction: one that
 * collaborates already is answered as it is (`added` false) and nothing changes; a profile that
 * does not exist, or the owner, is a 422 on `profileId`.
 */
export async function addCollaboratorOnce(
	trx: Kysely<Database>,
	target: CollaboratorTarget,
	profileId: string,
	now: number,
): Promise<{ collaborator: CollaboratorView; added: boolean }> {
	const existing = await findCollaborator(trx, target.scope, target.scopeId, profileId)
	if (existing) return { collaborator: existing, added: false }
	if (!(await profileExists(trx, profileId))) {
		throw invalid([{ path: 'profileId', message: 'No profile has this id.' }])
	}
	if (await target.isOwner(trx, profileId)) {
		throw invalid([{ path: 'profileId', message: target.ownerMessage }])
	}
	await addCollaborator(trx, target.scope, target.scopeId, profileId, now)
	const made = await findCollaborator(trx, target.scope, target.scopeId, profileId)
	if (!made) throw new Error('The collaborator just added is missing')
	return { collaborator: made, added: true }
}

/** Takes a profile off the target's collaborators; 404 when it was not one. */
export async function removeCollaboratorOrFail(
	trx: Kysely<Database>,
	target: CollaboratorTarget,
	profileId: string,
): Promise<void> {
	if (!(await removeCollaborator(trx, target.scope, target.scopeId, profileId))) {
		throw notFound(target.notCollaboratorMessage)
	}
}

/** `POST …/collaborators`: addCollaboratorOnce, for a caller `requireManager` lets through. */
export function addCollaboratorAsManager(
	db: Kysely<Database>,
	requireManager: ManagerCheck,
	target: CollaboratorTarget,
	profileId: string,
	now: number,
): Promise<{ collaborator: CollaboratorView; added: boolean }> {
	return writeTransaction(db, async (trx) => {
		await requireManager(trx)
		return addCollaboratorOnce(trx, target, profileId, now)
	})
}

/** `DELETE …/collaborators/{profileId}`: removeCollaboratorOrFail, for a manager. */
export function removeCollaboratorAsManager(
	db: Kysely<Database>,
	requireManager: ManagerCheck,
	target: CollaboratorTarget,
	profileId: string,
): Promise<void> {
	return writeTransaction(db, async (trx) => {
		await requireManager(trx)
		await removeCollaboratorOrFail(trx, target, profileId)
	})
}

/** A unit's own collaborators: they see it and all its cashiers. */
export function unitCollaboratorTarget(unitId: string): CollaboratorTarget {
	return {
		scope: 'unit',
		scopeId: unitId,
		notCollaboratorMessage: 'This profile does not collaborate on the unit.',
		ownerMessage: 'The owner works in the unit already.',
		isOwner: async (db, profileId) => (await unitRoleOf(db, profileId, unitId)) === 'OWNER',
		// Its owner, or a unit or company collaborator: whoever has a role on it already.
		isMember: async (db, profileId) => (await unitRoleOf(db, profileId, unitId)) !== undefined,
	}
}

/** One cashier's own collaborators. A unit collaborator may be one too (they keep the cashier). */
export function cashierCollaboratorTarget(unitId: string, cashierId: string): CollaboratorTarget {
	const isOwner = async (db: Kysely<Database>, profileId: string) =>
		(await unitRoleOf(db, profileId, unitId)) === 'OWNER'
	return {
		scope: 'cashier',
		scopeId: cashierId,
		notCollaboratorMessage: 'This profile does not collaborate on the cashier.',
		ownerMessage: 'The owner works in every cashier of the unit.',
		isOwner,
		isMember: async (db, profileId) =>
			(await isOwner(db, profileId)) ||
			(await findCollaborator(db, 'cashier', cashierId, profileId)) !== undefined,
	}
}

/** A company's collaborators: they work in every unit of it. */
export function companyCollaboratorTarget(companyId: string): CollaboratorTarget {
	return {
		scope: 'company',
		scopeId: companyId,
		notCollaboratorMessage: 'This profile does not collaborate on the company.',
		ownerMessage: 'The owner works in the company already.',
		isOwner: async (db, profileId) => (await companyRoleOf(db, profileId, companyId)) === 'OWNER',
		isMember: async (db, profileId) => {
			const role = await companyRoleOf(db, profileId, companyId)
			return role === 'OWNER' || role === 'COLLABORATOR'
		},
	}
}
