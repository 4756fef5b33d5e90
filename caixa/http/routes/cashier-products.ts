import { endpoints } from '@caixa/contract/endpoints'
import { requireMasterDataScope } from '@caixa/services/master-data'
import { createProduct, listProducts, requireProduct } from '@caixa/services/products'
import { type CaixaDependencies } from '../dependencies'
import { cashierProductPath, presentProduct } from '../presenters/master-data'
import { createRouter } from '../router'
import {
	cashierPickerAudience,
	cashierScope,
	cashierThingNotYours,
	createThingRoute,
	getRoute,
	listRoute,
} from './named-thing-routes'
import { productRules, skuTakenConflict } from './unit-products'

// The product picker of a cashier's record form (spec §7 "Cashier": products GET, POST; GET by id
// too, so the Location of a new one answers and a form restored from the URL finds its product):
// the unit's products and services, for whoever writes the cashier's records. Product decision:
// they may add one from here (a new item while recording a sale); changing and archiving stay on
// the unit's API.

const tags = ['products']

export function cashierProductsRoutes(deps: CaixaDependencies) {
	const list = listRoute(deps, {
		endpoint: endpoints.cashiers.products.list,
		tags,
		summary: 'The products and services a record of the cashier can list, by name',
		description: [
			'The cashier’s unit’s live products and services, ordered by name (ignoring case and',
			'accents), ties by id. `name` keeps those whose name or SKU holds every word; `kind`',
			'(repeated) narrows them. Archived ones are left out; a record naming one still finds it by',
			'id. The lines the cashier’s records already used, free-text ones included, are `items`.',
			'',
			cashierPickerAudience,
		].join('\n'),
		page: 'A page of products',
		scope: cashierScope,
	})

	const create = createThingRoute(deps, {
		endpoint: endpoints.cashiers.products.create,
		tags,
		summary: 'Adds a product or service to the cashier’s unit, from its record form',
		description: [
			'A product decision: whoever writes the cashier’s records may add a product or service',
			'while recording, since a new item on a sale is part of writing it. ' + productRules,
			'',
			cashierPickerAudience,
		].join('\n'),
		created: 'Created; the product is at the Location path (through the cashier)',
		location: '/caixa/api/cashiers/{id}/products/{productId}',
		conflict: skuTakenConflict,
		scope: cashierScope,
	})

	const get = getRoute(deps, {
		endpoint: endpoints.cashiers.products.get,
		tags,
		noun: 'product',
		notYours: cashierThingNotYours('product'),
		scope: cashierScope,
		description: cashierPickerAudience,
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { id } = c.req.valid('param')
			const { unit } = await requireMasterDataScope(db, c.var.auth.profile.id, { cashierId: id })
			const rows = await listProducts(db, unit.id, c.req.valid('query'))
			return c.json(
				rows.map((row) => presentProduct(row, unit.currency)),
				200,
			)
		})
		.openapi(create, async (c) => {
			const db = await deps.database()
			const { id } = c.req.valid('param')
			const { row, unit } = await createProduct(
				db,
				c.var.auth.profile.id,
				{ cashierId: id },
				c.req.valid('json'),
				deps.clock.now(),
			)
			c.header('Location', cashierProductPath(id, row.id))
			return c.json(presentProduct(row, unit.currency), 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { id, productId } = c.req.valid('param')
			const { row, unit } = await requireProduct(
				db,
				c.var.auth.profile.id,
				{ cashierId: id },
				productId,
			)
			return c.json(presentProduct(row, unit.currency), 200)
		})
}
