import { createRoute } from '@hono/zod-openapi'
import { managementSchema } from '@caixa/contract/authentication'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, unauthorizedResponse } from '../openapi'
import { createRouter } from '../router'

// Beside session.ts rather than in it: the one session call about staff of the product.
export function sessionManagementRoutes(deps: CaixaDependencies) {
	const isManagement = createRoute({
		method: 'get',
		path: '/session/is-management',
		tags: ['session'],
		summary: 'Whether the caller is staff of the product',
		description: 'Set only by the operator command `npm run management`, never through the API.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: {
				description: 'The flag',
				content: { 'application/json': { schema: managementSchema } },
			},
			401: unauthorizedResponse,
		},
	})

	return createRouter().openapi(isManagement, (c) =>
		c.json({ management: c.var.auth.profile.management === 1 }, 200),
	)
}
