import { forwardedClient } from './forwarded-client'

// The stub's first test-only middleware: every /caixa call the web app makes, as it was sent, so
// a spec can assert on what a form posted. GET /__stub/calls lists them, DELETE clears them.

export interface RecordedCall {
	method: string
	/** The path with its query string, as sent. */
	path: string
	query: Record<string, string[]>
	/** JSON bodies parsed; a multipart body only described, so the record stays small. */
	body: unknown
	/** The Idempotency-Key header a create sent (the record form's), so tests can see it. */
	idempotencyKey?: string
	/** The client address the web app forwarded (each Playwright test has its own). */
	clientAddress?: string
}

export const CALLS_PATH = '/__stub/calls'

export function callRecorder() {
	const calls: RecordedCall[] = []
	return {
		/** Answers GET and DELETE /__stub/calls; undefined for any other request. */
		serve(request: Request, url: URL): Response | undefined {
			if (url.pathname !== CALLS_PATH) return undefined
			if (request.method === 'DELETE') calls.length = 0
			return Response.json(calls)
		},
		async record(request: Request, url: URL) {
			const query: Record<string, string[]> = {}
			for (const [key, value] of url.searchParams) (query[key] ??= []).push(value)
			const call: RecordedCall = {
				method: request.method,
				path: `${url.pathname}${url.search}`,
				query,
				body: await describeBody(request.clone()),
			}
			const idempotencyKey = request.headers.get('Idempotency-Key')
			if (idempotencyKey) call.idempotencyKey = idempotencyKey
			const clientAddress = forwardedClient(request)
			if (clientAddress) call.clientAddress = clientAddress
			calls.push(call)
		},
	}
}

async function describeBody(request: Request): Promise<unknown> {
	const type = request.headers.get('Content-Type') ?? ''
	if (type.startsWith('multipart/')) {
		return `<multipart, ${(await request.arrayBuffer()).byteLength} bytes>`
	}
	const text = await request.text()
	if (!text) return undefined
	try {
		return JSON.parse(text) as unknown
	} catch {
		return text
	}
}
