import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { notFound } from '@caixa/domain/errors'
import { findSubAcquirer, listSubAcquirers } from '@caixa/services/sub-acquirers'
import { type CaixaDependencies } from '../dependencies'
import { requireManagement } from '../middleware/management'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// Payment sub-acquirers (spec §7 "Management"), for staff of the product only: anyone else gets
// a 404, as for a path that does not exist. Their fees are indicative list prices, seeded from
// caixa/data/sub-acquirers.json (which names its sources).

const notManagement = 'Nothing here for this profile: the call is for management profiles only'

export function subAcquirersRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.management.subAcquirers.list),
		tags: ['management'],
		summary: 'The payment sub-acquirers, by name; management only',
		description: [
			'Ordered by name (ignoring case and accents), ties by id; active and inactive alike, each',
			'with its `active` flag. `name` keeps those whose name holds every one of its words;',
			'`document` those whose tax id contains the letters and digits given, with or without',
			'punctuation ("10.573.521" and "10573521" match alike). A profile that is not management',
			'gets a 404.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps), requireManagement] as const,
		responses: {
			200: answerOf(endpoints.management.subAcquirers.list, 200, {
				description: 'A page of sub-acquirers, without their fee tables',
			}),
			401: unauthorizedResponse,
			404: problem(notManagement),
			422: problem('A paging or filter value is out of range'),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.management.subAcquirers.get),
		tags: ['management'],
		summary: 'A payment sub-acquirer with its fee table; management only',
		description: [
			'Its fee per method (DEBIT, CREDIT, CREDIT_INSTALLMENTS, PIX, in that order; a method it',
			'does not offer is left out): the percentage in basis points (199 = 1.99%), a fixed fee in',
			'the minor unit of its `currency`, and the days until the money is settled. The figures',
			'are indicative list prices. A profile that is not management gets a 404.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps), requireManagement] as const,
		responses: {
			200: answerOf(endpoints.management.subAcquirers.get, 200, {
				description: 'The sub-acquirer and its fees',
			}),
			401: unauthorizedResponse,
			404: problem(`No such sub-acquirer. ${notManagement}`),
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			return c.json(await listSubAcquirers(db, c.req.valid('query')), 200)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const subAcquirer = await findSubAcquirer(db, c.req.valid('param').id)
			if (!subAcquirer) throw notFound('No sub-acquirer has this id.')
			return c.json(subAcquirer, 200)
		})
}
