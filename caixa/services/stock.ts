import { type Kysely } from 'kysely'
import {
	type CostOfGoodsSoldBody,
	STOCK_CURSOR,
	type StockAdjustmentBody,
	type StockMovementListQuery,
	type StockOnHandQuery,
} from '@caixa/contract/stock'
import { type Database, type UnitRow } from '@caixa/db/database'
import { findProductsOfUnit } from '@caixa/db/products'
import {
	findStockMovement,
	insertStockMovement,
	listStockLevels,
	listStockMovements,
	liveMovementsOfRecord,
	lockStockLevels,
	stockPeriodSums,
	type StockLevelView,
	type StockMovementView,
} from '@caixa/db/stock-movements'
import { writeTransaction } from '@caixa/db/transaction'
import { requireMasterDataUnit } from '@caixa/db/unit-master-data'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { costOfGoodsSold, type ProductCostOfGoodsSold } from '@caixa/domain/cost-of-goods-sold'
import { invalid, notFound } from '@caixa/domain/errors'
import { MAX_LEDGER_AMOUNT } from '@caixa/contract/payment'
import { searchTerms } from '@caixa/domain/search-text'
import { applyStockMove, type StockMove } from '@caixa/domain/stock'
import { filterDate } from './ledger-access'

export type { StockLevelView, StockMovementView }

// A unit's stock (DOMAIN.md "Products"): record lines move it in the record's transaction
// (moveStockOfRecord, reverseStockOfRecord); its owner and collaborators (the roles table's
// "products" row) read it, count and adjust it, and ask for the cost of goods sold.

export interface RecordStockLine {
	position: number
	productId: string | null
	quantityMilli: number
	unitPrice: number
}

/**
 * The stock movements of a new record, in its transaction: each line of a product that keeps
 * stock moves it — money out (a purchase) in at the line's unit price, money in (a sale) out at
 * the average cost. The products' level rows are taken in id order after the cashier's.
 */
export async function moveStockOfRecord(
	db: Kysely<Database>,
	record: {
		unitId: string
		inventoryId: string
		input: boolean
		issuedOn: string
		profileId: string
		lines: readonly RecordStockLine[]
	},
	now: number,
): Promise<void> {
	const ids = [...new Set(record.lines.flatMap((line) => (line.productId ? [line.productId] : [])))]
	if (ids.length === 0) return
	const tracked = (await findProductsOfUnit(db, record.unitId, ids)).filter(
		(product) => product.tracks_stock === 1,
	)
	if (tracked.length === 0) return
	const levels = await lockStockLevels(
		db,
		record.unitId,
		tracked.map((product) => ({ id: product.id, unitCost: product.unit_cost })),
		now,
	)
	for (const line of record.lines) {
		const stock = line.productId ? levels.get(line.productId) : undefined
		if (!line.productId || !stock) continue
		const move: StockMove = record.input
			? { kind: 'OUT', quantityMilli: line.quantityMilli }
			: { kind: 'IN', quantityMilli: line.quantityMilli, unitCost: line.unitPrice }
		const applied = applyStockMove(stock, move)
		await insertStockMovement(
			db,
			{
				unitId: record.unitId,
				productId: line.productId,
				kind: record.input ? 'SALE' : 'PURCHASE',
				inventoryId: record.inventoryId,
				linePosition: line.position,
				reason: null,
				countedMilli: null,
				reversalOf: null,
				occurredOn: record.issuedOn,
				profileId: record.profileId,
			},
			applied,
			now,
		)
		levels.set(line.productId, applied.after)
	}
}

/**
 * A deleted record's movements reversed, in its transaction: each gives back exactly what it put
 * in or took out, dated as it was, so the record leaves every period's sums.
 */
export async function reverseStockOfRecord(
	db: Kysely<Database>,
	unitId: string,
	inventoryId: string,
	profileId: string,
	now: number,
): Promise<void> {
	const movements = await liveMovementsOfRecord(db, inventoryId)
	if (movements.length === 0) return
	const levels = await lockStockLevels(
		db,
		unitId,
		movements.map((movement) => ({ id: movement.productId, unitCost: movement.unitCost })),
		now,
	)
	for (const movement of movements) {
		const stock = levels.get(movement.productId)
		if (!stock) continue
		const applied = applyStockMove(stock, {
			kind: 'REVERSE',
			quantityMilli: 0 - movement.quantityMilli,
			value: 0 - movement.value,
			unitCost: movement.unitCost,
		})
		await insertStockMovement(
			db,
			{
				unitId,
				productId: movement.productId,
				kind: movement.kind,
				inventoryId,
				linePosition: movement.linePosition,
				reason: null,
				countedMilli: null,
				reversalOf: movement.id,
				occurredOn: movement.occurredOn,
				profileId,
			},
			applied,
			now,
		)
		levels.set(movement.productId, applied.after)
	}
}

export async function stockOnHand(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: StockOnHandQuery,
): Promise<{
	unit: UnitRow
	rows: StockLevelView[]
	totalValue: number
	negative: number
	count: number
}> {
	const { unit } = await requireMasterDataUnit(db, profileId, unitId)
	const found = await listStockLevels(db, unitId, {
		text: searchTerms(query.text ?? ''),
		productId: query.productId,
		negative: query.negative,
		offset: query.offset,
		size: query.size,
	})
	return { unit, ...found }
}

