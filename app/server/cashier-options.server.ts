import { categoryListSchema, categorySchema } from '@caixa/contract/category'
import {
	clientOrSupplierListSchema,
	clientOrSupplierSchema,
} from '@caixa/contract/client-or-supplier'
import { type z } from 'zod'
import { callCaixa, CaixaProblem } from './caixa.server'
import { type EntityOption } from './unit-options.server'

// The entity pickers of a cashier's screens (the record list's filter bar, the record form): the
// cashier's unit's categories and clients or suppliers, reached through the cashier
// (GET /cashiers/{id}/categories…), so a cashier collaborator, who cannot read the unit, has them.

export type CashierOptionKind = 'categories' | 'clients-or-suppliers'

const listSchemas = {
	categories: categoryListSchema,
	'clients-or-suppliers': clientOrSupplierListSchema,
} satisfies Record<CashierOptionKind, z.ZodType<Array<{ id: string; name: string }>>>

const oneSchemas = {
	categories: categorySchema,
	'clients-or-suppliers': clientOrSupplierSchema,
} satisfies Record<CashierOptionKind, z.ZodType<{ id: string; name: string }>>

const enc = encodeURIComponent

/** Up to `limit` (default 10) of the cashier's `kind` whose names hold the typed words. */
export async function searchCashierOptions(
	token: string,
	request: Request,
	cashierId: string,
	kind: CashierOptionKind,
	{ query, offset = 0, limit = 10 }: { query: string; offset?: number; limit?: number },
): Promise<EntityOption[]> {
	const params = new URLSearchParams({
		offset: String(Math.max(0, offset)),
		size: String(Math.min(Math.max(1, limit), 100)),
	})
	if (query.trim() !== '') params.set('name', query.trim())
	const { data } = await callCaixa(`/cashiers/${enc(cashierId)}/${kind}?${params}`, {
		token,
		schema: listSchemas[kind],
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
	token: string,
	request: Request,
	cashierId: string,
	kind: CashierOptionKind,
	ids: readonly string[],
): Promise<EntityOption[]> {
	const found = await Promise.all(
		ids.map(async (id) => {
			try {
				const { data } = await callCaixa(`/cashiers/${enc(cashierId)}/${kind}/${enc(id)}`, {
					token,
					schema: oneSchemas[kind],
					request,
				})
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
	token: string,
	request: Request,
	cashierId: string,
	kind: CashierOptionKind,
) {
	const url = new URL(request.url)
	return Response.json(
		await searchCashierOptions(token, request, cashierId, kind, {
			query: url.searchParams.get('query') ?? '',
			offset: Number(url.searchParams.get('offset') ?? 0) || 0,
			limit: Number(url.searchParams.get('limit') ?? 10) || 10,
		}),
	)
}
