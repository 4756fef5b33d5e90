import { createRoute } from '@hono/zod-openapi'
import { sessionSchema } from '@caixa/contract/session'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, unauthorizedResponse } from '../openapi'
import { presentSession } from '../presenters/session'
import { createRouter } from '../router'

export function sessionRoutes(deps: CaixaDependencies) {
	const getSession = createRoute({
		method: 'get',
		path: '/session',
		tags: ['session'],
		summary: "The caller's session and profile",
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: {
				description: 'The session',
				content: { 'application/json': { schema: sessionSchema } },
			},
			401: unauthorizedResponse,
		},
	})

	return createRouter().openapi(getSession, (c) => {
		const { token, profile } = c.var.auth
		return c.json(presentSession(token, profile), 200)
	})
}
