import { type Problem } from '@caixa/contract/problem'

// The stub server's words for a call and its answer, and the answers every resource shares
// (problem+json, 422 field errors, a created thing with its Location, a page of a list). Apart
// from server.ts so each resource's routes live in a file of their own.

export interface Call {
	method: string
	path: string
	authorization: string | null
	/** JSON bodies parsed; a multipart body only described, so the record stays small. */
	body: unknown
	/** The Idempotency-Key header a create sent (the record form's), so tests can see it. */
	idempotencyKey?: string
}

/** The body as it came, for the one call that is not JSON (the photo upload). */
export interface Raw {
	bytes: Buffer
	contentType: string
}

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> }
export type Handler = (call: Call, match: RegExpMatchArray, raw: Raw) => Reply | Promise<Reply>
/** A method, the path's pattern (its groups are the path parameters), and what answers it. */
export type Route = [string, RegExp, Handler]

export function problem(
	status: number,
	title: string,
	detail?: string,
	extra: Pick<Problem, 'code' | 'errors'> = {},
	headers: Record<string, string> = {},
): Reply {
	const body: Problem = {
		type: 'about:blank',
		title,
		status,
		...(detail ? { detail } : {}),
		...extra,
	}
	return { status, body, headers: { 'Content-Type': 'application/problem+json', ...headers } }
}

export function invalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Reply {
	const errors = issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
	return problem(422, 'Unprocessable Content', 'Some fields are not valid', { errors })
}

/** The 404 the real API answers for anything the caller may not see, or that is not there. */
export const notFound = () => problem(404, 'Not Found')

/** 201 with the thing and where it lives, as every create of the real API answers. */
export function created(body: unknown, location: string): Reply {
	return { status: 201, body, headers: { Location: location } }
}

/** One page of an already filtered and ordered list. */
export function page<T>(rows: readonly T[], offset: number, size: number): Reply {
	return { status: 200, body: rows.slice(offset, offset + size) }
}

export function bearer(call: Call) {
	return call.authorization?.replace(/^Bearer\s+/i, '') ?? ''
}

export function query(call: Call) {
	return new URL(call.path, 'http://stub').searchParams
}

/** Query keys as the real API's validator sees them: one occurrence a string, several a list. */
export function queryObject(call: Call) {
	const params = query(call)
	const result: Record<string, string | string[]> = {}
	for (const key of new Set(params.keys())) {
		const values = params.getAll(key)
		result[key] = values.length === 1 ? (values[0] ?? '') : values
	}
	return result
}

/** Lower case without accents, as the real API compares names. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

export const holdsWords = (text: string, query: string | undefined) =>
	(query ?? '')
		.split(/\s+/)
		.filter(Boolean)
		.every((word) => fold(text).includes(fold(word)))

/** By name as the real API orders lists (ignoring case and accents), ties by id. */
export function byName<T extends { name: string; id: string }>(rows: readonly T[]): T[] {
	return [...rows].sort(
		(a, b) => fold(a.name).localeCompare(fold(b.name)) || a.id.localeCompare(b.id),
	)
}
