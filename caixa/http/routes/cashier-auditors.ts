import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import {
	acceptAuditor,
	listAuditorsOfCashier,
	removeCashierAuditor,
} from '@caixa/services/auditors'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentCashierAuditor } from '../presenters/auditor'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'

// Who audits one cashier of a unit, and who asks to (spec §7 "Cashier of unit … auditors";
// DOMAIN.md "Auditors"). "Invite or remove auditors" is the unit's owner's and its (or its
// company's) collaborators' in the roles table; a cashier collaborator, an auditor and anyone else
// get the 404 of a cashier that does not exist. Requests arrive through the invite link
// (invites-cashiers.ts); here they are accepted or declined, and auditors removed.

const entries = endpoints.units.cashiers.auditors
const tags = ['auditors']
const notManaged = problem(
	'No such cashier in this unit, or one the caller may not manage (a cashier collaborator, an auditor)',
)

export function cashierAuditorsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(entries.list),
		tags,
		summary: "A cashier's auditors and requests to audit it",
		description: [
			'Pending requests (`status` PENDING) first, then accepted auditors (ACCEPTED); within each',
			'the newest first (asked, or accepted), ties by id. Each row names the profile that asked',
			'(its address included, so the owner knows whom they let in); its `id` is the `inviteId`',
			'to accept, or the id to decline or remove. For the unit’s (or its company’s) owner and',
			'collaborators; archived cashiers are answered too.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(entries.list, 200, { description: 'A page of auditors and requests' }),
			401: unauthorizedResponse,
			404: notManaged,
			422: problem('A paging value is out of range'),
		},
	})

	const accept = createRoute({
		...requestOf(entries.accept),
		tags,
		summary: 'Accepts a request to audit a cashier',
		description: [
			'From now on the requester reads the cashier through the auditor API',
			'(`GET /auditors/cashiers/{id}`) and finds it in `GET /auditors`. Accepting an accepted',
			'request answers it unchanged (its first `acceptedAt`): a second click does no harm.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(entries.accept, 200, { description: 'The auditor, accepted' }),
			401: unauthorizedResponse,
			404: problem('As for the list; or no request to audit this cashier has `inviteId`'),
			422: problem('`inviteId` is missing or no UUID'),
		},
	})

	const remove = createRoute({
		...requestOf(entries.remove),
		tags,
		summary: 'Removes an accepted auditor of a cashier',
		description: [
			'They stop seeing the cashier at once. A pending request is declined at',
			'`DELETE …/auditors/invites/{inviteId}` instead: here it is a 404, so a list that changed',
			'meanwhile never has the wrong row removed.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			204: { description: 'Removed' },
			401: unauthorizedResponse,
			404: problem('As for the list; or no accepted auditor of this cashier has this id'),
		},
	})

	const decline = createRoute({
		...requestOf(entries.decline),
		tags,
		summary: 'Declines a request to audit a cashier',
		description: [
			'The request is deleted; the requester may ask again through the link. An accepted',
			'auditor is removed at `DELETE …/auditors/{auditorId}` instead: here it is a 404.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			204: { description: 'Declined' },
			401: unauthorizedResponse,
			404: problem('As for the list; or no pending request to audit this cashier has this id'),
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const { unitId, cashierId } = c.req.valid('param')
			const rows = await listAuditorsOfCashier(
				await deps.database(),
				c.var.auth.profile.id,
				unitId,
				cashierId,
				c.req.valid('query'),
			)
			return c.json(rows.map(presentCashierAuditor), 200)
		})
		.openapi(accept, async (c) => {
			const { unitId, cashierId } = c.req.valid('param')
			const row = await acceptAuditor(
				await deps.database(),
				c.var.auth.profile.id,
				unitId,
				cashierId,
				c.req.valid('json').inviteId,
				deps.clock.now(),
			)
			return c.json(presentCashierAuditor(row), 200)
		})
		.openapi(remove, async (c) => {
			const { unitId, cashierId, auditorId } = c.req.valid('param')
			await removeCashierAuditor(
				await deps.database(),
				c.var.auth.profile.id,
				unitId,
				cashierId,
				auditorId,
				'ACCEPTED',
			)
			return c.body(null, 204)
		})
		.openapi(decline, async (c) => {
			const { unitId, cashierId, inviteId } = c.req.valid('param')
			await removeCashierAuditor(
				await deps.database(),
				c.var.auth.profile.id,
				unitId,
				cashierId,
				inviteId,
				'PENDING',
			)
			return c.body(null, 204)
		})
}
