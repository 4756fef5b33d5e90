import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { endSession } from '@caixa/services/sessions'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, unauthorizedResponse } from '../openapi'
import { requestOf } from '../route-of'
import { createRouter } from '../router'

export function authenticationRoutes(deps: CaixaDependencies) {
	const logout = createRoute({
		...requestOf(endpoints.authentication.logout),
		tags: ['authentication'],
		summary: "Ends the caller's session; its token stops working at once",
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			204: { description: 'Signed out' },
			401: unauthorizedResponse,
		},
	})

	return createRouter().openapi(logout, async (c) => {
		const db = await deps.database()
		await endSession(db, c.var.auth.sessionId, deps.clock.now())
		return c.body(null, 204)
	})
}
