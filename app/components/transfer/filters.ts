import { type FilterDefinition } from '~/components/filter-bar/definition'

// The transfers list's filter bar: the date range with presets, and the cashier the
// money left and the one it went into, each a picker over the unit's cashiers (archived ones too:
// old transfers name them). The keys are the API's own (GET …/internal-transfers takes from/to in
// ms, fromCashierId and toCashierId repeated) but for the range's preset code, which stays in the
// page's URL (transfers.server.ts keeps only the API's keys).

/** Where the pickers search: the unit's cashiers, as JSON options. */
export function transferCashiersUrl(unitId: string) {
	return `/unit/${encodeURIComponent(unitId)}/transfer/cashiers`
}

export function transferFilters(unitId: string): FilterDefinition[] {
	const searchUrl = transferCashiersUrl(unitId)
	return [
		{
			kind: 'RANGE',
			query: 'period',
			name: 'transfer:filters.period',
			defaultQuery: 'period',
			from: { query: 'from' },
			to: { query: 'to' },
		},
		{ kind: 'POJO', query: 'fromCashierId', name: 'transfer:filters.from', searchUrl },
		{ kind: 'POJO', query: 'toCashierId', name: 'transfer:filters.to', searchUrl },
	]
}

/** The bar's pairs the API takes; the rest (the preset code) is the page's. */
export const TRANSFER_API_KEYS = ['from', 'to', 'fromCashierId', 'toCashierId'] as const
