import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { listCashierItems } from '@caixa/services/cashier-items'
import { requireRecordsCashierUnit } from '@caixa/services/master-data'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentCashierItem } from '../presenters/cashier-items'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'
import { cashierPickerAudience, cashierScope } from './named-thing-routes'

// The product lines a cashier's records used so far (spec §7 "Cashier": items GET): what the
// record form offers when a new line is typed, with the price written last (db/cashier-items.ts).

export function cashierItemsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.cashiers.items.list),
		tags: ['cashiers'],
		summary: 'The product lines the cashier’s records used so far, most recently used first',
		description: [
			'One row per product and name as the lines have it (a line typed without a product too),',
			'with the unit price of the line written last and how many lines used it. Lines of deleted',
			'records and of archived products are left out. Most recently used first — by when the',
			'record was written, so a back-dated record still counts as a recent use — ties by the',
			'record and the line. `query` keeps names holding every word (any case, any accent).',
			'',
			cashierPickerAudience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.cashiers.items.list, 200, { description: 'A page of items' }),
			401: unauthorizedResponse,
			404: cashierScope.notYours,
			422: problem('A paging value is out of range'),
		},
	})

	return createRouter().openapi(list, async (c) => {
		const db = await deps.database()
		const { id } = c.req.valid('param')
		const { unit } = await requireRecordsCashierUnit(db, c.var.auth.profile.id, id)
		const rows = await listCashierItems(db, id, c.req.valid('query'))
		return c.json(
			rows.map((row) => presentCashierItem(row, unit.currency)),
			200,
		)
	})
}
