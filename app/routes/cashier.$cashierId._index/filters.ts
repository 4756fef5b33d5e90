import { settlements } from '@caixa/contract/ledger-constants'
import { type FilterDefinition } from '~/components/filter-bar/definition'

// The record list's filter bar (date range, direction, settlement, category, client or
// supplier, followed only, text; an auditor's question or rejection). The keys are the
// API's own (GET /cashiers/{id}/inventories), except the range's preset code (`period`) and the
// direction's two ticks, which recordListParams turns into what the API takes.

/** Where the pickers search: the cashier's unit's things, through the cashier. */
export function recordFilters(cashierId: string): FilterDefinition[] {
	const options = `/options/cashier/${encodeURIComponent(cashierId)}`
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
			searchUrl: `${options}/categories`,
		},
		{
			kind: 'POJO',
			query: 'clientOrSupplierId',
			name: 'inventory:filters.clientOrSupplier',
			searchUrl: `${options}/clients-or-suppliers`,
		},
		{
			kind: 'SINGLE',
			type: 'check',
			query: 'followed',
			name: 'inventory:filters.followed',
			options: [{ value: 'true', label: 'inventory:filters.followedOnly' }],
		},
		{
			kind: 'SINGLE',
			type: 'check',
			query: 'concern',
			name: 'audit:filters.concern',
			options: [{ value: 'true', label: 'audit:filters.concernOnly' }],
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
 * The filter bar's pairs as GET /cashiers/{id}/inventories takes them, with the zone the bar
 * counted days in (so the API turns `from`/`to` back into the same calendar days):
 * - the range's preset code stays in the page's URL only;
 * - direction is one flag: money in alone, money out alone, or — both ticked, or neither — no
 *   filter at all (every record is one or the other);
 * - followed and concern are only ever `true` (unticked, the filter is off).
 */
export function recordListParams(
	pairs: ReadonlyArray<readonly [string, string]>,
	timeZone: string,
): URLSearchParams {
	const params = new URLSearchParams()
	const directions = new Set<string>()
	let dated = false
	for (const [key, value] of pairs) {
		if (key === 'period') continue
		if (key === 'input') {
			if (value === 'true' || value === 'false') directions.add(value)
			continue
		}
		if ((key === 'followed' || key === 'concern') && value !== 'true') continue
		if (key === 'from' || key === 'to') dated = true
		params.append(key, value)
	}
	const [direction] = directions
	if (directions.size === 1 && direction) params.set('input', direction)
	if (dated) params.set('zone', timeZone)
	return params
}
