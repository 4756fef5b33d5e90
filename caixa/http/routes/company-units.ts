import { createRoute, z } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import {
	addCompanyUnit,
	detachCompanyUnit,
	listCompanyUnits,
	requireCompanyRole,
	requireCompanyUnit,
} from '@caixa/services/companies'
import { unitCollaboratorTarget } from '@caixa/services/collaborators'
import { editUnit } from '@caixa/services/units'
import { type CaixaDependencies } from '../dependencies'
import { type AuthenticatedEnv, requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { unitCollaboratorPath } from '../presenters/collaborator'
import { companyUnitPath } from '../presenters/company'
import { presentUnit } from '../presenters/unit'
import { answerOf, requestOf } from '../route-of'
import { createRouter } from '../router'
import { registerCollaboratorRoutes } from './collaborator-routes'

// A company's units (spec §7 "Company … units"). Its owner and collaborators see them (with the
// role they hold on the company); its owner adds, edits and detaches them and chooses who else
// works in each. A marketplace owner sees the company but none of this (`code` MEMBERS_ONLY).

const members404 = problem(
	'No such company, or one the caller may not see; or the caller owns its marketplace only (`code` MEMBERS_ONLY)',
)
const ownerOnly404 = problem(
	'No such company or unit in it, or one the caller may not see; or the caller sees the company but does not own it (`code` OWNER_ONLY)',
)

export function companyUnitsRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.companies.units.list),
		tags: ['companies'],
		summary: 'A company’s units, by name',
		description: [
			'For its owner (OWNER of every unit) and collaborators (COLLABORATOR of every unit).',
			'Ordered by name (ignoring case and accents), ties by id; `query` filters by name words.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.companies.units.list, 200, { description: 'A page of units' }),
			401: unauthorizedResponse,
			404: members404,
			422: problem('A paging or filter value is out of range'),
		},
	})

	const add = createRoute({
		...requestOf(endpoints.companies.units.add),
		tags: ['companies'],
		summary: 'Adds a unit to a company: a new one, or one of the owner’s own; owner only',
		description: [
			'A new unit: `name` and `country` (currency and time zone default from the country, as',
			'in the quick start), its default categories in the caller’s language, and — when',
			'`cashierName` is given — its first cashier, opening today with a balance of 0: 201 with',
			'the unit at `Location`. Or `unitId` alone: one of the caller’s own units moves into the',
			'company (from none or from another of their companies), keeping its cashiers and',
			'books: 200 with the unit. A unit someone else owns is refused on `unitId` (422): the',
			'company’s owner owns every unit of it.',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.companies.units.add, 200, {
				description: 'The caller’s unit, now in the company',
			}),
			201: answerOf(endpoints.companies.units.add, 201, {
				description: 'Created; the unit is at the Location path',
				headers: z.object({
					Location: z.string().meta({ example: '/caixa/api/companies/{companyId}/units/{id}' }),
				}),
			}),
			401: unauthorizedResponse,
			404: ownerOnly404,
			422: problem('A field failed validation, or `unitId` is not a unit of the caller’s'),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.companies.units.get),
		tags: ['companies'],
		summary: 'A unit of a company',
		description: 'The same unit as `GET /units/{unitId}`, when it belongs to this company.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.companies.units.get, 200, {
				description: 'The unit, with the caller’s role on it',
			}),
			401: unauthorizedResponse,
			404: problem('No such unit in this company, or a company the caller may not see'),
		},
	})

	const put = createRoute({
		...requestOf(endpoints.companies.units.update),
		tags: ['companies'],
		summary: 'Edits a unit of a company; the company’s owner only',
		description: 'The body and rules of `PUT /units/{unitId}`, for a unit of this company.',
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.companies.units.update, 200, {
				description: 'The unit as it is now',
			}),
			401: unauthorizedResponse,
			404: ownerOnly404,
			409: problem('The currency cannot change once the unit’s cashiers hold money'),
			422: problem('A field failed validation; each one is in `errors`'),
		},
	})

	const detach = createRoute({
		...requestOf(endpoints.companies.units.detach),
		tags: ['companies'],
		summary: 'Takes a unit out of a company; owner only',
		description: [
			'The unit is not deleted: it stays its owner’s, with its cashiers, categories and books,',
			'outside any company. The company’s collaborators stop reaching it (its own',
			'collaborators stay).',
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			204: { description: 'Detached' },
			401: unauthorizedResponse,
			404: ownerOnly404,
		},
	})

	const router = createRouter<AuthenticatedEnv>()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { companyId } = c.req.valid('param')
			const role = await requireCompanyRole(db, c.var.auth.profile.id, companyId, 'units')
			// The company's OWNER and COLLABORATOR are the same roles on each of its units.
			const unitRole = role === 'OWNER' ? 'OWNER' : 'COLLABORATOR'
			const units = await listCompanyUnits(db, companyId, unitRole, c.req.valid('query'))
			return c.json(units.map(presentUnit), 200)
		})
		.openapi(add, async (c) => {
			const db = await deps.database()
			const { companyId } = c.req.valid('param')
			const { unit, created } = await addCompanyUnit(
				db,
				c.var.auth.profile,
				companyId,
				c.req.valid('json'),
				deps.clock.now(),
			)
			if (!created) return c.json(presentUnit(unit), 200)
			c.header('Location', companyUnitPath(companyId, unit.unit.id))
			return c.json(presentUnit(unit), 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { companyId, unitId } = c.req.valid('param')
			const unit = await requireCompanyUnit(db, c.var.auth.profile.id, companyId, unitId, 'units')
			return c.json(presentUnit(unit), 200)
		})
		.openapi(put, async (c) => {
			const db = await deps.database()
			const { companyId, unitId } = c.req.valid('param')
			const callerId = c.var.auth.profile.id
			await requireCompanyUnit(db, callerId, companyId, unitId, 'manage')
			// The company's owner owns the unit (access.ts), so the unit's own edit applies as is.
			const unit = await editUnit(db, callerId, unitId, c.req.valid('json'))
			return c.json(presentUnit(unit), 200)
		})
		.openapi(detach, async (c) => {
			const db = await deps.database()
			const { companyId, unitId } = c.req.valid('param')
			await detachCompanyUnit(db, c.var.auth.profile.id, companyId, unitId)
			return c.body(null, 204)
		})
	registerCollaboratorRoutes(
		router,
		deps,
		{
			// Adding someone to one unit of the company, and finding whom: the unit's own
			// collaborators resource, reached through the company by its owner.
			endpoints: endpoints.companies.units.collaborators,
			tags: ['companies'],
			ownerOnly404,
			docs: {
				profiles: {
					summary: 'Finds someone to add to a unit of a company, by their whole e-mail address',
					description: [
						'As `GET /units/{unitId}/profiles`, for the company’s owner: `query` is a whole e-mail',
						'address matched exactly (in any case), and the answer is that one profile or none, so',
						'nobody can list the product’s users; 30 searches an hour per caller. `member` says',
						'whether the profile works in the unit already (its owner, or a unit or company',
						'collaborator).',
					].join('\n'),
				},
				add: {
					summary: 'Adds a collaborator to one unit of a company; the company’s owner only',
					description: [
						'As `POST /units/{unitId}/collaborators`: 201 with the collaborator at `Location` (the',
						'unit’s own collaborator path, where it is read and removed), 200 when it collaborates',
						'already. To have someone work in every unit, add them to the company instead.',
					].join('\n'),
					already: 'Already a collaborator; nothing changed',
					locationExample: '/caixa/api/units/{unitId}/collaborators/{profileId}',
				},
			},
			requireManager: async (db, callerId, { companyId, unitId }) => {
				await requireCompanyUnit(db, callerId, companyId, unitId, 'manage')
			},
			target: ({ unitId }) => unitCollaboratorTarget(unitId),
			location: ({ unitId }, profileId) => unitCollaboratorPath(unitId, profileId),
		},
		['profiles', 'add'],
	)
	return router
}
