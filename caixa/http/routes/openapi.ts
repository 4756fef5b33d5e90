import { type OpenAPIHono } from '@hono/zod-openapi'
import { type Env } from 'hono'
import { BEARER } from '../openapi'
import { API_BASE } from '../paths'

/** Serves the document generated from the routes' own definitions: nothing here is hand-written. */
export function serveOpenApiDocument<E extends Env>(app: OpenAPIHono<E>) {
	app.openAPIRegistry.registerComponent('securitySchemes', BEARER, {
		type: 'http',
		scheme: 'bearer',
		description: 'A session token, as answered by sign-in (a bare token is accepted too)',
	})
	app.doc31(`${API_BASE}/openapi.json`, {
		openapi: '3.1.0',
		info: {
			title: 'Caixa API',
			version: '1.0.0',
			description:
				'The /caixa API. Errors are application/problem+json (RFC 9457) with an `errors` list of {path, message} for field failures.',
		},
	})
}
