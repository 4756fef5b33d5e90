import { type CashierRole } from '@caixa/contract/cashier'
import { type UnitRole } from '@caixa/contract/unit'

/*
 * What each role may do (DOMAIN.md "Roles and what each may do"), as plain rules. Which role a
 * profile holds on a unit or a cashier is answered in one place, caixa/db/access.ts; this file
 * says what a role allows. Anything a role may not even see answers 404, never 403, so ids leak
 * nothing.
 *
 * A role on a unit: OWNER (of the unit, or of its company) or COLLABORATOR (of the unit, or of its
 * company). A role on a cashier: the role on its unit, or COLLABORATOR through the
 * cashier's own collaborators; AUDITOR is reached only through the auditor API space.
 */

/** The roles, best first: a profile reaching a thing two ways holds the better one. */
export const roleRanks = { OWNER: 1, COLLABORATOR: 2, AUDITOR: 3 } as const satisfies Record<
	CashierRole,
	number
>
export type RoleRank = (typeof roleRanks)[CashierRole]

export function roleOfRank(rank: number): CashierRole {
	if (rank === roleRanks.OWNER) return 'OWNER'
	if (rank === roleRanks.COLLABORATOR) return 'COLLABORATOR'
	if (rank === roleRanks.AUDITOR) return 'AUDITOR'
	throw new RangeError(`No role has rank ${rank}`)
}

/** A unit's role, from a rank that access.ts found on a unit (never AUDITOR there). */
export function unitRoleOfRank(rank: number): UnitRole {
	const role = roleOfRank(rank)
	if (role === 'AUDITOR') throw new RangeError('A unit has no auditors')
	return role
}

/**
 * "Edit unit … owner": adding a cashier changes what the unit is made of, like renaming it or
 * managing its collaborators, so it is the owner's alone. Unit collaborators edit categories,
 * products and clients (the table's second column), not the unit's cash books.
 */
export function mayAddCashier(role: UnitRole): boolean {
	return role === 'OWNER'
}

/**
 * "Edit unit … add/remove collaborators": the unit's details, photo, interest defaults and who
 * collaborates on it are the owner's (of the unit, or of its company) alone.
 */
export function mayEditUnit(role: UnitRole): boolean {
	return role === 'OWNER'
}
