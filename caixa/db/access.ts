import { type AliasedExpression, type Kysely, sql } from 'kysely'
import { type CashierRole } from '@caixa/contract/cashier'
import { type UnitRole } from '@caixa/contract/unit'
import { type CompanyRole } from '@caixa/contract/company'
import { companyRoleOfRank, companyRoleRanks } from '@caixa/domain/company-roles'
import { roleOfRank, roleRanks, unitRoleOfRank } from '@caixa/domain/roles'
import { type Database } from './database'

/*
 * Who may see what: the one place that answers which units and cashiers a profile reaches, and
 * with which role (DOMAIN.md "Roles"; what each role may then do is domain/roles.ts).
 *
 * Every way in is one branch of a UNION ALL, each reading an index on the profile:
 *   unit    ← units.owner_profile_id                     OWNER
 *           ← unit_collaborators.profile_id              COLLABORATOR
 *           ← companies.owner_profile_id                 OWNER         (units.company_id)
 *           ← company_collaborators.profile_id           COLLABORATOR  (units.company_id)
 *   cashier ← any way into its unit, with that role      (cashiers.unit_id)
 *           ← cashier_collaborators.profile_id           COLLABORATOR
 *   company ← companies.owner_profile_id                 OWNER
 *           ← company_collaborators.profile_id           COLLABORATOR
 *           ← marketplaces.owner_profile_id              MARKETPLACE_OWNER (companies.marketplace_id)
 *   marketplace ← marketplaces.owner_profile_id          (its owner alone)
 * A thing reached two ways keeps its best role (the lowest rank). A company's owner and
 * collaborators reach its units as the unit's own owner and collaborators do, and cashiers follow,
 * since they are reached through their unit's ways. A marketplace's owner reaches its companies
 * and stops there (domain/company-roles.ts): no branch of `unitWays` starts at a marketplace.
 *
 * Auditors are apart on purpose: an accepted auditor reads a cashier through the auditor API
 * only, so `visibleCashiers` never lists audited cashiers, and the cashier routes answer 404 to an
 * auditor.
 */

/** A thing a profile reaches, and how well: see roleRanks. */
export interface UnitAccessRow {
	unit_id: string
	rank: number
}

export interface CashierAccessRow {
	cashier_id: string
	rank: number
}

export interface CompanyAccessRow {
	company_id: string
	rank: number
}

const rank = (value: number) => sql.lit(value)

/** One row per way a profile reaches a unit; a unit reached two ways comes twice. */
function unitWays(db: Kysely<Database>, profileId: string, scope: { unitId?: string } = {}) {
	let owned = db
		.selectFrom('units')
		.select(['units.id as unit_id', rank(roleRanks.OWNER).as('rank')])
		.where('units.owner_profile_id', '=', profileId)
	let collaborating = db
		.selectFrom('unit_collaborators')
		.select(['unit_collaborators.unit_id', rank(roleRanks.COLLABORATOR).as('rank')])
		.where('unit_collaborators.profile_id', '=', profileId)
	let ownedCompany = db
		.selectFrom('companies')
		.innerJoin('units', 'units.company_id', 'companies.id')
		.select(['units.id as unit_id', rank(roleRanks.OWNER).as('rank')])
		.where('companies.owner_profile_id', '=', profileId)
	let collaboratingCompany = db
		.selectFrom('company_collaborators')
		.innerJoin('units', 'units.company_id', 'company_collaborators.company_id')
		.select(['units.id as unit_id', rank(roleRanks.COLLABORATOR).as('rank')])
		.where('company_collaborators.profile_id', '=', profileId)
	if (scope.unitId) {
		owned = owned.where('units.id', '=', scope.unitId)
		collaborating = collaborating.where('unit_collaborators.unit_id', '=', scope.unitId)
		ownedCompany = ownedCompany.where('units.id', '=', scope.unitId)
		collaboratingCompany = collaboratingCompany.where('units.id', '=', scope.unitId)
	}
	return owned.unionAll(collaborating).unionAll(ownedCompany).unionAll(collaboratingCompany)
}

/** The units a profile may see, one row each with its best rank: a table to join on `unit_id`. */
export function visibleUnits(
	db: Kysely<Database>,
	profileId: string,
	scope: { unitId?: string } = {},
): AliasedExpression<UnitAccessRow, 'access'> {
	return db
		.selectFrom(unitWays(db, profileId, scope).as('way'))
		.select(['way.unit_id', (eb) => eb.fn.min<number>('way.rank').as('rank')])
		.groupBy('way.unit_id')
		.as('access')
}

/**
 * The cashiers a profile may see as owner or collaborator, archived ones included, one row each
 * with its best rank: a table to join on `cashier_id`.
 */
