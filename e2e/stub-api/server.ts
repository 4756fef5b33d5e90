import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { cashiers, sessions } from './fixtures'

// A small HTTP server answering the /caixa calls the web app makes, from fixtures, so the web
// app can be tested alone. It records every call (GET /__stub/calls) so tests can assert on
// what the web app sent; DELETE /__stub/calls clears them.
interface Call {
	method: string
	path: string
	authorization: string | null
	body: unknown
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> }
type Handler = (call: Call, match: RegExpMatchArray) => Reply

const calls: Call[] = []

function problem(status: number, title: string, detail?: string): Reply {
	return {
		status,
		body: { type: 'about:blank', title, status, ...(detail ? { detail } : {}) },
		headers: { 'Content-Type': 'application/problem+json' },
	}
}

function bearer(call: Call) {
	return call.authorization?.replace(/^Bearer\s+/i, '') ?? ''
}

function withSession(
	handler: (
		session: NonNullable<(typeof sessions)[string]>,
		call: Call,
		match: RegExpMatchArray,
	) => Reply,
): Handler {
	return (call, match) => {
		const session = sessions[bearer(call)]
		if (!session) return problem(401, 'Unauthorized', 'No valid session')
		return handler(session, call, match)
	}
}

const routes: Array<[string, RegExp, Handler]> = [
	[
		'GET',
		/^\/caixa\/api\/health$/,
		() => ({ status: 200, body: { status: 'ok', database: 'ok' } }),
	],
	['GET', /^\/caixa\/api\/session$/, withSession((session) => ({ status: 200, body: session }))],
	['POST', /^\/caixa\/api\/authentication\/logout$/, withSession(() => ({ status: 204 }))],
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)$/,
		withSession((_session, _call, [, id]) => {
			const cashier = id ? cashiers[id] : undefined
			return cashier ? { status: 200, body: cashier } : problem(404, 'Not Found')
		}),
	],
]

async function readBody(request: IncomingMessage): Promise<unknown> {
	const chunks: Buffer[] = []
	for await (const chunk of request) chunks.push(chunk as Buffer)
	if (chunks.length === 0) return undefined
	const text = Buffer.concat(chunks).toString('utf8')
	try {
		return JSON.parse(text) as unknown
	} catch {
		return text
	}
}

function send(response: ServerResponse, reply: Reply) {
	const headers = { 'Content-Type': 'application/json', ...reply.headers }
	response.writeHead(reply.status, reply.body === undefined ? reply.headers : headers)
	response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body))
}

const server = createServer((request, response) => {
	void (async () => {
		const url = new URL(request.url ?? '/', 'http://stub')
		const method = request.method ?? 'GET'
		if (url.pathname === '/__stub/calls') {
			if (method === 'DELETE') calls.length = 0
			return send(response, { status: 200, body: calls })
		}
		const call: Call = {
			method,
			path: `${url.pathname}${url.search}`,
			authorization: request.headers.authorization ?? null,
			body: await readBody(request),
		}
		calls.push(call)
		for (const [routeMethod, pattern, handler] of routes) {
			const match = url.pathname.match(pattern)
			if (match && routeMethod === method) return send(response, handler(call, match))
		}
		send(
			response,
			problem(404, 'Not Found', `The stub has no fixture for ${method} ${url.pathname}`),
		)
	})().catch((error: unknown) => {
		send(response, problem(500, 'Stub failure', String(error)))
	})
})

const port = Number(process.env.STUB_API_PORT ?? 3101)
server.listen(port, '127.0.0.1', () => {
	console.log(`stub /caixa API on http://127.0.0.1:${port}`)
})
