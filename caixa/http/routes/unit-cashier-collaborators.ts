import { endpoints } from '@caixa/contract/endpoints'
import { cashierCollaboratorTarget } from '@caixa/services/collaborators'
import { requireOwnedCashier } from '@caixa/services/unit-cashiers'
import { type CaixaDependencies } from '../dependencies'
import { type AuthenticatedEnv } from '../middleware/session'
import { problem } from '../openapi'
import { unitCashierCollaboratorPath } from '../presenters/cashier'
import { createRouter } from '../router'
import { registerCollaboratorRoutes } from './collaborator-routes'

// Who works in one cashier of a unit (spec §7 "Cashier of unit … collaborators, profiles";
// DOMAIN.md "Roles": a cashier collaborator sees and writes that cashier's books, nothing else of
// the unit). Adding and removing people is "add/remove collaborators" in the roles table, the
// owner's alone, and so is seeing the list, as for the unit's own collaborators: a unit
// collaborator gets a 404 with `code` OWNER_ONLY, anyone else the 404 of a cashier that does not
// exist. Finding someone is by whole e-mail address only (services/collaborators.ts). The cashier's
// row is locked in writes, so that it cannot be archived or deleted under the change.

const MANAGE = "manage its cashiers' collaborators"

export function unitCashierCollaboratorsRoutes(deps: CaixaDependencies) {
	const router = createRouter<AuthenticatedEnv>()
	registerCollaboratorRoutes(
		router,
		deps,
		{
			endpoints: endpoints.units.cashiers.collaborators,
			tags: ['collaborators'],
			ownerOnly404: problem(
				'No such cashier in this unit, or one the caller may not see; or the caller collaborates on the unit but does not own it (`code` OWNER_ONLY)',
			),
			notCollaborator404: 'Not a collaborator of the cashier, or as for the list',
			docs: {
				list: {
					summary: "A cashier's own collaborators, the latest added first; owner only",
					description:
						'Those added to this cashier alone. The unit’s collaborators, who see every cashier of it, are at `GET /units/{unitId}/collaborators`.',
					page: 'A page of collaborators',
				},
				get: { summary: 'One collaborator of a cashier; owner only' },
				add: {
					summary: 'Adds a profile to a cashier’s collaborators; owner only',
					description: [
						'Find the profile first with `GET /units/{unitId}/cashiers/{cashierId}/profiles?query=` (a',
						'whole e-mail address). 201 with the collaborator at `Location`; a profile that',
						'collaborates on the cashier already answers 200 with the same body and changes nothing.',
						'The unit’s owner cannot be a collaborator (422 on `profileId`), nor can a profile that',
						'does not exist. A unit collaborator may be added: they then keep this cashier if they',
						'leave the unit.',
					].join('\n'),
					already: 'Already a collaborator of the cashier; nothing changed',
					locationExample:
						'/caixa/api/units/{unitId}/cashiers/{cashierId}/collaborators/{profileId}',
				},
				remove: {
					summary: 'Takes a profile off a cashier’s collaborators; owner only',
					description:
						'They stop seeing the cashier at once, unless they collaborate on its whole unit.',
				},
				profiles: {
					summary: 'Finds someone to add to a cashier, by their whole e-mail address; owner only',
					description: [
						'The same search as `GET /units/{unitId}/profiles`, and under the same hourly limit per',
						'caller (429 with Retry-After): `query` must be a whole e-mail address, matched exactly in',
						'any case, and the answer is that one profile or none, so nobody can enumerate the',
						'product’s users. `member` says whether the profile is the unit’s owner or a',
						'collaborator of this cashier already.',
					].join('\n'),
				},
			},
			requireManager: (db, callerId, { unitId, cashierId }, options) =>
				requireOwnedCashier(db, callerId, unitId, cashierId, MANAGE, options),
			target: ({ unitId, cashierId }) => cashierCollaboratorTarget(unitId, cashierId),
			location: ({ unitId, cashierId }, profileId) =>
				unitCashierCollaboratorPath(unitId, cashierId, profileId),
		},
		['list', 'get', 'add', 'remove', 'profiles'],
	)
	return router
}
