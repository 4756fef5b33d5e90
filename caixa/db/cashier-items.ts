import { type Kysely } from 'kysely'
import { type CashierItemListQuery } from '@caixa/contract/cashier-lookups'
import { searchableText, searchTerms } from '@caixa/domain/search-text'
import { type Database } from './database'

/** One product line the cashier's records used, as `GET /cashiers/{id}/items` lists it. */
export interface CashierItemRow {
	product_id: string | null
	name: string
	/** The unit price of the line written last. */
	unit_price: number
	/** How many live lines used it. */
	uses: number
	/** When the record of the line written last was made. */
	last_used_at: number
}

/**
 * The product lines the cashier's live records used so far, one row per (product, name as
 * written), most recently used first, in one query.
 *
 * "Most recent" is when the record was written (created_at), not the date it is for: the price
 * typed last is the one the form should offer, even when that record was back-dated. Ties fall to
 * the record's id and the line's position, so the order is total and paging is stable. Lines of
 * an archived product are left out, as archived things are of every picker.
 *
 * The plan: the cashier's records through inventories (cashier_id, issued_on, id), their lines
 * through inventory_items (inventory_id, position), products by primary key; a window per
 * (product, name) picks the last line and counts them. Every line of the cashier is read once per
 * page; the rows it answers are the distinct items, a few hundred for a busy shop.
 *
 * `query` words are matched here rather than in SQL: a line keeps only the name as written, and
 * matching it without case and accents the same way on SQLite and PostgreSQL needs it normalised
 * by searchableText (domain/search-text.ts). So with words the page is cut here; without, by the
 * database.
 */
export async function listCashierItems(
	db: Kysely<Database>,
	cashierId: string,
	filter: CashierItemListQuery,
): Promise<CashierItemRow[]> {
	const lines = db
		.selectFrom('inventories')
		.innerJoin('inventory_items', 'inventory_items.inventory_id', 'inventories.id')
		.leftJoin('products', 'products.id', 'inventory_items.product_id')
		.where('inventories.cashier_id', '=', cashierId)
		.where('inventories.deleted_at', 'is', null)
		// Null for a line without a product (the left join found none) and for a live product.
		.where('products.archived_at', 'is', null)
		.select((eb) => [
			'inventory_items.product_id',
			'inventory_items.name',
			'inventory_items.unit_price',
			'inventories.created_at as last_used_at',
			'inventories.id as inventory_id',
			'inventory_items.position',
			eb.fn
				.agg<number>('row_number')
				.over((over) =>
					over
						.partitionBy(['inventory_items.product_id', 'inventory_items.name'])
						.orderBy('inventories.created_at', 'desc')
						.orderBy('inventories.id', 'desc')
						.orderBy('inventory_items.position', 'desc'),
				)
				.as('recency'),
			eb.fn
				.countAll<number>()
				.over((over) => over.partitionBy(['inventory_items.product_id', 'inventory_items.name']))
				.as('uses'),
		])

	const terms = searchTerms(filter.query ?? '')
	let query = db
		.selectFrom(lines.as('line'))
		.select(['line.product_id', 'line.name', 'line.unit_price', 'line.uses', 'line.last_used_at'])
		.where('line.recency', '=', 1)
		.orderBy('line.last_used_at', 'desc')
		.orderBy('line.inventory_id', 'desc')
		.orderBy('line.position', 'desc')
	if (terms.length === 0) query = query.offset(filter.offset).limit(filter.size)
	const rows = await query.execute()
	if (terms.length === 0) return rows
	return rows
		.filter((row) => {
			const name = searchableText(row.name)
			return terms.every((term) => name.includes(term))
		})
		.slice(filter.offset, filter.offset + filter.size)
}
