import { redirect } from '@remix-run/node'
import { type Endpoint, endpoints } from '@caixa/contract/endpoints'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { type AnswerOf, caixaCall, type Caller, requireFound } from '~/server/caixa.server'
import { loadFilterBar } from '~/components/filter-bar/filter-bar.server'
import { loadListRows } from '~/components/infinite-list/paging.server'

// What the unit's master-data pages (categories, clients or suppliers, products) share on the
// server: the unit they belong to, their filtered lists, and reading what a create made.

/** A unit's named things by the word of their API path, each with the param naming one. */
export const unitThings = {
	categories: { ...endpoints.units.categories, idParam: 'categoryId' },
	'clients-or-suppliers': { ...endpoints.units.clientsOrSuppliers, idParam: 'clientOrSupplierId' },
	products: { ...endpoints.units.products, idParam: 'productId' },
} as const
export type UnitThings = keyof typeof unitThings

/** The params of one named thing of a unit: `{ unitId, categoryId }` and the like. */
export function thingParams(things: UnitThings, unitId: string, id: string) {
	return { unitId, [unitThings[things].idParam]: id }
}

/** The unit as these pages need it; the page's 404 when the caller may not see it. */
export async function loadUnitSummary({ token, request }: Caller, unitId: string) {
	const { data: unit } = await requireFound(
		caixaCall(endpoints.units.get, { params: { unitId }, token, request }),
	)
	return { id: unit.id, name: unit.name, country: unit.country, currency: unit.currency }
}
export type UnitSummary = Awaited<ReturnType<typeof loadUnitSummary>>

/**
 * A master-data list page's filter bar and rows: the URL's filters go to the unit's list of
 * `things` as they are (the filter keys are the API's own), a page of rows at a time. Throws the
 * filter bar's redirect when the URL is not canonical (so: for loaders). These filters have no
 * dates and no entity pickers.
 */
export async function loadMasterDataList<K extends UnitThings>(
	request: Request,
	options: {
		token: string
		unitId: string
		things: K
		definitions: readonly FilterDefinition[]
	},
) {
	type Rows = AnswerOf<(typeof unitThings)[K]['list']>
	const list: Endpoint = unitThings[options.things].list
	const bar = await loadFilterBar(request, options.definitions, {
		timeZone: 'UTC',
		lookup: () => Promise.resolve([]),
		search: () => Promise.resolve([]),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const { rows, page } = await loadListRows(request, async (offset, size) => {
		const query = new URLSearchParams(bar.apiParams)
		query.set('offset', String(offset))
		query.set('size', String(size))
		const { data } = await caixaCall(list, {
			params: { unitId: options.unitId },
			query,
			token: options.token,
			request,
		})
		return data as unknown[]
	})
	return {
		filters: bar.filters,
		rows: rows as Rows,
		page,
		filtered: bar.apiParams.length > 0,
	}
}

/** The path and query of the request: where a form on a list page goes back to. */
export function samePage(request: Request): string {
	const url = new URL(request.url)
	url.searchParams.delete('index')
	const search = url.searchParams.toString()
	return `${url.pathname}${search ? `?${search}` : ''}`
}
