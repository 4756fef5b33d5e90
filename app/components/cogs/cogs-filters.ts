import { type FilterDefinition } from '~/components/filter-bar/definition'

// The COGS screen's period is the filter bar's date range (one required filter), a GET form: a
// period is a question, not a change, so it belongs in the URL — bookmarked, shared, reloaded,
// and without JavaScript a plain form — and it brings the lists' presets and the unit's calendar
// days with it. The counted closing stock is a POST beside it (quantities too many for a URL).
export const cogsFilters: FilterDefinition[] = [
	{
		kind: 'RANGE',
		name: 'cogs:periodFilter',
		query: 'period',
		defaultQuery: 'period',
		from: { query: 'from' },
		to: { query: 'to' },
		presets: ['CURRENT_MONTH', 'LAST_MONTH', 'LAST_THIRTY_DAYS', 'LAST_NINETY_DAYS', 'CUSTOMIZED'],
		required: true,
	},
]

/** The preset a page without a period opens on: this month so far is what an owner asks first. */
export const DEFAULT_PRESET = 'CURRENT_MONTH'

/** The name of a product's counted quantity in the count form. */
export const COUNT_PREFIX = 'count-'
