import { type CaixaDependencies } from '../dependencies'
import { createRouter } from '../router'
import { cashierCategoriesRoutes } from './cashier-categories'
import { cashierClientsOrSuppliersRoutes } from './cashier-clients-or-suppliers'
import { cashierFinancialInstitutionsRoutes } from './cashier-financial-institutions'
import { cashierItemsRoutes } from './cashier-items'
import { cashierProductsRoutes } from './cashier-products'

// The pickers of a cashier's record form (`/cashier/{id}/input` and output), under
// `/cashiers/{id}/…`: the unit's categories, clients or suppliers, products and financial
// institutions, and the lines its records used so far. One router for app.ts.

export function cashierLookupsRoutes(deps: CaixaDependencies) {
	return createRouter()
		.route('/', cashierCategoriesRoutes(deps))
		.route('/', cashierClientsOrSuppliersRoutes(deps))
		.route('/', cashierProductsRoutes(deps))
		.route('/', cashierFinancialInstitutionsRoutes(deps))
		.route('/', cashierItemsRoutes(deps))
}
