import { type CostOfGoodsSold, type StockLevel, type StockMovement } from '@caixa/contract/stock'
import {
	type CostOfGoodsSoldAnswer,
	type StockLevelView,
	type StockMovementView,
} from '@caixa/services/stock'
import { unitsOf } from '@caixa/domain/stock'
import { API_BASE } from '../paths'

export function stockMovementPath(unitId: string, movementId: string): string {
	return `${API_BASE}/units/${unitId}/inventories/movements/${movementId}`
}

export function presentStockLevel(view: StockLevelView): StockLevel {
	return {
		productId: view.productId,
		name: view.name,
		sku: view.sku,
		archived: view.archived,
		quantity: unitsOf(view.quantityMilli),
		averageCost: view.averageCost,
		value: view.value,
		negative: view.quantityMilli < 0,
	}
}

export function presentStockMovement(view: StockMovementView): StockMovement {
	return {
		id: view.id,
		productId: view.productId,
		productName: view.productName,
		kind: view.kind,
		reason: view.reason,
		reversalOf: view.reversalOf,
		inventoryId: view.inventoryId,
		cashierId: view.cashierId,
		orderReferenceNumber: view.orderReferenceNumber,
		countedQuantity: view.countedMilli === null ? null : unitsOf(view.countedMilli),
		quantity: unitsOf(view.quantityMilli),
		unitCost: view.unitCost,
		value: view.value,
		occurredOn: view.occurredOn,
		createdAt: new Date(view.createdAt).toISOString(),
		quantityAfter: unitsOf(view.quantityAfterMilli),
		averageCostAfter: view.averageCostAfter,
		valueAfter: view.valueAfter,
		cursor: `${view.occurredOn}~${view.createdAt}~${view.id}`,
	}
}

const figure = (f: { quantityMilli: number; value: number }) => ({
	quantity: unitsOf(f.quantityMilli),
	value: f.value,
})

export function presentCostOfGoodsSold(answer: CostOfGoodsSoldAnswer): CostOfGoodsSold {
	return {
		currency: answer.unit.currency,
		from: answer.from,
		to: answer.to,
		products: answer.products.map((product) => ({
			productId: product.productId,
			name: product.name,
			opening: figure(product.opening),
			purchases: figure(product.purchases),
			sales: figure(product.sales),
			adjustments: figure(product.adjustments),
			systemClosing: figure(product.systemClosing),
			closing: { ...figure(product.closing), counted: product.closing.counted },
			periodic: product.periodic,
			perpetual: product.perpetual,
			difference: product.difference,
		})),
		total: answer.total,
	}
}
