import { type FilterDefinition } from '~/components/filter-bar/definition'

// The one-period view's period is the filter bar's date range, a GET form (as the COGS screen's):
// a question, not a change, so it lives in the URL, bookmarked and reloaded, and without
// JavaScript a plain form. Its keys (period, from, to) are kept by the view and basis switches
// and handed on to a category's drill-down.
export const reportFilters: FilterDefinition[] = [
	{
		kind: 'RANGE',
		name: 'report:periodFilter',
		query: 'period',
		defaultQuery: 'period',
		from: { query: 'from' },
		to: { query: 'to' },
		presets: ['CURRENT_MONTH', 'LAST_MONTH', 'LAST_THIRTY_DAYS', 'LAST_NINETY_DAYS', 'CUSTOMIZED'],
		required: true,
	},
]

/** The preset a statement without a period opens on: this month. */
export const DEFAULT_PRESET = 'CURRENT_MONTH'
