import { type z } from '@hono/zod-openapi'
import { type Answers, type BodyTypeOf, type Endpoint } from '@caixa/contract/endpoints/endpoint'

// A route definition takes what the endpoint table says (method, path, request schemas, the
// success answers' schemas) from its entry, and adds only its documentation (summary, problem
// responses, tags) and middleware: `createRoute({ ...requestOf(entry), summary, responses: {
// 200: answerOf(entry, 200, { description }), 404: … } })`.

type RequestOf<E extends Endpoint> = Pick<E, Extract<'params' | 'query' | 'headers', keyof E>> &
	(E extends { body: infer B extends z.ZodType }
		? { body: { required: true; content: Record<BodyTypeOf<E>, { schema: B }> } }
		: unknown)

/** The entry's method and path, and its request schemas as `createRoute` takes them. */
export function requestOf<E extends Endpoint>(
	entry: E,
): { method: E['method']; path: E['path']; request: RequestOf<E> } {
	const request: Record<string, unknown> = {}
	if (entry.params) request.params = entry.params
	if (entry.query) request.query = entry.query
	if (entry.headers) request.headers = entry.headers
	if (entry.body) {
		const content = { [entry.bodyType ?? 'application/json']: { schema: entry.body } }
		request.body = { required: true, content }
	}
	return { method: entry.method, path: entry.path, request: request as RequestOf<E> }
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
