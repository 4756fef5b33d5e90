import { endpoints } from '@caixa/contract/endpoints'
import { caixaCall, CaixaProblem, type Caller } from '~/server/caixa.server'
import { type EntityOption } from '~/components/units/unit-options.server'
import { type OptionList } from './filters'

// The general report's pickers (its filter bar's POJO filters): the unit's cashiers, categories
// and clients or suppliers, archived ones too — a past period's installments name them. Read
// through the unit (GET /units/{id}/…), as the report itself is: its readers are the unit's
// owners and collaborators.

const lists = {
	cashiers: endpoints.units.cashiers.list,
	categories: endpoints.units.categories.list,
	'clients-or-suppliers': endpoints.units.clientsOrSuppliers.list,
}

/** Up to `limit` (default 10) of the unit's `list` whose names hold the typed words. */
export async function searchReportOptions(
	caller: Caller,
	unitId: string,
	list: OptionList,
	{ query, offset = 0, limit = 10 }: { query: string; offset?: number; limit?: number },
): Promise<EntityOption[]> {
	const params = new URLSearchParams([
		['state', 'LIVE'],
		['state', 'ARCHIVED'],
		['offset', String(Math.max(0, offset))],
		['size', String(Math.min(Math.max(1, limit), 100))],
	])
	const name = query.trim()
	if (name) params.set('name', name)
	const { data } = await caixaCall(lists[list], { params: { unitId }, query: params, ...caller })
	return data.map((thing) => ({ id: thing.id, label: thing.name }))
}

async function findOne(caller: Caller, unitId: string, list: OptionList, id: string) {
	switch (list) {
		case 'cashiers':
			return (
				await caixaCall(endpoints.units.cashiers.get, {
					params: { unitId, cashierId: id },
					...caller,
				})
			).data
		case 'categories':
			return (
				await caixaCall(endpoints.units.categories.get, {
					params: { unitId, categoryId: id },
					...caller,
				})
			).data
		case 'clients-or-suppliers':
			return (
				await caixaCall(endpoints.units.clientsOrSuppliers.get, {
					params: { unitId, clientOrSupplierId: id },
					...caller,
				})
			).data
	}
}

/**
 * The unit's `list` by id, for a picker restored from the URL: an id that is not the unit's (or
 * not one at all) is left out, and the filter bar sends the reader to the URL without it.
 */
export async function lookUpReportOptions(
	caller: Caller,
	unitId: string,
	list: OptionList,
	ids: readonly string[],
): Promise<EntityOption[]> {
	const found = await Promise.all(
		ids.map(async (id) => {
			try {
				const thing = await findOne(caller, unitId, list, id)
				return { id: thing.id, label: thing.name }
			} catch (error) {
				if (error instanceof CaixaProblem && (error.status === 404 || error.status === 422))
					return null
				throw error
			}
		}),
	)
	return found.filter((option): option is EntityOption => option !== null)
}
