import { randomUUID } from 'node:crypto'
import { categoryBodySchema, type Category } from '@caixa/contract/category'
import {
	cashierCategoryListQuerySchema,
	cashierClientOrSupplierListQuerySchema,
	cashierItemListQuerySchema,
	cashierProductListQuerySchema,
	type CashierItem,
} from '@caixa/contract/cashier-lookups'
import { type Cashier } from '@caixa/contract/cashier'
import {
	clientOrSupplierBodySchema,
	type ClientOrSupplier,
} from '@caixa/contract/client-or-supplier'
import { financialInstitutionListQuerySchema } from '@caixa/contract/financial-institution'
import { productBodySchema, type Product } from '@caixa/contract/product'
import { type Session } from '@caixa/contract/session'
import { type Unit } from '@caixa/contract/unit'
import { recordsOf, unitOfCashier, visibleCashier } from './ledger-state'
import { financialInstitutions } from './organisation-fixtures'
import { categoriesOf, clientsOrSuppliersOf, productsOf } from './organisation-state'
import { withSession } from './session-state'
import {
	byName,
	type Call,
	created,
	holdsWords,
	invalid,
	notFound,
	page,
	queryObject,
	type Reply,
	type Route,
} from './stub-http'

// The record form's pickers through the cashier (caixa/http/routes/cashier-lookups.ts): the
// unit's live categories, clients or suppliers and products (each by id too, archived or not),
// adding a category, client or product in place (201 + Location through the cashier), the
// financial institutions of the unit's country, and the lines the cashier's records used.

const API = '/caixa/api'

interface Picker {
	session: Session
	cashier: Cashier
	unit: Unit
}

/** The cashier and its unit, or the 404 of a cashier the caller may not see or write in. */
function pickerRoute(handler: (picker: Picker, call: Call, match: RegExpMatchArray) => Reply) {
	return withSession((session, call, match) => {
		const cashier = visibleCashier(session, match[1])
		// Pickers serve whoever writes the cashier's records: an auditor does not (DOMAIN.md).
		if (!cashier || cashier.role === 'AUDITOR') return notFound()
		return handler({ session, cashier, unit: unitOfCashier(session, cashier) }, call, match)
	})
}

const institutionsOf = (unit: Unit) => [
	{ id: 'CASH', code: null, name: 'Cash' },
	...(financialInstitutions[unit.country] ?? []),
]

/** GET list (live rows, by name), GET by id (archived too), POST (201 + Location). */
function thingRoutes<T extends { id: string; name: string; archived: boolean }, B>(things: {
	path: string
	storeOf: (picker: Picker) => T[]
	listQuery: { safeParse: (value: unknown) => ListParse }
	keep: (row: T, query: Record<string, unknown>) => boolean
	body: { safeParse: (value: unknown) => BodyParse<B> }
	make: (body: B, picker: Picker) => T
}): Route[] {
	const collection = new RegExp(`^/caixa/api/cashiers/([^/]+)/${things.path}$`)
	const one = new RegExp(`^/caixa/api/cashiers/([^/]+)/${things.path}/([^/]+)$`)
	return [
		[
			'GET',
			collection,
			pickerRoute((picker, call) => {
				const parsed = things.listQuery.safeParse(queryObject(call))
				if (!parsed.success) return invalid(parsed.error.issues)
				const query = parsed.data
				const rows = things
					.storeOf(picker)
					.filter((row) => !row.archived && things.keep(row, query))
				return page(byName(rows), query.offset, query.size)
			}),
		],
		[
			'GET',
			one,
			pickerRoute((picker, _call, [, , id]) => {
				const row = things.storeOf(picker).find((each) => each.id === id)
				return row ? { status: 200, body: row } : notFound()
			}),
		],
		[
			'POST',
			collection,
			pickerRoute((picker, call) => {
				const parsed = things.body.safeParse(call.body)
				if (!parsed.success) return invalid(parsed.error.issues)
				const row = things.make(parsed.data, picker)
				things.storeOf(picker).push(row)
				return created(row, `${API}/cashiers/${picker.cashier.id}/${things.path}/${row.id}`)
			}),
		],
	]
}

