import { createRoute, z } from '@hono/zod-openapi'
import {
	financialInstitutionListQuerySchema,
	financialInstitutionListSchema,
	financialInstitutionSchema,
} from '@caixa/contract/financial-institution'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { type RouteScope } from './named-thing-routes'

// The definitions of the financial-institution calls, for the unit (`/units/{unitId}/…`) and for
// a cashier's record form (`/cashiers/{id}/…`): the same reference list of the unit's country
// (domain/financial-institutions.ts), reached from either side.

type Params = z.ZodObject

const listRules = [
	'Cash (id CASH, named in the caller’s language) first, then the country’s institutions by',
	'official code, with stable ids (BR-001). BRAZIL: Banco Central’s participants with their',
	'COMPE codes, from the npm package bancos-brasileiros (caixa/data/financial-institutions-br.json',
	'names the version and day). Other countries: cash only, for now. `query` keeps names holding',
	'every word, or codes starting with it when it is digits.',
]

/** `GET …/financial-institutions`: a page of cash and the country's institutions. */
export function institutionListRoute<P extends string, U extends Params>(
	deps: CaixaDependencies,
	route: { path: P; summary: string; params: U; audience: string; scope: RouteScope },
) {
	return createRoute({
		method: 'get',
		path: route.path,
		tags: ['financial-institutions'],
		summary: route.summary,
		description: [...listRules, route.audience].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: route.params, query: financialInstitutionListQuerySchema },
		responses: {
			200: {
				description: 'A page of institutions',
				content: { 'application/json': { schema: financialInstitutionListSchema } },
			},
			401: unauthorizedResponse,
			404: route.scope.notYours,
			422: problem('A paging value is out of range'),
		},
	})
}

/** `GET …/financial-institutions/{institutionId}`: one of them, by its stable id (BR-001, CASH). */
export function institutionRoute<P extends string, I extends Params>(
	deps: CaixaDependencies,
	route: { path: P; params: I; audience: string; notYours: ReturnType<typeof problem> },
) {
	return createRoute({
		method: 'get',
		path: route.path,
		tags: ['financial-institutions'],
		summary: 'A financial institution of the unit’s country, or cash, by id',
		description: [
			'Cash is named in the caller’s language. An id the country’s list does not hold is a 404.',
			route.audience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: route.params },
		responses: {
			200: {
				description: 'The institution',
				content: { 'application/json': { schema: financialInstitutionSchema } },
			},
			401: unauthorizedResponse,
			404: route.notYours,
		},
	})
}

/** An institution's id in a path: the country's alpha-2 code and official code, or CASH. */
export const institutionIdSchema = z.string().min(1).max(40).meta({ example: 'BR-001' })
