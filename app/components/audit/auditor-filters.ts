import { type FilterDefinition } from '~/components/filter-bar/definition'
import { recordFilters, recordListParams } from '~/routes/cashier.$cashierId._index/filters'
import { MY_REACTIONS } from './reaction-kinds'

// The auditor's record list's filter bar (issue 16): the writer's filters, the same keys and
// words, less "followed" (an auditor follows no payment) and "concern" (the auditor's own reaction
// says more), with its pickers searching through the
// auditor's own routes (the writer's answer an auditor 404), plus "my reaction".

export const MY_REACTION_QUERY = 'myReaction'

/** Where the auditor view's pickers search: `/auditor/cashier/{id}/options/<kind>`. */
export function auditorOptionsPath(cashierId: string, kind: string) {
	return `/auditor/cashier/${encodeURIComponent(cashierId)}/options/${kind}`
}

export function auditorRecordFilters(cashierId: string): FilterDefinition[] {
	const writers = recordFilters(cashierId).filter(
		(filter) => filter.query !== 'followed' && filter.query !== 'concern',
	)
	const text = writers.findIndex((filter) => filter.query === 'text')
	const filters: FilterDefinition[] = writers.map((filter) =>
		filter.kind === 'POJO'
			? {
					...filter,
					searchUrl: auditorOptionsPath(
						cashierId,
						filter.query === 'categoryId' ? 'categories' : 'clients-or-suppliers',
					),
				}
			: filter,
	)
	// Before the text, the bar's last filter, as the writer's keeps it last.
	filters.splice(text, 0, {
		kind: 'SINGLE',
		type: 'check',
		query: MY_REACTION_QUERY,
		name: 'audit:filters.myReaction',
		options: MY_REACTIONS.map((value) => ({
			value,
			label: value === 'NONE' ? 'audit:filters.none' : `audit:reaction.${value}`,
		})),
	})
	return filters
}

/**
 * The bar's pairs as GET /auditors/cashiers/{id}/inventories takes them: the writer's reading
 * (recordListParams), each ticked reaction a repeated `myReaction`, anything else not one of them
 * dropped.
 */
export function auditorListParams(
	pairs: ReadonlyArray<readonly [string, string]>,
	timeZone: string,
): URLSearchParams {
	const mine = MY_REACTIONS as readonly string[]
	return recordListParams(
		pairs.filter(([key, value]) => key !== MY_REACTION_QUERY || mine.includes(value)),
		timeZone,
	)
}
