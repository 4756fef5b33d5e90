import { createRoute, z } from '@hono/zod-openapi'
import {
	collaboratorListQuerySchema,
	collaboratorListSchema,
	collaboratorSchema,
	newCollaboratorBodySchema,
	profileMatchListSchema,
	profileSearchQuerySchema,
} from '@caixa/contract/collaborator'
import { companyRoleOf } from '@caixa/db/access'
import {
	addCompanyCollaborator,
	findCompanyCollaborator,
	listCompanyCollaborators,
	profileExists,
	removeCompanyCollaborator,
} from '@caixa/db/collaborators'
import { writeTransaction } from '@caixa/db/transaction'
import { invalid, notFound } from '@caixa/domain/errors'
import { requireCompanyRole } from '@caixa/services/companies'
import { searchProfileToAdd } from '@caixa/services/profile-search'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { presentCollaborator, presentProfileCard } from '../presenters/collaborator'
import { API_BASE } from '../paths'
import { createRouter } from '../router'

// Who works in every unit of a company besides its owner (spec §7 "Company … collaborators";
// DOMAIN.md "Roles": a company collaborator is a unit collaborator of each of its units). The spec
// lists reading and removing them; adding one (`POST`) and finding whom to add (`GET …/profiles`)
// are here too, as for a unit, since the company's settings screen adds people by e-mail. All of
// it is the owner's alone, as for a unit's collaborators.

const companyParams = z.object({ companyId: z.uuid() })
const collaboratorParams = z.object({ companyId: z.uuid(), profileId: z.uuid() })
const ownerOnly404 = problem(
	'No such company, or one the caller may not see; or the caller sees it but does not own it (`code` OWNER_ONLY)',
)

function companyCollaboratorPath(companyId: string, profileId: string): string {
	return `${API_BASE}/companies/${companyId}/collaborators/${profileId}`
}

export function companyCollaboratorsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		method: 'get',
		path: '/companies/{companyId}/collaborators',
		tags: ['companies'],
		summary: 'A company’s collaborators, the latest added first; owner only',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: companyParams, query: collaboratorListQuerySchema },
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
		path: '/companies/{companyId}/collaborators/{profileId}',
		tags: ['companies'],
		summary: 'One collaborator of a company; owner only',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: collaboratorParams },
		responses: {
			200: {
				description: 'The collaborator',
				content: { 'application/json': { schema: collaboratorSchema } },
			},
			401: unauthorizedResponse,
			404: problem('Not a collaborator of the company, or as for the list'),
		},
	})

	const add = createRoute({
		method: 'post',
		path: '/companies/{companyId}/collaborators',
		tags: ['companies'],
		summary: 'Adds a profile to a company’s collaborators; owner only',
		description: [
			'They then work in every unit of the company, present and future, as a unit collaborator',
			'does in one. Find the profile first with `GET /companies/{companyId}/profiles?query=`.',
			'201 with the collaborator at `Location`; one that collaborates already answers 200 and',
			'nothing changes. The owner cannot be their own collaborator (422 on `profileId`), nor',
			'can a profile that does not exist.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: {
			params: companyParams,
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
						.meta({ example: '/caixa/api/companies/{companyId}/collaborators/{profileId}' }),
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
		path: '/companies/{companyId}/collaborators/{profileId}',
		tags: ['companies'],
		summary: 'Takes a profile off a company’s collaborators; owner only',
		description:
			'They stop reaching the company’s units at once (units or cashiers they collaborate on one by one stay theirs).',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: collaboratorParams },
		responses: {
			204: { description: 'Removed' },
			401: unauthorizedResponse,
			404: problem('Not a collaborator of the company, or as for the list'),
		},
	})

	const profiles = createRoute({
		method: 'get',
		path: '/companies/{companyId}/profiles',
		tags: ['companies'],
		summary: 'Finds someone to add to a company, by their whole e-mail address; owner only',
		description: [
			'Privacy: `query` must be a whole e-mail address, matched exactly (in any case), and the',
			'answer is that one profile or none — never a list by name or by part of an address, so',
			'nobody can enumerate the product’s users. Each caller may search 30 times an hour, all',
			'searches counted together (429 with Retry-After). `member` says whether the profile is',
			'the company’s owner or a collaborator already.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		request: { params: companyParams, query: profileSearchQuerySchema },
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

	const isMember = async (
		db: Parameters<typeof companyRoleOf>[0],
		profileId: string,
		companyId: string,
	) => {
		const role = await companyRoleOf(db, profileId, companyId)
		return role === 'OWNER' || role === 'COLLABORATOR'
	}

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { companyId } = c.req.valid('param')
			await requireCompanyRole(db, c.var.auth.profile.id, companyId, 'manage')
			const collaborators = await listCompanyCollaborators(db, companyId, c.req.valid('query'))
			return c.json(collaborators.map(presentCollaborator), 200)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { companyId, profileId } = c.req.valid('param')
			await requireCompanyRole(db, c.var.auth.profile.id, companyId, 'manage')
			const collaborator = await findCompanyCollaborator(db, companyId, profileId)
			if (!collaborator) throw notFound('This profile does not collaborate on the company.')
			return c.json(presentCollaborator(collaborator), 200)
		})
		.openapi(add, async (c) => {
			const db = await deps.database()
			const { companyId } = c.req.valid('param')
			const { profileId } = c.req.valid('json')
			const callerId = c.var.auth.profile.id
			const { collaborator, added } = await writeTransaction(db, async (trx) => {
				await requireCompanyRole(trx, callerId, companyId, 'manage')
				const existing = await findCompanyCollaborator(trx, companyId, profileId)
				if (existing) return { collaborator: existing, added: false }
				if (!(await profileExists(trx, profileId))) {
					throw invalid([{ path: 'profileId', message: 'No profile has this id.' }])
				}
				if ((await companyRoleOf(trx, profileId, companyId)) === 'OWNER') {
					throw invalid([{ path: 'profileId', message: 'The owner works in the company already.' }])
				}
				await addCompanyCollaborator(trx, companyId, profileId, deps.clock.now())
				const made = await findCompanyCollaborator(trx, companyId, profileId)
				if (!made) throw new Error('The collaborator just added is missing')
				return { collaborator: made, added: true }
			})
			c.header('Location', companyCollaboratorPath(companyId, profileId))
			return added
				? c.json(presentCollaborator(collaborator), 201)
				: c.json(presentCollaborator(collaborator), 200)
		})
		.openapi(remove, async (c) => {
			const db = await deps.database()
			const { companyId, profileId } = c.req.valid('param')
			await writeTransaction(db, async (trx) => {
				await requireCompanyRole(trx, c.var.auth.profile.id, companyId, 'manage')
				if (!(await removeCompanyCollaborator(trx, companyId, profileId))) {
					throw notFound('This profile does not collaborate on the company.')
				}
			})
			return c.body(null, 204)
		})
		.openapi(profiles, async (c) => {
			const db = await deps.database()
			const { companyId } = c.req.valid('param')
			const callerId = c.var.auth.profile.id
			await requireCompanyRole(db, callerId, companyId, 'manage')
			const found = await searchProfileToAdd(
				db,
				callerId,
				c.req.valid('query').query,
				deps.clock.now(),
			)
			if (!found) return c.json([], 200)
			const member = await isMember(db, found.id, companyId)
			return c.json([{ ...presentProfileCard(found), member }], 200)
		})
}
