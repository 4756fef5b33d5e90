import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { changeProfileDetails } from '@caixa/services/profiles'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentSession } from '../presenters/session'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

export function sessionRoutes(deps: CaixaDependencies) {
	const getSession = createRoute({
		...requestOf(endpoints.session.get),
		tags: ['session'],
		summary: "The caller's session and profile",
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.session.get, 200, { description: 'The session' }),
			401: unauthorizedResponse,
		},
	})

	const putSession = createRoute({
		...requestOf(endpoints.session.update),
		tags: ['session'],
		summary: "Changes the caller's name, surname and language",
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.session.update, 200, {
				description: 'The session with the changed profile',
			}),
			401: unauthorizedResponse,
			422: problem('A field failed validation; each one is in `errors`'),
		},
	})

	return createRouter()
		.openapi(getSession, (c) => {
			const { token, profile } = c.var.auth
			return c.json(presentSession(token, profile), 200)
		})
		.openapi(putSession, async (c) => {
			const { token, profile } = c.var.auth
			const db = await deps.database()
			const updated = await changeProfileDetails(db, profile.id, c.req.valid('json'))
			return c.json(presentSession(token, updated), 200)
		})
}
