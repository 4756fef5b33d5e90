import { endpoints } from '@caixa/contract/endpoints'
import { overviewOf } from '@caixa/services/overview'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { routeOf } from '../route-of'
import { createRouter } from '../router'

export function overviewRoutes(deps: CaixaDependencies) {
	const get = routeOf(endpoints.overview.get, { middleware: [requireSession(deps)] as const })

	return createRouter().openapi(get, async (c) => {
		const db = await deps.database()
		return c.json(await overviewOf(db, c.var.auth.profile.id, deps.clock.now()), 200)
	})
}
