import { type FilterDefinition } from '~/components/filter-bar/definition'

// The companies list's filter bar: the name, always shown. `query` is the API's own key
// (`GET /companies?query=`), so the URL's pairs go to the API as they are.
export const companyFilters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'company:filters.name',
		describe: 'company:filters.nameHelp',
		query: 'query',
		required: true,
	},
]
