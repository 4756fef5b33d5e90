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
	// Read once for every route (caixa/http/reader-language.ts), so named here rather than on each.
	app.openAPIRegistry.registerComponent('parameters', 'AcceptLanguage', {
		name: 'Accept-Language',
		in: 'header',
		required: false,
		description:
			'The language the caller reads (en-US, pt-BR, es; `pt` is pt-BR). A unit’s default categories are named in it until renamed (`defaultCode`), wherever the API names a category. Without one of ours: the profile’s language, then en-US.',
		schema: { type: 'string', example: 'pt-BR' },
	})
	app.doc31(`${API_BASE}/openapi.json`, {
		openapi: '3.1.0',
		// The paths carry /caixa/api themselves, so the server is the host that serves this document.
		servers: [{ url: '/', description: 'The host serving this document' }],
		info: {
			title: 'Caixa API',
			version: '1.0.0',
			description:
				'The /caixa API. Errors are application/problem+json (RFC 9457) with an `errors` list of {path, message} for field failures. Category names follow the Accept-Language header (components.parameters.AcceptLanguage).',
		},
	})
}
