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
	addUnitCollaborator,
	findUnitCollaborator,
	listUnitCollaborators,
	profileExists,
	removeUnitCollaborator,
} from '@caixa/db/collaborators'
import { writeTransaction } from '@caixa/db/transaction'
import { invalid, notFound } from '@caixa/domain/errors'
import { searchProfileToAdd } from '@caixa/services/profile-search'
import { requireUnitOwner } from '@caixa/services/units'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import {
	presentCollaborator,
	presentProfileCard,
	unitCollaboratorPath,
} from '../presenters/collaborator'
import { createRouter } from '../router'

// Who works in a unit besides its owner (spec §7 "Unit … collaborators"; DOMAIN.md "Roles": a unit
// collaborator sees the unit and all its cashiers, edits categories, products and clients). Adding
// and removing them is the owner's alone, and so is seeing the list: each call answers a
// collaborator 404 with `code` OWNER_ONLY, anyone else the 404 of a unit that does not exist.

const unitParams = z.object({ unitId: z.uuid() })
const collaboratorParams = z.object({ unitId: z.uuid(), profileId: z.uuid() })
const ownerOnly404 = problem(
	'No such unit, or one the caller may not see; or the caller collaborates on it but does not own it (`code` OWNER_ONLY)',
)
const MANAGE = 'manage its collaborators'

export function unitCollaboratorsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		method: 'get',
		path: '/units/{unitId}/collaborators',
		tags: ['collaborators'],
		summary: "A unit's collaborators, the latest added first; owner only",
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: unitParams, query: collaboratorListQuerySchema },
		responses: {
			200: {
				description: 'A page of collaborators (the owner is not among them)',
				content: { 'application/json': { schema: collaboratorListSchema } },
			},
			401: unauthorizedResponse,
			404: ownerOnly404,
			422: problem('A paging value is out of range'),
		},
	})

	const get = createRoute({
		method: 'get',
		path: '/units/{unitId}/collaborators/{profileId}',
		tags: ['collaborators'],
		summary: 'One collaborator of a unit; owner only',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: collaboratorParams },
		responses: {
			200: {
				description: 'The collaborator',
				content: { 'application/json': { schema: collaboratorSchema } },
			},
			401: unauthorizedResponse,
			404: problem('Not a collaborator of the unit, or as for the list'),
		},
	})

	const add = createRoute({
		method: 'post',
		path: '/units/{unitId}/collaborators',
		tags: ['collaborators'],
		summary: 'Adds a profile to a unit’s collaborators; owner only',
		description: [
			'Find the profile first with `GET /units/{unitId}/profiles?query=` (a whole e-mail',
			'address). 201 with the collaborator at `Location`; a profile that collaborates already',
			'answers 200 with the same body and changes nothing. The owner cannot be their own',
			'collaborator (422 on `profileId`), nor can a profile that does not exist.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: {
			params: unitParams,
			body: {
				required: true,
				content: { 'application/json': { schema: newCollaboratorBodySchema } },
			},
		},
		responses: {
			200: {
				description: 'Already a collaborator; nothing changed',
				content: { 'application/json': { schema: collaboratorSchema } },
			},
			201: {
				description: 'Added; the collaborator is at the Location path',
				headers: z.object({
					Location: z
						.string()
						.meta({ example: '/caixa/api/units/{unitId}/collaborators/{profileId}' }),
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
		path: '/units/{unitId}/collaborators/{profileId}',
		tags: ['collaborators'],
		summary: 'Takes a profile off a unit’s collaborators; owner only',
		description:
			'They stop seeing the unit and its cashiers at once (cashiers they collaborate on one by one stay theirs).',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: collaboratorParams },
		responses: {
			204: { description: 'Removed' },
			401: unauthorizedResponse,
			404: problem('Not a collaborator of the unit, or as for the list'),
		},
	})

	const profiles = createRoute({
		method: 'get',
		path: '/units/{unitId}/profiles',
		tags: ['collaborators'],
		summary: 'Finds someone to add to a unit, by their whole e-mail address; owner only',
		description: [
			'Privacy: `query` must be a whole e-mail address, matched exactly (in any case), and the',
			'answer is that one profile or none — never a list by name or by part of an address, so',
			'nobody can enumerate the product’s users. Each caller may search 30 times an hour',
			'(429 with Retry-After). `member` says whether the profile is the owner or a',
			'collaborator already.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: unitParams, query: profileSearchQuerySchema },
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
			const { unitId } = c.req.valid('param')
			await requireUnitOwner(db, c.var.auth.profile.id, unitId, MANAGE)
			const collaborators = await listUnitCollaborators(db, unitId, c.req.valid('query'))
			return c.json(collaborators.map(presentCollaborator), 200)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { unitId, profileId } = c.req.valid('param')
			await requireUnitOwner(db, c.var.auth.profile.id, unitId, MANAGE)
			const collaborator = await findUnitCollaborator(db, unitId, profileId)
			if (!collaborator) throw notFound('This profile does not collaborate on the unit.')
			return c.json(presentCollaborator(collaborator), 200)
		})
		.openapi(add, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			const { profileId } = c.req.valid('json')
			const callerId = c.var.auth.profile.id
			const { collaborator, added } = await writeTransaction(db, async (trx) => {
				await requireUnitOwner(trx, callerId, unitId, MANAGE)
				const existing = await findUnitCollaborator(trx, unitId, profileId)
				if (existing) return { collaborator: existing, added: false }
				if (!(await profileExists(trx, profileId))) {
					throw invalid([{ path: 'profileId', message: 'No profile has this id.' }])
				}
				if ((await unitRoleOf(trx, profileId, unitId)) === 'OWNER') {
					throw invalid([{ path: 'profileId', message: 'The owner works in the unit already.' }])
				}
				await addUnitCollaborator(trx, unitId, profileId, deps.clock.now())
				const made = await findUnitCollaborator(trx, unitId, profileId)
				if (!made) throw new Error('The collaborator just added is missing')
				return { collaborator: made, added: true }
			})
			c.header('Location', unitCollaboratorPath(unitId, profileId))
			return added
				? c.json(presentCollaborator(collaborator), 201)
				: c.json(presentCollaborator(collaborator), 200)
		})
		.openapi(remove, async (c) => {
			const db = await deps.database()
			const { unitId, profileId } = c.req.valid('param')
			await writeTransaction(db, async (trx) => {
				await requireUnitOwner(trx, c.var.auth.profile.id, unitId, MANAGE)
				if (!(await removeUnitCollaborator(trx, unitId, profileId))) {
					throw notFound('This profile does not collaborate on the unit.')
				}
			})
			return c.body(null, 204)
		})
		.openapi(profiles, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			const callerId = c.var.auth.profile.id
			await requireUnitOwner(db, callerId, unitId, MANAGE)
			const found = await searchProfileToAdd(
				db,
				callerId,
				c.req.valid('query').query,
				deps.clock.now(),
			)
			if (!found) return c.json([], 200)
			const member = (await unitRoleOf(db, found.id, unitId)) !== undefined
			return c.json([{ ...presentProfileCard(found), member }], 200)
		})
}
