import { createRoute, z } from '@hono/zod-openapi'
import { cashierListQuerySchema, cashierListSchema, cashierSchema } from '@caixa/contract/cashier'
import { findVisibleCashier, listVisibleCashiers } from '@caixa/db/cashiers'
import { notFound } from '@caixa/domain/errors'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentCashier } from '../presenters/cashier'
import { createRouter } from '../router'

/** What both cashier lists (`/cashiers`, `/auditors`) say about their query. */
export const cashierListDescription = [
	'`sort=name` (the default) orders by name, ignoring case and accents, ties by id;',
	'`sort=newest` by creation, newest first, ties by id. `name` keeps the cashiers whose name holds',
	'every one of its words, in any case and with or without accents; `unitId`, repeated, keeps',
	'those of the units given. Archived cashiers are left out.',
].join('\n')

export function cashiersRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		method: 'get',
		path: '/cashiers',
		tags: ['cashiers'],
		summary: 'The cashiers the caller owns or collaborates on',
		description: [
			'Every cashier of the units the caller owns or collaborates on, and every cashier the',
			'caller collaborates on alone, once each, with the caller’s best `role` on it. Cashiers',
			'the caller audits are listed by `GET /auditors` instead.',
			'',
			cashierListDescription,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { query: cashierListQuerySchema },
		responses: {
			200: {
				description: 'A page of cashiers',
				content: { 'application/json': { schema: cashierListSchema } },
			},
			401: unauthorizedResponse,
			422: problem('A paging, sort or filter value is not valid (a `unitId` that is no UUID)'),
		},
	})

	const get = createRoute({
		method: 'get',
		path: '/cashiers/{id}',
		tags: ['cashiers'],
		summary: 'A cashier the caller owns or collaborates on',
		description: [
			'Archived cashiers are still answered here: their books stay readable. Auditors read the',
			'cashiers they audit through the auditor API: here they get a 404.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: z.object({ id: z.uuid() }) },
		responses: {
			200: {
				description: 'The cashier, with the caller’s role on it',
				content: { 'application/json': { schema: cashierSchema } },
			},
			401: unauthorizedResponse,
			404: problem('No such cashier, or one the caller may not see'),
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const cashiers = await listVisibleCashiers(db, c.var.auth.profile.id, c.req.valid('query'))
			return c.json(cashiers.map(presentCashier), 200)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { id } = c.req.valid('param')
			const cashier = await findVisibleCashier(db, c.var.auth.profile.id, id)
			if (!cashier) throw notFound('No cashier of yours has this id.')
			return c.json(presentCashier(cashier), 200)
		})
}
