import { type Kysely } from 'kysely'
import { type CalendarDate, type Database, type EpochMs, type MinorUnits } from './database'

// The stock tables (migration 0015) as Kysely sees them, beside the schema of database.ts:
// stockDatabase(db) is the same connection (or transaction) with them in its type.

export type StockMovementKind = 'PURCHASE' | 'SALE' | 'ADJUSTMENT'
export type StockReason = 'COUNT' | 'LOSS' | 'DAMAGE' | 'OTHER'

/** A change of a product's stock: a record's line, an adjustment, or the reversal of either. */
export interface StockMovementsTable {
	id: string
	unit_id: string
	product_id: string
	kind: StockMovementKind
	inventory_id: string | null
	line_position: number | null
	reason: StockReason | null
	counted_milli: number | null
	reversal_of: string | null
	/** Thousandths of a unit, signed: in above 0, out below. */
	quantity_milli: number
	unit_cost: MinorUnits
	/** Signed like the quantity: what the stock's value moved by. */
	value: MinorUnits
	occurred_on: CalendarDate
	created_at: EpochMs
	created_by_profile_id: string
	quantity_after_milli: number
	value_after: MinorUnits
	average_cost_after: MinorUnits
}

/** A product's running stock: the figures after its last movement. */
export interface StockLevelsTable {
	product_id: string
	unit_id: string
	quantity_milli: number
	value: MinorUnits
	average_cost: MinorUnits
	updated_at: EpochMs
}

// A type, not an interface: withTables wants a record type, which only a type alias is implicitly.
export type StockTables = {
	stock_movements: StockMovementsTable
	stock_levels: StockLevelsTable
}

export type StockDatabase = Database & StockTables

/** The database (or the transaction) with the stock tables in its type. */
export function stockDatabase(db: Kysely<Database>): Kysely<StockDatabase> {
	return db.withTables<StockTables>()
}
