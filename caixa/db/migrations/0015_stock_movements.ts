import { type Kysely, sql } from 'kysely'

// Stock on hand at weighted average cost (DOMAIN.md "Products", domain/stock.ts). Conventions as
// in 0004. Not the cashier's "inventories" (its records of money): these are goods.
//
// 1. stock_movements: every change of a product's stock, a row. Its source is a record's line
//    (inventory_id + line_position: a purchase on money out, a sale on money in) or an adjustment
//    (a count or a loss: reason COUNT, LOSS, DAMAGE, OTHER). A deleted record's movements are
//    reversed by movements of their own (reversal_of), the same kind and date, the exact
//    negation, so every sum over a period leaves a deleted record out. Quantity (thousandths) and
//    value (minor units) are signed: in above 0, out below. The stock after it (quantity, value,
//    average cost) is the product's running figure in the order movements were written.
// 2. stock_levels: one row per product that ever moved, the running figures, kept in the
//    transaction that writes the movement (its row locked first on PostgreSQL, so concurrent
//    sales take turns and each sees the last one's figures).
// Records written before this migration moved no stock: a count starts a product's stock.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('stock_movements')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('unit_id', 'text', (column) => column.notNull().references('units.id'))
		.addColumn('product_id', 'text', (column) => column.notNull().references('products.id'))
		.addColumn('kind', 'text', (column) =>
			column.notNull().check(sql`kind in ('PURCHASE', 'SALE', 'ADJUSTMENT')`),
		)
		.addColumn('inventory_id', 'text', (column) => column.references('inventories.id'))
		.addColumn('line_position', 'integer')
		.addColumn('reason', 'text', (column) =>
			column.check(sql`reason in ('COUNT', 'LOSS', 'DAMAGE', 'OTHER')`),
		)
		// What a count found, for a COUNT (the activity shows it beside the difference).
		.addColumn('counted_milli', 'bigint')
		.addColumn('reversal_of', 'text', (column) => column.references('stock_movements.id'))
		.addColumn('quantity_milli', 'bigint', (column) =>
			column.notNull().check(sql`quantity_milli <> 0`),
		)
		.addColumn('unit_cost', 'bigint', (column) => column.notNull())
		.addColumn('value', 'bigint', (column) => column.notNull())
		.addColumn('occurred_on', 'text', (column) => column.notNull())
		.addColumn('created_at', 'bigint', (column) => column.notNull())
		.addColumn('created_by_profile_id', 'text', (column) =>
			column.notNull().references('profiles.id'),
		)
		.addColumn('quantity_after_milli', 'bigint', (column) => column.notNull())
		.addColumn('value_after', 'bigint', (column) => column.notNull())
		.addColumn('average_cost_after', 'bigint', (column) => column.notNull())
		// A record's line, or an adjustment with its reason: never both, never neither.
		.addCheckConstraint(
			'stock_movements_source_check',
			sql`(kind = 'ADJUSTMENT' and inventory_id is null and line_position is null and reason is not null)
				or (kind <> 'ADJUSTMENT' and inventory_id is not null and line_position is not null and reason is null)`,
		)
		.execute()
	// The activity list: newest first (occurred_on, created_at, id, all descending), by kind too.
	await db.schema
		.createIndex('stock_movements_unit_id_occurred_on_created_at_id_idx')
		.on('stock_movements')
		.columns(['unit_id', 'occurred_on', 'created_at', 'id'])
		.execute()
	await db.schema
		.createIndex('stock_movements_unit_id_kind_occurred_on_created_at_id_idx')
		.on('stock_movements')
		.columns(['unit_id', 'kind', 'occurred_on', 'created_at', 'id'])
		.execute()
	// One product's movements, in the same order (the activity's product filter).
	await db.schema
		.createIndex('stock_movements_product_id_occurred_on_created_at_id_idx')
		.on('stock_movements')
		.columns(['product_id', 'occurred_on', 'created_at', 'id'])
		.execute()
	// A deleted record's movements, to reverse them.
	await db.schema
		.createIndex('stock_movements_inventory_id_idx')
		.on('stock_movements')
		.column('inventory_id')
		.where(sql.ref('inventory_id'), 'is not', null)
		.execute()
	// A movement is reversed once at most.
	await db.schema
		.createIndex('stock_movements_reversal_of_key')
		.on('stock_movements')
		.column('reversal_of')
		.unique()
		.where(sql.ref('reversal_of'), 'is not', null)
		.execute()

	await db.schema
		.createTable('stock_levels')
		.addColumn('product_id', 'text', (column) => column.primaryKey().references('products.id'))
		.addColumn('unit_id', 'text', (column) => column.notNull().references('units.id'))
		.addColumn('quantity_milli', 'bigint', (column) => column.notNull())
		.addColumn('value', 'bigint', (column) => column.notNull())
		.addColumn('average_cost', 'bigint', (column) => column.notNull())
		.addColumn('updated_at', 'bigint', (column) => column.notNull())
		.execute()
	await db.schema
		.createIndex('stock_levels_unit_id_idx')
		.on('stock_levels')
		.column('unit_id')
		.execute()
}
