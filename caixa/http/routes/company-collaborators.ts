import { endpoints } from '@caixa/contract/endpoints'
import { companyCollaboratorTarget } from '@caixa/services/collaborators'
import { requireCompanyRole } from '@caixa/services/companies'
import { type CaixaDependencies } from '../dependencies'
import { type AuthenticatedEnv } from '../middleware/session'
import { problem } from '../openapi'
import { API_BASE } from '../paths'
import { createRouter } from '../router'
import { registerCollaboratorRoutes } from './collaborator-routes'

// Who works in every unit of a company besides its owner (spec §7 "Company … collaborators";
// DOMAIN.md "Roles": a company collaborator is a unit collaborator of each of its units). The spec
// lists reading and removing them; adding one (`POST`) and finding whom to add (`GET …/profiles`)
// are here too, as for a unit, since the company's settings screen adds people by e-mail. All of
// it is the owner's alone, as for a unit's collaborators (collaborator-routes.ts, shared).

function companyCollaboratorPath(companyId: string, profileId: string): string {
	return `${API_BASE}/companies/${companyId}/collaborators/${profileId}`
}

export function companyCollaboratorsRoutes(deps: CaixaDependencies) {
	const router = createRouter<AuthenticatedEnv>()
	registerCollaboratorRoutes(
		router,
		deps,
		{
			endpoints: endpoints.companies.collaborators,
			tags: ['companies'],
			ownerOnly404: problem(
				'No such company, or one the caller may not see; or the caller sees it but does not own it (`code` OWNER_ONLY)',
			),
			notCollaborator404: 'Not a collaborator of the company, or as for the list',
			docs: {
				list: {
					summary: 'A company’s collaborators, the latest added first; owner only',
					page: 'A page of collaborators (the owner is not among them)',
				},
				get: { summary: 'One collaborator of a company; owner only' },
				add: {
					summary: 'Adds a profile to a company’s collaborators; owner only',
					description: [
						'They then work in every unit of the company, present and future, as a unit collaborator',
						'does in one. Find the profile first with `GET /companies/{companyId}/profiles?query=`.',
						'201 with the collaborator at `Location`; one that collaborates already answers 200 and',
						'nothing changes. The owner cannot be their own collaborator (422 on `profileId`), nor',
						'can a profile that does not exist.',
					].join('\n'),
					already: 'Already a collaborator; nothing changed',
					locationExample: '/caixa/api/companies/{companyId}/collaborators/{profileId}',
				},
				remove: {
					summary: 'Takes a profile off a company’s collaborators; owner only',
					description:
						'They stop reaching the company’s units at once (units or cashiers they collaborate on one by one stay theirs).',
				},
				profiles: {
					summary: 'Finds someone to add to a company, by their whole e-mail address; owner only',
					description: [
						'Privacy: `query` must be a whole e-mail address, matched exactly (in any case), and the',
						'answer is that one profile or none — never a list by name or by part of an address, so',
						'nobody can enumerate the product’s users. Each caller may search 30 times an hour, all',
						'searches counted together (429 with Retry-After). `member` says whether the profile is',
						'the company’s owner or a collaborator already.',
					].join('\n'),
				},
			},
			requireManager: async (db, callerId, { companyId }) => {
				await requireCompanyRole(db, callerId, companyId, 'manage')
			},
			target: ({ companyId }) => companyCollaboratorTarget(companyId),
			location: ({ companyId }, profileId) => companyCollaboratorPath(companyId, profileId),
		},
		['list', 'get', 'add', 'remove', 'profiles'],
	)
	return router
}
