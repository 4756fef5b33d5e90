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
	constructor(problem: Problem) {
		super(`${problem.status} ${problem.title}${problem.detail ? `: ${problem.detail}` : ''}`)
		this.name = 'CaixaProblem'
		this.status = problem.status
		this.problem = problem
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
	body?: unknown
	/** The contract's schema for the answer; omit for answers without a body. */
	schema?: T
	/** The incoming request, so a 401 signs the visitor out and sends them to sign in. */
	request?: Request
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
	let body: string | undefined
	if (options.body !== undefined) {
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
		throw new CaixaProblem(problem)
	}
	const text = await response.text()
	const json: unknown = text ? JSON.parse(text) : undefined
	const data = (options.schema ? options.schema.parse(json) : json) as z.output<T>
	return { data, status: response.status, headers: response.headers }
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
