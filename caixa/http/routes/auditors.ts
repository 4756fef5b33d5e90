import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { listAuditedCashiers } from '@caixa/db/cashiers'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentCashier } from '../presenters/cashier'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'
import { cashierListDescription } from './cashiers'

export function auditorsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.auditors.list),
		tags: ['auditors'],
		summary: 'The cashiers the caller audits',
		description: [
			'Cashiers whose owner accepted the caller as an auditor, each with `role` AUDITOR. A',
			'request to audit that is still pending is not listed: until it is accepted the',
			'requester sees nothing of the cashier.',
			'',
			cashierListDescription,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.auditors.list, 200, { description: 'A page of audited cashiers' }),
			401: unauthorizedResponse,
			422: problem('A paging, sort or filter value is not valid (a `unitId` that is no UUID)'),
		},
	})

	return createRouter().openapi(list, async (c) => {
		const db = await deps.database()
		const cashiers = await listAuditedCashiers(db, c.var.auth.profile.id, c.req.valid('query'))
		return c.json(cashiers.map(presentCashier), 200)
	})
}
