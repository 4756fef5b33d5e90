import { createMiddleware } from 'hono/factory'

/**
 * Headers every answer of the API carries, success or problem, 404 and the OpenAPI document
 * included (app.ts registers this first, so it wraps what onError and notFound answer too):
 *
 * - `X-Content-Type-Options: nosniff`: a browser takes each answer for the type it declares
 *   (JSON, problem+json, a JPEG), never for a script or a page sniffed out of its bytes, so an
 *   uploaded file or a value echoed in a problem cannot be run.
 * - No CORS, ever: the API's callers are the web server (in process or over HTTP) and programs,
 *   none of them a browser page of another origin. So no `Access-Control-Allow-*` goes out, even
 *   when the request has an `Origin`; a preflight (OPTIONS) gets no allowance and the browser
 *   refuses the cross-origin call; and any such header a route might one day set is taken off
 *   here, so that allowing another origin is a decision made in this file, not by accident.
 */
export function securityHeaders() {
	return createMiddleware(async (c, next) => {
		await next()
		// A Response.redirect() or a fetched one has headers that cannot change: copy it first.
		if (!canWrite(c.res.headers)) {
			c.res = new Response(c.res.body, c.res)
		}
		const headers = c.res.headers
		for (const name of [...headers.keys()]) {
			if (name.startsWith('access-control-')) headers.delete(name)
		}
		headers.set('X-Content-Type-Options', 'nosniff')
	})
}

function canWrite(headers: Headers): boolean {
	try {
		headers.set('X-Content-Type-Options', 'nosniff')
		return true
	} catch {
		return false
	}
}
