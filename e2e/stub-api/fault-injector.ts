import { z } from 'zod'
import { forwardedClient } from './forwarded-client'

// The stub's second test-only middleware: POST /__stub/faults names a call (method, path, and
// optionally the client address of one test) and the problem the next matching call answers
// instead of the API — 429 with Retry-After, 500, 503 — so the web app's error answers stay
// tested. DELETE /__stub/faults forgets the ones not yet used.

export const FAULTS_PATH = '/__stub/faults'

export const faultSchema = z.object({
	method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
	/** The path without its query, e.g. /caixa/api/authentication. */
	path: z.string().startsWith('/caixa/api/'),
	status: z.number().int().min(400).max(599),
	/** Merged over a bare problem of that status. */
	problem: z.record(z.string(), z.unknown()).default({}),
	headers: z.record(z.string(), z.string()).default({}),
	/** Only a call the web app made for this client (X-Forwarded-For): one test's own. */
	clientAddress: z.string().optional(),
	/** How many matching calls it answers. */
	times: z.number().int().min(1).max(100).default(1),
})
export type Fault = z.input<typeof faultSchema>

export function faultInjector() {
	const faults: Array<z.output<typeof faultSchema>> = []
	return {
		/** Answers POST and DELETE /__stub/faults; undefined for any other request. */
		async serve(request: Request, url: URL): Promise<Response | undefined> {
			if (url.pathname !== FAULTS_PATH) return undefined
			if (request.method === 'DELETE') {
				faults.length = 0
				return new Response(null, { status: 204 })
			}
			if (request.method !== 'POST') return new Response(null, { status: 405 })
			const parsed = faultSchema.safeParse(await request.json().catch(() => null))
			if (!parsed.success) return Response.json(parsed.error.issues, { status: 422 })
			faults.push(parsed.data)
			return new Response(null, { status: 201 })
		},
		/** The forced answer of the first fault this call matches, used up once answered. */
		answer(request: Request, url: URL): Response | undefined {
			const clientAddress = forwardedClient(request)
			const index = faults.findIndex(
				(fault) =>
					fault.method === request.method &&
					fault.path === url.pathname &&
					(fault.clientAddress === undefined || fault.clientAddress === clientAddress),
			)
			const fault = faults[index]
			if (!fault) return undefined
			fault.times -= 1
			if (fault.times === 0) faults.splice(index, 1)
			const body = {
				type: 'about:blank',
				title: 'Forced fault',
				status: fault.status,
				...fault.problem,
			}
			return new Response(JSON.stringify(body), {
				status: fault.status,
				headers: { 'Content-Type': 'application/problem+json', ...fault.headers },
			})
		},
	}
}
