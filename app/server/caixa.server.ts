import { redirect } from '@remix-run/node'
import { type z } from 'zod'
import { type Endpoint } from '@caixa/contract/endpoints'
import { type BodyTypeOf } from '@caixa/contract/endpoints/endpoint'
import { caixa } from '@caixa/http/app'
import { type SessionReads } from '@caixa/http/middleware/session'
import { API_BASE } from '@caixa/http/paths'
import { problemSchema, type Problem } from '@caixa/contract/problem'
import { webEnv } from './env.server'
import { readerLanguage } from './i18n.server'
import { destroySessionCookie, signedInAnswerOf, signInPath } from './session.server'
import { notFound } from './not-found.server'

// The one way the web app reaches the /caixa API: in process by default, over HTTP when
// CAIXA_API_URL is set. Each call names an entry of the endpoint table (caixa/contract/endpoints),
// which types its params, query and body and parses its answer; problem+json becomes a
// CaixaProblem that actions map onto form fields.
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

// Route modules take the endpoint table from here: a .server module never reaches the browser,
// and the table (every schema of the contract) must not ship with the pages that call it.
export { endpoints } from '@caixa/contract/endpoints'

const INTERNAL_ORIGIN = 'http://caixa.internal'

/** Hands a Request for `/caixa/...` to the API, wherever it runs. */
export async function forwardToCaixa(
	request: Request,
	inProcess?: SessionReads,
): Promise<Response> {
	const base = webEnv().CAIXA_API_URL
	if (!base) return caixa.fetch(request, inProcess)
	const url = new URL(request.url)
	const target = new Request(`${base}${url.pathname}${url.search}`, request)
	return fetch(target)
}

/*
 * A page's calls to the API in process (a cashier layout's cashier, a list's cashier, rows and
 * totals) read the session once (SessionReads). Keyed by who the page's loaders found signed in
 * (getSignedIn: one answer shared by the loaders asking at once, though Remix hands each its own
 * copy of the Request), else by the loader's Request, so nothing outlives them. Only a GET's or
 * HEAD's: an action may end the session it read (signing out, ending other sessions), and what
 * runs after it must read the session anew.
 */
const sessionReadsOf = new WeakMap<object, NonNullable<SessionReads['sessionReads']>>()

async function sharedSessionReads(
	incoming: Request | undefined,
): Promise<SessionReads | undefined> {
	if (!incoming || (incoming.method !== 'GET' && incoming.method !== 'HEAD')) return undefined
	const key = (await signedInAnswerOf(incoming)) ?? incoming
	let sessionReads = sessionReadsOf.get(key)
	if (!sessionReads) {
		sessionReads = new Map()
		sessionReadsOf.set(key, sessionReads)
	}
	return { sessionReads }
}

/**
 * forwardToCaixa for the client: an API that cannot be reached (fetch throws a TypeError: refused,
 * reset, no such host) answers as a down API would, a 503 problem, so a form's tail keeps what
 * was typed and says so (handleCaixaRefusal) instead of losing it to the error page.
 */
async function reachCaixa(request: Request, inProcess?: SessionReads): Promise<Response> {
	try {
		return await forwardToCaixa(request, inProcess)
	} catch (error) {
		if (!(error instanceof TypeError)) throw error
		throw new CaixaProblem({
			type: 'about:blank',
			title: 'Service Unavailable',
			status: 503,
			detail: `The API could not be reached (${error.message})`,
		})
	}
}

