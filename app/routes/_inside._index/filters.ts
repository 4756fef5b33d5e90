import { type FilterDefinition } from '~/components/filter-bar/definition'

/** Where the unit picker searches (app/routes/options.units.tsx). */
export const UNIT_OPTIONS_URL = '/options/units'

// The portal's filter bar (issue: at least a name text and a unit picker). The keys are the API's
// own (`GET /cashiers` and `GET /auditors` take `name` and repeated `unitId`), so the URL's filter
// pairs go to the API as they are.
export const portalFilters: FilterDefinition[] = [
	{
		kind: 'SINGLE',
		type: 'text',
		name: 'portal:filters.name',
		describe: 'portal:filters.nameHelp',
		query: 'name',
	},
	{
		kind: 'POJO',
		name: 'portal:filters.unit',
		describe: 'portal:filters.unitHelp',
		query: 'unitId',
		searchUrl: UNIT_OPTIONS_URL,
	},
]
