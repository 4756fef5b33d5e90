import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { costOfGoodsSold, type ProductPeriod } from './cost-of-goods-sold'
import {
	type AppliedStockMove,
	applyStockMove,
	divideRounded,
	emptyStock,
	type StockMove,
	type StockState,
} from './stock'

const buy = (units: number, unitCost: number): StockMove => ({
	kind: 'IN',
	quantityMilli: units * 1000,
	unitCost,
})
const sell = (units: number): StockMove => ({ kind: 'OUT', quantityMilli: units * 1000 })

function run(moves: readonly StockMove[], start: StockState = emptyStock(0)) {
	let stock = start
	const applied: AppliedStockMove[] = []
	for (const move of moves) {
		const step = applyStockMove(stock, move)
		applied.push(step)
		stock = step.after
	}
	return { stock, applied }
}

describe('applyStockMove', () => {
	it('the issue’s example: 10 @ 2,00 and 10 @ 4,00 in, 5 out: 15 @ 3,00 worth 45,00', () => {
		const { stock, applied } = run([buy(10, 200), buy(10, 400), sell(5)])
		expect(stock).toEqual({ quantityMilli: 15_000, value: 4_500, averageCost: 300 })
		expect(applied.map((step) => [step.quantityMilli, step.unitCost, step.value])).toEqual([
			[10_000, 200, 2_000],
			[10_000, 400, 4_000],
			[-5_000, 300, -1_500],
		])
	})

	it('selling all on hand takes all its value, whatever the average’s rounding', () => {
		// 3 units for 1,00: the average 0,33 would leave a cent behind.
		const { stock } = run([buy(3, 33), { kind: 'IN', quantityMilli: 1, unitCost: 1_000 }, sell(1)])
		const all = applyStockMove(stock, { kind: 'OUT', quantityMilli: stock.quantityMilli })
		expect(all.after.quantityMilli).toBe(0)
		expect(all.after.value).toBe(0)
	})

	it('sells past what is on hand at the last average, and keeps the average through zero', () => {
		const { stock, applied } = run([buy(2, 500), sell(5)])
		expect(applied[1]?.value).toBe(-2_500)
		expect(stock).toEqual({ quantityMilli: -3_000, value: -1_500, averageCost: 500 })
		const none = run([sell(1)], emptyStock(700))
		expect(none.stock).toEqual({ quantityMilli: -1_000, value: -700, averageCost: 700 })
	})

	it('a reversal gives back exactly what its movement did', () => {
		const { stock, applied } = run([buy(10, 200), buy(10, 400), sell(5)])
		const sale = applied[2]
		if (!sale) throw new Error('no sale')
		const back = applyStockMove(stock, {
			kind: 'REVERSE',
			quantityMilli: -sale.quantityMilli,
			value: -sale.value,
			unitCost: sale.unitCost,
		})
		expect(back.after).toEqual({ quantityMilli: 20_000, value: 6_000, averageCost: 300 })
	})

	it('rounds half away from zero, symmetric', () => {
		expect(divideRounded(5n, 2n)).toBe(3n)
		expect(divideRounded(-5n, 2n)).toBe(-3n)
		expect(divideRounded(4n, 3n)).toBe(1n)
		expect(divideRounded(-4n, 3n)).toBe(-1n)
	})
})

/** Purchases, sales within what is on hand, and adjustments of either sign, on whole stock. */
const movesArb = fc.array(
	fc.oneof(
		fc.record({
			kind: fc.constant('IN' as const),
			quantityMilli: fc.integer({ min: 1, max: 1_000_000 }),
			unitCost: fc.integer({ min: 0, max: 1_000_000 }),
		}),
		fc.record({
			kind: fc.constant('OUT' as const),
			// A share of what is on hand, in thousandths, resolved against the stock below.
			quantityMilli: fc.integer({ min: 1, max: 1_000 }),
		}),
		fc.record({
			kind: fc.constant('IN_AT_AVERAGE' as const),
			quantityMilli: fc.integer({ min: 1, max: 100_000 }),
		}),
	),
	{ maxLength: 40 },
)

/** Turns each OUT's share into a quantity within what is on hand (skipped when there is none). */
function withinStock(moves: readonly StockMove[], unitCost: number) {
	let stock = emptyStock(unitCost)
	const applied: Array<{ move: StockMove; step: AppliedStockMove }> = []
	for (const raw of moves) {
		let move = raw
		if (raw.kind === 'OUT') {
			const taken = Math.floor((stock.quantityMilli * raw.quantityMilli) / 1_000)
			if (taken <= 0) continue
			move = { kind: 'OUT', quantityMilli: taken }
		}
		const step = applyStockMove(stock, move)
		applied.push({ move, step })
		stock = step.after
	}
	return { stock, applied }
}

