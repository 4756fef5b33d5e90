import { endpoints } from '@caixa/contract/endpoints'
import { searchFinancialInstitutions } from '@caixa/domain/financial-institutions'
import { requireMasterDataUnit } from '@caixa/services/master-data'
import { type CaixaDependencies } from '../dependencies'
import { createRouter } from '../router'
import { institutionListRoute } from './financial-institution-routes'
import { unitScope } from './named-thing-routes'

// The financial institutions a unit's payments can go through (spec §7 "Unit":
// financial-institutions GET): its country's reference list, cash first (domain/financial-institutions.ts).

export function unitFinancialInstitutionsRoutes(deps: CaixaDependencies) {
	const list = institutionListRoute(deps, {
		endpoint: endpoints.units.financialInstitutions.list,
		summary: 'Cash and the banks and payment institutions of the unit’s country',
		audience: 'For the unit’s owner and collaborators.',
		scope: unitScope,
	})

	return createRouter().openapi(list, async (c) => {
		const db = await deps.database()
		const { profile } = c.var.auth
		const { unit } = await requireMasterDataUnit(db, profile.id, c.req.valid('param').unitId)
		return c.json(
			searchFinancialInstitutions(unit.country, profile.language, c.req.valid('query')),
			200,
		)
	})
}
