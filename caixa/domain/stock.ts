// Stock on hand at weighted average cost (DOMAIN.md "Products"), as pure arithmetic.
//
// A product's stock is (quantity in thousandths of a unit, value in minor units). The value is the
// exact sum of the values of every movement written, so what a period's movements add up to is
// what the stock's value moved by, to the cent; the average cost is derived from it.
//
// Rounding rule: a movement's value is computed once, in integers, rounded half away from zero to
// the minor unit (half-up on its size, as DOMAIN.md's half-up; symmetric, so a reversal is the
// exact negation). The average cost shown is value × 1000 / quantity rounded the same way.
// - In at a cost (a purchase): value = quantity × unit cost, rounded — the record line's total.
// - Out (a sale, an adjustment down): when the stock covers it, value × taken / on hand, rounded,
//   so taking all that is on hand takes all its value and leaves exactly 0. Beyond what is on hand
//   (negative stock is allowed, never corrected) the rest goes out at the last average cost.
// - In at the average (an adjustment up): quantity × the average cost, rounded.
// - A reversal (a deleted record) gives back exactly what its movement put in or took out.
// The last average is kept while the stock is 0 or below (nothing to average), so that a sale
// with nothing on hand is costed at what the product last cost (its unit cost at first).

export interface StockState {
	quantityMilli: number
	value: number
	/** Minor units per whole unit: value / quantity while stock is above 0, else the last one. */
	averageCost: number
}

export type StockMove =
	| { kind: 'IN'; quantityMilli: number; unitCost: number }
	| { kind: 'OUT'; quantityMilli: number }
	| { kind: 'IN_AT_AVERAGE'; quantityMilli: number }
	| { kind: 'REVERSE'; quantityMilli: number; value: number; unitCost: number }

export interface AppliedStockMove {
	/** Signed: in above 0, out below. */
	quantityMilli: number
	/** Per whole unit: the purchase's cost, or the average it went out or in at. */
	unitCost: number
	/** Signed, like the quantity: what the stock's value moved by. */
	value: number
	after: StockState
}

/** The stock of a product that has never moved: nothing on hand at its catalogue cost. */
export function emptyStock(unitCost: number): StockState {
	return { quantityMilli: 0, value: 0, averageCost: unitCost }
}

/** numerator / denominator (denominator > 0), rounded half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
	if (denominator <= 0n) throw new RangeError('divideRounded takes a denominator above 0')
	const size = numerator < 0n ? -numerator : numerator
	const rounded = (2n * size + denominator) / (2n * denominator)
	return numerator < 0n ? -rounded : rounded
}

/** quantity (thousandths) × a per-unit amount, rounded to the minor unit. */
export function valueOf(quantityMilli: number, perUnit: number): number {
	return toSafe(divideRounded(BigInt(quantityMilli) * BigInt(perUnit), 1000n))
}

/** The value per whole unit of `value` spread over `quantityMilli` (> 0), rounded. */
export function averageOf(value: number, quantityMilli: number): number {
	return toSafe(divideRounded(BigInt(value) * 1000n, BigInt(quantityMilli)))
}

/** Applies one movement to a stock: what it moved, and the stock after it. */
export function applyStockMove(stock: StockState, move: StockMove): AppliedStockMove {
	if (!Number.isSafeInteger(move.quantityMilli)) {
		throw new RangeError(`Not a quantity: ${move.quantityMilli}`)
	}
	switch (move.kind) {
		case 'IN':
			positive(move.quantityMilli)
			return moved(
				stock,
				move.quantityMilli,
				move.unitCost,
				valueOf(move.quantityMilli, move.unitCost),
			)
		case 'IN_AT_AVERAGE':
			positive(move.quantityMilli)
			return moved(
				stock,
				move.quantityMilli,
				stock.averageCost,
				valueOf(move.quantityMilli, stock.averageCost),
			)
		case 'OUT': {
			positive(move.quantityMilli)
			return moved(
				stock,
				-move.quantityMilli,
				stock.averageCost,
				-outValue(stock, move.quantityMilli),
			)
		}
		case 'REVERSE':
			if (move.quantityMilli === 0) throw new RangeError('A reversal moves some quantity')
			return moved(stock, move.quantityMilli, move.unitCost, move.value)
	}
}

/** What taking `taken` out of the stock takes of its value (≥ 0 while the stock's is). */
function outValue(stock: StockState, taken: number): number {
	const onHand = stock.quantityMilli
	if (onHand >= taken) {
		return toSafe(divideRounded(BigInt(stock.value) * BigInt(taken), BigInt(onHand)))
	}
	if (onHand > 0) return stock.value + valueOf(taken - onHand, stock.averageCost)
	return valueOf(taken, stock.averageCost)
}

function moved(
	stock: StockState,
	quantityMilli: number,
	unitCost: number,
	value: number,
): AppliedStockMove {
	const quantityAfter = toSafe(BigInt(stock.quantityMilli) + BigInt(quantityMilli))
	const valueAfter = toSafe(BigInt(stock.value) + BigInt(value))
	const averageCost = quantityAfter > 0 ? averageOf(valueAfter, quantityAfter) : stock.averageCost
	return {
		quantityMilli,
		unitCost,
		// + 0 turns −0 (nothing taken out) into 0.
		value: value + 0,
		after: { quantityMilli: quantityAfter, value: valueAfter, averageCost },
	}
}

function positive(quantityMilli: number): void {
	if (quantityMilli <= 0)
		throw new RangeError(`A movement moves a quantity above 0: ${quantityMilli}`)
}

function toSafe(value: bigint): number {
	if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
		throw new RangeError(`A stock figure past 2^53: ${value}`)
	}
	return Number(value)
}

/** A quantity in thousandths as a number of units (1500 → 1.5). */
export function unitsOf(quantityMilli: number): number {
	return quantityMilli / 1000
}
