import { createRoute, z } from '@hono/zod-openapi'
import { type Endpoint } from '@caixa/contract/endpoints'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { answerOf, type Answering, requestOf } from '../route-of'

// The route definitions a unit's named things (categories, clients or suppliers, products) share:
// a page of them, one by id archived or not, a new one, a change that also archives or brings
// back, and a delete. Each takes its method, path, schemas and answer from its endpoint table
// entry (caixa/contract/endpoints), and each resource still writes its own words and rules; these
// keep the generated document saying the same thing the same way for all of them.
//
// A list, a get and a create come in two scopes: the unit's (`/units/{unitId}/…`, its owner and
// collaborators) and a cashier's (`/cashiers/{id}/…`, the pickers of the record form, for whoever
// writes the cashier's records: db/master-data-scope.ts). Both answer the same unit's things.

type Responses = Record<number, ReturnType<typeof problem>>

export const unitNotYours = problem('No such unit, or one the caller may not see')

/** The 404 of one thing: no such unit or thing, or one the caller may not see. */
export function thingNotYours(noun: string) {
	return problem(`No such unit or ${noun}, or one the caller may not see`)
}
const fieldsInvalid = problem('A field failed validation; each one is in `errors`')

/** Where a list, a get or a create reaches the unit's things from, and its 404s. */
export interface RouteScope {
	/** Whose things, in a summary: "a unit", "the cashier’s unit". */
	of: string
	/** The 404 of the list and the create: no such unit (or cashier) for the caller. */
	notYours: Responses[number]
}

export const unitScope: RouteScope = { of: 'a unit', notYours: unitNotYours }

export const cashierScope: RouteScope = {
	of: 'the cashier’s unit',
	notYours: problem(
		'No such cashier, or one whose records the caller may not write (auditors included)',
	),
}

/** The 404 of one thing reached through a cashier. */
export function cashierThingNotYours(noun: string) {
	return problem(`No such cashier or ${noun}, or one the caller may not see`)
}

/**
 * What every cashier picker's description ends with: who may call it (DOMAIN.md "Roles": see and
 * write records of a cashier) and what it leaves out.
 */
export const cashierPickerAudience = [
	'For whoever may write the cashier’s records: the unit’s owner and collaborators and the',
	'cashier’s own collaborators (auditors and anyone else: 404). Changing, archiving and deleting',
	'stay on the unit’s API (`/units/{unitId}/…`).',
].join('\n')

/** `GET …/<things>`: a page ordered by name, with the resource's own filters. */
export function listRoute<E extends Answering<200>>(
	deps: CaixaDependencies,
	route: {
		endpoint: E
		tags: string[]
		summary: string
		description: string
		/** The 200's words: "A page of categories". */
		page: string
		scope?: RouteScope
	},
) {
	return createRoute({
		...requestOf(route.endpoint),
		tags: route.tags,
		summary: route.summary,
		description: route.description,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(route.endpoint, 200, { description: route.page }),
			401: unauthorizedResponse,
			404: (route.scope ?? unitScope).notYours,
			422: problem('A paging or filter value is out of range'),
		},
	})
}

/** `GET …/<things>/{thingId}`: one of them, archived or not. */
export function getRoute<E extends Answering<200>>(
	deps: CaixaDependencies,
	route: {
		endpoint: E
		tags: string[]
		noun: string
		notYours: Responses[number]
		scope?: RouteScope
		description?: string
	},
) {
	return createRoute({
		...requestOf(route.endpoint),
		tags: route.tags,
		summary: `A ${route.noun} of ${(route.scope ?? unitScope).of}, archived or not`,
		...(route.description ? { description: route.description } : {}),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(route.endpoint, 200, { description: `The ${route.noun}` }),
			401: unauthorizedResponse,
			404: route.notYours,
		},
	})
}

/**
 * `POST …/<things>`: a new one, 201 with its body and its path in `Location`. `conflict` is the
 * resource's own 409, when it has one.
 */
export function createThingRoute<E extends Answering<201>>(
	deps: CaixaDependencies,
	route: {
		endpoint: E
		tags: string[]
		summary: string
		description: string
		/** The 201's words: "Created; the category is at the Location path". */
		created: string
		/** The Location's example: `/caixa/api/units/{unitId}/categories/{id}`. */
		location: string
		conflict?: string
		scope?: RouteScope
	},
) {
	return createRoute({
		...requestOf(route.endpoint),
		tags: route.tags,
		summary: route.summary,
		description: route.description,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(route.endpoint, 201, {
				description: route.created,
				headers: z.object({ Location: z.string().meta({ example: route.location }) }),
			}),
			401: unauthorizedResponse,
			404: (route.scope ?? unitScope).notYours,
			...(route.conflict ? { 409: problem(route.conflict) } : {}),
			422: fieldsInvalid,
		},
	})
}

/**
 * `PUT /units/{unitId}/<things>/{id}`: the whole thing again and, optionally, `archived` (true
 * archives it, false brings it back). `conflict` is the resource's own 409, when it has one.
 */
export function updateRoute<E extends Answering<200>>(
	deps: CaixaDependencies,
	route: {
		endpoint: E
		tags: string[]
		noun: string
		description: string
		notYours: Responses[number]
		conflict?: string
	},
) {
	return createRoute({
		...requestOf(route.endpoint),
		tags: route.tags,
		summary: `Changes a ${route.noun}; archives it or brings it back`,
		description: route.description,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(route.endpoint, 200, { description: `The changed ${route.noun}` }),
			401: unauthorizedResponse,
			404: route.notYours,
			...(route.conflict ? { 409: problem(route.conflict) } : {}),
			422: fieldsInvalid,
		},
	})
}

/** `DELETE /units/{unitId}/<things>/{id}`: refused with the resource's 409 while records use it. */
export function deleteRoute<E extends Endpoint>(
	deps: CaixaDependencies,
	route: {
		endpoint: E
		tags: string[]
		summary: string
		description: string
		notYours: Responses[number]
		inUse: string
	},
) {
	return createRoute({
		...requestOf(route.endpoint),
		tags: route.tags,
		summary: route.summary,
		description: route.description,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			204: { description: 'Deleted' },
			401: unauthorizedResponse,
			404: route.notYours,
			409: problem(route.inUse),
		},
	})
}
