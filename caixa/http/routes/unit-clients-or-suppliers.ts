import { endpoints } from '@caixa/contract/endpoints'
import {
	changeClientOrSupplier,
	CLIENT_OR_SUPPLIER_IN_USE,
	createClientOrSupplier,
	listUnitClientsOrSuppliers,
	removeClientOrSupplier,
	requireClientOrSupplier,
} from '@caixa/services/clients-or-suppliers'
import { requireMasterDataUnit } from '@caixa/services/master-data'
import { type CaixaDependencies } from '../dependencies'
import { presentClientOrSupplier, unitClientOrSupplierPath } from '../presenters/master-data'
import { createRouter } from '../router'
import {
	createThingRoute,
	deleteRoute,
	getRoute,
	listRoute,
	thingNotYours,
	updateRoute,
} from './named-thing-routes'

// A unit's clients and suppliers (spec §7 "Unit": GET, POST, PUT, DELETE, GET by id), for its
// owner and collaborators (DOMAIN.md "Roles"); anyone else gets the 404 of a missing unit.

const tags = ['clients-or-suppliers']
const notYours = thingNotYours('client or supplier')
export const documentRule = [
	'`document`: for a unit in BRAZIL a CPF (11 digits) or CNPJ (14 characters, the alphanumeric',
	'CNPJ of IN RFB 2.229/2024 included) with right check digits, typed with or without',
	'punctuation and stored without it (422 on `document` otherwise); elsewhere free text.',
].join('\n')

export function unitClientsOrSuppliersRoutes(deps: CaixaDependencies) {
	const list = listRoute(deps, {
		endpoint: endpoints.units.clientsOrSuppliers.list,
		tags,
		summary: 'A unit’s clients and suppliers, by name',
		description: [
			'Ordered by name (ignoring case and accents), ties by id. `name` keeps those whose name holds',
			'every word; `document` those whose document starts with it; `kind` (repeated) narrows them,',
			'CLIENT and SUPPLIER each finding BOTH too; archived ones only with `state=ARCHIVED`.',
		].join('\n'),
		page: 'A page of clients and suppliers',
	})

	const create = createThingRoute(deps, {
		endpoint: endpoints.units.clientsOrSuppliers.create,
		tags,
		summary: 'Adds a client or supplier to a unit',
		description: documentRule,
		created: 'Created; it is at the Location path',
		location: '/caixa/api/units/{unitId}/clients-or-suppliers/{id}',
	})

	const get = getRoute(deps, {
		endpoint: endpoints.units.clientsOrSuppliers.get,
		tags,
		noun: 'client or supplier',
		notYours,
	})

	const update = updateRoute(deps, {
		endpoint: endpoints.units.clientsOrSuppliers.update,
		tags,
		noun: 'client or supplier',
		description: `The whole record again and, optionally, \`archived\`. ${documentRule}`,
		notYours,
	})

	const remove = deleteRoute(deps, {
		endpoint: endpoints.units.clientsOrSuppliers.remove,
		tags,
		summary: 'Deletes a client or supplier no record names',
		description: `One that records name is refused (409, \`code\` ${CLIENT_OR_SUPPLIER_IN_USE}); archive it instead.`,
		notYours,
		inUse: `Records name it (\`code\` ${CLIENT_OR_SUPPLIER_IN_USE})`,
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			const profileId = c.var.auth.profile.id
			const { rows, country } = await listUnitClientsOrSuppliers(
				db,
				profileId,
				{ unitId },
				c.req.valid('query'),
			)
			return c.json(
				rows.map((row) => presentClientOrSupplier(row, country)),
				200,
			)
		})
		.openapi(create, async (c) => {
			const db = await deps.database()
			const { unitId } = c.req.valid('param')
			const { row, country } = await createClientOrSupplier(
				db,
				c.var.auth.profile.id,
				{ unitId },
				c.req.valid('json'),
				deps.clock.now(),
			)
			c.header('Location', unitClientOrSupplierPath(unitId, row.id))
			return c.json(presentClientOrSupplier(row, country), 201)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { unitId, clientOrSupplierId } = c.req.valid('param')
			const { row, country } = await requireClientOrSupplier(
				db,
				c.var.auth.profile.id,
				{ unitId },
				clientOrSupplierId,
			)
			return c.json(presentClientOrSupplier(row, country), 200)
		})
		.openapi(update, async (c) => {
			const db = await deps.database()
			const { unitId, clientOrSupplierId } = c.req.valid('param')
			const profileId = c.var.auth.profile.id
			const row = await changeClientOrSupplier(
				db,
				profileId,
				unitId,
				clientOrSupplierId,
				c.req.valid('json'),
				deps.clock.now(),
			)
			const { unit } = await requireMasterDataUnit(db, profileId, unitId)
			return c.json(presentClientOrSupplier(row, unit.country), 200)
		})
		.openapi(remove, async (c) => {
			const db = await deps.database()
			const { unitId, clientOrSupplierId } = c.req.valid('param')
			await removeClientOrSupplier(db, c.var.auth.profile.id, unitId, clientOrSupplierId)
			return c.body(null, 204)
		})
}
