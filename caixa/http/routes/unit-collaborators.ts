import { endpoints } from '@caixa/contract/endpoints'
import { unitCollaboratorTarget } from '@caixa/services/collaborators'
import { requireUnitOwner } from '@caixa/services/units'
import { type CaixaDependencies } from '../dependencies'
import { type AuthenticatedEnv } from '../middleware/session'
import { problem } from '../openapi'
import { unitCollaboratorPath } from '../presenters/collaborator'
import { createRouter } from '../router'
import { registerCollaboratorRoutes } from './collaborator-routes'

// Who works in a unit besides its owner (spec §7 "Unit … collaborators"; DOMAIN.md "Roles": a unit
// collaborator sees the unit and all its cashiers, edits categories, products and clients). Adding
// and removing them is the owner's alone, and so is seeing the list: each call answers a
// collaborator 404 with `code` OWNER_ONLY, anyone else the 404 of a unit that does not exist. The
// resource itself is collaborator-routes.ts's, shared with cashiers and companies.

const MANAGE = 'manage its collaborators'

export function unitCollaboratorsRoutes(deps: CaixaDependencies) {
	const router = createRouter<AuthenticatedEnv>()
	registerCollaboratorRoutes(
		router,
		deps,
		{
			endpoints: endpoints.units.collaborators,
			tags: ['collaborators'],
			ownerOnly404: problem(
				'No such unit, or one the caller may not see; or the caller collaborates on it but does not own it (`code` OWNER_ONLY)',
			),
			notCollaborator404: 'Not a collaborator of the unit, or as for the list',
			docs: {
				list: {
					summary: "A unit's collaborators, the latest added first; owner only",
					page: 'A page of collaborators (the owner is not among them)',
				},
				get: { summary: 'One collaborator of a unit; owner only' },
				add: {
					summary: 'Adds a profile to a unit’s collaborators; owner only',
					description: [
						'Find the profile first with `GET /units/{unitId}/profiles?query=` (a whole e-mail',
						'address). 201 with the collaborator at `Location`; a profile that collaborates already',
						'answers 200 with the same body and changes nothing. The owner cannot be their own',
						'collaborator (422 on `profileId`), nor can a profile that does not exist.',
					].join('\n'),
					already: 'Already a collaborator; nothing changed',
					locationExample: '/caixa/api/units/{unitId}/collaborators/{profileId}',
				},
				remove: {
					summary: 'Takes a profile off a unit’s collaborators; owner only',
					description:
						'They stop seeing the unit and its cashiers at once (cashiers they collaborate on one by one stay theirs).',
				},
				profiles: {
					summary: 'Finds someone to add to a unit, by their whole e-mail address; owner only',
					description: [
						'Privacy: `query` must be a whole e-mail address, matched exactly (in any case), and the',
						'answer is that one profile or none — never a list by name or by part of an address, so',
						'nobody can enumerate the product’s users. Each caller may search 30 times an hour',
						'(429 with Retry-After). `member` says whether the profile is the owner or a',
						'collaborator already.',
					].join('\n'),
				},
			},
			requireManager: async (db, callerId, { unitId }) => {
				await requireUnitOwner(db, callerId, unitId, MANAGE)
			},
			target: ({ unitId }) => unitCollaboratorTarget(unitId),
			location: ({ unitId }, profileId) => unitCollaboratorPath(unitId, profileId),
		},
		['list', 'get', 'add', 'remove', 'profiles'],
	)
	return router
}
