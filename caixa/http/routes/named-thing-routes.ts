import { createRoute, z } from '@hono/zod-openapi'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'

// The route definitions a unit's named things (categories, clients or suppliers, products) share:
// a page of them, one by id archived or not, a change that also archives or brings back, and a
// delete. Each resource still writes its own path, words, schemas and rules; these keep the
// generated document saying the same thing the same way for all of them.

type Params = z.ZodObject
type Schema = z.ZodType
type Responses = Record<number, ReturnType<typeof problem>>

export const unitNotYours = problem('No such unit, or one the caller may not see')

/** The path of a unit's list of things, `/units/{unitId}/<things>`. */
export const unitParams = z.object({ unitId: z.uuid() })

/** The 404 of one thing: no such unit or thing, or one the caller may not see. */
export function thingNotYours(noun: string) {
	return problem(`No such unit or ${noun}, or one the caller may not see`)
}
const fieldsInvalid = problem('A field failed validation; each one is in `errors`')

function json<S extends Schema>(description: string, schema: S) {
	return { description, content: { 'application/json': { schema } } }
}

/** `GET /units/{unitId}/<things>`: a page ordered by name, with the resource's own filters. */
export function listRoute<P extends string, U extends Params, Q extends Params, S extends Schema>(
	deps: CaixaDependencies,
	route: {
		path: P
		tags: string[]
		summary: string
		description: string
		params: U
		query: Q
		page: { description: string; schema: S }
	},
) {
	return createRoute({
		method: 'get',
		path: route.path,
		tags: route.tags,
		summary: route.summary,
		description: route.description,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: route.params, query: route.query },
		responses: {
			200: json(route.page.description, route.page.schema),
			401: unauthorizedResponse,
			404: unitNotYours,
			422: problem('A paging or filter value is out of range'),
		},
	})
}

/** `GET /units/{unitId}/<things>/{id}`: one of them, archived or not. */
export function getRoute<P extends string, I extends Params, S extends Schema>(
	deps: CaixaDependencies,
	route: {
		path: P
		tags: string[]
		noun: string
		params: I
		schema: S
		notYours: Responses[number]
	},
) {
	return createRoute({
		method: 'get',
		path: route.path,
		tags: route.tags,
		summary: `A ${route.noun} of a unit, archived or not`,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: route.params },
		responses: {
			200: json(`The ${route.noun}`, route.schema),
			401: unauthorizedResponse,
			404: route.notYours,
		},
	})
}

/**
 * `PUT /units/{unitId}/<things>/{id}`: the whole thing again and, optionally, `archived` (true
 * archives it, false brings it back). `conflict` is the resource's own 409, when it has one.
 */
export function updateRoute<P extends string, I extends Params, B extends Schema, S extends Schema>(
	deps: CaixaDependencies,
	route: {
		path: P
		tags: string[]
		noun: string
		description: string
		params: I
		body: B
		schema: S
		notYours: Responses[number]
		conflict?: string
	},
) {
	return createRoute({
		method: 'put',
		path: route.path,
		tags: route.tags,
		summary: `Changes a ${route.noun}; archives it or brings it back`,
		description: route.description,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: {
			params: route.params,
			body: { required: true, content: { 'application/json': { schema: route.body } } },
		},
		responses: {
			200: json(`The changed ${route.noun}`, route.schema),
			401: unauthorizedResponse,
			404: route.notYours,
			...(route.conflict ? { 409: problem(route.conflict) } : {}),
			422: fieldsInvalid,
		},
	})
}

/** `DELETE /units/{unitId}/<things>/{id}`: refused with the resource's 409 while records use it. */
export function deleteRoute<P extends string, I extends Params>(
	deps: CaixaDependencies,
	route: {
		path: P
		tags: string[]
		summary: string
		description: string
		params: I
		notYours: Responses[number]
		inUse: string
	},
) {
	return createRoute({
		method: 'delete',
		path: route.path,
		tags: route.tags,
		summary: route.summary,
		description: route.description,
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: route.params },
		responses: {
			204: { description: 'Deleted' },
			401: unauthorizedResponse,
			404: route.notYours,
			409: problem(route.inUse),
		},
	})
}
