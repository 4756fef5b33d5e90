import { endpoints } from '@caixa/contract/endpoints'
import { requireMasterDataUnit } from '@caixa/services/master-data'
import {
	changeProduct,
	createProduct,
	listProducts,
	requireProduct,
	SKU_TAKEN,
} from '@caixa/services/products'
import { type CaixaDependencies } from '../dependencies'
import { presentProduct, unitProductPath } from '../presenters/master-data'
import { createRouter } from '../router'
import {
	createThingRoute,
	getRoute,
	listRoute,
	thingNotYours,
	updateRoute,
} from './named-thing-routes'

// A unit's products and services (spec §7 "Unit": products GET, POST; GET and PUT by id too,
// for the edit screen and archiving), for its owner and collaborators (DOMAIN.md "Roles").
// There is no DELETE: a product may sit on records, and archiving keeps them whole.

const tags = ['products']
const notYours = thingNotYours('product')
export const productRules = [
	'Amounts are in the unit currency’s minor unit, 0 or more. `sku` is unique in the unit when',
	`given (409, \`code\` ${SKU_TAKEN}, with an error on \`sku\`). \`tracksStock\` defaults to true`,
	'for a PRODUCT and must be false for a SERVICE.',
].join('\n')
export const skuTakenConflict = `Another product of the unit has this SKU (\`code\` ${SKU_TAKEN})`

export function unitProductsRoutes(deps: CaixaDependencies) {
	const list = listRoute(deps, {
		endpoint: endpoints.units.products.list,
		tags,
		summary: 'A unit’s products and services, by name',
		description:
			'Ordered by name (ignoring case and accents), ties by id. `name` keeps those whose name or SKU holds every word; `kind` (repeated) narrows them; archived ones only with `state=ARCHIVED`.',
		page: 'A page of products',
	})

	const create = createThingRoute(deps, {
		endpoint: endpoints.units.products.create,
		tags,
		summary: 'Adds a product or service to a unit',
		description: productRules,
		created: 'Created; the product is at the Location path',
		location: '/caixa/api/units/{unitId}/products/{id}',
		conflict: skuTakenConflict,
	})

	const get = getRoute(deps, {
		endpoint: endpoints.units.products.get,
		tags,
		noun: 'product',
		notYours,
	})

	const update = updateRoute(deps, {
		endpoint: endpoints.units.products.update,
		tags,
		noun: 'product',
		description: `The whole product again and, optionally, \`archived\`. ${productRules}`,
		notYours,
		conflict: skuTakenConflict,
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			const { unit } = await requireMasterDataUnit(db, c.var.auth.profile.id, unitId)
			const rows = await listProducts(db, unitId, c.req.valid('query'))
			return c.json(
				rows.map((row) => presentProduct(row, unit.currency)),
				200,
			)
		})
		.openapi(create, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			const { row, unit } = await createProduct(
				db,
				c.var.auth.profile.id,
				{ unitId },
				c.req.valid('json'),
				deps.clock.now(),
			)
			c.header('Location', unitProductPath(unitId, row.id))
			return c.json(presentProduct(row, unit.currency), 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { unitId, productId } = c.req.valid('param')
			const { row, unit } = await requireProduct(db, c.var.auth.profile.id, { unitId }, productId)
			return c.json(presentProduct(row, unit.currency), 200)
		})
		.openapi(update, async (c) => {
			const db = await deps.database()
			const { unitId, productId } = c.req.valid('param')
			const { row, unit } = await changeProduct(
				db,
				c.var.auth.profile.id,
				unitId,
				productId,
				c.req.valid('json'),
				deps.clock.now(),
			)
			return c.json(presentProduct(row, unit.currency), 200)
		})
}
