import { divideRounded, valueOf } from './stock'

// Cost of goods sold for a period (DOMAIN.md "Cost of goods sold"), per product and in total,
// from what the period's stock movements add up to (domain/stock.ts: a stock's value is the sum
// of its movements' values, so these identities hold to the cent):
// - periodic = opening stock value + purchases − closing stock value, the closing stock either
//   counted (a quantity per product, valued at the period's closing average) or the system's own;
// - perpetual = the cost the period's sales took out (each at the average of its moment);
// - difference = periodic − perpetual: shrinkage (what adjustments or a count found missing).
// With the system's closing stock, the difference is exactly what the period's adjustments took
// out (less what they added); with nothing adjusted and nothing counted short it is 0.

/** One product's movements in the period, summed (quantities in thousandths, values signed). */
export interface ProductPeriod {
	productId: string
	/** Everything dated before the period. */
	openingQuantityMilli: number
	openingValue: number
	/** Purchases dated in it (their reversals included): quantity and value in. */
	purchasesQuantityMilli: number
	purchasesValue: number
	/** Sales dated in it (their reversals included), as positive figures taken out. */
	salesQuantityMilli: number
	salesCost: number
	/** Adjustments dated in it, signed. */
	adjustmentsQuantityMilli: number
	adjustmentsValue: number
	/** The product's average cost now: values a count when the system has nothing on hand. */
	averageCost: number
}

export interface Figure {
	quantityMilli: number
	value: number
}

export interface ProductCostOfGoodsSold {
	productId: string
	opening: Figure
	purchases: Figure
	/** What the sales took out, at their average cost: the perpetual figure. */
	sales: Figure
	adjustments: Figure
	/** The system's closing stock. */
	systemClosing: Figure
	/** The closing stock the periodic figure uses: counted when given, else the system's. */
	closing: Figure & { counted: boolean }
	periodic: number
	perpetual: number
	difference: number
}

export interface CostOfGoodsSoldTotals {
	opening: number
	purchases: number
	systemClosing: number
	closing: number
	periodic: number
	perpetual: number
	difference: number
}

/** One product's figures; `countedMilli` is its counted closing stock, when counted. */
export function productCostOfGoodsSold(
	period: ProductPeriod,
	countedMilli?: number,
): ProductCostOfGoodsSold {
	const systemClosing = {
		quantityMilli:
			period.openingQuantityMilli +
			period.purchasesQuantityMilli -
			period.salesQuantityMilli +
			period.adjustmentsQuantityMilli,
		value: period.openingValue + period.purchasesValue - period.salesCost + period.adjustmentsValue,
	}
	const closing =
		countedMilli === undefined
			? { ...systemClosing, counted: false }
			: {
					quantityMilli: countedMilli,
					value: countedValue(systemClosing, countedMilli, period),
					counted: true,
				}
	const periodic = period.openingValue + period.purchasesValue - closing.value
	const perpetual = period.salesCost
	return {
		productId: period.productId,
		opening: { quantityMilli: period.openingQuantityMilli, value: period.openingValue },
		purchases: { quantityMilli: period.purchasesQuantityMilli, value: period.purchasesValue },
		sales: { quantityMilli: period.salesQuantityMilli, value: period.salesCost },
		adjustments: { quantityMilli: period.adjustmentsQuantityMilli, value: period.adjustmentsValue },
		systemClosing,
		closing,
		periodic,
		perpetual,
		difference: periodic - perpetual,
	}
}

/**
 * A counted quantity valued at the closing average: the system's closing value spread over its
 * quantity (so counting what the system says gives exactly its value), or, with nothing on hand
 * in the system, at the product's average cost.
 */
function countedValue(systemClosing: Figure, countedMilli: number, period: ProductPeriod): number {
	if (countedMilli === systemClosing.quantityMilli) return systemClosing.value
	if (systemClosing.quantityMilli > 0) {
		return Number(
			divideRounded(
				BigInt(systemClosing.value) * BigInt(countedMilli),
				BigInt(systemClosing.quantityMilli),
			),
		)
	}
	return valueOf(countedMilli, period.averageCost)
}

/** Every product's figures and their totals. */
export function costOfGoodsSold(
	periods: readonly ProductPeriod[],
	counted: ReadonlyMap<string, number> = new Map(),
): { products: ProductCostOfGoodsSold[]; total: CostOfGoodsSoldTotals } {
	const products = periods.map((period) =>
		productCostOfGoodsSold(period, counted.get(period.productId)),
	)
	const total: CostOfGoodsSoldTotals = {
		opening: 0,
		purchases: 0,
		systemClosing: 0,
		closing: 0,
		periodic: 0,
		perpetual: 0,
		difference: 0,
	}
	for (const product of products) {
		total.opening += product.opening.value
		total.purchases += product.purchases.value
		total.systemClosing += product.systemClosing.value
		total.closing += product.closing.value
		total.periodic += product.periodic
		total.perpetual += product.perpetual
		total.difference += product.difference
	}
	return { products, total }
}
