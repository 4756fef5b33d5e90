import { endpoints } from '@caixa/contract/endpoints'
import { notFound } from '@caixa/domain/errors'
import {
	financialInstitutionById,
	searchFinancialInstitutions,
} from '@caixa/domain/financial-institutions'
import { requireMasterDataScope } from '@caixa/services/master-data'
import { type CaixaDependencies } from '../dependencies'
import { createRouter } from '../router'
import { institutionListRoute, institutionRoute } from './financial-institution-routes'
import { cashierPickerAudience, cashierScope, cashierThingNotYours } from './named-thing-routes'

// The institution picker of a cashier's payment fields (spec §7 "Cashier": financial-institutions
// GET and by id): the reference list of the cashier's unit's country, for whoever writes the
// cashier's records. By id, so a form restored from the URL (or a payment) names its bank.

export function cashierFinancialInstitutionsRoutes(deps: CaixaDependencies) {
	const list = institutionListRoute(deps, {
		endpoint: endpoints.cashiers.financialInstitutions.list,
		summary: 'Cash and the banks and payment institutions of the cashier’s unit’s country',
		audience: cashierPickerAudience,
		scope: cashierScope,
	})

	const get = institutionRoute(deps, {
		endpoint: endpoints.cashiers.financialInstitutions.get,
		audience: cashierPickerAudience,
		notYours: cashierThingNotYours('financial institution'),
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { id } = c.req.valid('param')
			const { unit } = await requireMasterDataScope(db, profile.id, { cashierId: id })
			return c.json(
				searchFinancialInstitutions(unit.country, profile.language, c.req.valid('query')),
				200,
			)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { id, institutionId } = c.req.valid('param')
			const { unit } = await requireMasterDataScope(db, profile.id, { cashierId: id })
			const institution = financialInstitutionById(unit.country, profile.language, institutionId)
			if (!institution) throw notFound('The cashier’s country has no institution with this id.')
			return c.json(institution, 200)
		})
}