/**
 * A count or an adjustment of a product that keeps stock: one movement of the difference (a
 * count of what is already on hand moves nothing and is refused), out at the average cost, in at
 * it too. The product's level row is taken first, so the difference is from the stock as it is.
 */
export async function adjustStock(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	body: StockAdjustmentBody,
	now: number,
): Promise<{ unit: UnitRow; movement: StockMovementView }> {
	const { unit } = await requireMasterDataUnit(db, profileId, unitId)
	const [product] = await findProductsOfUnit(db, unitId, [body.productId])
	if (!product || product.tracks_stock !== 1) {
		throw invalid([{ path: 'productId', message: 'No product of this unit that keeps stock' }])
	}
	const occurredOn = body.occurredOn ?? calendarDateIn(now, unit.timezone)
	const id = await writeTransaction(db, async (trx) => {
		const levels = await lockStockLevels(
			trx,
			unitId,
			[{ id: product.id, unitCost: product.unit_cost }],
			now,
		)
		const stock = levels.get(product.id)
		if (!stock) throw new Error(`No stock level for ${product.id}`)
		const countedMilli =
			body.countedQuantity === undefined ? null : Math.round(body.countedQuantity * 1000)
		const difference =
			countedMilli === null
				? Math.round((body.difference ?? 0) * 1000)
				: countedMilli - stock.quantityMilli
		if (difference === 0) {
			throw invalid([
				{ path: 'countedQuantity', message: 'The stock on hand already: nothing to adjust' },
			])
		}
		const applied = applyStockMove(
			stock,
			difference > 0
				? { kind: 'IN_AT_AVERAGE', quantityMilli: difference }
				: { kind: 'OUT', quantityMilli: -difference },
		)
		if (Math.abs(applied.value) > MAX_LEDGER_AMOUNT) {
			throw invalid([{ path: 'difference', message: 'This adjustment is too large' }])
		}
		return insertStockMovement(
			trx,
			{
				unitId,
				productId: product.id,
				kind: 'ADJUSTMENT',
				inventoryId: null,
				linePosition: null,
				reason: body.reason,
				countedMilli,
				reversalOf: null,
				occurredOn,
				profileId,
			},
			applied,
			now,
		)
	})
	const movement = await findStockMovement(db, unitId, id)
	if (!movement) throw new Error(`Movement ${id} not found after writing it`)
	return { unit, movement }
}

export async function stockMovements(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: StockMovementListQuery,
): Promise<StockMovementView[]> {
	const { unit } = await requireMasterDataUnit(db, profileId, unitId)
	const place = { timezone: unit.timezone }
	const cursor = query.after ? STOCK_CURSOR.exec(query.after) : null
	return listStockMovements(db, unitId, {
		from: filterDate(query.from, place, query.zone),
		to: filterDate(query.to, place, query.zone),
		productId: query.productId,
		kind: query.kind,
		after: cursor
			? { occurredOn: cursor[1] ?? '', createdAt: Number(cursor[2]), id: cursor[3] ?? '' }
			: undefined,
		offset: query.offset,
		size: query.size,
	})
}

export async function stockMovement(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	movementId: string,
): Promise<StockMovementView> {
	await requireMasterDataUnit(db, profileId, unitId)
	const movement = await findStockMovement(db, unitId, movementId)
	if (!movement) throw notFound('This unit has no stock movement with this id.')
	return movement
}

export interface CostOfGoodsSoldAnswer {
	unit: UnitRow
	from: string
	to: string
	products: Array<ProductCostOfGoodsSold & { name: string }>
	total: ReturnType<typeof costOfGoodsSold>['total']
}

/**
 * The cost of goods sold of the period from `from` to `to` (days, both included): the products'
 * sums in one statement (stockPeriodSums), combined by domain/cost-of-goods-sold.ts.
 */
export async function costOfGoodsSoldOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	body: CostOfGoodsSoldBody,
): Promise<CostOfGoodsSoldAnswer> {
	const { unit } = await requireMasterDataUnit(db, profileId, unitId)
	const day = (edge: string | number, path: string) => {
		if (typeof edge === 'string') return edge
		try {
			return calendarDateIn(edge, body.zone ?? unit.timezone)
		} catch {
			throw invalid([{ path, message: 'Not an instant or a time zone we know' }])
		}
	}
	const from = day(body.from, 'from')
	const to = day(body.to, 'to')
	if (from > to) throw invalid([{ path: 'to', message: 'The period ends before it starts' }])
	const counted = body.closingStock ?? []
	if (counted.length > 0) {
		const ids = counted.map((line) => line.productId)
		const found = await findProductsOfUnit(db, unitId, ids)
		const known = new Set(found.map((product) => product.id))
		const errors = counted.flatMap((line, index) =>
			known.has(line.productId)
				? []
				: [{ path: `closingStock[${index}].productId`, message: 'No product of this unit' }],
		)
		if (errors.length > 0) throw invalid(errors)
	}
	const periods = await stockPeriodSums(
		db,
		unitId,
		from,
		to,
		counted.map((line) => line.productId),
	)
	const names = new Map(periods.map((period) => [period.productId, period.name]))
	const { products, total } = costOfGoodsSold(
		periods,
		new Map(counted.map((line) => [line.productId, Math.round(line.quantity * 1000)])),
	)
	return {
		unit,
		from,
		to,
		products: products.map((product) => ({
			...product,
			name: names.get(product.productId) ?? '',
		})),
		total,
	}
}
