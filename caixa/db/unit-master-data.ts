import { type Kysely } from 'kysely'
import { type UnitRole } from '@caixa/contract/unit'
import { unitRoleOfRank } from '@caixa/domain/roles'
import { notFound } from '@caixa/domain/errors'
import { visibleUnits } from './access'
import { type Database, type UnitRow } from './database'

/**
 * The unit whose master data (categories, clients or suppliers, products, financial institutions)
 * the profile asks for, with its role, in one query; or the 404 of a unit that does not exist.
 * DOMAIN.md "Roles": the owner and the unit's (or its company's) collaborators see and edit
 * categories, products and clients; a cashier's collaborator, an auditor and anyone else see
 * nothing of them here (a cashier's people reach what a record needs through the cashier).
 */
export async function requireMasterDataUnit(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
): Promise<{ unit: UnitRow; role: UnitRole }> {
	const row = await db
		.selectFrom(visibleUnits(db, profileId, { unitId }))
		.innerJoin('units', 'units.id', 'access.unit_id')
		.selectAll('units')
		.select('access.rank')
		.executeTakeFirst()
	if (!row) throw notFound('No unit of yours has this id.')
	const { rank, ...unit } = row
	return { unit, role: unitRoleOfRank(rank) }
}
