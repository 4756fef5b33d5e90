import { endpoints } from '@caixa/contract/endpoints'
import { healthSchema } from '@caixa/contract/health'
import { pingDatabase } from '@caixa/services/database'
import { type CaixaDependencies } from '../dependencies'
import { routeOf } from '../route-of'
import { createRouter } from '../router'

const getHealth = routeOf(endpoints.health, {
	responses: {
		503: {
			description: 'The database does not answer',
			content: { 'application/json': { schema: healthSchema } },
		},
	},
})

export function healthRoutes(deps: CaixaDependencies) {
	return createRouter().openapi(getHealth, async (c) => {
		try {
			const db = await deps.database()
			await pingDatabase(db)
			return c.json({ status: 'ok', database: 'ok' } as const, 200)
		} catch (error) {
			console.error('Health check: the database does not answer:', error)
			return c.json({ status: 'degraded', database: 'unreachable' } as const, 503)
		}
	})
}
