import { endpoints } from '@caixa/contract/endpoints'
import { createCategory, listCategories, requireCategory } from '@caixa/services/categories'
import { requireMasterDataScope } from '@caixa/services/master-data'
import { type CaixaDependencies } from '../dependencies'
import { cashierCategoryPath, presentCategory } from '../presenters/master-data'
import { readerLanguage } from '../reader-language'
import { createRouter } from '../router'
import {
	cashierPickerAudience,
	cashierScope,
	cashierThingNotYours,
	createThingRoute,
	getRoute,
	listRoute,
} from './named-thing-routes'
import { groupRule } from './unit-categories'

// The category picker of a cashier's record form (spec §7 "Cashier": categories GET, POST, GET by
// id): the unit's categories, for whoever writes the cashier's records. Product decision: they may
// also add one from here, since naming a new category while recording is part of writing records;
// renaming, archiving and deleting stay with the unit's owner and collaborators (unit-categories.ts).

const tags = ['categories']

export function cashierCategoriesRoutes(deps: CaixaDependencies) {
	const list = listRoute(deps, {
		endpoint: endpoints.cashiers.categories.list,
		tags,
		summary: 'The categories a record of the cashier can name, by name',
		description: [
			'The cashier’s unit’s live categories, ordered by name (ignoring case and accents), ties by',
			'id. `name` keeps those whose name holds every word; `kind` narrows them (INCOME for money',
			'in, EXPENSE for money out), `group` (repeated) too. Archived ones are left out; a record',
			'naming one still finds it by id.',
			'',
			cashierPickerAudience,
		].join('\n'),
		page: 'A page of categories',
		scope: cashierScope,
	})

	const create = createThingRoute(deps, {
		endpoint: endpoints.cashiers.categories.create,
		tags,
		summary: 'Adds a category to the cashier’s unit, from its record form',
		description: [
			'A product decision: whoever writes the cashier’s records may add a category while',
			'recording, since naming what a record is for is part of writing it. ' + groupRule,
			'',
			cashierPickerAudience,
		].join('\n'),
		created: 'Created; the category is at the Location path (through the cashier)',
		location: '/caixa/api/cashiers/{id}/categories/{categoryId}',
		scope: cashierScope,
	})

	const get = getRoute(deps, {
		endpoint: endpoints.cashiers.categories.get,
		tags,
		noun: 'category',
		notYours: cashierThingNotYours('category'),
		scope: cashierScope,
		description: cashierPickerAudience,
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { id } = c.req.valid('param')
			const { unit } = await requireMasterDataScope(db, c.var.auth.profile.id, { cashierId: id })
			const rows = await listCategories(db, unit.id, c.req.valid('query'), readerLanguage(c))
			return c.json(
				rows.map((row) => presentCategory(row, readerLanguage(c))),
				200,
			)
		})
		.openapi(create, async (c) => {
			const db = await deps.database()
			const { id } = c.req.valid('param')
			const row = await createCategory(
				db,
				c.var.auth.profile.id,
				{ cashierId: id },
				c.req.valid('json'),
				deps.clock.now(),
			)
			c.header('Location', cashierCategoryPath(id, row.id))
			return c.json(presentCategory(row, readerLanguage(c)), 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { id, categoryId } = c.req.valid('param')
			const row = await requireCategory(db, c.var.auth.profile.id, { cashierId: id }, categoryId)
			return c.json(presentCategory(row, readerLanguage(c)), 200)
		})
}
