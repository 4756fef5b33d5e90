import { type Kysely, sql } from 'kysely'
import { expect } from 'vitest'
import { type Database } from '@caixa/db/database'

// The stock's invariant (domain/stock.ts, migration 0015): each product's running level is what
// its movements add up to, and its last movement's running figures are the level's.

/** Every stock level of the database against the sums of its movements: those that disagree. */
export async function expectStockInvariant(db: Kysely<Database>): Promise<void> {
	const { rows } = await sql<{
		product_id: string
		quantity_milli: number | string
		value: number | string
		moved_quantity: number | string
		moved_value: number | string
	}>`select l.product_id, l.quantity_milli, l.value,
			coalesce((select sum(m.quantity_milli) from stock_movements m where m.product_id = l.product_id), 0) as moved_quantity,
			coalesce((select sum(m.value) from stock_movements m where m.product_id = l.product_id), 0) as moved_value
		from stock_levels l`.execute(db)
	const off = rows.filter(
		(row) =>
			Number(row.quantity_milli) !== Number(row.moved_quantity) ||
			Number(row.value) !== Number(row.moved_value),
	)
	expect(off, 'stock levels that are not the sum of their movements').toEqual([])
}
