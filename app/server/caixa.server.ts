import { redirect } from '@remix-run/node'
import { type z } from 'zod'
import { caixa } from '@caixa/http/app'
import { problemSchema, type Problem } from '@caixa/contract/problem'
import { webEnv } from './env.server'
import { destroySessionCookie, signInPath } from './session.server'

// The one way the web app reaches the /caixa API: in process by default, over HTTP when
// CAIXA_API_URL is set. Answers are parsed with the contract's schemas; problem+json becomes
// a CaixaProblem that actions map onto form fields.
export class CaixaProblem extends Error {
	readonly status: number
	readonly problem: Problem
	/** From a 429's Retry-After, so the page can say when to try again. */
	readonly retryAfterSeconds: number | undefined
	constructor(problem: Problem, options: { retryAfterSeconds?: number } = {}) {
		super(`${problem.status} ${problem.title}${problem.detail ? `: ${problem.detail}` : ''}`)
		this.name = 'CaixaProblem'
		this.status = problem.status
		this.problem = problem
		this.retryAfterSeconds = options.retryAfterSeconds
	}

	/** The problem's stable reason (EXPIRED, RATE_LIMITED…), which pages word in their language. */
	get code(): string | undefined {
		return this.problem.code
	}

	/** Field errors keyed by path, the shape Conform's `submission.reply({ fieldErrors })` takes. */
	fieldErrors(): Record<string, string[]> {
		const errors: Record<string, string[]> = {}
		for (const { path, message } of this.problem.errors ?? []) {
			;(errors[path] ??= []).push(message)
		}
		return errors
	}
}

const INTERNAL_ORIGIN = 'http://caixa.internal'

/** Hands a Request for `/caixa/...` to the API, wherever it runs. */
export async function forwardToCaixa(request: Request): Promise<Response> {
	const base = webEnv().CAIXA_API_URL
	if (!base) return caixa.fetch(request)
	const url = new URL(request.url)
	const target = new Request(`${base}${url.pathname}${url.search}`, request)
	return fetch(target)
}

interface CallOptions<T extends z.ZodType> {
	method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
	token?: string | null
	/** JSON, or a FormData sent as multipart/form-data (uploads). */
	body?: unknown
	/** The contract's schema for the answer; omit for answers without a body. */
	schema?: T
	/** The incoming request, so a 401 signs the visitor out and sends them to sign in. */
	request?: Request
	/**
	 * The incoming request of a public call (where a 401 is an answer, not a lost session), so
	 * the API sees where the browser is (see clientHeaders).
	 */
	client?: Request
	/** Extra request headers the call needs (an Idempotency-Key on a create). */
	headers?: Record<string, string>
}

export interface CaixaResult<T> {
	data: T
	status: number
	headers: Headers
}

export async function callCaixa<T extends z.ZodType = z.ZodUnknown>(
	path: `/${string}`,
	options: CallOptions<T> = {},
): Promise<CaixaResult<z.output<T>>> {
	const headers = new Headers({ Accept: 'application/json' })
	if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
	for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
	clientHeaders(options.client ?? options.request, headers)
	let body: string | FormData | undefined
	if (options.body instanceof FormData) {
		// fetch writes the multipart Content-Type itself, boundary included.
		body = options.body
	} else if (options.body !== undefined) {
		headers.set('Content-Type', 'application/json')
		body = JSON.stringify(options.body)
	}
	const response = await forwardToCaixa(
		new Request(`${INTERNAL_ORIGIN}/caixa/api${path}`, {
			method: options.method ?? 'GET',
			headers,
			body,
		}),
	)
	if (!response.ok) {
		const problem = await readProblem(response)
		if (problem.status === 401 && options.request) {
			throw redirect(signInPath(options.request), {
				headers: { 'Set-Cookie': await destroySessionCookie(options.request) },
			})
		}
		throw new CaixaProblem(problem, { retryAfterSeconds: retryAfterOf(response) })
	}
	const text = await response.text()
	const json: unknown = text ? JSON.parse(text) : undefined
	const data = (options.schema ? options.schema.parse(json) : json) as z.output<T>
	return { data, status: response.status, headers: response.headers }
}

/**
 * The API limits sign-in requests per client address, and in process it only sees the
 * addresses a request names. The Remix server is not told the socket's address, so what it
 * can pass on is the X-Forwarded-For chain of the proxy in front (the deployment's load
 * balancer); the API decides how far to trust it.
 */
function clientHeaders(incoming: Request | undefined, headers: Headers) {
	const forwardedFor = incoming?.headers.get('X-Forwarded-For')
	if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor)
}

// Retry-After is seconds here (the API never sends the HTTP-date form).
function retryAfterOf(response: Response): number | undefined {
	const seconds = Number(response.headers.get('Retry-After'))
	return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}

async function readProblem(response: Response): Promise<Problem> {
	const fallback: Problem = {
		type: 'about:blank',
		title: response.statusText || 'Error',
		status: response.status,
	}
	try {
		const parsed = problemSchema.safeParse(await response.json())
		return parsed.success ? parsed.data : fallback
	} catch {
		return fallback
	}
}

/** For loaders: a resource the API says is missing (or not the caller's) is the page's 404. */
export async function requireFound<T>(call: Promise<T>): Promise<T> {
	try {
		return await call
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 404) {
			throw new Response('Not found', { status: 404 })
		}
		throw error
	}
}
