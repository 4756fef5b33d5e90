import { endpoints } from '@caixa/contract/endpoints'
import {
	CATEGORY_IN_USE,
	changeCategory,
	createCategory,
	listCategories,
	removeCategory,
	requireCategory,
} from '@caixa/services/categories'
import { requireMasterDataUnit } from '@caixa/services/master-data'
import { type CaixaDependencies } from '../dependencies'
import { presentCategory, unitCategoryPath } from '../presenters/master-data'
import { readerLanguage } from '../reader-language'
import { createRouter } from '../router'
import {
	createThingRoute,
	deleteRoute,
	getRoute,
	listRoute,
	thingNotYours,
	updateRoute,
} from './named-thing-routes'

// A unit's categories (spec §7 "Unit": categories GET, POST, PUT, DELETE, GET by id). DOMAIN.md
// "Roles": the owner and the unit's collaborators see and edit them; anyone else gets the 404 of
// a unit that does not exist. Which income-statement group a kind may feed is the contract's
// table (caixa/contract/category.ts, groupsOfKind).

const tags = ['categories']
const notYours = thingNotYours('category')
export const groupRule =
	'`group` must be one the kind feeds: INCOME → REVENUE, FINANCIAL_INCOME, OTHER_INCOME, CAPITAL; EXPENSE → DEDUCTION, COST_OF_SALES, OPERATING_EXPENSE, FINANCIAL_EXPENSE, OTHER_EXPENSE, INCOME_TAX, CAPITAL (422 on `group` otherwise).'

export function unitCategoriesRoutes(deps: CaixaDependencies) {
	const list = listRoute(deps, {
		endpoint: endpoints.units.categories.list,
		tags,
		summary: 'A unit’s categories, by name',
		description: [
			'Ordered by name (ignoring case and accents), ties by id. `name` keeps those whose name holds',
			'every word; `kind` and `group` (repeated) narrow them; archived ones only with',
			'`state=ARCHIVED` (alone, or with `state=LIVE` for both).',
		].join('\n'),
		page: 'A page of categories',
	})

	const create = createThingRoute(deps, {
		endpoint: endpoints.units.categories.create,
		tags,
		summary: 'Adds a category to a unit',
		description: groupRule,
		created: 'Created; the category is at the Location path',
		location: '/caixa/api/units/{unitId}/categories/{id}',
	})

	const get = getRoute(deps, {
		endpoint: endpoints.units.categories.get,
		tags,
		noun: 'category',
		notYours,
	})

	const update = updateRoute(deps, {
		endpoint: endpoints.units.categories.update,
		tags,
		noun: 'category',
		description: [
			'The whole category again (name, kind, group) and, optionally, `archived`: true takes it out',
			'of the pickers and lists while its records keep it; false brings it back. ' + groupRule,
			`Its kind cannot change while records use it (409, \`code\` ${CATEGORY_IN_USE}).`,
		].join('\n'),
		notYours,
		conflict: `Records use the category, so its kind stays (\`code\` ${CATEGORY_IN_USE})`,
	})

	const remove = deleteRoute(deps, {
		endpoint: endpoints.units.categories.remove,
		tags,
		summary: 'Deletes a category no record uses',
		description: `A category that records use is refused (409, \`code\` ${CATEGORY_IN_USE}); archive it instead (PUT with \`archived: true\`).`,
		notYours,
		inUse: `Records use the category (\`code\` ${CATEGORY_IN_USE})`,
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			await requireMasterDataUnit(db, c.var.auth.profile.id, unitId)
			const rows = await listCategories(db, unitId, c.req.valid('query'), readerLanguage(c))
			return c.json(
				rows.map((row) => presentCategory(row, readerLanguage(c))),
				200,
			)
		})
		.openapi(create, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			const row = await createCategory(
				db,
				c.var.auth.profile.id,
				{ unitId },
				c.req.valid('json'),
				deps.clock.now(),
			)
			c.header('Location', unitCategoryPath(unitId, row.id))
			return c.json(presentCategory(row, readerLanguage(c)), 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { unitId, categoryId } = c.req.valid('param')
			const row = await requireCategory(db, c.var.auth.profile.id, { unitId }, categoryId)
			return c.json(presentCategory(row, readerLanguage(c)), 200)
		})
		.openapi(update, async (c) => {
			const db = await deps.database()
			const { unitId, categoryId } = c.req.valid('param')
			const row = await changeCategory(
				db,
				c.var.auth.profile.id,
				unitId,
				categoryId,
				c.req.valid('json'),
				deps.clock.now(),
				readerLanguage(c),
			)
			return c.json(presentCategory(row, readerLanguage(c)), 200)
		})
		.openapi(remove, async (c) => {
			const db = await deps.database()
			const { unitId, categoryId } = c.req.valid('param')
			await removeCategory(db, c.var.auth.profile.id, unitId, categoryId)
			return c.body(null, 204)
		})
}
