import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely'
import { type MasterDataState } from '@caixa/contract/master-data'
import { type Database } from './database'
import { whereNameHas, whereState } from './master-data-filters'

// A unit's named things (categories, clients or suppliers, products): each row has unit_id, a
// search_text made from its name, archived_at, and sits on a (unit_id, search_text, id) index.
// What every list and lookup of them shares lives here; each resource adds its own filters.

type NamedThingTable = 'categories' | 'clients_or_suppliers' | 'products'

/** What every list of a unit's named things takes: name words, live/archived, one page. */
export interface NamedThingPage {
	name?: string | undefined
	state?: readonly MasterDataState[] | undefined
	offset: number
	size: number
}

/** Every row of `table` that belongs to the unit, before any filter. */
export function unitNamedThings<T extends NamedThingTable>(
	db: Kysely<Database>,
	table: T,
	unitId: string,
): SelectQueryBuilder<Database, T, Selectable<Database[T]>> {
	// Kysely spreads a table that is still a type parameter into a union of builders; the cast
	// names the one builder it is, and sql.ref the columns every such table has.
	const rows = db.selectFrom(table).selectAll() as unknown as SelectQueryBuilder<
		Database,
		T,
		Selectable<Database[T]>
	>
	return rows.where(sql<boolean>`${sql.ref('unit_id')} = ${unitId}`)
}

/**
 * Narrows to the name's words and the state (LIVE by default), then takes one page ordered by
 * search_text then id: the index's order, so paging stays stable and costs one range scan.
 */
export function pageByName<T extends NamedThingTable, O>(
	query: SelectQueryBuilder<Database, T, O>,
	filter: NamedThingPage,
): SelectQueryBuilder<Database, T, O> {
	return whereState(whereNameHas(query, sql.ref('search_text'), filter.name), filter.state)
		.orderBy(sql.ref('search_text'))
		.orderBy(sql.ref('id'))
		.offset(filter.offset)
		.limit(filter.size)
}

/** The unit's thing with this id, archived or not; undefined when it is not the unit's. */
export function findUnitNamedThing<T extends NamedThingTable>(
	db: Kysely<Database>,
	table: T,
	unitId: string,
	id: string,
): Promise<Selectable<Database[T]> | undefined> {
	return unitNamedThings(db, table, unitId)
		.where(sql<boolean>`${sql.ref('id')} = ${id}`)
		.executeTakeFirst()
}

/** Deletes the thing; the caller has already checked it is the unit's and nothing uses it. */
export async function deleteNamedThing(
	db: Kysely<Database>,
	table: NamedThingTable,
	id: string,
): Promise<void> {
	await db
		.deleteFrom(table)
		.where(sql<boolean>`${sql.ref('id')} = ${id}`)
		.execute()
}