describe('stock properties', () => {
	it('the average cost is never below 0 while the stock never goes below 0', () => {
		fc.assert(
			fc.property(movesArb, fc.integer({ min: 0, max: 1_000_000 }), (moves, unitCost) => {
				const { applied } = withinStock(moves, unitCost)
				for (const { step } of applied) {
					expect(step.after.quantityMilli).toBeGreaterThanOrEqual(0)
					expect(step.after.averageCost).toBeGreaterThanOrEqual(0)
					expect(step.after.value).toBeGreaterThanOrEqual(0)
					if (step.after.quantityMilli === 0) expect(step.after.value).toBe(0)
				}
			}),
		)
	})

	it('the value is the sum of the movements’ values, to the cent', () => {
		fc.assert(
			fc.property(movesArb, (moves) => {
				const { stock, applied } = withinStock(moves, 100)
				expect(stock.value).toBe(applied.reduce((sum, { step }) => sum + step.value, 0))
				expect(stock.quantityMilli).toBe(
					applied.reduce((sum, { step }) => sum + step.quantityMilli, 0),
				)
			}),
		)
	})

	it('periodic = perpetual when nothing was lost (no adjustment, the system’s closing stock)', () => {
		const buysAndSells = movesArb.map((moves) => moves.filter((m) => m.kind !== 'IN_AT_AVERAGE'))
		fc.assert(
			fc.property(buysAndSells, buysAndSells, (before, during) => {
				const opening = withinStock(before, 0)
				let stock = opening.stock
				const period = periodOf('p', opening.stock, stock.averageCost)
				for (const move of during) {
					const resolved =
						move.kind === 'OUT'
							? {
									kind: 'OUT' as const,
									quantityMilli: Math.floor((stock.quantityMilli * move.quantityMilli) / 1_000),
								}
							: move
					if (resolved.quantityMilli <= 0) continue
					const step = applyStockMove(stock, resolved)
					stock = step.after
					if (step.quantityMilli > 0) {
						period.purchasesQuantityMilli += step.quantityMilli
						period.purchasesValue += step.value
					} else {
						period.salesQuantityMilli -= step.quantityMilli
						period.salesCost -= step.value
					}
				}
				const { products, total } = costOfGoodsSold([period])
				expect(products[0]?.systemClosing).toEqual({
					quantityMilli: stock.quantityMilli,
					value: stock.value,
				})
				expect(total.periodic).toBe(total.perpetual)
				expect(total.difference).toBe(0)
				// Counting exactly what the system holds changes nothing.
				const counted = costOfGoodsSold([period], new Map([['p', stock.quantityMilli]]))
				expect(counted.total.difference).toBe(0)
			}),
		)
	})

	it('the difference is what the adjustments took out, with the system’s closing stock', () => {
		fc.assert(
			fc.property(movesArb, (moves) => {
				const { applied } = withinStock(moves, 50)
				const period = periodOf('p', emptyStock(50), 50)
				for (const { move, step } of applied) {
					if (move.kind === 'IN') {
						period.purchasesQuantityMilli += step.quantityMilli
						period.purchasesValue += step.value
					} else {
						period.adjustmentsQuantityMilli += step.quantityMilli
						period.adjustmentsValue += step.value
					}
				}
				const { total } = costOfGoodsSold([period])
				expect(total.perpetual).toBe(0)
				expect(total.difference).toBe(0 - period.adjustmentsValue)
			}),
		)
	})
})

function periodOf(productId: string, opening: StockState, averageCost: number): ProductPeriod {
	return {
		productId,
		openingQuantityMilli: opening.quantityMilli,
		openingValue: opening.value,
		purchasesQuantityMilli: 0,
		purchasesValue: 0,
		salesQuantityMilli: 0,
		salesCost: 0,
		adjustmentsQuantityMilli: 0,
		adjustmentsValue: 0,
		averageCost,
	}
}

describe('costOfGoodsSold', () => {
	it('the issue’s example: count 14 of 15 → periodic 18,00, perpetual 15,00, difference 3,00', () => {
		const period: ProductPeriod = {
			productId: 'p',
			openingQuantityMilli: 0,
			openingValue: 0,
			purchasesQuantityMilli: 20_000,
			purchasesValue: 6_000,
			salesQuantityMilli: 5_000,
			salesCost: 1_500,
			adjustmentsQuantityMilli: 0,
			adjustmentsValue: 0,
			averageCost: 300,
		}
		const counted = costOfGoodsSold([period], new Map([['p', 14_000]]))
		expect(counted.products[0]?.closing).toEqual({
			quantityMilli: 14_000,
			value: 4_200,
			counted: true,
		})
		expect(counted.total).toMatchObject({ periodic: 1_800, perpetual: 1_500, difference: 300 })
		// The same after the LOSS of 1 was written as an adjustment, with the system's stock.
		const adjusted = costOfGoodsSold([
			{ ...period, adjustmentsQuantityMilli: -1_000, adjustmentsValue: -300 },
		])
		expect(adjusted.total).toMatchObject({ periodic: 1_800, perpetual: 1_500, difference: 300 })
	})
})
