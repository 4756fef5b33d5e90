import { endpoints } from '@caixa/contract/endpoints'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { routeOf } from '../route-of'
import { createRouter } from '../router'

// Beside session.ts rather than in it: the one session call about staff of the product.
export function sessionManagementRoutes(deps: CaixaDependencies) {
	const isManagement = routeOf(endpoints.session.isManagement, {
		middleware: [requireSession(deps)] as const,
	})

	return createRouter().openapi(isManagement, (c) =>
		c.json({ management: c.var.auth.profile.management === 1 }, 200),
	)
}
