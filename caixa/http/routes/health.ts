import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { sql } from 'kysely'
import { healthSchema } from '@caixa/contract/health'
import { type CaixaDependencies } from '../dependencies'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

const getHealth = createRoute({
	...requestOf(endpoints.health),
	tags: ['health'],
	summary: 'Whether the API and its database answer',
	responses: {
		200: answerOf(endpoints.health, 200, { description: 'Up' }),
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
			await sql`select 1`.execute(db)
			return c.json({ status: 'ok', database: 'ok' } as const, 200)
		} catch (error) {
			console.error('Health check: the database does not answer:', error)
			return c.json({ status: 'degraded', database: 'unreachable' } as const, 503)
		}
	})
}
