import { type Kysely } from 'kysely'
import { type CashierRole } from '@caixa/contract/cashier'
import { notFound } from '@caixa/domain/errors'
import { roleOfRank } from '@caixa/domain/roles'
import { visibleCashiers } from './access'
import { type Database, type UnitRow } from './database'
import { requireMasterDataUnit } from './unit-master-data'
import { preparedQuery } from './prepared-query'

/**
 * Where a unit's master data (categories, clients or suppliers, products, financial institutions)
 * is reached from: the unit itself (`/units/{unitId}/…`, its owner and collaborators), or one of
 * its cashiers (`/cashiers/{id}/…`, the pickers of the record form, for whoever writes that
 * cashier's records). Both answer the same unit's things; only who may ask differs.
 */
export type MasterDataScope = { unitId: string } | { cashierId: string }

/** The unit behind the scope, or the 404 of one the profile may not reach that way. */
export async function requireMasterDataScope(
	db: Kysely<Database>,
	profileId: string,
	scope: MasterDataScope,
): Promise<{ unit: UnitRow }> {
	if ('unitId' in scope) return requireMasterDataUnit(db, profileId, scope.unitId)
	return requireRecordsCashierUnit(db, profileId, scope.cashierId)
}

/**
 * The unit of a cashier whose records the profile may write, with the profile's role on the
 * cashier, in one query; or the 404 of a cashier that does not exist. DOMAIN.md "Roles": "see and
 * write records … of a cashier" is the owner, the unit's (or its company's) collaborators and that
 * cashier's collaborators — visibleCashiers, which leaves auditors out (they read through the
 * auditor API). Archived cashiers are answered too: their books stay readable.
 */
export async function requireRecordsCashierUnit(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<{ unit: UnitRow; role: CashierRole }> {
	const found = await findRecordsCashier(db, profileId, cashierId)
	if (!found) throw notFound('No cashier of yours has this id.')
	return { unit: found.unit, role: found.role }
}

// Every records, payments and master-data call of a cashier asks this first: prepared once
// (prepared-query.ts says why).
const recordsCashier = preparedQuery(
	(db, { profileId, cashierId }: { profileId: string; cashierId: string }) =>
		db
			.selectFrom(visibleCashiers(db, profileId, { cashierId }))
			.innerJoin('cashiers', 'cashiers.id', 'access.cashier_id')
			.innerJoin('units', 'units.id', 'cashiers.unit_id')
			.selectAll('units')
			.select(['access.rank', 'cashiers.archived_at as cashier_archived_at']),
)

/** The same in one query, with whether the cashier is archived; undefined instead of a 404. */
export async function findRecordsCashier(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
): Promise<{ unit: UnitRow; role: CashierRole; archived: boolean } | undefined> {
	const [row] = await recordsCashier.execute(db, { profileId, cashierId })
	if (!row) return undefined
	const { rank, cashier_archived_at: archivedAt, ...unit } = row
	return { unit, role: roleOfRank(rank), archived: archivedAt !== null }
}
