import { createRoute, type z } from '@hono/zod-openapi'
import { type MiddlewareHandler } from 'hono'
import { type Answers, type BodyTypeOf, type Endpoint } from '@caixa/contract/endpoints/endpoint'
import { operationIdOf } from '@caixa/contract/endpoints/operation-ids'
import { bearerSecurity, problem, unauthorizedResponse } from './openapi'

// A route definition takes what the endpoint table says of its call from its entry (method, path,
// operationId, security, request schemas, the success answers' schemas) and adds only its
// documentation (summary, problem responses, tags) and middleware: `createRoute({
// ...requestOf(entry), summary, responses: { 200: answerOf(entry, 200, { description }), 404: … } })`.

type RequestOf<E extends Endpoint> = Pick<E, Extract<'params' | 'query' | 'headers', keyof E>> &
	(E extends { body: infer B extends z.ZodType }
		? { body: { required: true; content: Record<BodyTypeOf<E>, { schema: B }> } }
		: unknown)

/** A public entry calls for no session; every other one for the bearer token. */
function securityOf(entry: Endpoint) {
	return entry.public ? [] : bearerSecurity
}

/**
 * The entry's method, path, operationId and security, and its request schemas as `createRoute`
 * takes them.
 */
export function requestOf<E extends Endpoint>(
	entry: E,
): {
	method: E['method']
	path: E['path']
	operationId?: string
	security: { [scheme: string]: string[] }[]
	request: RequestOf<E>
} {
	const request: Record<string, unknown> = {}
	if (entry.params) request.params = entry.params
	if (entry.query) request.query = entry.query
	if (entry.headers) request.headers = entry.headers
	if (entry.body) {
		const content = { [entry.bodyType ?? 'application/json']: { schema: entry.body } }
		request.body = { required: true, content }
	}
	const operationId = operationIdOf(entry)
	return {
		method: entry.method,
		path: entry.path,
		...(operationId ? { operationId } : {}),
		security: securityOf(entry),
		request: request as RequestOf<E>,
	}
}

type Status = keyof Answers & number

/** An entry that answers `S` with a body, as a shared route helper takes it. */
export type Answering<S extends Status> = Endpoint & { answers: Record<S, z.ZodType> }

/** A status the entry answers (the route would throw at start-up on one that answers no body). */
type AnswerStatus<E extends Endpoint> = keyof E['answers'] & Status

/** A JSON success answer of the entry, its schema from the table, its words (and headers) here. */
export function answerOf<
	E extends Endpoint,
	S extends AnswerStatus<E>,
	H extends z.ZodObject | undefined = undefined,
>(
	entry: E,
	status: S,
	doc: { description: string; headers?: H },
): {
	description: string
	headers: H
	content: { 'application/json': { schema: NonNullable<E['answers'][S]> } }
} {
	const schema = (entry.answers as Record<number, z.ZodType | null | undefined>)[Number(status)]
	if (!schema)
		throw new Error(`${entry.method} ${entry.path} answers no body with ${String(status)}`)
	return {
		description: doc.description,
		...(doc.headers ? { headers: doc.headers } : {}),
		content: { 'application/json': { schema } },
	} as unknown as {
		description: string
		headers: H
		content: { 'application/json': { schema: NonNullable<E['answers'][S]> } }
	}
}

/** The success answers of an entry as `createRoute` takes them: JSON bodies, or none. */
type SuccessesOf<E extends Endpoint> = {
	[S in AnswerStatus<E>]: E['answers'][S] extends z.ZodType
		? { description: string; content: { 'application/json': { schema: E['answers'][S] } } }
		: { description: string }
}

type Responses = Record<number, { description: string }>

/** The entry's answers in the document: its successes, its session's 401 and its problems. */
function responsesOf(entry: Endpoint): Responses {
	const responses: Responses = {}
	for (const [status, schema] of Object.entries(entry.answers)) {
		const description = entry.says?.[Number(status) as Status]
		if (!description) throw new Error(`${entry.method} ${entry.path} says nothing of ${status}`)
		const location = status === '201' ? entry.location : undefined
		responses[Number(status)] = {
			description,
			...(location
				? {
						headers: {
							Location: { required: true, schema: { type: 'string', example: location } },
						},
					}
				: {}),
			...(schema ? { content: { 'application/json': { schema } } } : {}),
		}
	}
	if (!entry.public) responses[401] = unauthorizedResponse
	for (const [status, description] of Object.entries(entry.errors ?? {})) {
		responses[Number(status)] = problem(description)
	}
	return responses
}

/**
 * The route of an entry whose words the table holds (summary, tags, what each answer says): the
 * router adds only what is HTTP-side, its middleware and any answer that is more than a JSON
 * body or a problem (`responses`, which win over the table's).
 */
export function routeOf<
	E extends Endpoint,
	M extends MiddlewareHandler | MiddlewareHandler[] = [],
	R extends Responses = Record<never, never>,
>(entry: E, http: { middleware?: M; responses?: R } = {}) {
	if (!entry.summary || !entry.tags)
		throw new Error(`${entry.method} ${entry.path}: the table has no summary or tags for it`)
	const route = {
		...requestOf(entry),
		tags: [...entry.tags],
		summary: entry.summary,
		...(entry.description ? { description: entry.description } : {}),
		...(http.middleware ? { middleware: http.middleware } : {}),
		responses: { ...responsesOf(entry), ...http.responses },
	}
	return createRoute(
		route as typeof route & { middleware: M; responses: Omit<SuccessesOf<E>, keyof R> & R },
	)
}
