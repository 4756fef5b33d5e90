import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { quickStart } from '@caixa/services/cashiers'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { cashierPath, presentCashier } from '../presenters/cashier'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// The quick start: the "create cashier" screen of someone with no unit yet (API.md "Quick start").
export function publicsUnitsRoutes(deps: CaixaDependencies) {
	const create = createRoute({
		...requestOf(endpoints.publics.units.create),
		tags: ['units'],
		summary: 'Creates a unit, its default categories and its first cashier',
		description: [
			'For the caller, who owns the new unit. All of it or nothing is created, in one',
			'transaction. `currency` defaults to the country’s, `timezone` to the country’s main zone',
			'(America/Sao_Paulo for BRAZIL). The unit starts with a translated default set of',
			'categories, in the caller’s language, one per income-statement line. The cashier opens',
			'with a balance of 0, today in the unit’s time zone.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(endpoints.publics.units.create, 201, {
				description: 'Created; the new cashier is at the Location path',
				headers: z.object({
					Location: z.string().meta({ example: '/caixa/api/cashiers/{id}' }),
				}),
			}),
			401: unauthorizedResponse,
			422: problem(
				'A field failed validation (blank names, an unknown country, a currency or time zone that does not exist); each one is in `errors`',
			),
		},
	})

	return createRouter().openapi(create, async (c) => {
		const { profile } = c.var.auth
		const db = await deps.database()
		const { cashier } = await quickStart(db, profile, c.req.valid('json'), deps.clock.now())
		c.header('Location', cashierPath(cashier.id))
		return c.json(presentCashier(cashier), 201)
	})
}
