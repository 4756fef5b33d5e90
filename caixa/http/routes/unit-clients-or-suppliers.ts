import { z } from '@hono/zod-openapi'
import {
	clientOrSupplierBodySchema,
	clientOrSupplierListQuerySchema,
	clientOrSupplierListSchema,
	clientOrSupplierSchema,
	clientOrSupplierUpdateBodySchema,
} from '@caixa/contract/client-or-supplier'
import {
	changeClientOrSupplier,
	CLIENT_OR_SUPPLIER_IN_USE,
	createClientOrSupplier,
	listUnitClientsOrSuppliers,
	removeClientOrSupplier,
	requireClientOrSupplier,
} from '@caixa/services/clients-or-suppliers'
import { requireMasterDataUnit } from '@caixa/db/unit-master-data'
import { type CaixaDependencies } from '../dependencies'
import { presentClientOrSupplier, unitClientOrSupplierPath } from '../presenters/master-data'
import { createRouter } from '../router'
import {
	createThingRoute,
	deleteRoute,
	getRoute,
	listRoute,
	thingNotYours,
	unitParams,
	updateRoute,
} from './named-thing-routes'

// A unit's clients and suppliers (spec §7 "Unit": GET, POST, PUT, DELETE, GET by id), for its
// owner and collaborators (DOMAIN.md "Roles"); anyone else gets the 404 of a missing unit.

const tags = ['clients-or-suppliers']
const itemParams = z.object({ unitId: z.uuid(), clientOrSupplierId: z.uuid() })
const notYours = thingNotYours('client or supplier')
export const documentRule = [
	'`document`: for a unit in BRAZIL a CPF (11 digits) or CNPJ (14 characters, the alphanumeric',
	'CNPJ of IN RFB 2.229/2024 included) with right check digits, typed with or without',
	'punctuation and stored without it (422 on `document` otherwise); elsewhere free text.',
].join('\n')

export function unitClientsOrSuppliersRoutes(deps: CaixaDependencies) {
	const list = listRoute(deps, {
		path: '/units/{unitId}/clients-or-suppliers',
		tags,
		summary: 'A unit’s clients and suppliers, by name',
		description: [
			'Ordered by name (ignoring case and accents), ties by id. `name` keeps those whose name holds',
			'every word; `document` those whose document starts with it; `kind` (repeated) narrows them,',
			'CLIENT and SUPPLIER each finding BOTH too; archived ones only with `state=ARCHIVED`.',
		].join('\n'),
		params: unitParams,
		query: clientOrSupplierListQuerySchema,
		page: { description: 'A page of clients and suppliers', schema: clientOrSupplierListSchema },
	})

	const create = createThingRoute(deps, {
		path: '/units/{unitId}/clients-or-suppliers',
		tags,
		summary: 'Adds a client or supplier to a unit',
		description: documentRule,
		params: unitParams,
		body: clientOrSupplierBodySchema,
		schema: clientOrSupplierSchema,
		created: 'Created; it is at the Location path',
		location: '/caixa/api/units/{unitId}/clients-or-suppliers/{id}',
	})

	const get = getRoute(deps, {
		path: '/units/{unitId}/clients-or-suppliers/{clientOrSupplierId}',
		tags,
		noun: 'client or supplier',
		params: itemParams,
		schema: clientOrSupplierSchema,
		notYours,
	})

	const update = updateRoute(deps, {
		path: '/units/{unitId}/clients-or-suppliers/{clientOrSupplierId}',
		tags,
		noun: 'client or supplier',
		description: `The whole record again and, optionally, \`archived\`. ${documentRule}`,
		params: itemParams,
		body: clientOrSupplierUpdateBodySchema,
		schema: clientOrSupplierSchema,
		notYours,
	})

	const remove = deleteRoute(deps, {
		path: '/units/{unitId}/clients-or-suppliers/{clientOrSupplierId}',
		tags,
		summary: 'Deletes a client or supplier no record names',
		description: `One that records name is refused (409, \`code\` ${CLIENT_OR_SUPPLIER_IN_USE}); archive it instead.`,
		params: itemParams,
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
