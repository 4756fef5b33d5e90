import { createRoute, z } from '@hono/zod-openapi'
import { unitListQuerySchema, unitListSchema, unitSchema } from '@caixa/contract/unit'
import { findVisibleUnit, listVisibleUnits } from '@caixa/db/units'
import { notFound } from '@caixa/domain/errors'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentUnit } from '../presenters/unit'
import { createRouter } from '../router'

export function unitsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		method: 'get',
		path: '/units',
		tags: ['units'],
		summary: 'The units the caller owns or collaborates on, by name',
		description: [
			'Ordered by name (ignoring case and accents), ties by id. `query` keeps the units whose',
			'name holds every one of its words, in any case and with or without accents. Each unit',
			'says the caller’s `role` on it. Collaborators of a single cashier do not see its unit.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { query: unitListQuerySchema },
		responses: {
			200: {
				description: 'A page of units',
				content: { 'application/json': { schema: unitListSchema } },
			},
			401: unauthorizedResponse,
			422: problem('A paging or filter value is out of range'),
		},
	})

	const get = createRoute({
		method: 'get',
		path: '/units/{unitId}',
		tags: ['units'],
		summary: 'A unit the caller owns or collaborates on',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: z.object({ unitId: z.uuid() }) },
		responses: {
			200: {
				description: 'The unit, with the caller’s role on it',
				content: { 'application/json': { schema: unitSchema } },
			},
			401: unauthorizedResponse,
			404: problem('No such unit, or one the caller may not see'),
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const units = await listVisibleUnits(db, c.var.auth.profile.id, c.req.valid('query'))
			return c.json(units.map(presentUnit), 200)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const unit = await findVisibleUnit(db, c.var.auth.profile.id, c.req.valid('param').unitId)
			if (!unit) throw notFound('No unit of yours has this id.')
			return c.json(presentUnit(unit), 200)
		})
}
