import { createRoute, z } from '@hono/zod-openapi'
import {
	collaboratorListQuerySchema,
	collaboratorListSchema,
	collaboratorSchema,
	newCollaboratorBodySchema,
	profileMatchListSchema,
	profileSearchQuerySchema,
} from '@caixa/contract/collaborator'
import { unitRoleOf } from '@caixa/db/access'
import {
	findCashierCollaborator,
	listCashierCollaborators,
	removeCashierCollaborator,
} from '@caixa/db/cashier-collaborators'
import { addCashierCollaborator, profileExists } from '@caixa/db/collaborators'
import { writeTransaction } from '@caixa/db/transaction'
import { invalid, notFound } from '@caixa/domain/errors'
import { searchProfileToAdd } from '@caixa/services/profile-search'
import { requireOwnedCashier } from '@caixa/services/unit-cashiers'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { unitCashierCollaboratorPath } from '../presenters/cashier'
import { presentCollaborator, presentProfileCard } from '../presenters/collaborator'
import { createRouter } from '../router'

// Who works in one cashier of a unit (spec §7 "Cashier of unit … collaborators, profiles";
// DOMAIN.md "Roles": a cashier collaborator sees and writes that cashier's books, nothing else of
// the unit). Adding and removing people is "add/remove collaborators" in the roles table, the
// owner's alone, and so is seeing the list, as for the unit's own collaborators: a unit
// collaborator gets a 404 with `code` OWNER_ONLY, anyone else the 404 of a cashier that does not
// exist. Finding someone is by whole e-mail address only (services/profile-search.ts).

const cashierParams = z.object({ unitId: z.uuid(), cashierId: z.uuid() })
const collaboratorParams = cashierParams.extend({ profileId: z.uuid() })
const ownerOnly404 = problem(
	'No such cashier in this unit, or one the caller may not see; or the caller collaborates on the unit but does not own it (`code` OWNER_ONLY)',
)
const MANAGE = "manage its cashiers' collaborators"

