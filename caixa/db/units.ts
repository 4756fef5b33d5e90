import { randomUUID } from 'node:crypto'
import { type Kysely, type Selectable, sql } from 'kysely'
import { type UnitRole } from '@caixa/contract/unit'
import { unitRoleOfRank } from '@caixa/domain/roles'
import {
	containsPattern,
	LIKE_ESCAPE,
	searchableText,
	searchTerms,
} from '@caixa/domain/search-text'
import { visibleUnits } from './access'
import { type Database, type UnitRow, type UnitsTable } from './database'

/** A unit as the caller sees it: the row and the caller's role on it. */
export interface UnitView {
	unit: Selectable<UnitsTable>
	role: UnitRole
}

export interface NewUnitInput {
	name: string
	country: string
	currency: string
	timezone: string
	ownerProfileId: string
}

export function insertUnit(
	db: Kysely<Database>,
	input: NewUnitInput,
	now: number,
): Promise<UnitRow> {
	return db
		.insertInto('units')
		.values({
			id: randomUUID(),
			name: input.name,
			search_text: searchableText(input.name),
			document: null,
			country: input.country,
			currency: input.currency,
			timezone: input.timezone,
			company_id: null,
			photo_multimedia_id: null,
			address: null,
			latitude: null,
			longitude: null,
			phone: null,
			email: null,
			owner_profile_id: input.ownerProfileId,
			created_at: now,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
}

export interface UnitFilter {
	offset: number
	size: number
	/** Words the name must hold, each anywhere, in any case, with or without accents. */
	query?: string
}

/**
 * `GET /units`: one page of the units the profile owns or collaborates on, by name (search text,
 * then id), in one query.
 */
export async function listVisibleUnits(
	db: Kysely<Database>,
	profileId: string,
	filter: UnitFilter,
): Promise<UnitView[]> {
	let query = db
		.selectFrom(visibleUnits(db, profileId))
		.innerJoin('units', 'units.id', 'access.unit_id')
		.selectAll('units')
		.select('access.rank')
	for (const term of searchTerms(filter.query ?? '')) {
		query = query.where(
			sql<boolean>`${sql.ref('units.search_text')} like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	const rows = await query
		.orderBy('units.search_text')
		.orderBy('units.id')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
	return rows.map(toView)
}

/** A unit the profile may see, with its role, or undefined: missing and not theirs look alike. */
export async function findVisibleUnit(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
): Promise<UnitView | undefined> {
	const row = await db
		.selectFrom(visibleUnits(db, profileId, { unitId }))
		.innerJoin('units', 'units.id', 'access.unit_id')
		.selectAll('units')
		.select('access.rank')
		.executeTakeFirst()
	return row ? toView(row) : undefined
}

function toView({ rank, ...unit }: UnitRow & { rank: number }): UnitView {
	return { unit, role: unitRoleOfRank(rank) }
}
