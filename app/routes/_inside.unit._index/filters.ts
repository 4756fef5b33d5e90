import { type FilterDefinition } from '~/components/filter-bar/definition'

// The units list's filter bar: the name, always shown (a business has a handful of units, and the
// name is the one way to look for one). `query` is the API's own key (`GET /units?query=`), so the
// URL's pairs go to the API as they are.
export const unitFilters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'unit:filters.name',
		describe: 'unit:filters.nameHelp',
		query: 'query',
		required: true,
	},
]
