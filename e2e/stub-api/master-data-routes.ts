import { randomUUID } from 'node:crypto'
import { type z } from 'zod'
import {
	categoryBodySchema,
	categoryListQuerySchema,
	categoryUpdateBodySchema,
	type Category,
} from '@caixa/contract/category'
import {
	clientOrSupplierBodySchema,
	clientOrSupplierListQuerySchema,
	clientOrSupplierUpdateBodySchema,
	type ClientOrSupplier,
	type ClientOrSupplierBody,
} from '@caixa/contract/client-or-supplier'
import { type MasterDataState } from '@caixa/contract/master-data'
import {
	productBodySchema,
	productListQuerySchema,
	productUpdateBodySchema,
	type Product,
	type ProductBody,
} from '@caixa/contract/product'
import { type Session } from '@caixa/contract/session'
import { type Unit } from '@caixa/contract/unit'
import {
	checkBrazilianDocument,
	normalizeBrazilianDocument,
} from '@caixa/domain/brazilian-document'
import { REFUSED_NAME } from './organisation-fixtures'
import { categoriesOf, clientsOrSuppliersOf, productsOf, visibleUnit } from './organisation-state'
import { withSession } from './session-state'
import {
	byName,
	created,
	holdsWords,
	invalid,
	notFound,
	page,
	queryObject,
	type Reply,
	type Route,
} from './stub-http'

// A unit's categories, clients or suppliers and products: list (the filters the screens send),
// create (201 + Location; REFUSED_NAME answers 422 as the real API refuses that resource), get,
// change or archive, delete. Its owner and its collaborators reach them; anyone else gets 404.

interface Thing {
	id: string
	name: string
	archived: boolean
}

interface Listing {
	offset: number
	size: number
	state?: MasterDataState[] | undefined
}

interface Issue {
	path: PropertyKey[]
	message: string
}

interface Resource<T extends Thing, Q extends Listing, B extends { name: string }> {
	/** The path's word: `/units/{unitId}/<things>`. */
	things: string
	storeOf: (unit: Unit, session: Session) => T[]
	listQuery: z.ZodType<Q>
	/** Whether a row passes the list's filters besides its state. */
	keep: (row: T, query: Q) => boolean
	body: z.ZodType<B>
	update: z.ZodType<B & { archived?: boolean | undefined }>
	/** The row the body makes (a new one, or `id` changed); the issues the real API would raise. */
	make: (body: B, unit: Unit, id: string) => T | Issue[]
	/** How the real API refuses this resource, answered for REFUSED_NAME. */
	refusal: Issue
}

function namedThingRoutes<T extends Thing, Q extends Listing, B extends { name: string }>(
	resource: Resource<T, Q, B>,
): Route[] {
	const collection = new RegExp(`^/caixa/api/units/([^/]+)/${resource.things}$`)
	const one = new RegExp(`^/caixa/api/units/([^/]+)/${resource.things}/([^/]+)$`)
	const locationOf = (unit: Unit, id: string) =>
		`/caixa/api/units/${unit.id}/${resource.things}/${id}`

	/** The unit and its store, or the 404 of a unit the caller may not see. */
	function storeOf(session: Session, unitId: string | undefined) {
		const unit = visibleUnit(session, unitId)
		return unit ? { unit, rows: resource.storeOf(unit, session) } : undefined
	}

	function saved(made: T | Issue[], at: (row: T) => Reply): Reply {
		return Array.isArray(made) ? invalid(made) : at(made)
	}

	return [
		[
			'GET',
			collection,
			withSession((session, call, [, unitId]) => {
				const found = storeOf(session, unitId)
				if (!found) return notFound()
				const parsed = resource.listQuery.safeParse(queryObject(call))
				if (!parsed.success) return invalid(parsed.error.issues)
				const query = parsed.data
				const states = query.state?.length ? query.state : ['LIVE']
				const rows = found.rows.filter(
					(row) => states.includes(row.archived ? 'ARCHIVED' : 'LIVE') && resource.keep(row, query),
				)
				return page(byName(rows), query.offset, query.size)
			}),
		],
		[
			'POST',
			collection,
			withSession((session, call, [, unitId]) => {
				const found = storeOf(session, unitId)
				if (!found) return notFound()
				const parsed = resource.body.safeParse(call.body)
				if (!parsed.success) return invalid(parsed.error.issues)
				if (parsed.data.name === REFUSED_NAME) return invalid([resource.refusal])
				return saved(resource.make(parsed.data, found.unit, randomUUID()), (row) => {
					found.rows.push(row)
					return created(row, locationOf(found.unit, row.id))
				})
			}),
		],
		[
			'GET',
			one,
			withSession((session, _call, [, unitId, id]) => {
				const row = storeOf(session, unitId)?.rows.find((each) => each.id === id)
				return row ? { status: 200, body: row } : notFound()
			}),
		],
		[
			'PUT',
			one,
			withSession((session, call, [, unitId, id]) => {
				const found = storeOf(session, unitId)
				const index = found?.rows.findIndex((each) => each.id === id) ?? -1
				const previous = found?.rows[index]
				if (!found || !previous) return notFound()
				const parsed = resource.update.safeParse(call.body)
				if (!parsed.success) return invalid(parsed.error.issues)
				const { archived, ...body } = parsed.data
				return saved(resource.make(body as B, found.unit, previous.id), (row) => {
					const next = { ...row, archived: archived ?? previous.archived }
					found.rows[index] = next
					return { status: 200, body: next }
				})
			}),
		],
		[
			'DELETE',
			one,
			withSession((session, _call, [, unitId, id]) => {
				const found = storeOf(session, unitId)
				const index = found?.rows.findIndex((each) => each.id === id) ?? -1
				// The stub keeps no records, so nothing is ever in use (no 409 here).
				if (!found || index < 0) return notFound()
				found.rows.splice(index, 1)
				return { status: 204 }
			}),
		],
	]
}

