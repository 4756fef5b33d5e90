import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import {
	adjustStock,
	costOfGoodsSoldOf,
	stockMovement,
	stockMovements,
	stockOnHand,
} from '@caixa/services/stock'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import {
	presentCostOfGoodsSold,
	presentStockLevel,
	presentStockMovement,
	stockMovementPath,
} from '../presenters/stock'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// A unit's stock of goods (spec §7 "Unit": inventories GET, POST; cost-of-goods-sold POST) and
// the movements behind it (the inventory/activity screen). DOMAIN.md "Roles": the owner and the
// unit's (or its company's) collaborators, who edit its products; a cashier's collaborator, an
// auditor and anyone else get the 404 of a unit that does not exist.

const tags = ['stock']
const noUnit = problem('No such unit, or one the caller may not see')
const roles = 'The unit’s owners and collaborators; anyone else gets 404.'

const stockRules = [
	'Stock moves with the records of the unit’s cashiers: a product line of a product that keeps',
	'stock on money out (a purchase) puts it in at the line’s unit price; on money in (a sale) takes',
	'it out at the weighted average cost; deleting the record reverses its movements (each gives',
	'back exactly what it moved, dated as it was). Quantities have up to 3 decimals and are kept in',
	'thousandths; values in the currency’s minor unit, signed (in above 0). A stock’s value is the',
	'exact sum of its movements’ values; a movement’s value is rounded once, half away from zero: in',
	'at a cost, quantity × cost; out, value × taken / on hand while the stock covers it (taking all',
	'leaves 0), past it at the last average cost (stock may go below 0: allowed, flagged `negative`,',
	'never corrected); an adjustment up, quantity × average. The average cost is value / quantity',
	'while above 0, else the last one (at first, the product’s unit cost). Running figures follow',
	'the order movements were written, so a record dated in the past moves the stock from now on.',
].join('\n')

export function unitStockRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.units.inventories.list),
		tags,
		summary: 'The unit’s stock on hand per product, with its total value',
		description: [
			'The unit’s products that keep stock or ever moved, by name (ties by id), each with its',
			'quantity on hand, average cost and value; `totalValue`, `negative` and `count` are over',
			'every product the filter keeps, not only the page. `text` keeps those whose name or SKU',
			'holds every word; `negative=true` those below zero.',
			stockRules,
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.inventories.list, 200, { description: 'The stock on hand' }),
			401: unauthorizedResponse,
			404: noUnit,
			422: problem('A paging or filter value is not valid'),
		},
	})

	const adjust = createRoute({
		...requestOf(endpoints.units.inventories.adjust),
		tags,
		summary: 'A stock count or adjustment of one product',
		description: [
			'`countedQuantity` (what is on the shelf; the movement is the difference from the stock on',
			'hand, 422 when there is none) or `difference` (signed), and a `reason`: COUNT, LOSS, DAMAGE,',
			'OTHER. One ADJUSTMENT movement, out or in at the average cost, dated `occurredOn` or today in',
			'the unit’s zone; the product’s row is locked while it is written, so the difference is from',
			'the stock as it is. The product must be the unit’s and keep stock (422 on `productId`).',
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(endpoints.units.inventories.adjust, 201, {
				description: 'Written; the movement is at the Location path',
				headers: z.object({
					Location: z
						.string()
						.meta({ example: '/caixa/api/units/{unitId}/inventories/movements/{movementId}' }),
				}),
			}),
			401: unauthorizedResponse,
			404: noUnit,
			422: problem('A field failed validation (each one is in `errors`), or nothing to adjust'),
		},
	})

	const movements = createRoute({
		...requestOf(endpoints.units.inventories.movements.list),
		tags,
		summary: 'The unit’s stock movements (the inventory activity), newest first',
		description: [
			'Newest first: the day it counts on, then when it was written, then id, all descending.',
			'`from`/`to` are instants turned into the unit’s calendar dates with `zone` or the unit’s',
			'own; `productId` and `kind` (PURCHASE, SALE, ADJUSTMENT; repeated) narrow them. A reversal',
			'(its record deleted) has its movement’s kind and date and `reversalOf` set. Paging: `after`',
			'(the last row’s `cursor`: the rows after it, read on the index without counting those',
			'before) and `size`; or `offset` as every list, which skips rows.',
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.inventories.movements.list, 200, {
				description: 'A page of movements',
			}),
			401: unauthorizedResponse,
			404: noUnit,
			422: problem('A paging or filter value is not valid'),
		},
	})

	const movement = createRoute({
		...requestOf(endpoints.units.inventories.movements.get),
		tags,
		summary: 'One stock movement',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.inventories.movements.get, 200, {
				description: 'The movement',
			}),
			401: unauthorizedResponse,
			404: problem('No such unit or movement, or one the caller may not see'),
		},
	})

	const cogs = createRoute({
		...requestOf(endpoints.units.costOfGoodsSold),
		tags,
		summary: 'The cost of goods sold of a period, periodic and perpetual',
		description: [
			'`from` and `to` are days (`YYYY-MM-DD`, or instants in ms read in `zone` or the unit’s),',
			'both included. Per product (those that keep stock, moved up to `to`, or are counted) and in',
			'total: opening stock (movements dated before `from`), purchases, what sales took out and',
			'adjustments in the period, the system’s closing stock; the periodic figure = opening +',
			'purchases − closing stock, the closing stock counted where `closingStock` gives a quantity',
			'(valued at the closing average: the system’s closing value × counted / its quantity; with',
			'none on hand, at the average cost), else the system’s; the perpetual figure = the cost the',
			'sales took out; difference = periodic − perpetual (shrinkage). Sums are made in SQL.',
			roles,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.units.costOfGoodsSold, 200, { description: 'The figures' }),
			401: unauthorizedResponse,
			404: noUnit,
			422: problem('A field failed validation (each one is in `errors`)'),
		},
	})

	return (
		createRouter()
			// Before any `{id}` under the same prefix, so the fixed path is not read as one.
			.openapi(movements, async (c) => {
				const db = await deps.database()
				const rows = await stockMovements(
					db,
					c.var.auth.profile.id,
					c.req.valid('param').unitId,
					c.req.valid('query'),
				)
				return c.json(rows.map(presentStockMovement), 200)
			})
			.openapi(movement, async (c) => {
				const db = await deps.database()
				const { unitId, movementId } = c.req.valid('param')
				const view = await stockMovement(db, c.var.auth.profile.id, unitId, movementId)
				return c.json(presentStockMovement(view), 200)
			})
			.openapi(list, async (c) => {
				const db = await deps.database()
				const found = await stockOnHand(
					db,
					c.var.auth.profile.id,
					c.req.valid('param').unitId,
					c.req.valid('query'),
				)
				return c.json(
					{
						currency: found.unit.currency,
						totalValue: found.totalValue,
						negative: found.negative,
						count: found.count,
						products: found.rows.map(presentStockLevel),
					},
					200,
				)
			})
			.openapi(adjust, async (c) => {
				const db = await deps.database()
				const { unitId } = c.req.valid('param')
				const { movement: made } = await adjustStock(
					db,
					c.var.auth.profile.id,
					unitId,
					c.req.valid('json'),
					deps.clock.now(),
				)
				c.header('Location', stockMovementPath(unitId, made.id))
				return c.json(presentStockMovement(made), 201)
			})
			.openapi(cogs, async (c) => {
				const db = await deps.database()
				const answer = await costOfGoodsSoldOf(
					db,
					c.var.auth.profile.id,
					c.req.valid('param').unitId,
					c.req.valid('json'),
				)
				return c.json(presentCostOfGoodsSold(answer), 200)
			})
	)
}
