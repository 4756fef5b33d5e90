import { redirect } from '@remix-run/node'
import { type z } from 'zod'
import { unitSchema } from '@caixa/contract/unit'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { callCaixa, requireFound } from './caixa.server'
import { loadFilterBar } from './filter-bar.server'
import { loadListRows } from './paging.server'

// What the unit's master-data pages (categories, clients or suppliers, products) share on the
// server: the unit they belong to, their filtered lists, and reading what a create made.

/** The unit as these pages need it; the page's 404 when the caller may not see it. */
export async function loadUnitSummary(token: string, request: Request, unitId: string) {
	const { data: unit } = await requireFound(
		callCaixa(`/units/${unitId}`, { token, schema: unitSchema, request }),
	)
	return { id: unit.id, name: unit.name, country: unit.country, currency: unit.currency }
}
export type UnitSummary = Awaited<ReturnType<typeof loadUnitSummary>>

/**
 * A master-data list page's filter bar and rows: the URL's filters go to `apiPath` as they are
 * (the filter keys are the API's own), a page of rows at a time. Throws the filter bar's redirect
 * when the URL is not canonical (so: for loaders). These filters have no dates and no entity pickers.
 */
export async function loadMasterDataList<T extends z.ZodType<unknown[]>>(
	request: Request,
	options: {
		token: string
		apiPath: `/${string}`
		definitions: readonly FilterDefinition[]
		schema: T
	},
) {
	const bar = await loadFilterBar(request, options.definitions, {
		timeZone: 'UTC',
		lookup: () => Promise.resolve([]),
		search: () => Promise.resolve([]),
	})
	if ('redirect' in bar) throw redirect(bar.redirect)
	const { rows, page } = await loadListRows(request, async (offset, size) => {
		const params = new URLSearchParams(bar.apiParams)
		params.set('offset', String(offset))
		params.set('size', String(size))
		const { data } = await callCaixa(`${options.apiPath}?${params}`, {
			token: options.token,
			schema: options.schema,
			request,
		})
		return data as z.output<T>
	})
	return {
		filters: bar.filters,
		rows: rows as z.output<T>,
		page,
		filtered: bar.apiParams.length > 0,
	}
}

/**
 * Reads what a create made from its Location (spec §7: "After create calls the product reads
 * the Location response header and fetches that URL").
 */
export async function readCreated<T extends z.ZodType>(
	token: string,
	request: Request,
	headers: Headers,
	schema: T,
): Promise<z.output<T>> {
	const location = headers.get('Location') ?? ''
	const path = new URL(location, 'http://caixa.internal').pathname.replace(/^\/caixa\/api/, '')
	if (!location || !path.startsWith('/'))
		throw new Error('The API answered a create without a Location')
	const { data } = await callCaixa(path as `/${string}`, { token, schema, request })
	return data
}

/** The path and query of the request: where a form on a list page goes back to. */
export function samePage(request: Request): string {
	const url = new URL(request.url)
	url.searchParams.delete('index')
	const search = url.searchParams.toString()
	return `${url.pathname}${search ? `?${search}` : ''}`
}
