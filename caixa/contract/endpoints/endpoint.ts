import { type z } from 'zod'

// One entry of the endpoint table: what a caller must send and what a success answers, written
// once for the API (its routes take method, path and schemas from here) and the web app (its
// typed client). Plain zod and the contract's schemas only: no HTTP framework, so both sides
// can import it.

export type Method = 'get' | 'post' | 'put' | 'delete'

/** The success statuses of an endpoint and what each answers: a schema, or null for no body. */
export type Answers = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>

export interface Endpoint {
	method: Method
	/** Under `/caixa/api`, OpenAPI style: `/cashiers/{id}/payments/{paymentId}`. */
	path: string
	params?: z.ZodObject
	query?: z.ZodObject
	/** Request headers the API reads (an Idempotency-Key). */
	headers?: z.ZodObject
	body?: z.ZodType
	/** How the body is sent: JSON unless it is the photo upload's multipart form. */
	bodyType?: BodyType
	answers: Answers
	/** The call's name for a generated client; without one, read off the entry's keys (operation-ids.ts). */
	operationId?: string
	/** Anyone may call it, without a session. Every other entry takes a session token. */
	public?: true
	/** What the API's document says of the call, written once here: routeOf (caixa/http) reads it. */
	summary?: string
	description?: string
	tags?: readonly string[]
	/** What each success answer means, in words: `{ 200: 'A page of units' }`. */
	says?: Partial<Record<keyof Answers, string>>
	/** A 201's Location header, as an example path. */
	location?: string
	/** The problems the call documents, in words; a session's 401 comes with every entry not public. */
	errors?: Partial<Record<ErrorStatus, string>>
}

/** The problem statuses an entry may document. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503

export type BodyType = 'application/json' | 'multipart/form-data'

/** Keeps an entry's literal method, path and statuses, which the client's types read. */
export function endpoint<const E extends Endpoint>(entry: E): E {
	return entry
}

/** The content type of an entry's body. */
export type BodyTypeOf<E extends Endpoint> = E extends { bodyType: infer T extends BodyType }
	? T
	: 'application/json'
