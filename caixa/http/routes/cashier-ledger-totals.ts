import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { cashierPaymentTotals, cashierRecordTotals } from '@caixa/services/ledger-totals'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// Mounted before the records' and payments' routes (app.ts): `totals` is no `{inventoryId}`.

const tags = ['ledger']
const responses = {
	401: unauthorizedResponse,
	404: problem('No such cashier, or one the caller may not see'),
	422: problem('A filter value is not valid'),
}

export function cashierLedgerTotalsRoutes(deps: CaixaDependencies) {
	const records = createRoute({
		...requestOf(endpoints.cashiers.inventories.totals),
		tags,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		summary: 'Money in, money out and net of the filtered records',
		description: [
			'The same filter as `GET /cashiers/{id}/inventories`, without paging: the sums of the live',
			'records’ totals dated in the period, in and out, and in less out. Transfers are not',
			'records and are not counted. A filter the payments’ summary keeps no key for (`text`,',
			'`settlement`, `clientOrSupplierId`, `followed`, `concern`) answers `totals: null`.',
		].join('\n'),
		responses: {
			200: answerOf(endpoints.cashiers.inventories.totals, 200, { description: 'The totals' }),
			...responses,
		},
	})

	const payments = createRoute({
		...requestOf(endpoints.cashiers.payments.totals),
		tags,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		summary: 'What is left to receive and to pay of the filtered installments',
		description: [
			'The same filter as `GET /cashiers/{id}/payments`, without paging: the sums of what is',
			'left of the installments it lists, money in and money out apart. `followed` and',
			'`inventoryId` answer `totals: null` (the payments’ summary keeps no key for them).',
		].join('\n'),
		responses: {
			200: answerOf(endpoints.cashiers.payments.totals, 200, { description: 'The totals' }),
			...responses,
		},
	})

	return createRouter()
		.openapi(records, async (c) => {
			const db = await deps.database()
			const answer = await cashierRecordTotals(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').id,
				c.req.valid('query'),
			)
			return c.json(answer, 200)
		})
		.openapi(payments, async (c) => {
			const db = await deps.database()
			const answer = await cashierPaymentTotals(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').id,
				c.req.valid('query'),
				deps.clock.now(),
			)
			return c.json(answer, 200)
		})
}
