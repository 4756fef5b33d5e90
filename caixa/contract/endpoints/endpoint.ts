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
}

export type BodyType = 'application/json' | 'multipart/form-data'

/** Keeps an entry's literal method, path and statuses, which the client's types read. */
export function endpoint<const E extends Endpoint>(entry: E): E {
	return entry
}

/** The content type of an entry's body. */
export type BodyTypeOf<E extends Endpoint> = E extends { bodyType: infer T extends BodyType }
	? T
	: 'application/json'
