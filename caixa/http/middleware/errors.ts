import { type Context, type ErrorHandler, type NotFoundHandler, type ValidationTargets } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type ZodError } from 'zod'
import { PROBLEM_CONTENT_TYPE, type Problem } from '@caixa/contract/problem'
import { DomainError, type DomainErrorKind, invalid, notFound } from '@caixa/domain/errors'

// The one place where failures become answers: every error body of the API is built here.

const titles: Record<number, string> = {
	400: 'Bad Request',
	401: 'Unauthorized',
	404: 'Not Found',
	405: 'Method Not Allowed',
	409: 'Conflict',
	410: 'Gone',
	413: 'Content Too Large',
	415: 'Unsupported Media Type',
	422: 'Unprocessable Content',
	429: 'Too Many Requests',
	500: 'Internal Server Error',
	503: 'Service Unavailable',
}

const statusOfKind: Record<DomainErrorKind, number> = {
	unauthorized: 401,
	'not-found': 404,
	gone: 410,
	conflict: 409,
	invalid: 422,
	'rate-limited': 429,
}

export function problemResponse(
	status: number,
	detail: string,
	extra: { errors?: Problem['errors']; code?: string; headers?: Record<string, string> } = {},
): Response {
	const problem: Problem = {
		type: 'about:blank',
		title: titles[status] ?? 'Error',
		status,
		detail,
		...(extra.code ? { code: extra.code } : {}),
		...(extra.errors?.length ? { errors: extra.errors } : {}),
	}
	return new Response(JSON.stringify(problem), {
		status,
		headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, ...extra.headers },
	})
}

function domainProblem(error: DomainError): Response {
	const status = statusOfKind[error.kind]
	const headers: Record<string, string> = {}
	if (error.kind === 'unauthorized') headers['WWW-Authenticate'] = 'Bearer'
	if (error.retryAfterSeconds !== undefined) {
		headers['Retry-After'] = String(Math.ceil(error.retryAfterSeconds))
	}
	return problemResponse(status, error.message, {
		errors: error.fieldErrors,
		code: error.code,
		headers,
	})
}

export const handleError: ErrorHandler = (error, c) => {
	if (error instanceof DomainError) return domainProblem(error)
	// Hono's own refusals: malformed JSON (400), an unsupported content type (415), a body over
	// the limit (413). Their messages are written for clients, so they pass through.
	if (error instanceof HTTPException && error.status < 500) {
		return problemResponse(error.status, error.message || titles[error.status] || 'Error')
	}
	console.error(`Unexpected error answering ${c.req.method} ${c.req.path}:`, error)
	return problemResponse(500, 'Something went wrong on our side. Please try again.')
}

export const handleNotFound: NotFoundHandler = (c: Context) =>
	problemResponse(404, `Nothing at ${c.req.method} ${c.req.path}.`)

/**
 * The zod-openapi hook every router shares: a request that fails its schema becomes a
 * DomainError, answered by handleError like any other. A malformed path parameter (an id that is
 * no UUID) names nothing, so it is a 404; anything else is a 422 listing every failing field.
 */
export function validationHook(
	result: { target: keyof ValidationTargets } & (
		{ success: true } | { success: false; error: ZodError }
	),
): void {
	if (result.success) return
	if (result.target === 'param') throw notFound()
	throw invalid(
		result.error.issues.map((issue) => ({ path: fieldPath(issue.path), message: issue.message })),
	)
}

/** `payments[0].amount`: the way Conform names fields, so the web app maps errors as they come. */
export function fieldPath(path: readonly PropertyKey[]): string {
	return path
		.map((key, index) =>
			typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`,
		)
		.join('')
}