const documentMessages = {
	LENGTH: 'A CPF has 11 digits and a CNPJ 14 characters.',
	CHECK_DIGITS: 'This CPF or CNPJ is not valid: its check digits do not match.',
	CHARACTERS: 'A CPF has only digits; a CNPJ digits and capital letters.',
} as const

/** In BRAZIL a CPF or CNPJ with right check digits, stored bare; elsewhere as typed. */
function clientOrSupplierOf(
	body: ClientOrSupplierBody,
	unit: Unit,
	id: string,
): ClientOrSupplier | Issue[] {
	let document = body.document
	let documentType: ClientOrSupplier['documentType'] = null
	if (document !== null && unit.country === 'BRAZIL') {
		const checked = checkBrazilianDocument(document)
		if (!checked.ok) return [{ path: ['document'], message: documentMessages[checked.reason] }]
		document = checked.document
		documentType = checked.type
	}
	return { id, ...body, document, documentType, archived: false }
}

function productOf(body: ProductBody, unit: Unit, id: string): Product {
	return {
		id,
		name: body.name,
		sku: body.sku,
		kind: body.kind,
		unitPrice: body.unitPrice,
		unitCost: body.unitCost,
		currency: unit.currency,
		// A product keeps stock unless told not to; a service never does.
		tracksStock: body.tracksStock ?? body.kind === 'PRODUCT',
		archived: false,
	}
}

const nameRefused = { path: ['name'], message: 'The stub refuses this name.' }

export const masterDataRoutes: Route[] = [
	...namedThingRoutes({
		things: 'categories',
		storeOf: categoriesOf,
		listQuery: categoryListQuerySchema,
		keep: (row: Category, query) =>
			holdsWords(row.name, query.name) &&
			(!query.kind?.length || query.kind.includes(row.kind)) &&
			(!query.group?.length || query.group.includes(row.group)),
		body: categoryBodySchema,
		update: categoryUpdateBodySchema,
		make: (body, _unit, id): Category => ({ id, ...body, archived: false }),
		refusal: nameRefused,
	}),
	...namedThingRoutes({
		things: 'clients-or-suppliers',
		storeOf: clientsOrSuppliersOf,
		listQuery: clientOrSupplierListQuerySchema,
		keep: (row: ClientOrSupplier, query) =>
			holdsWords(row.name, query.name) &&
			(!query.document ||
				(row.document ?? '').startsWith(normalizeBrazilianDocument(query.document))) &&
			// CLIENT and SUPPLIER each also find BOTH.
			(!query.kind?.length || query.kind.includes(row.kind) || row.kind === 'BOTH'),
		body: clientOrSupplierBodySchema,
		update: clientOrSupplierUpdateBodySchema,
		make: clientOrSupplierOf,
		// The one refusal the real API adds to the form's own checks: the document.
		refusal: { path: ['document'], message: documentMessages.CHECK_DIGITS },
	}),
	...namedThingRoutes({
		things: 'products',
		storeOf: (unit) => productsOf(unit),
		listQuery: productListQuerySchema,
		keep: (row: Product, query) =>
			holdsWords(`${row.name} ${row.sku ?? ''}`, query.name) &&
			(!query.kind?.length || query.kind.includes(row.kind)),
		body: productBodySchema,
		update: productUpdateBodySchema,
		make: productOf,
		refusal: nameRefused,
	}),
]
