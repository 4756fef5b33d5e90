import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, unauthorizedResponse } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// Beside session.ts rather than in it: the one session call about staff of the product.
export function sessionManagementRoutes(deps: CaixaDependencies) {
	const isManagement = createRoute({
		...requestOf(endpoints.session.isManagement),
		tags: ['session'],
		summary: 'Whether the caller is staff of the product',
		description: 'Set only by the operator command `npm run management`, never through the API.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.session.isManagement, 200, { description: 'The flag' }),
			401: unauthorizedResponse,
		},
	})

	return createRouter().openapi(isManagement, (c) =>
		c.json({ management: c.var.auth.profile.management === 1 }, 200),
	)
}
