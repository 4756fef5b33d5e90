import { type StockMovementKind } from '@caixa/contract/stock'
import { type FilterDefinition } from '~/components/filter-bar/definition'

// The filter bars of the stock screens. The keys are the API's own (GET /units/{unitId}/inventories
// and …/inventories/movements), but for the date range's preset code, which stays in the page's URL
// (movementListParams).

/** Stock on hand: name or SKU, and below zero only. */
export const stockOnHandFilters: FilterDefinition[] = [
	{ kind: 'SINGLE', type: 'text', query: 'text', name: 'stock:filters.text' },
	{
		kind: 'SINGLE',
		type: 'check',
		query: 'negative',
		name: 'stock:filters.negative',
		options: [{ value: 'true', label: 'stock:filters.negativeOnly' }],
	},
]

/** The API's kinds (contract/stock.ts stockMovementKinds), without its schemas in the page. */
const movementKinds: readonly StockMovementKind[] = ['PURCHASE', 'SALE', 'ADJUSTMENT']

/** Where the product picker searches: the unit's products that keep stock. */
export function productOptionsUrl(unitId: string) {
	return `/unit/${encodeURIComponent(unitId)}/inventory/products`
}

/** The activity: dates (the unit's days), product (a picker), kind. */
export function movementFilters(unitId: string): FilterDefinition[] {
	return [
		{
			kind: 'RANGE',
			query: 'period',
			name: 'stock:activity.filters.period',
			defaultQuery: 'period',
			from: { query: 'from' },
			to: { query: 'to' },
		},
		{
			kind: 'POJO',
			query: 'productId',
			name: 'stock:activity.filters.product',
			searchUrl: productOptionsUrl(unitId),
		},
		{
			kind: 'SINGLE',
			type: 'check',
			query: 'kind',
			name: 'stock:activity.filters.kind',
			options: movementKinds.map((kind) => ({
				value: kind,
				label: `stock:activity.kinds.${kind}`,
			})),
		},
	]
}

/**
 * The bar's pairs as the movements list takes them: the preset code left out, and the zone the
 * bar counted days in, so the API reads `from`/`to` back into the same calendar days.
 */
export function movementListParams(
	pairs: ReadonlyArray<readonly [string, string]>,
	timeZone: string,
): URLSearchParams {
	const params = new URLSearchParams()
	let dated = false
	for (const [key, value] of pairs) {
		if (key === 'period') continue
		if (key === 'from' || key === 'to') dated = true
		params.append(key, value)
	}
	if (dated) params.set('zone', timeZone)
	return params
}
