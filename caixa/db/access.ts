import { type AliasedExpression, type Kysely, sql } from 'kysely'
import { type CashierRole } from '@caixa/contract/cashier'
import { type UnitRole } from '@caixa/contract/unit'
import { roleOfRank, roleRanks, unitRoleOfRank } from '@caixa/domain/roles'
import { type Database } from './database'

/*
 * Who may see what: the one place that answers which units and cashiers a profile reaches, and
 * with which role (DOMAIN.md "Roles"; what each role may then do is domain/roles.ts).
 *
 * Every way in is one branch of a UNION ALL, each reading an index on the profile:
 *   unit    ← units.owner_profile_id                     OWNER
 *           ← unit_collaborators.profile_id              COLLABORATOR
 *   cashier ← any way into its unit, with that role      (cashiers.unit_id)
 *           ← cashier_collaborators.profile_id           COLLABORATOR
 * A thing reached two ways keeps its best role (the lowest rank). Company owners and company
 * collaborators arrive with companies: each is one more branch of `unitWays`, and cashiers follow
 * without a change, since they are reached through their unit's ways.
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
	if (scope.unitId) {
		owned = owned.where('units.id', '=', scope.unitId)
		collaborating = collaborating.where('unit_collaborators.unit_id', '=', scope.unitId)
	}
	return owned.unionAll(collaborating)
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
