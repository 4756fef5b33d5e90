import { endpoints } from '@caixa/contract/endpoints'
import { caixaCall, CaixaProblem, type Caller } from '~/server/caixa.server'

/** An entity as a filter bar's picker shows it. */
export interface EntityOption {
	id: string
	label: string
}

/** The 10 (or `limit`) units whose names hold the typed words, for a unit picker. */
export async function searchUnitOptions(
	{ token, request }: Caller,
	{ query, offset = 0, limit = 10 }: { query: string; offset?: number; limit?: number },
): Promise<EntityOption[]> {
	const { data: units } = await caixaCall(endpoints.units.list, {
		query: { query, offset: Math.max(0, offset), size: Math.min(Math.max(1, limit), 100) },
		token,
		request,
	})
	return units.map((unit) => ({ id: unit.id, label: unit.name }))
}

/**
 * Units by id, for a unit filter restored from the URL: an id the caller cannot see (or that
 * is gone) is left out rather than failing the page.
 */
export async function lookUpUnitOptions(
	{ token, request }: Caller,
	ids: readonly string[],
): Promise<EntityOption[]> {
	const found = await Promise.all(
		ids.map(async (id) => {
			try {
				const { data: unit } = await caixaCall(endpoints.units.get, {
					params: { unitId: id },
					token,
					request,
				})
				return { id: unit.id, label: unit.name }
			} catch (error) {
				if (error instanceof CaixaProblem && (error.status === 404 || error.status === 422))
					return null
				throw error
			}
		}),
	)
	return found.filter((option): option is EntityOption => option !== null)
}
