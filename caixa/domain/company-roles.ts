import { type CompanyRole } from '@caixa/contract/company'

/*
 * What each role on a company may do. Which role a profile holds is answered in one place,
 * caixa/db/access.ts; this file says what a role allows.
 *
 * - OWNER: the company's owner. Owns every unit of it (so every cashier of those units): edits the
 *   company, adds, edits and detaches its units, and chooses its collaborators.
 * - COLLABORATOR: works in every unit of the company, as a unit collaborator does in one
 *   (DOMAIN.md "Roles": "unit or company collaborator"). Sees the company, its units and its
 *   collaborators; changes none of them.
 * - MARKETPLACE_OWNER: owns the marketplace the company belongs to. A mall or a franchise network
 *   sees which companies it groups — their name, document, photo and how many units they have —
 *   but not their books: a shop's cash is its own business. So this role stops at the company:
 *   no units, no cashiers, no collaborators, no changes.
 * A role that may not see a thing answers 404, never 403.
 */

/** Best first: a profile reaching a company two ways holds the better role. */
export const companyRoleRanks = {
	OWNER: 1,
	COLLABORATOR: 2,
	MARKETPLACE_OWNER: 3,
} as const satisfies Record<CompanyRole, number>

export function companyRoleOfRank(rank: number): CompanyRole {
	if (rank === companyRoleRanks.OWNER) return 'OWNER'
	if (rank === companyRoleRanks.COLLABORATOR) return 'COLLABORATOR'
	if (rank === companyRoleRanks.MARKETPLACE_OWNER) return 'MARKETPLACE_OWNER'
	throw new RangeError(`No company role has rank ${rank}`)
}

/** Its units, their cashiers and its collaborators are for the people who work in it. */
export function maySeeCompanyUnits(role: CompanyRole): boolean {
	return role === 'OWNER' || role === 'COLLABORATOR'
}

/**
 * Renaming it, its photo, its units (new, attached, edited, detached), its collaborators and its
 * units' collaborators: "edit unit … add/remove collaborators" is the owner's column alone.
 */
export function mayManageCompany(role: CompanyRole): boolean {
	return role === 'OWNER'
}
