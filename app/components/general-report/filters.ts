import { paymentMethods } from '@caixa/contract/ledger-constants'
import { type FilterDefinition } from '~/components/filter-bar/definition'

// The general report's filter bar: the due dates' period (this month by
// default), the cashier, category and client or supplier pickers over the unit's own, the
// direction, the status (overdue and cancelled too) and the method. A GET form, so the report is
// a URL: bookmarked, reloaded, and without JavaScript a plain form. The keys are the API's
// (GET /reports/units/{id}/payments) but for the range's preset code, which stays in the page's
// URL (reportQuery keeps only the API's keys).

/** The statuses the report filters on: the payments list's, and cancelled ones (never by default). */
export const GENERAL_REPORT_STATUSES = [
	'PENDING',
	'PARTIALLY_PAID',
	'PAID',
	'OVERDUE',
	'CANCELLED',
] as const

export const OPTION_LISTS = ['cashiers', 'categories', 'clients-or-suppliers'] as const
export type OptionList = (typeof OPTION_LISTS)[number]

/** Where a picker searches: the unit's cashiers, categories, clients or suppliers, as JSON. */
export function optionsUrl(unitId: string, list: OptionList) {
	return `/unit/${encodeURIComponent(unitId)}/general-report/options/${list}`
}

/** The picker's list by its query key. */
export const PICKERS: Record<string, OptionList> = {
	cashierId: 'cashiers',
	categoryId: 'categories',
	clientOrSupplierId: 'clients-or-suppliers',
}

export function generalReportFilters(unitId: string): FilterDefinition[] {
	return [
		{
			kind: 'RANGE',
			query: 'period',
			name: 'generalReport:filters.period',
			describe: 'generalReport:filters.periodHelp',
			defaultQuery: 'period',
			from: { query: 'from' },
			to: { query: 'to' },
			presets: [
				'CURRENT_MONTH',
				'LAST_MONTH',
				'LAST_THIRTY_DAYS',
				'LAST_NINETY_DAYS',
				'CUSTOMIZED',
			],
			required: true,
		},
		{
			kind: 'POJO',
			query: 'cashierId',
			name: 'generalReport:filters.cashier',
			searchUrl: optionsUrl(unitId, 'cashiers'),
		},
		{
			kind: 'POJO',
			query: 'categoryId',
			name: 'generalReport:filters.category',
			searchUrl: optionsUrl(unitId, 'categories'),
		},
		{
			kind: 'POJO',
			query: 'clientOrSupplierId',
			name: 'generalReport:filters.clientOrSupplier',
			searchUrl: optionsUrl(unitId, 'clients-or-suppliers'),
		},
		{
			kind: 'SINGLE',
			type: 'check',
			query: 'input',
			name: 'generalReport:filters.direction',
			options: [
				{ value: 'true', label: 'ledger:direction.input' },
				{ value: 'false', label: 'ledger:direction.output' },
			],
		},
		{
			kind: 'SINGLE',
			type: 'check',
			query: 'status',
			name: 'generalReport:filters.status',
			options: GENERAL_REPORT_STATUSES.map((status) => ({
				value: status,
				label: `ledger:paymentStatus.${status}`,
			})),
		},
		{
			kind: 'SINGLE',
			type: 'check',
			query: 'method',
			name: 'generalReport:filters.method',
			options: paymentMethods.map((method) => ({
				value: method,
				label: `ledger:method.${method}`,
			})),
		},
	]
}

/** The preset a report without a period opens on: this month. */
export const DEFAULT_PRESET = 'CURRENT_MONTH'

const API_KEYS = new Set([
	'from',
	'to',
	'cashierId',
	'categoryId',
	'clientOrSupplierId',
	'status',
	'method',
])

/**
 * The filter bar's pairs as the API takes them, with the zone the bar counted days in (so the API
 * reads `from`/`to` back into the same calendar days). Direction is one flag: money in alone,
 * money out alone, or — both ticked — no filter (every installment is one or the other).
 */
export function reportQuery(
	pairs: ReadonlyArray<readonly [string, string]>,
	zone: string,
): URLSearchParams {
	const query = new URLSearchParams()
	const directions = new Set<string>()
	for (const [key, value] of pairs) {
		if (key === 'input') {
			if (value === 'true' || value === 'false') directions.add(value)
		} else if (API_KEYS.has(key)) query.append(key, value)
	}
	const [direction] = directions
	if (directions.size === 1 && direction) query.set('input', direction)
	query.set('zone', zone)
	return query
}
