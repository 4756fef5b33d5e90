import * as z from 'zod'
import {
	acceptAuditorBodySchema,
	auditedCashierSchema,
	auditRequestBodySchema,
	cashierAuditorListQuerySchema,
	cashierAuditorListSchema,
	cashierAuditorSchema,
	cashierInviteSchema,
} from '../auditor'
import { cashierListQuerySchema, cashierListSchema } from '../cashier'
import { endpoint } from './endpoint'

// Auditors, all in one place (DOMAIN.md "Auditors, reactions, comments"): the invite link's two
// calls (any signed-in profile), a cashier's auditors and requests under the unit's cashier (its
// owner and unit collaborators, as its collaborators are addressed), and the auditor API space
// (`/auditors…`, accepted auditors alone), which is apart from the writers' `/cashiers…`.

const unitCashierParams = z.object({ unitId: z.uuid(), cashierId: z.uuid() })

/** `endpoints.units.cashiers.auditors`: who audits one cashier of a unit, and who asks to. */
export const cashierAuditorEndpoints = {
	/** Pending requests first, then accepted auditors; newest first within each. */
	list: endpoint({
		method: 'get',
		path: '/units/{unitId}/cashiers/{cashierId}/auditors',
		params: unitCashierParams,
		query: cashierAuditorListQuerySchema,
		answers: { 200: cashierAuditorListSchema },
	}),
	/** Accepts a pending request; accepting an accepted one answers it unchanged. */
	accept: endpoint({
		method: 'post',
		path: '/units/{unitId}/cashiers/{cashierId}/auditors/accept',
		params: unitCashierParams,
		body: acceptAuditorBodySchema,
		answers: { 200: cashierAuditorSchema },
	}),
	/** Removes an accepted auditor (a pending request is declined below). */
	remove: endpoint({
		method: 'delete',
		path: '/units/{unitId}/cashiers/{cashierId}/auditors/{auditorId}',
		params: z.object({ unitId: z.uuid(), cashierId: z.uuid(), auditorId: z.uuid() }),
		answers: { 204: null },
	}),
	/** Declines a pending request. */
	decline: endpoint({
		method: 'delete',
		path: '/units/{unitId}/cashiers/{cashierId}/auditors/invites/{inviteId}',
		params: z.object({ unitId: z.uuid(), cashierId: z.uuid(), inviteId: z.uuid() }),
		answers: { 204: null },
	}),
}

/** The invite link's calls, for any signed-in profile. */
export const invites = {
	cashiers: {
		/** What the link shows: the cashier, its unit and owner, and the caller's state. */
		get: endpoint({
			method: 'get',
			path: '/invites/cashiers/{cashierId}',
			params: z.object({ cashierId: z.uuid() }),
			answers: { 200: cashierInviteSchema },
		}),
		/** Asks to audit a cashier: 201 when asked now, 200 when asked (or accepted) before. */
		create: endpoint({
			method: 'post',
			path: '/invites/cashiers',
			body: auditRequestBodySchema,
			answers: { 200: cashierInviteSchema, 201: cashierInviteSchema },
		}),
	},
}

/** The auditor API space: accepted auditors alone; everyone else gets 404. */
export const auditors = {
	/** The cashiers the caller audits. */
	list: endpoint({
		method: 'get',
		path: '/auditors',
		query: cashierListQuerySchema,
		answers: { 200: cashierListSchema },
	}),
	cashiers: {
		get: endpoint({
			method: 'get',
			path: '/auditors/cashiers/{id}',
			params: z.object({ id: z.uuid() }),
			answers: { 200: auditedCashierSchema },
		}),
	},
}
