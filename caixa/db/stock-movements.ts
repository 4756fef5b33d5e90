import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { containsPattern, LIKE_ESCAPE } from '@caixa/domain/search-text'
import { type AppliedStockMove, emptyStock, type StockState } from '@caixa/domain/stock'
import { isSqlite } from './connection'
import { type Database } from './database'
import { stockDatabase, type StockMovementKind, type StockReason } from './stock-tables'

// Stock movements and levels (migration 0015). Every write runs in the caller's transaction and
// takes the products' level rows first (lockStockLevels), in the order of their ids, so that two
// writers of one product take turns and none waits on another in a circle (a record's write has
// its cashier's row before them, and the unit's row after them, as every ledger write).

/**
 * The running stock of each product, made when it has never moved (nothing on hand at its unit
 * cost), locked until the transaction ends on PostgreSQL; SQLite runs writers one at a time.
 */
export async function lockStockLevels(
	db: Kysely<Database>,
	unitId: string,
	products: ReadonlyArray<{ id: string; unitCost: number }>,
	now: number,
): Promise<Map<string, StockState>> {
	const stock = stockDatabase(db)
	const sorted = [...new Map(products.map((product) => [product.id, product])).values()].sort(
		(a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
	)
	const levels = new Map<string, StockState>()
	for (const product of sorted) {
		await stock
			.insertInto('stock_levels')
			.values({
				product_id: product.id,
				unit_id: unitId,
				quantity_milli: 0,
				value: 0,
				average_cost: product.unitCost,
				updated_at: now,
			})
			.onConflict((conflict) => conflict.column('product_id').doNothing())
			.execute()
		let query = stock
			.selectFrom('stock_levels')
			.select(['quantity_milli', 'value', 'average_cost'])
			.where('product_id', '=', product.id)
		if (!isSqlite(db)) query = query.forUpdate()
		const row = await query.executeTakeFirstOrThrow()
		levels.set(product.id, {
			quantityMilli: Number(row.quantity_milli),
			value: Number(row.value),
			averageCost: Number(row.average_cost),
		})
	}
	return levels
}

export interface NewStockMovement {
	unitId: string
	productId: string
	kind: StockMovementKind
	inventoryId: string | null
	linePosition: number | null
	reason: StockReason | null
	countedMilli: number | null
	reversalOf: string | null
	occurredOn: string
	profileId: string
}

/** Writes a movement as applied (domain/stock.ts) and the product's level after it. */
export async function insertStockMovement(
	db: Kysely<Database>,
	movement: NewStockMovement,
	applied: AppliedStockMove,
	now: number,
): Promise<string> {
	const stock = stockDatabase(db)
	const id = randomUUID()
	await stock
		.insertInto('stock_movements')
		.values({
			id,
			unit_id: movement.unitId,
			product_id: movement.productId,
			kind: movement.kind,
			inventory_id: movement.inventoryId,
			line_position: movement.linePosition,
			reason: movement.reason,
			counted_milli: movement.countedMilli,
			reversal_of: movement.reversalOf,
			quantity_milli: applied.quantityMilli,
			unit_cost: applied.unitCost,
			value: applied.value,
			occurred_on: movement.occurredOn,
			created_at: now,
			created_by_profile_id: movement.profileId,
			quantity_after_milli: applied.after.quantityMilli,
			value_after: applied.after.value,
			average_cost_after: applied.after.averageCost,
		})
		.execute()
	await stock
		.updateTable('stock_levels')
		.set({
			quantity_milli: applied.after.quantityMilli,
			value: applied.after.value,
			average_cost: applied.after.averageCost,
			updated_at: now,
		})
		.where('product_id', '=', movement.productId)
		.execute()
	return id
}

/** A record's movements not reversed yet, last written first. */
export async function liveMovementsOfRecord(db: Kysely<Database>, inventoryId: string) {
	const rows = await stockDatabase(db)
		.selectFrom('stock_movements as m')
		.leftJoin('stock_movements as r', 'r.reversal_of', 'm.id')
		.select([
			'm.id',
			'm.product_id',
			'm.kind',
			'm.line_position',
			'm.quantity_milli',
			'm.unit_cost',
			'm.value',
			'm.occurred_on',
		])
		.where('m.inventory_id', '=', inventoryId)
		.where('m.reversal_of', 'is', null)
		.where('r.id', 'is', null)
		.orderBy('m.line_position', 'desc')
		.execute()
	return rows.map((row) => ({
		id: row.id,
		productId: row.product_id,
		kind: row.kind,
		linePosition: row.line_position,
		quantityMilli: Number(row.quantity_milli),
		unitCost: Number(row.unit_cost),
		value: Number(row.value),
		occurredOn: row.occurred_on,
	}))
}

/** A product's stock as the inventory screen shows it. */
export interface StockLevelView {
	productId: string
	name: string
	sku: string | null
	archived: boolean
	quantityMilli: number
	value: number
	averageCost: number
}

export interface StockLevelFilter {
	text: string[]
	productId?: string[]
	negative?: boolean
	offset: number
	size: number
}

/**
 * The unit's products that keep stock or ever moved, with their running stock (none: 0 at their
 * unit cost), by name then id; and over every product the filter keeps, the stock's total value
 * and how many are below zero.
 */
export async function listStockLevels(
	db: Kysely<Database>,
	unitId: string,
	filter: StockLevelFilter,
): Promise<{ rows: StockLevelView[]; totalValue: number; negative: number; count: number }> {
	const stock = stockDatabase(db)
	let base = stock
		.selectFrom('products as p')
		.leftJoin('stock_levels as l', 'l.product_id', 'p.id')
		.where('p.unit_id', '=', unitId)
		.where((eb) => eb.or([eb('p.tracks_stock', '=', 1), eb('l.product_id', 'is not', null)]))
	for (const term of filter.text) {
		base = base.where(
			sql<boolean>`p.search_text like ${containsPattern(term)} escape ${sql.lit(LIKE_ESCAPE)}`,
		)
	}
	if (filter.productId?.length) base = base.where('p.id', 'in', filter.productId)
	if (filter.negative !== undefined) {
		base = filter.negative
			? base.where('l.quantity_milli', '<', 0)
			: base.where((eb) => eb.or([eb('l.quantity_milli', '>=', 0), eb('l.product_id', 'is', null)]))
	}
	const [rows, totals] = await Promise.all([
		base
			.select([
				'p.id',
				'p.name',
				'p.sku',
				'p.archived_at',
				'p.unit_cost',
				'l.quantity_milli',
				'l.value',
				'l.average_cost',
			])
			.orderBy('p.search_text')
			.orderBy('p.id')
			.offset(filter.offset)
			.limit(filter.size)
			.execute(),
		base
			.select([
				sql<number | string>`coalesce(sum(l.value), 0)`.as('total_value'),
				sql<number | string>`coalesce(sum(case when l.quantity_milli < 0 then 1 else 0 end), 0)`.as(
					'negative',
				),
				sql<number | string>`count(*)`.as('count'),
			])
			.executeTakeFirstOrThrow(),
	])
	return {
		rows: rows.map((row) => {
			// A product that has never moved has no stock row: it stands as emptyStock.
			const never = emptyStock(Number(row.unit_cost))
			return {
				productId: row.id,
				name: row.name,
				sku: row.sku,
				archived: row.archived_at !== null,
				quantityMilli: Number(row.quantity_milli ?? never.quantityMilli),
				value: Number(row.value ?? never.value),
				averageCost: Number(row.average_cost ?? never.averageCost),
			}
		}),
		totalValue: Number(totals.total_value),
		negative: Number(totals.negative),
		count: Number(totals.count),
	}
}

/** A movement as the activity list shows it. */
export interface StockMovementView {
	id: string
	productId: string
	productName: string
	kind: StockMovementKind
	reason: StockReason | null
	reversalOf: string | null
	inventoryId: string | null
	cashierId: string | null
	orderReferenceNumber: string | null
	countedMilli: number | null
	quantityMilli: number
	unitCost: number
	value: number
	occurredOn: string
	createdAt: number
	quantityAfterMilli: number
	valueAfter: number
	averageCostAfter: number
}

/** Where a page of the activity list starts: after this movement (newest first). */
export interface StockCursor {
	occurredOn: string
	createdAt: number
	id: string
}

export interface StockMovementFilter {
	from?: string
	to?: string
	productId?: string[]
	kind?: StockMovementKind[]
	after?: StockCursor
	offset: number
	size: number
}

function movementViews(db: Kysely<Database>) {
	return stockDatabase(db)
		.selectFrom('stock_movements as m')
		.innerJoin('products as p', 'p.id', 'm.product_id')
		.leftJoin('inventories as i', 'i.id', 'm.inventory_id')
		.select([
			'm.id',
			'm.product_id',
			'p.name as product_name',
			'm.kind',
			'm.reason',
			'm.reversal_of',
			'm.inventory_id',
			'i.cashier_id',
			'i.order_reference_number',
			'm.counted_milli',
			'm.quantity_milli',
			'm.unit_cost',
			'm.value',
			'm.occurred_on',
			'm.created_at',
			'm.quantity_after_milli',
			'm.value_after',
			'm.average_cost_after',
		])
}

type MovementRow = Awaited<ReturnType<ReturnType<typeof movementViews>['execute']>>[number]

function toMovementView(row: MovementRow): StockMovementView {
	return {
		id: row.id,
		productId: row.product_id,
		productName: row.product_name,
		kind: row.kind,
		reason: row.reason,
		reversalOf: row.reversal_of,
		inventoryId: row.inventory_id,
		cashierId: row.cashier_id,
		orderReferenceNumber: row.order_reference_number,
		countedMilli: row.counted_milli === null ? null : Number(row.counted_milli),
		quantityMilli: Number(row.quantity_milli),
		unitCost: Number(row.unit_cost),
		value: Number(row.value),
		occurredOn: row.occurred_on,
		createdAt: Number(row.created_at),
		quantityAfterMilli: Number(row.quantity_after_milli),
		valueAfter: Number(row.value_after),
		averageCostAfter: Number(row.average_cost_after),
	}
}

/**
 * The unit's movements, newest first (date, then when written, then id, all descending), read on
 * stock_movements_unit_id_occurred_on_created_at_id_idx (by kind: its kind index; by product:
 * the product's). `after` continues from a row (keyset: no rows skipped and counted); `offset`
 * is the infinite list's and skips.
 */
export async function listStockMovements(
	db: Kysely<Database>,
	unitId: string,
	filter: StockMovementFilter,
): Promise<StockMovementView[]> {
	let query = movementViews(db).where('m.unit_id', '=', unitId)
	if (filter.from) query = query.where('m.occurred_on', '>=', filter.from)
	if (filter.to) query = query.where('m.occurred_on', '<=', filter.to)
	if (filter.productId?.length) query = query.where('m.product_id', 'in', filter.productId)
	if (filter.kind?.length) query = query.where('m.kind', 'in', filter.kind)
	if (filter.after) {
		const { occurredOn, createdAt, id } = filter.after
		query = query.where(
			sql<boolean>`(m.occurred_on, m.created_at, m.id) < (${occurredOn}, ${createdAt}, ${id})`,
		)
	}
	const rows = await query
		.orderBy('m.occurred_on', 'desc')
		.orderBy('m.created_at', 'desc')
		.orderBy('m.id', 'desc')
		.offset(filter.offset)
		.limit(filter.size)
		.execute()
	return rows.map(toMovementView)
}

export async function findStockMovement(
	db: Kysely<Database>,
	unitId: string,
	id: string,
): Promise<StockMovementView | undefined> {
	const row = await movementViews(db)
		.where('m.unit_id', '=', unitId)
		.where('m.id', '=', id)
		.executeTakeFirst()
	return row ? toMovementView(row) : undefined
}

/** One product's movements over a period, summed in SQL (domain/cost-of-goods-sold.ts). */
export interface StockPeriodRow {
	productId: string
	name: string
	averageCost: number
	openingQuantityMilli: number
	openingValue: number
	purchasesQuantityMilli: number
	purchasesValue: number
	salesQuantityMilli: number
	salesCost: number
	adjustmentsQuantityMilli: number
	adjustmentsValue: number
}

/**
 * Each product that moved up to `to`, or that keeps stock, or is in `also`: its movements dated
 * before `from` (the opening stock) and in the period by kind, each a sum over the unit's
 * movements in one statement (a reversal carries its movement's kind and date, so a deleted
 * record adds nothing).
 */
export async function stockPeriodSums(
	db: Kysely<Database>,
	unitId: string,
	from: string,
	to: string,
	also: readonly string[],
): Promise<StockPeriodRow[]> {
	const inPeriod = (kind: StockMovementKind, column: 'quantity_milli' | 'value') =>
		sql<
			number | string
		>`coalesce(sum(case when m.kind = ${kind} and m.occurred_on >= ${from} then ${sql.ref(`m.${column}`)} else 0 end), 0)`
	const sums = stockDatabase(db)
		.selectFrom('stock_movements as m')
		.select([
			'm.product_id',
			sql<
				number | string
			>`coalesce(sum(case when m.occurred_on < ${from} then m.quantity_milli else 0 end), 0)`.as(
				'opening_quantity',
			),
			sql<
				number | string
			>`coalesce(sum(case when m.occurred_on < ${from} then m.value else 0 end), 0)`.as(
				'opening_value',
			),
			inPeriod('PURCHASE', 'quantity_milli').as('purchases_quantity'),
			inPeriod('PURCHASE', 'value').as('purchases_value'),
			inPeriod('SALE', 'quantity_milli').as('sales_quantity'),
			inPeriod('SALE', 'value').as('sales_value'),
			inPeriod('ADJUSTMENT', 'quantity_milli').as('adjustments_quantity'),
			inPeriod('ADJUSTMENT', 'value').as('adjustments_value'),
		])
		.where('m.unit_id', '=', unitId)
		.where('m.occurred_on', '<=', to)
		.groupBy('m.product_id')
	const rows = await stockDatabase(db)
		.selectFrom('products as p')
		.leftJoin(sums.as('s'), 's.product_id', 'p.id')
		.leftJoin('stock_levels as l', 'l.product_id', 'p.id')
		.select([
			'p.id',
			'p.name',
			'p.unit_cost',
			'l.average_cost',
			's.opening_quantity',
			's.opening_value',
			's.purchases_quantity',
			's.purchases_value',
			's.sales_quantity',
			's.sales_value',
			's.adjustments_quantity',
			's.adjustments_value',
		])
		.where('p.unit_id', '=', unitId)
		.where((eb) => {
			const ways = [eb('s.product_id', 'is not', null), eb('p.tracks_stock', '=', 1)]
			if (also.length > 0) ways.push(eb('p.id', 'in', also))
			return eb.or(ways)
		})
		.orderBy('p.search_text')
		.orderBy('p.id')
		.execute()
	const n = (value: number | string | null) => Number(value ?? 0)
	return rows.map((row) => ({
		productId: row.id,
		name: row.name,
		averageCost: Number(row.average_cost ?? row.unit_cost),
		openingQuantityMilli: n(row.opening_quantity),
		openingValue: n(row.opening_value),
		purchasesQuantityMilli: n(row.purchases_quantity),
		purchasesValue: n(row.purchases_value),
		// Sales take out: their sums are below zero, the figures above.
		salesQuantityMilli: 0 - n(row.sales_quantity),
		salesCost: 0 - n(row.sales_value),
		adjustmentsQuantityMilli: n(row.adjustments_quantity),
		adjustmentsValue: n(row.adjustments_value),
	}))
}
