import { settlements } from '@caixa/contract/ledger-constants'
import { type FilterDefinition } from '~/components/filter-bar/definition'
import { MY_REACTIONS } from './reaction-kinds'

// The auditor's record list's filter bar: the writer's record filters, the same keys
// and words (its filters.ts), less "followed" (an auditor follows no payment) and "concern" (the
// auditor's own reaction says more), with its pickers searching through the auditor's own routes
// (the writer's answer an auditor 404), plus "my reaction". Written out rather than derived from
// the writer's recordFilters: importing that module from here split it out of the records page's
// own chunk, +178 B gzipped on /cashier/{id}, at its 120 KB budget.

export const MY_REACTION_QUERY = 'myReaction'

/** Where the auditor view's pickers search: `/auditor/cashier/{id}/options/<kind>`. */
export function auditorOptionsPath(cashierId: string, kind: string) {
	return `/auditor/cashier/${encodeURIComponent(cashierId)}/options/${kind}`
}

export function auditorRecordFilters(cashierId: string): FilterDefinition[] {
	return [
		{
			kind: 'RANGE',
			query: 'period',
			name: 'inventory:filters.period',
			describe: 'inventory:filters.periodHelp',
			defaultQuery: 'period',
			from: { query: 'from' },
			to: { query: 'to' },
		},
		{
			kind: 'SINGLE',
			type: 'check',
			query: 'input',
			name: 'inventory:filters.direction',
			options: [
				{ value: 'true', label: 'ledger:direction.input' },
				{ value: 'false', label: 'ledger:direction.output' },
			],
		},
		{
			kind: 'SINGLE',
			type: 'check',
			query: 'settlement',
			name: 'inventory:filters.settlement',
			options: settlements.map((value) => ({ value, label: `ledger:settlement.${value}` })),
		},
		{
			kind: 'POJO',
			query: 'categoryId',
			name: 'inventory:filters.category',
			searchUrl: auditorOptionsPath(cashierId, 'categories'),
		},
		{
			kind: 'POJO',
			query: 'clientOrSupplierId',
			name: 'inventory:filters.clientOrSupplier',
			searchUrl: auditorOptionsPath(cashierId, 'clients-or-suppliers'),
		},
		{
			kind: 'SINGLE',
			type: 'check',
			query: MY_REACTION_QUERY,
			name: 'audit:filters.myReaction',
			options: MY_REACTIONS.map((value) => ({
				value,
				label: value === 'NONE' ? 'audit:filters.none' : `audit:reaction.${value}`,
			})),
		},
		{
			kind: 'SINGLE',
			type: 'text',
			query: 'text',
			name: 'inventory:filters.text',
			describe: 'inventory:filters.textHelp',
		},
	]
}

/**
 * The bar's pairs as GET /auditors/cashiers/{id}/inventories takes them, with the zone the bar
 * counted days in, read as the writer's list reads its own (recordListParams): the range's preset
 * code stays in the URL; one direction ticked is the flag, both or none no filter; each ticked
 * reaction a repeated `myReaction`, anything not one of them dropped.
 */
export function auditorListParams(
	pairs: ReadonlyArray<readonly [string, string]>,
	timeZone: string,
): URLSearchParams {
	const params = new URLSearchParams()
	const mine = MY_REACTIONS as readonly string[]
	const directions = new Set<string>()
	let dated = false
	for (const [key, value] of pairs) {
		if (key === 'period') continue
		if (key === 'input') {
			if (value === 'true' || value === 'false') directions.add(value)
			continue
		}
		if (key === MY_REACTION_QUERY && !mine.includes(value)) continue
		if (key === 'from' || key === 'to') dated = true
		params.append(key, value)
	}
	const [direction] = directions
	if (directions.size === 1 && direction) params.set('input', direction)
	if (dated) params.set('zone', timeZone)
	return params
}
