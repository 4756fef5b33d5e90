import * as z from 'zod'
import {
	costOfGoodsSoldBodySchema,
	costOfGoodsSoldSchema,
	stockAdjustmentBodySchema,
	stockMovementListQuerySchema,
	stockMovementListSchema,
	stockMovementSchema,
	stockOnHandQuerySchema,
	stockOnHandSchema,
} from '../stock'
import { endpoint } from './endpoint'

// A unit's stock (contract/stock.ts), under the unit: `endpoints.units.inventories` (the spec's
// name for the unit's stock, not a cashier's records) and `endpoints.units.costOfGoodsSold`.

const unitParams = z.object({ unitId: z.uuid() })

export const stockEndpoints = {
	/** Stock on hand per product, with the total value. */
	list: endpoint({
		method: 'get',
		path: '/units/{unitId}/inventories',
		params: unitParams,
		query: stockOnHandQuerySchema,
		answers: { 200: stockOnHandSchema },
	}),
	/** A count or an adjustment: the movement it wrote, at its Location. */
	adjust: endpoint({
		method: 'post',
		path: '/units/{unitId}/inventories',
		params: unitParams,
		body: stockAdjustmentBodySchema,
		answers: { 201: stockMovementSchema },
	}),
	movements: {
		list: endpoint({
			method: 'get',
			path: '/units/{unitId}/inventories/movements',
			params: unitParams,
			query: stockMovementListQuerySchema,
			answers: { 200: stockMovementListSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/units/{unitId}/inventories/movements/{movementId}',
			params: z.object({ unitId: z.uuid(), movementId: z.uuid() }),
			answers: { 200: stockMovementSchema },
		}),
	},
}

export const costOfGoodsSoldEndpoint = endpoint({
	method: 'post',
	path: '/units/{unitId}/cost-of-goods-sold',
	params: unitParams,
	body: costOfGoodsSoldBodySchema,
	answers: { 200: costOfGoodsSoldSchema },
})