export function unitCashierCollaboratorsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		method: 'get',
		path: '/units/{unitId}/cashiers/{cashierId}/collaborators',
		tags: ['collaborators'],
		summary: "A cashier's own collaborators, the latest added first; owner only",
		description:
			'Those added to this cashier alone. The unit’s collaborators, who see every cashier of it, are at `GET /units/{unitId}/collaborators`.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: cashierParams, query: collaboratorListQuerySchema },
		responses: {
			200: {
				description: 'A page of collaborators',
				content: { 'application/json': { schema: collaboratorListSchema } },
			},
			401: unauthorizedResponse,
			404: ownerOnly404,
			422: problem('A paging value is out of range'),
		},
	})

	const get = createRoute({
		method: 'get',
		path: '/units/{unitId}/cashiers/{cashierId}/collaborators/{profileId}',
		tags: ['collaborators'],
		summary: 'One collaborator of a cashier; owner only',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: collaboratorParams },
		responses: {
			200: {
				description: 'The collaborator',
				content: { 'application/json': { schema: collaboratorSchema } },
			},
			401: unauthorizedResponse,
			404: problem('Not a collaborator of the cashier, or as for the list'),
		},
	})

	const add = createRoute({
		method: 'post',
		path: '/units/{unitId}/cashiers/{cashierId}/collaborators',
		tags: ['collaborators'],
		summary: 'Adds a profile to a cashier’s collaborators; owner only',
		description: [
			'Find the profile first with `GET /units/{unitId}/cashiers/{cashierId}/profiles?query=` (a',
			'whole e-mail address). 201 with the collaborator at `Location`; a profile that',
			'collaborates on the cashier already answers 200 with the same body and changes nothing.',
			'The unit’s owner cannot be a collaborator (422 on `profileId`), nor can a profile that',
			'does not exist. A unit collaborator may be added: they then keep this cashier if they',
			'leave the unit.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: {
			params: cashierParams,
			body: {
				required: true,
				content: { 'application/json': { schema: newCollaboratorBodySchema } },
			},
		},
		responses: {
			200: {
				description: 'Already a collaborator of the cashier; nothing changed',
				content: { 'application/json': { schema: collaboratorSchema } },
			},
			201: {
				description: 'Added; the collaborator is at the Location path',
				headers: z.object({
					Location: z.string().meta({
						example: '/caixa/api/units/{unitId}/cashiers/{cashierId}/collaborators/{profileId}',
					}),
				}),
				content: { 'application/json': { schema: collaboratorSchema } },
			},
			401: unauthorizedResponse,
			404: ownerOnly404,
			422: problem('`profileId` is no id, no profile, or the owner'),
		},
	})

	const remove = createRoute({
		method: 'delete',
		path: '/units/{unitId}/cashiers/{cashierId}/collaborators/{profileId}',
		tags: ['collaborators'],
		summary: 'Takes a profile off a cashier’s collaborators; owner only',
		description: 'They stop seeing the cashier at once, unless they collaborate on its whole unit.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: collaboratorParams },
		responses: {
			204: { description: 'Removed' },
			401: unauthorizedResponse,
			404: problem('Not a collaborator of the cashier, or as for the list'),
		},
	})

	const profiles = createRoute({
		method: 'get',
		path: '/units/{unitId}/cashiers/{cashierId}/profiles',
		tags: ['collaborators'],
		summary: 'Finds someone to add to a cashier, by their whole e-mail address; owner only',
		description: [
			'The same search as `GET /units/{unitId}/profiles`, and under the same hourly limit per',
			'caller (429 with Retry-After): `query` must be a whole e-mail address, matched exactly in',
			'any case, and the answer is that one profile or none, so nobody can enumerate the',
			'product’s users. `member` says whether the profile is the unit’s owner or a',
			'collaborator of this cashier already.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: cashierParams, query: profileSearchQuerySchema },
		responses: {
			200: {
				description: 'The profile with that address, or an empty list',
				content: { 'application/json': { schema: profileMatchListSchema } },
			},
			401: unauthorizedResponse,
			404: ownerOnly404,
			422: problem('`query` is not a whole e-mail address'),
			429: {
				...problem('Too many searches this hour'),
				headers: z.object({ 'Retry-After': z.string().meta({ example: '1800' }) }),
			},
		},
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { unitId, cashierId } = c.req.valid('param')
			await requireOwnedCashier(db, c.var.auth.profile.id, unitId, cashierId, MANAGE)
			const collaborators = await listCashierCollaborators(db, cashierId, c.req.valid('query'))
			return c.json(collaborators.map(presentCollaborator), 200)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { unitId, cashierId, profileId } = c.req.valid('param')
			await requireOwnedCashier(db, c.var.auth.profile.id, unitId, cashierId, MANAGE)
			const collaborator = await findCashierCollaborator(db, cashierId, profileId)
			if (!collaborator) throw notFound('This profile does not collaborate on the cashier.')
			return c.json(presentCollaborator(collaborator), 200)
		})
		.openapi(add, async (c) => {
			const db = await deps.database()
			const { unitId, cashierId } = c.req.valid('param')
			const { profileId } = c.req.valid('json')
			const callerId = c.var.auth.profile.id
			const { collaborator, added } = await writeTransaction(db, async (trx) => {
				await requireOwnedCashier(trx, callerId, unitId, cashierId, MANAGE, { lock: true })
				const existing = await findCashierCollaborator(trx, cashierId, profileId)
				if (existing) return { collaborator: existing, added: false }
				if (!(await profileExists(trx, profileId))) {
					throw invalid([{ path: 'profileId', message: 'No profile has this id.' }])
				}
				if ((await unitRoleOf(trx, profileId, unitId)) === 'OWNER') {
					throw invalid([
						{ path: 'profileId', message: 'The owner works in every cashier of the unit.' },
					])
				}
				await addCashierCollaborator(trx, cashierId, profileId, deps.clock.now())
				const made = await findCashierCollaborator(trx, cashierId, profileId)
				if (!made) throw new Error('The collaborator just added is missing')
				return { collaborator: made, added: true }
			})
			c.header('Location', unitCashierCollaboratorPath(unitId, cashierId, profileId))
			return added
				? c.json(presentCollaborator(collaborator), 201)
				: c.json(presentCollaborator(collaborator), 200)
		})
		.openapi(remove, async (c) => {
			const db = await deps.database()
			const { unitId, cashierId, profileId } = c.req.valid('param')
			await writeTransaction(db, async (trx) => {
				await requireOwnedCashier(trx, c.var.auth.profile.id, unitId, cashierId, MANAGE, {
					lock: true,
				})
				if (!(await removeCashierCollaborator(trx, cashierId, profileId))) {
					throw notFound('This profile does not collaborate on the cashier.')
				}
			})
			return c.body(null, 204)
		})
		.openapi(profiles, async (c) => {
			const db = await deps.database()
			const { unitId, cashierId } = c.req.valid('param')
			const callerId = c.var.auth.profile.id
			await requireOwnedCashier(db, callerId, unitId, cashierId, MANAGE)
			const found = await searchProfileToAdd(
				db,
				callerId,
				c.req.valid('query').query,
				deps.clock.now(),
			)
			if (!found) return c.json([], 200)
			const member =
				(await unitRoleOf(db, found.id, unitId)) === 'OWNER' ||
				(await findCashierCollaborator(db, cashierId, found.id)) !== undefined
			return c.json([{ ...presentProfileCard(found), member }], 200)
		})
}
