import { type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { type HttpBindings, serve } from '@hono/node-server'
import { answerClientError } from './client-error'

export interface ServeCaixaOptions {
	/**
	 * The API (createCaixaApp) or anything that hands requests on to it (the stub's recorder).
	 * It gets the Node request as its env, so the API sees the connection's peer address.
	 */
	app: { fetch: (request: Request, env: HttpBindings) => Response | Promise<Response> }
	/** 0 for any free port (tests). */
	port: number
	hostname: string
}

export interface ServedCaixa {
	server: Server
	/** Where it listens, e.g. http://127.0.0.1:3100 (no trailing slash). */
	origin: string
	/** Stops taking connections and ends idle keep-alive ones; resolves when closed. */
	close(): Promise<void>
}

/**
 * The API on a Node HTTP server of its own: `npm run caixa:serve` (server.ts), the stub API of
 * the e2e tests, and the tests that call the API over real HTTP. One place, so that what a test
 * checks is what runs: a request Node cannot parse (headers over its 16 KB limit, a broken
 * request line) is answered as problem+json (client-error.ts), and the app is given the Node
 * request, whose socket is the client's address when TRUST_PROXY is off (client-address.ts).
 * Resolves once it listens.
 */
export function serveCaixa({ app, port, hostname }: ServeCaixaOptions): Promise<ServedCaixa> {
	return new Promise((resolve, reject) => {
		const server = serve(
			{
				fetch: async (request, env) =>
					closingIfBodyLeft(request, await app.fetch(request, env as HttpBindings)),
				port,
				hostname,
			},
			(info: AddressInfo) => {
				server.off('error', reject)
				const host = info.family === 'IPv6' ? `[${info.address}]` : info.address
				resolve({
					server,
					origin: `http://${host}:${info.port}`,
					close: () =>
						new Promise<void>((closed, failed) => {
							server.close((error) => (error ? failed(error) : closed()))
							server.closeIdleConnections()
						}),
				})
			},
		) as Server
		server.once('error', reject)
		// Headers past Node's limit, or a request it cannot parse: a problem+json, not an empty 431.
		server.on('clientError', answerClientError)
	})
}

/**
 * A refusal answered before the request's body was read through — a 413 stops reading midway, a
 * 401 or 429 never starts — ends its connection (`Connection: close`). Left open, the Node
 * adapter drains the rest of the body for at most half a second and then destroys the socket,
 * and a body sent chunked is not drained at all: the next request a client sent on that
 * keep-alive connection (the web tier's fetch reuses them) died with it, an innocent call turned
 * into a network error. Closed, the client sees the refusal and opens a new connection.
 */
function closingIfBodyLeft(request: Request, response: Response): Response {
	const hasBody =
		request.headers.has('transfer-encoding') ||
		Number(request.headers.get('content-length') ?? 0) > 0
	if (!hasBody || response.status < 400) return response
	if (response.status !== 413 && request.bodyUsed) return response
	const closing = new Response(response.body, response)
	closing.headers.set('Connection', 'close')
	return closing
}