/** What every call may add, whatever its endpoint. */
interface CommonOptions {
	token?: string | null
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

type ParamsOption<E extends Endpoint> = E extends { params: infer P extends z.ZodType }
	? { params: z.input<P> }
	: { params?: never }

/**
 * The query as the entry's schema takes it, or a page's own search params handed on as they are
 * (a list's filters); either way written in one place (searchOf).
 */
type QueryOption<E extends Endpoint> = E extends { query: infer Q extends z.ZodType }
	? { query?: z.input<Q> | URLSearchParams }
	: { query?: never }

type BodyOption<E extends Endpoint> = E extends { body: infer B extends z.ZodType }
	? { body: BodyTypeOf<E> extends 'multipart/form-data' ? FormData : z.input<B> }
	: { body?: never }

/**
 * A call's options, typed by its entry. An entry chosen at run time (typed `Endpoint`, as a
 * helper shared by several resources holds it) takes them untyped; its answer is still parsed.
 */
export type CallOptions<E extends Endpoint> = CommonOptions &
	(string extends E['path']
		? { params?: Record<string, string>; query?: URLSearchParams; body?: unknown }
		: ParamsOption<E> & QueryOption<E> & BodyOption<E>)

/** What a call of `E` answers: its success answer's output, undefined for one without a body. */
export type AnswerOf<E extends Endpoint> = string extends E['path']
	? unknown
	: {
			[S in keyof E['answers']]: E['answers'][S] extends z.ZodType
				? z.output<E['answers'][S]>
				: undefined
		}[keyof E['answers']]

/**
 * Who a loader or action calls the API as: the session's token, and the incoming request (a 401
 * then signs the visitor out and sends them to sign in). Server helpers take it first, and hand
 * it on to caixaCall as it is (`{ ...caller, params }`).
 */
export interface Caller {
	token: string
	request: Request
}

export interface CaixaResult<T> {
	data: T
	status: number
	headers: Headers
}

/**
 * Calls one endpoint of the table: `caixaCall(endpoints.cashiers.payments.partial, { params:
 * { id, paymentId }, body, token, request })`. Path params are encoded and the query written
 * here alone; the answer is parsed with the entry's schema for the status it came with.
 */
export async function caixaCall<E extends Endpoint>(
	endpoint: E,
	options: CallOptions<E>,
): Promise<CaixaResult<AnswerOf<E>>> {
	const { params, query, body } = options as {
		params?: Record<string, unknown>
		query?: Record<string, unknown> | URLSearchParams
		body?: unknown
	}
	const headers = new Headers({ Accept: 'application/json' })
	if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
	for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
	clientHeaders(options.client ?? options.request, headers)
	await readerHeader(options.client ?? options.request, headers)
	let sent: string | FormData | undefined
	if (body instanceof FormData) {
		// fetch writes the multipart Content-Type itself, boundary included.
		sent = body
	} else if (body !== undefined) {
		headers.set('Content-Type', 'application/json')
		sent = JSON.stringify(body)
	}
	const response = await reachCaixa(
		new Request(`${INTERNAL_ORIGIN}${API_BASE}${caixaPath(endpoint, params)}${searchOf(query)}`, {
			method: endpoint.method.toUpperCase(),
			headers,
			body: sent,
		}),
		await sharedSessionReads(options.request),
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
	const schema = (endpoint.answers as Record<number, z.ZodType | null | undefined>)[response.status]
	if (schema === undefined) {
		throw new Error(
			`${endpoint.method.toUpperCase()} ${endpoint.path} answered ${response.status}, which the endpoint table does not list`,
		)
	}
	const text = await response.text()
	const data = schema && text ? schema.parse(JSON.parse(text)) : undefined
	return { data: data as AnswerOf<E>, status: response.status, headers: response.headers }
}

/** The entry's path with its params in place, each encoded: `/cashiers/{id}` → `/cashiers/a%2Fb`. */
export function caixaPath(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
	return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = params[name]
		// An empty one stays empty: the API answers that path's 404, as for an unknown id.
		if (value === undefined || value === null) throw new Error(`${endpoint.path}: no {${name}}`)
		return encodeURIComponent(String(value))
	})
}

/**
 * A query string as the API's lists read it (API.md "Lists"): a list as repeated keys, no key for
 * what is undefined or null.
 */
export function searchOf(query: Record<string, unknown> | URLSearchParams | undefined): string {
	if (!query) return ''
	const search = new URLSearchParams()
	const entries = query instanceof URLSearchParams ? [...query] : Object.entries(query)
	for (const [key, value] of entries) {
		for (const one of Array.isArray(value) ? value : [value]) {
			if (one !== undefined && one !== null) search.append(key, String(one))
		}
	}
	const text = search.toString()
	return text ? `?${text}` : ''
}

/**
 * Spec §7: after a create, the product reads the `Location` the API answered and fetches what is
 * there. The Location must be a path of `endpoint` (its params are read from it), so the
 * fetch stays a typed call of the table; anything else is the API breaking its word, an error.
 */
export async function followLocation<E extends Endpoint>(
	created: { headers: Headers },
	endpoint: E,
	options: Omit<CallOptions<E>, 'params'>,
): Promise<CaixaResult<AnswerOf<E>>> {
	const location = created.headers.get('Location') ?? ''
	// A path as the API writes it; a whole URL is read for its path.
	const params = paramsOf(endpoint, location && new URL(location, INTERNAL_ORIGIN).pathname)
	if (!params) {
		throw new Error(`The API's Location ${location} is no ${endpoint.path}`)
	}
	return caixaCall(endpoint, { ...options, params } as CallOptions<E>)
}

/** The params of `location` (a path under /caixa/api) read by `endpoint`'s path, or null. */
export function paramsOf(endpoint: Endpoint, location: string): Record<string, string> | null {
	const names: string[] = []
	const pattern = endpoint.path
		.split(/\{(\w+)\}/)
		.map((part, index) => {
			if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
			names.push(part)
			return '([^/]+)'
		})
		.join('')
	const match = new RegExp(`^${API_BASE}${pattern}$`).exec(location)
	if (!match) return null
	return Object.fromEntries(
		names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
	)
}

/**
 * The API limits sign-in requests per client address, and in process it only sees the
 * addresses a request names. The web server (server.ts) resolves the browser's address
 * (TRUST_PROXY) and writes it as the request's only X-Forwarded-For, which is handed on here.
 */
function clientHeaders(incoming: Request | undefined, headers: Headers) {
	const forwardedFor = incoming?.headers.get('X-Forwarded-For')
	if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor)
}

/*
 * The page's language (the language cookie's, else the browser's), so the API names what it
 * words for the reader — a unit's default categories — as the page around it reads, which need
 * not be the profile's language (caixa/http/reader-language.ts). Read once per incoming request.
 */
const readerLanguages = new WeakMap<Request, Promise<string>>()

async function readerHeader(incoming: Request | undefined, headers: Headers) {
	if (!incoming || headers.has('Accept-Language')) return
	let language = readerLanguages.get(incoming)
	if (!language) {
		language = readerLanguage(incoming)
		readerLanguages.set(incoming, language)
	}
	headers.set('Accept-Language', await language)
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
			throw notFound()
		}
		throw error
	}
}
