import { createRoute } from '@hono/zod-openapi'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { answerOf, type Answering, requestOf } from '../route-of'
import { type RouteScope } from './named-thing-routes'

// The definitions of the financial-institution calls, for the unit (`/units/{unitId}/…`) and for
// a cashier's record form (`/cashiers/{id}/…`): the same reference list of the unit's country
// (domain/financial-institutions.ts), reached from either side.

const listRules = [
	'Cash (id CASH, named in the caller’s language) first, then the country’s institutions by',
	'official code, with stable ids (BR-001). BRAZIL: Banco Central’s participants with their',
	'COMPE codes, from the npm package bancos-brasileiros (caixa/data/financial-institutions-br.json',
	'names the version and day). Other countries: cash only, for now. `query` keeps names holding',
	'every word, or codes starting with it when it is digits.',
]

/** `GET …/financial-institutions`: a page of cash and the country's institutions. */
export function institutionListRoute<E extends Answering<200>>(
	deps: CaixaDependencies,
	route: { endpoint: E; summary: string; audience: string; scope: RouteScope },
) {
	return createRoute({
		...requestOf(route.endpoint),
		tags: ['financial-institutions'],
		summary: route.summary,
		description: [...listRules, route.audience].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(route.endpoint, 200, { description: 'A page of institutions' }),
			401: unauthorizedResponse,
			404: route.scope.notYours,
			422: problem('A paging value is out of range'),
		},
	})
}

/** `GET …/financial-institutions/{institutionId}`: one of them, by its stable id (BR-001, CASH). */
export function institutionRoute<E extends Answering<200>>(
	deps: CaixaDependencies,
	route: { endpoint: E; audience: string; notYours: ReturnType<typeof problem> },
) {
	return createRoute({
		...requestOf(route.endpoint),
		tags: ['financial-institutions'],
		summary: 'A financial institution of the unit’s country, or cash, by id',
		description: [
			'Cash is named in the caller’s language. An id the country’s list does not hold is a 404.',
			route.audience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(route.endpoint, 200, { description: 'The institution' }),
			401: unauthorizedResponse,
			404: route.notYours,
		},
	})
}