export function visibleCashiers(
	db: Kysely<Database>,
	profileId: string,
	scope: { cashierId?: string } = {},
): AliasedExpression<CashierAccessRow, 'access'> {
	let throughUnit = db
		.selectFrom('cashiers')
		.innerJoin(unitWays(db, profileId).as('unit_way'), 'unit_way.unit_id', 'cashiers.unit_id')
		.select(['cashiers.id as cashier_id', 'unit_way.rank'])
	let ofCashier = db
		.selectFrom('cashier_collaborators')
		.select(['cashier_collaborators.cashier_id', rank(roleRanks.COLLABORATOR).as('rank')])
		.where('cashier_collaborators.profile_id', '=', profileId)
	if (scope.cashierId) {
		throughUnit = throughUnit.where('cashiers.id', '=', scope.cashierId)
		ofCashier = ofCashier.where('cashier_collaborators.cashier_id', '=', scope.cashierId)
	}
	return db
		.selectFrom(throughUnit.unionAll(ofCashier).as('way'))
		.select(['way.cashier_id', (eb) => eb.fn.min<number>('way.rank').as('rank')])
		.groupBy('way.cashier_id')
		.as('access')
}

/** The cashiers a profile audits, accepted requests only: pending ones see nothing. */
export function auditedCashiers(
	db: Kysely<Database>,
	profileId: string,
	scope: { cashierId?: string } = {},
): AliasedExpression<CashierAccessRow, 'access'> {
	let query = db
		.selectFrom('cashier_auditors')
		.select(['cashier_auditors.cashier_id', rank(roleRanks.AUDITOR).as('rank')])
		.where('cashier_auditors.profile_id', '=', profileId)
		.where('cashier_auditors.accepted_at', 'is not', null)
	if (scope.cashierId) query = query.where('cashier_auditors.cashier_id', '=', scope.cashierId)
	return query.as('access')
}

/** Every cashier of one unit, all at the same rank: the unit's view, for someone who sees it. */
export function cashiersOfUnit(
	db: Kysely<Database>,
	unitId: string,
	role: UnitRole,
): AliasedExpression<CashierAccessRow, 'access'> {
	return db
		.selectFrom('cashiers')
		.select(['cashiers.id as cashier_id', rank(roleRanks[role]).as('rank')])
		.where('cashiers.unit_id', '=', unitId)
		.as('access')
}

/** The profile's role on a unit, or undefined when it may not see it. */
export async function unitRoleOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
): Promise<UnitRole | undefined> {
	const row = await db
		.selectFrom(visibleUnits(db, profileId, { unitId }))
		.select('access.rank')
		.executeTakeFirst()
	return row ? unitRoleOfRank(row.rank) : undefined
}

/** The profile's role on a cashier as owner or collaborator, or undefined (auditors included). */
export async function cashierRoleOf(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<CashierRole | undefined> {
	const row = await db
		.selectFrom(visibleCashiers(db, profileId, { cashierId }))
		.select('access.rank')
		.executeTakeFirst()
	return row ? roleOfRank(row.rank) : undefined
}

/** One row per way a profile reaches a company; a company reached two ways comes twice. */
function companyWays(db: Kysely<Database>, profileId: string, scope: { companyId?: string }) {
	let owned = db
		.selectFrom('companies')
		.select(['companies.id as company_id', rank(companyRoleRanks.OWNER).as('rank')])
		.where('companies.owner_profile_id', '=', profileId)
	let collaborating = db
		.selectFrom('company_collaborators')
		.select(['company_collaborators.company_id', rank(companyRoleRanks.COLLABORATOR).as('rank')])
		.where('company_collaborators.profile_id', '=', profileId)
	let throughMarketplace = db
		.selectFrom('marketplaces')
		.innerJoin('companies', 'companies.marketplace_id', 'marketplaces.id')
		.select(['companies.id as company_id', rank(companyRoleRanks.MARKETPLACE_OWNER).as('rank')])
		.where('marketplaces.owner_profile_id', '=', profileId)
	if (scope.companyId) {
		owned = owned.where('companies.id', '=', scope.companyId)
		collaborating = collaborating.where('company_collaborators.company_id', '=', scope.companyId)
		throughMarketplace = throughMarketplace.where('companies.id', '=', scope.companyId)
	}
	return owned.unionAll(collaborating).unionAll(throughMarketplace)
}

/** The companies a profile may see, one row each with its best rank: a table to join on `company_id`. */
export function visibleCompanies(
	db: Kysely<Database>,
	profileId: string,
	scope: { companyId?: string } = {},
): AliasedExpression<CompanyAccessRow, 'access'> {
	return db
		.selectFrom(companyWays(db, profileId, scope).as('way'))
		.select(['way.company_id', (eb) => eb.fn.min<number>('way.rank').as('rank')])
		.groupBy('way.company_id')
		.as('access')
}

/** The profile's role on a company, or undefined when it may not see it. */
export async function companyRoleOf(
	db: Kysely<Database>,
	profileId: string,
	companyId: string,
): Promise<CompanyRole | undefined> {
	const row = await db
		.selectFrom(visibleCompanies(db, profileId, { companyId }))
		.select('access.rank')
		.executeTakeFirst()
	return row ? companyRoleOfRank(row.rank) : undefined
}

/** Whether the profile owns the marketplace: its owner is the only one who sees it. */
export async function ownsMarketplace(
	db: Kysely<Database>,
	profileId: string,
	marketplaceId: string,
): Promise<boolean> {
	const row = await db
		.selectFrom('marketplaces')
		.select('marketplaces.id')
		.where('marketplaces.owner_profile_id', '=', profileId)
		.where('marketplaces.id', '=', marketplaceId)
		.executeTakeFirst()
	return row !== undefined
}
