import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import { listRecordReactions } from '@caixa/services/audit'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentReaction, writerCommentPath } from '../presenters/audit'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'
import { commentThreadRoutes } from './comment-thread-routes'

// A record's reactions and comment thread as the cashier's writers see and answer them (DOMAIN.md
// "read a cashier, react, comment": owners, unit and cashier collaborators). Writers do not react:
// reactions are the auditors' (the auditor space's POST …/reactions).

const tags = ['ledger']
const audience = [
	'',
	'Owners and collaborators of the unit, and the cashier’s collaborators; its auditors read the',
	'same through `/auditors/cashiers/{id}/…`, and get 404 here.',
].join('\n')
const notTheirs = problem('No such cashier or live record, or one the caller may not see')

export function cashierCommentsRoutes(deps: CaixaDependencies) {
	const reactions = createRoute({
		...requestOf(endpoints.recordConversation.reactions.list),
		tags,
		summary: 'Who of the cashier’s auditors reacted to a record, and how',
		description: [
			'Each auditor’s one reaction (APPROVED, QUESTION or REJECTED), the first given first. Writers',
			'read reactions and do not give them: reacting is the auditor’s alone (the auditor space’s',
			'`POST /auditors/cashiers/{id}/inventories/{inventoryId}/reactions`).',
			audience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.recordConversation.reactions.list, 200, {
				description: 'The reactions',
			}),
			401: unauthorizedResponse,
			404: notTheirs,
		},
	})

	return createRouter()
		.openapi(reactions, async (c) => {
			const db = await deps.database()
			const { id, inventoryId } = c.req.valid('param')
			const rows = await listRecordReactions(db, c.var.auth.profile.id, id, inventoryId)
			return c.json(rows.map(presentReaction), 200)
		})
		.route(
			'/',
			commentThreadRoutes(deps, {
				role: 'WRITER',
				endpoints: endpoints.recordConversation.comments,
				tags,
				audience,
				notFound: notTheirs,
				threadPath: writerCommentPath,
			}),
		)
}