type Issues = ReadonlyArray<{ path: PropertyKey[]; message: string }>
type ListParse =
	| { success: true; data: Record<string, unknown> & { offset: number; size: number } }
	| { success: false; error: { issues: Issues } }
type BodyParse<B> = { success: true; data: B } | { success: false; error: { issues: Issues } }

const among = (wanted: unknown, value: string) =>
	!Array.isArray(wanted) || wanted.length === 0 || wanted.includes(value)
const words = (query: Record<string, unknown>) =>
	typeof query.name === 'string' ? query.name : undefined

export const ledgerLookupRoutes: Route[] = [
	...thingRoutes({
		path: 'categories',
		storeOf: ({ unit, session }) => categoriesOf(unit, session),
		listQuery: cashierCategoryListQuerySchema,
		keep: (row: Category, query) =>
			holdsWords(row.name, words(query)) &&
			among(query.kind, row.kind) &&
			among(query.group, row.group),
		body: categoryBodySchema,
		make: (body): Category => ({ id: randomUUID(), ...body, archived: false }),
	}),
	...thingRoutes({
		path: 'clients-or-suppliers',
		storeOf: ({ unit }) => clientsOrSuppliersOf(unit),
		listQuery: cashierClientOrSupplierListQuerySchema,
		// CLIENT and SUPPLIER each also find BOTH.
		keep: (row: ClientOrSupplier, query) =>
			holdsWords(row.name, words(query)) && (row.kind === 'BOTH' || among(query.kind, row.kind)),
		body: clientOrSupplierBodySchema,
		// The stub keeps a document as typed (the unit screens' stub checks Brazilian ones).
		make: (body): ClientOrSupplier => ({
			id: randomUUID(),
			...body,
			documentType: null,
			archived: false,
		}),
	}),
	...thingRoutes({
		path: 'products',
		storeOf: ({ unit }) => productsOf(unit),
		listQuery: cashierProductListQuerySchema,
		keep: (row: Product, query) =>
			holdsWords(`${row.name} ${row.sku ?? ''}`, words(query)) && among(query.kind, row.kind),
		body: productBodySchema,
		make: (body, { unit }): Product => ({
			id: randomUUID(),
			name: body.name,
			sku: body.sku,
			kind: body.kind,
			unitPrice: body.unitPrice,
			unitCost: body.unitCost,
			currency: unit.currency,
			tracksStock: body.tracksStock ?? body.kind === 'PRODUCT',
			archived: false,
		}),
	}),
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)\/financial-institutions$/,
		pickerRoute(({ unit }, call) => {
			const parsed = financialInstitutionListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			const { offset, size, query } = parsed.data
			// Cash first, whatever the country; then the country's list by code.
			const found = institutionsOf(unit).filter(
				(each) => holdsWords(each.name, query) || (!!query && each.code?.startsWith(query)),
			)
			return page(found, offset, size)
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)\/financial-institutions\/([^/]+)$/,
		pickerRoute(({ unit }, _call, [, , id]) => {
			const found = institutionsOf(unit).find((each) => each.id === id)
			return found ? { status: 200, body: found } : notFound()
		}),
	],
	[
		'GET',
		/^\/caixa\/api\/cashiers\/([^/]+)\/items$/,
		pickerRoute(({ cashier }, call) => {
			const parsed = cashierItemListQuerySchema.safeParse(queryObject(call))
			if (!parsed.success) return invalid(parsed.error.issues)
			// One per product and name, the price of the line written last, most used first.
			const items = new Map<string, CashierItem>()
			const written = [...recordsOf(cashier.id)].sort((a, b) =>
				a.createdAt.localeCompare(b.createdAt),
			)
			for (const record of written) {
				for (const line of record.items) {
					const key = `${line.productId ?? ''} ${line.name}`
					const uses = (items.get(key)?.uses ?? 0) + 1
					items.set(key, {
						productId: line.productId,
						name: line.name,
						unitPrice: line.unitPrice,
						currency: record.currency,
						uses,
						lastUsedAt: record.createdAt,
					})
				}
			}
			const rows = [...items.values()]
				.filter((item) => holdsWords(item.name, parsed.data.query))
				.sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name))
			return page(rows, parsed.data.offset, parsed.data.size)
		}),
	],
]
