import { masterDataStates } from '@caixa/contract/master-data-states'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { type NamedThingListWords } from './named-thing-list-page'

// The two filters every list of a unit's named things has, first and last in its bar: the name
// (the API's `name`, every word in any order) and live / archived (`state`). The labels are each
// resource's own, under its section of the masterData namespace.

export function nameFilter(words: NamedThingListWords): FilterDefinition {
	return {
		kind: 'SINGLE',
		type: 'text',
		name: `masterData:${words}.filters.name`,
		describe: `masterData:${words}.filters.nameHelp`,
		query: 'name',
	}
}

export function stateFilter(words: NamedThingListWords): FilterDefinition {
	return liveOrArchivedFilter(`masterData:${words}.filters.state`)
}

/**
 * The live / archived filter under another label (a unit's cashiers have it too): the API's
 * `state`, options worded by masterData's `state` section (the page loads that namespace).
 */
export function liveOrArchivedFilter(name: string): FilterDefinition {
	return {
		kind: 'SINGLE',
		type: 'check',
		name,
		query: 'state',
		options: masterDataStates.map((value) => ({ value, label: `masterData:state.${value}` })),
	}
}
