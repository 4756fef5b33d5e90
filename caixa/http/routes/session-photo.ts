import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { changeProfilePhoto } from '@caixa/services/profiles'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentSession } from '../presenters/session'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

export function sessionPhotoRoutes(deps: CaixaDependencies) {
	const putPhoto = createRoute({
		...requestOf(endpoints.session.photo),
		tags: ['session'],
		summary: "Makes a photo the caller uploaded their profile's photo",
		description:
			"Answers the session with `photo` at the photo's STANDARD path; add `?size=SAMPLE` for an avatar.",
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.session.photo, 200, {
				description: 'The session, with the new photo',
			}),
			401: unauthorizedResponse,
			404: problem('No such multimedia, or one someone else uploaded'),
			422: problem('`multimedia` is not an id'),
		},
	})

	return createRouter().openapi(putPhoto, async (c) => {
		const { token, profile } = c.var.auth
		const db = await deps.database()
		const updated = await changeProfilePhoto(db, profile.id, c.req.valid('json').multimedia)
		return c.json(presentSession(token, updated), 200)
	})
}
