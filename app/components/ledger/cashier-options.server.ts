import { endpoints } from '@caixa/contract/endpoints'
import { type Caller, caixaCall, CaixaProblem } from '~/server/caixa.server'
import { type EntityOption } from '~/components/units/unit-options.server'

// The entity pickers of a cashier's screens (the record list's filter bar, the record form): the
// cashier's unit's categories and clients or suppliers, reached through the cashier
// (GET /cashiers/{id}/categories…), so a cashier collaborator, who cannot read the unit, has them.

export type CashierOptionKind = 'categories' | 'clients-or-suppliers'

const lists = {
	categories: endpoints.cashiers.categories.list,
	'clients-or-suppliers': endpoints.cashiers.clientsOrSuppliers.list,
}

/** One of the cashier's `kind` by id: each has its own path param. */
async function findOne(kind: CashierOptionKind, cashierId: string, id: string, call: Caller) {
	const { data } =
		kind === 'categories'
			? await caixaCall(endpoints.cashiers.categories.get, {
					params: { id: cashierId, categoryId: id },
					...call,
				})
			: await caixaCall(endpoints.cashiers.clientsOrSuppliers.get, {
					params: { id: cashierId, clientOrSupplierId: id },
					...call,
				})
	return data
}

/** Up to `limit` (default 10) of the cashier's `kind` whose names hold the typed words. */
export async function searchCashierOptions(
	{ token, request }: Caller,
	cashierId: string,
	kind: CashierOptionKind,
	{ query, offset = 0, limit = 10 }: { query: string; offset?: number; limit?: number },
): Promise<EntityOption[]> {
	const { data } = await caixaCall(lists[kind], {
		params: { id: cashierId },
		query: {
			offset: Math.max(0, offset),
			size: Math.min(Math.max(1, limit), 100),
			name: query.trim() || undefined,
		},
		token,
		request,
	})
	return data.map((thing) => ({ id: thing.id, label: thing.name }))
}

/**
 * The cashier's `kind` by id, for a picker restored from the URL: an id the caller cannot see
 * (or that is not one) is left out rather than failing the page. Archived ones are still found,
 * since old records name them.
 */
export async function lookUpCashierOptions(
	{ token, request }: Caller,
	cashierId: string,
	kind: CashierOptionKind,
	ids: readonly string[],
): Promise<EntityOption[]> {
	const found = await Promise.all(
		ids.map(async (id) => {
			try {
				const data = await findOne(kind, cashierId, id, { token, request })
				return { id: data.id, label: data.name }
			} catch (error) {
				if (error instanceof CaixaProblem && (error.status === 404 || error.status === 422))
					return null
				throw error
			}
		}),
	)
	return found.filter((option): option is EntityOption => option !== null)
}

/** A picker's search as JSON `[{ id, label }]`, for the option routes' loaders. */
export async function cashierOptionsResponse(
	{ token, request }: Caller,
	cashierId: string,
	kind: CashierOptionKind,
) {
	const url = new URL(request.url)
	return Response.json(
		await searchCashierOptions({ token, request }, cashierId, kind, {
			query: url.searchParams.get('query') ?? '',
			offset: Number(url.searchParams.get('offset') ?? 0) || 0,
			limit: Number(url.searchParams.get('limit') ?? 10) || 10,
		}),
	)
}
