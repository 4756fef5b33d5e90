import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { listAuditedCashiers, requireAuditedCashier } from '@caixa/services/auditors'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentAuditedCashier } from '../presenters/auditor'
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

	const get = createRoute({
		...requestOf(endpoints.auditors.cashiers.get),
		tags: ['auditors'],
		summary: 'A cashier the caller audits',
		description: [
			'The auditor view’s cashier: its name, its unit’s name, photo and time zone, its currency,',
			'and `role` AUDITOR. For an accepted auditor alone: a pending requester, the cashier’s owner',
			'and collaborators (who read it at `GET /cashiers/{id}`: the two spaces are apart) and',
			'anyone else get 404. An archived cashier is answered: its books stay readable.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.auditors.cashiers.get, 200, {
				description: 'The cashier, as its auditor reads it',
			}),
			401: unauthorizedResponse,
			404: problem('No such cashier, or one the caller does not audit (accepted)'),
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const cashiers = await listAuditedCashiers(db, c.var.auth.profile.id, c.req.valid('query'))
			return c.json(cashiers.map(presentCashier), 200)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const id = c.req.valid('param').id
			const cashier = await requireAuditedCashier(db, c.var.auth.profile.id, id)
			return c.json(presentAuditedCashier(cashier), 200)
		})
}
