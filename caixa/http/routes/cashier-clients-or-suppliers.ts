import { endpoints } from '@caixa/contract/endpoints'
import {
	createClientOrSupplier,
	listUnitClientsOrSuppliers,
	requireClientOrSupplier,
} from '@caixa/services/clients-or-suppliers'
import { type CaixaDependencies } from '../dependencies'
import { cashierClientOrSupplierPath, presentClientOrSupplier } from '../presenters/master-data'
import { createRouter } from '../router'
import {
	cashierPickerAudience,
	cashierScope,
	cashierThingNotYours,
	createThingRoute,
	getRoute,
	listRoute,
} from './named-thing-routes'
import { documentRule } from './unit-clients-or-suppliers'

// The client-or-supplier picker of a cashier's record form (spec §7 "Cashier":
// clients-or-suppliers GET, POST, GET by id): the unit's, for whoever writes the cashier's
// records. Product decision: they may add one from here (naming a new client while recording a
// sale is part of writing records); changing and deleting stay on the unit's API.

const tags = ['clients-or-suppliers']

export function cashierClientsOrSuppliersRoutes(deps: CaixaDependencies) {
	const list = listRoute(deps, {
		endpoint: endpoints.cashiers.clientsOrSuppliers.list,
		tags,
		summary: 'The clients and suppliers a record of the cashier can name, by name',
		description: [
			'The cashier’s unit’s live clients and suppliers, ordered by name (ignoring case and',
			'accents), ties by id. `name` keeps those whose name holds every word; `document` those whose',
			'document starts with it; `kind` (repeated) narrows them, CLIENT and SUPPLIER each finding',
			'BOTH too. Archived ones are left out; a record naming one still finds it by id.',
			'',
			cashierPickerAudience,
		].join('\n'),
		page: 'A page of clients and suppliers',
		scope: cashierScope,
	})

	const create = createThingRoute(deps, {
		endpoint: endpoints.cashiers.clientsOrSuppliers.create,
		tags,
		summary: 'Adds a client or supplier to the cashier’s unit, from its record form',
		description: [
			'A product decision: whoever writes the cashier’s records may add a client or supplier',
			'while recording, since naming a new client while recording a sale is part of writing it.',
			documentRule,
			'',
			cashierPickerAudience,
		].join('\n'),
		created: 'Created; it is at the Location path (through the cashier)',
		location: '/caixa/api/cashiers/{id}/clients-or-suppliers/{clientOrSupplierId}',
		scope: cashierScope,
	})

	const get = getRoute(deps, {
		endpoint: endpoints.cashiers.clientsOrSuppliers.get,
		tags,
		noun: 'client or supplier',
		notYours: cashierThingNotYours('client or supplier'),
		scope: cashierScope,
		description: cashierPickerAudience,
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { id } = c.req.valid('param')
			const { rows, country } = await listUnitClientsOrSuppliers(
				db,
				c.var.auth.profile.id,
				{ cashierId: id },
				c.req.valid('query'),
			)
			return c.json(
				rows.map((row) => presentClientOrSupplier(row, country)),
				200,
			)
		})
		.openapi(create, async (c) => {
			const db = await deps.database()
			const { id } = c.req.valid('param')
			const { row, country } = await createClientOrSupplier(
				db,
				c.var.auth.profile.id,
				{ cashierId: id },
				c.req.valid('json'),
				deps.clock.now(),
			)
			c.header('Location', cashierClientOrSupplierPath(id, row.id))
			return c.json(presentClientOrSupplier(row, country), 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { id, clientOrSupplierId } = c.req.valid('param')
			const { row, country } = await requireClientOrSupplier(
				db,
				c.var.auth.profile.id,
				{ cashierId: id },
				clientOrSupplierId,
			)
			return c.json(presentClientOrSupplier(row, country), 200)
		})
}
