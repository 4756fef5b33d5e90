import { createRoute, z } from '@hono/zod-openapi'
import { type CommentAuthorRole } from '@caixa/contract/audit'
import { type endpoints } from '@caixa/contract/endpoints'
import { addComment, listThread } from '@caixa/services/audit'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentComment } from '../presenters/audit'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// A record's comment thread (DOMAIN.md "Auditors, reactions, comments") is one conversation
// reached from two sides: the auditor space (`/auditors/cashiers/{id}/…`) and the writers'
// `/cashiers/{id}/…`. The routes are the same but for who may come in (the service checks it
// from `role`), the words that say so, and where the new comment lives.

/** The thread's two endpoints, on either side. */
type ThreadEndpoints =
	typeof endpoints.auditorSpace.inventories.comments | typeof endpoints.recordConversation.comments

export interface CommentThreadSide {
	/** Who comments through these routes: the service lets in that side's people alone. */
	role: CommentAuthorRole
	endpoints: ThreadEndpoints
	tags: string[]
	/** Who gets in, and what anyone else gets: the last paragraph of each route's description. */
	audience: string
	/** The 404 (problem()): the side's own words for "not yours, or no such record". */
	notFound: ReturnType<typeof problem>
	/** The new comment's thread, as the 201's Location (API_BASE included). */
	threadPath: (cashierId: string, inventoryId: string) => string
}

/** The POST's rule, as both sides' documents state it. */
const commentRule = [
	'The comment is trimmed, then holds 1 to 2,000 characters (only spaces is empty: 422). It is',
	'plain text, stored and answered as written: markup in it comes back as the same text, and the',
	'reader escapes it.',
].join('\n')

/** An auditor comments; a writer answers what auditors ask. */
const postSummary: Record<CommentAuthorRole, string> = {
	AUDITOR: 'Comments on a record',
	WRITER: 'Answers in a record’s thread',
}

/** GET (the thread, oldest first) and POST (a comment) of one side, on a router of their own. */
export function commentThreadRoutes(deps: CaixaDependencies, side: CommentThreadSide) {
	const { role, tags, audience, notFound, threadPath } = side

	const thread = createRoute({
		...requestOf(side.endpoints.list),
		tags,
		summary: 'A record’s comment thread',
		description: [
			'Its auditors’ and writers’ comments, oldest first (the moment written, then id), each',
			'with its author and `authorRole` (AUDITOR, or WRITER for an owner or collaborator).',
			audience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(side.endpoints.list, 200, { description: 'A page of comments' }),
			401: unauthorizedResponse,
			404: notFound,
			422: problem('A paging value is out of range'),
		},
	})

	const comment = createRoute({
		...requestOf(side.endpoints.create),
		tags,
		summary: postSummary[role],
		description: [commentRule, audience].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			201: answerOf(side.endpoints.create, 201, {
				description: 'Added; the Location is the record’s thread',
				headers: z.object({
					Location: z.string().meta({ example: threadPath('{id}', '{inventoryId}') }),
				}),
			}),
			401: unauthorizedResponse,
			404: notFound,
			422: problem('The comment is empty once trimmed, or longer than 2,000 characters'),
		},
	})

	return createRouter()
		.openapi(thread, async (c) => {
			const db = await deps.database()
			const { id, inventoryId } = c.req.valid('param')
			const rows = await listThread(
				db,
				role,
				c.var.auth.profile.id,
				id,
				inventoryId,
				c.req.valid('query'),
			)
			return c.json(rows.map(presentComment), 200)
		})
		.openapi(comment, async (c) => {
			const db = await deps.database()
			const { id, inventoryId } = c.req.valid('param')
			const added = await addComment(
				db,
				role,
				c.var.auth.profile.id,
				id,
				inventoryId,
				c.req.valid('json').comment,
				deps.clock.now(),
			)
			c.header('Location', threadPath(id, inventoryId))
			return c.json(presentComment(added), 201)
		})
}
