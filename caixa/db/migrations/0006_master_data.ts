import { type Kysely, sql } from 'kysely'
import { searchableText } from '@caixa/domain/search-text'

// A unit's master data (DOMAIN.md "Categories", "Clients or suppliers", "Products"): what its
// records will name. Conventions as in 0004: UUID text ids made in JS, epoch-ms bigint moments,
// bigint money in minor units, flags 0/1, the same DDL on SQLite and PostgreSQL, and names
// searched and sorted through `search_text` (domain/search-text.ts). Nothing is ever deleted while
// a record names it (db/references.ts); archiving (`archived_at`) takes a thing out of the pickers
// and keeps the books that name it readable.
export async function up(db: Kysely<unknown>): Promise<void> {
	// Categories came with 0004 (every new unit gets a default set); their lists now filter and
	// sort by name the way every other list does. SQLite adds a NOT NULL column only with a
	// default, so the column starts empty and is filled from the names here, in JS, where
	// searchableText lives (the same normalisation the API writes with).
	await db.schema
		.alterTable('categories')
		.addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
		.execute()
	await fillCategorySearchText(db)
	// GET /units/{id}/categories: a unit's categories by name, ties by id.
	await db.schema
		.createIndex('categories_unit_id_search_text_id_idx')
		.on('categories')
		.columns(['unit_id', 'search_text', 'id'])
		.execute()

	await db.schema
		.createTable('clients_or_suppliers')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('unit_id', 'text', (column) =>
			column.notNull().references('units.id').onDelete('cascade'),
		)
		.addColumn('name', 'text', (column) => column.notNull())
		.addColumn('search_text', 'text', (column) => column.notNull())
		// For a unit in BRAZIL a CPF or CNPJ as its digits (and capitals, for the alphanumeric
		// CNPJ) only, so "123.456.789-09" and "12345678909" are one document; elsewhere as typed.
		.addColumn('document', 'text')
		.addColumn('kind', 'text', (column) =>
			column.notNull().check(sql`kind in ('CLIENT', 'SUPPLIER', 'BOTH')`),
		)
		.addColumn('email', 'text')
		.addColumn('phone', 'text')
		.addColumn('archived_at', 'bigint')
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	// The list by name; the document filter (a prefix of the normalised digits) reads the second.
	await db.schema
		.createIndex('clients_or_suppliers_unit_id_search_text_id_idx')
		.on('clients_or_suppliers')
		.columns(['unit_id', 'search_text', 'id'])
		.execute()
	await db.schema
		.createIndex('clients_or_suppliers_unit_id_document_idx')
		.on('clients_or_suppliers')
		.columns(['unit_id', 'document'])
		.execute()

	await db.schema
		.createTable('products')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('unit_id', 'text', (column) =>
			column.notNull().references('units.id').onDelete('cascade'),
		)
		.addColumn('name', 'text', (column) => column.notNull())
		.addColumn('search_text', 'text', (column) => column.notNull())
		// Stock-keeping unit, as typed; unique in its unit when given (several may have none).
		.addColumn('sku', 'text')
		.addColumn('kind', 'text', (column) =>
			column.notNull().check(sql`kind in ('PRODUCT', 'SERVICE')`),
		)
		.addColumn('unit_price', 'bigint', (column) => column.notNull())
		.addColumn('unit_cost', 'bigint', (column) => column.notNull())
		.addColumn('tracks_stock', 'integer', (column) =>
			column.notNull().check(sql`tracks_stock in (0, 1)`),
		)
		.addColumn('archived_at', 'bigint')
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.execute()
	await db.schema
		.createIndex('products_unit_id_search_text_id_idx')
		.on('products')
		.columns(['unit_id', 'search_text', 'id'])
		.execute()
	// Both engines treat NULLs as distinct in a unique index: products without a SKU never clash.
	await db.schema
		.createIndex('products_unit_id_sku_key')
		.on('products')
		.columns(['unit_id', 'sku'])
		.unique()
		.execute()
}

/** Writes every category's search text from its name (exported for its test). */
export async function fillCategorySearchText(db: Kysely<unknown>): Promise<void> {
	const typed = db as unknown as Kysely<{
		categories: { id: string; name: string; search_text: string }
	}>
	const categories = await typed.selectFrom('categories').select(['id', 'name']).execute()
	for (const category of categories) {
		await typed
			.updateTable('categories')
			.set({ search_text: searchableText(category.name) })
			.where('id', '=', category.id)
			.execute()
	}
}
