import { type Kysely, sql } from 'kysely'
import { type UnitRole } from '@caixa/contract/unit'
import { containsPattern, LIKE_ESCAPE, searchTerms } from '@caixa/domain/search-text'
import { type Database, type UnitRow } from './database'
import { type UnitView } from './units'

// A company's units. Whoever works in a company holds the same role on each of its units (its
// owner owns them, its collaborators collaborate: caixa/db/access.ts), so a company's list reads
// the units straight off its own index, like a unit's cashiers (cashiersOfUnit), with the role
// the caller holds on the company.

export interface CompanyUnitFilter {
	offset: number
	size: number
	/** Words the name must hold, each anywhere, in any case, with or without accents. */
	query?: string
}

/** `GET /companies/{id}/units`: one page of its units, by name (search text, then id). */
export async function listCompanyUnits(
	db: Kysely<Database>,
	companyId: string,
	role: UnitRole,
	filter: CompanyUnitFilter,
): Promise<UnitView[]> {
	let query = db.selectFrom('units').selectAll('units').where('units.company_id', '=', companyId)
	for (const term of searchTerms(filter.query ?? '')) {
		query = query.where(
			sql<boolean>`${sql.ref('units.search_text')} like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	const units = await query
		.orderBy('units.search_text')
		.orderBy('units.id')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
	return units.map((unit) => ({ unit, role }))
}

/** Puts a unit in a company: only a unit the profile itself owns. Undefined otherwise. */
export function attachUnit(
	db: Kysely<Database>,
	companyId: string,
	unitId: string,
	ownerProfileId: string,
): Promise<UnitRow | undefined> {
	return db
		.updateTable('units')
		.set({ company_id: companyId })
		.where('id', '=', unitId)
		.where('owner_profile_id', '=', ownerProfileId)
		.returningAll()
		.executeTakeFirst()
}

/**
 * Takes a unit out of a company; it stays its owner's, with its cashiers and books. False when
 * the unit is not in that company.
 */
export async function detachUnit(
	db: Kysely<Database>,
	companyId: string,
	unitId: string,
): Promise<boolean> {
	const result = await db
		.updateTable('units')
		.set({ company_id: null })
		.where('id', '=', unitId)
		.where('company_id', '=', companyId)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}
