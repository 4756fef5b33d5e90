import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { notFound } from '@caixa/domain/errors'
import { leaveCashier } from '@caixa/services/cashier-leaving'
import { findVisibleCashier, listVisibleCashiers } from '@caixa/services/cashiers'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentCashier, presentCashierDetail } from '../presenters/cashier'
import { answerOf, requestOf } from '../route-of'
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
		...requestOf(endpoints.cashiers.list),
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
		responses: {
			200: answerOf(endpoints.cashiers.list, 200, { description: 'A page of cashiers' }),
			401: unauthorizedResponse,
			422: problem('A paging, sort or filter value is not valid (a `unitId` that is no UUID)'),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.cashiers.get),
		tags: ['cashiers'],
		summary: 'A cashier the caller owns or collaborates on',
		description: [
			'Archived cashiers are still answered here: their books stay readable. Auditors read the',
			'cashiers they audit through the auditor API: here they get a 404.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.cashiers.get, 200, {
				description:
					'The cashier, with the caller’s role on it and its running totals: what its records’ and payments’ totals answer with no filter',
			}),
			401: unauthorizedResponse,
			404: problem('No such cashier, or one the caller may not see'),
		},
	})

	const leave = createRoute({
		...requestOf(endpoints.cashiers.leave),
		tags: ['cashiers'],
		summary: 'Leaves a cashier the caller collaborates on alone, or audits',
		description: [
			'The caller stops collaborating on this cashier: they were added to it alone (by the unit’s',
			'owner), and from now on they no longer see it, its books or its figures — 204. Someone who',
			'reaches the cashier through its unit would still see it after leaving, so they cannot:',
			'the unit’s (or its company’s) owner gets 409 `code` OWNER_CANNOT_LEAVE (archive or delete',
			'the cashier from the unit instead), a unit or company collaborator 409 `code`',
			'UNIT_COLLABORATOR (the unit’s owner takes them off the unit), even when they were added to',
			'the cashier too. An archived cashier may be left like a live one. An accepted auditor who',
			'writes nothing of the cashier leaves the audit (204): it leaves `GET /auditors`, and the',
			'auditor API answers them 404. A pending requester and anyone else get 404.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			204: { description: 'The caller no longer collaborates on (or audits) the cashier' },
			401: unauthorizedResponse,
			404: problem('No such cashier, or one the caller may not see'),
			409: problem(
				'The caller owns the cashier’s unit (`code` OWNER_CANNOT_LEAVE) or collaborates on the whole unit (`code` UNIT_COLLABORATOR): nothing changed',
			),
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
			return c.json(presentCashierDetail(cashier), 200)
		})
		.openapi(leave, async (c) => {
			const db = await deps.database()
			await leaveCashier(db, c.var.auth.profile.id, c.req.valid('param').id)
			return c.body(null, 204)
		})
}
