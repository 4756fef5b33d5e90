import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'
import { type ProductListQuery } from '@caixa/contract/product'
import { searchableText } from '@caixa/domain/search-text'
import { type Database, type ProductRow } from './database'
import { findUnitNamedThing, pageByName, unitNamedThings } from './unit-named-things'

/** A product as it is written: every default already applied. */
export interface ProductInput {
	name: string
	sku: string | null
	kind: 'PRODUCT' | 'SERVICE'
	unitPrice: number
	unitCost: number
	tracksStock: boolean
}

/** The name and the SKU, searched together: a till operator types either. */
function productSearchText(input: Pick<ProductInput, 'name' | 'sku'>): string {
	return searchableText(input.sku ? `${input.name} ${input.sku}` : input.name)
}

export function insertProduct(
	db: Kysely<Database>,
	unitId: string,
	input: ProductInput,
	now: number,
): Promise<ProductRow> {
	return db
		.insertInto('products')
		.values({
			id: randomUUID(),
			unit_id: unitId,
			name: input.name,
			search_text: productSearchText(input),
			sku: input.sku,
			kind: input.kind,
			unit_price: input.unitPrice,
			unit_cost: input.unitCost,
			tracks_stock: input.tracksStock ? 1 : 0,
			archived_at: null,
			created_at: now,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
}

/** `GET /units/{id}/products`: a page by name (search text, id) on its index. */
export function listProducts(
	db: Kysely<Database>,
	unitId: string,
	filter: ProductListQuery,
): Promise<ProductRow[]> {
	let query = unitNamedThings(db, 'products', unitId)
	if (filter.kind?.length) query = query.where('kind', 'in', filter.kind)
	return pageByName(query, filter).execute()
}

export function findProduct(
	db: Kysely<Database>,
	unitId: string,
	id: string,
): Promise<ProductRow | undefined> {
	return findUnitNamedThing(db, 'products', unitId, id)
}

/** Another product of the unit with this SKU, if any (the unique index is the last word). */
export async function skuTaken(
	db: Kysely<Database>,
	unitId: string,
	sku: string,
	exceptId?: string,
): Promise<boolean> {
	let query = db
		.selectFrom('products')
		.select('id')
		.where('unit_id', '=', unitId)
		.where('sku', '=', sku)
	if (exceptId) query = query.where('id', '!=', exceptId)
	return (await query.executeTakeFirst()) !== undefined
}

export function updateProduct(
	db: Kysely<Database>,
	id: string,
	change: ProductInput & { archivedAt: number | null },
): Promise<ProductRow> {
	return db
		.updateTable('products')
		.set({
			name: change.name,
			search_text: productSearchText(change),
			sku: change.sku,
			kind: change.kind,
			unit_price: change.unitPrice,
			unit_cost: change.unitCost,
			tracks_stock: change.tracksStock ? 1 : 0,
			archived_at: change.archivedAt,
		})
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirstOrThrow()
}

/** The unit's products among `ids`, in one statement (a record's lines name several). */
export function findProductsOfUnit(
	db: Kysely<Database>,
	unitId: string,
	ids: readonly string[],
): Promise<ProductRow[]> {
	if (ids.length === 0) return Promise.resolve([])
	return db
		.selectFrom('products')
		.selectAll()
		.where('unit_id', '=', unitId)
		.where('id', 'in', ids)
		.execute()
}
