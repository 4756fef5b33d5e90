import { endpoints } from '@caixa/contract/endpoints'
import { type Caller, caixaCall, CaixaProblem } from '~/server/caixa.server'
import { type EntityOption } from '~/components/units/unit-options.server'

// The auditor view's pickers (its filter bar's category and client or supplier): the cashier's
// unit's, reached through the auditor space (`/auditors/cashiers/{id}/…`), since the writer's
// pickers answer an auditor 404. Keyed by the filter's query, as the bar names them.

export type AuditorOptionKind = 'categories' | 'clients-or-suppliers'

export function optionKindOf(query: string): AuditorOptionKind {
	return query === 'categoryId' ? 'categories' : 'clients-or-suppliers'
}

/** Up to `limit` (default 10) of the cashier's `kind` whose names hold the typed words. */
export async function searchAuditorOptions(
	{ token, request }: Caller,
	cashierId: string,
	kind: AuditorOptionKind,
	{ query, offset = 0, limit = 10 }: { query: string; offset?: number; limit?: number },
): Promise<EntityOption[]> {
	const list =
		kind === 'categories'
			? endpoints.auditorSpace.categories.list
			: endpoints.auditorSpace.clientsOrSuppliers.list
	const { data } = await caixaCall(list, {
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

async function findOne(kind: AuditorOptionKind, cashierId: string, id: string, call: Caller) {
	const { data } =
		kind === 'categories'
			? await caixaCall(endpoints.auditorSpace.categories.get, {
					params: { id: cashierId, categoryId: id },
					...call,
				})
			: await caixaCall(endpoints.auditorSpace.clientsOrSuppliers.get, {
					params: { id: cashierId, clientOrSupplierId: id },
					...call,
				})
	return data
}

/**
 * The cashier's `kind` by id, for a picker restored from the URL: an id the auditor cannot see
 * (or that is not one) is left out rather than failing the page.
 */
export async function lookUpAuditorOptions(
	caller: Caller,
	cashierId: string,
	kind: AuditorOptionKind,
	ids: readonly string[],
): Promise<EntityOption[]> {
	const found = await Promise.all(
		ids.map(async (id) => {
			try {
				const data = await findOne(kind, cashierId, id, caller)
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
