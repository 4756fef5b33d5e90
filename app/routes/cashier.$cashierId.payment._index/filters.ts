import { paymentStatusFilters } from '@caixa/contract/ledger-constants'
import { type FilterDefinition } from '~/components/filter-bar/definition'

// The payments list's filter bar. The keys are the API's own (GET /cashiers/{id}/payments takes
// dueFrom/dueTo in ms, repeated status, followed=true and input=true|false), so the URL's pairs
// go to the API as they are — but for direction ticked both ways, which is no filter (route.tsx).
export const paymentFilters: FilterDefinition[] = [
	{
		kind: 'RANGE',
		name: 'payment:filters.due',
		query: 'due',
		defaultQuery: 'due',
		from: { query: 'dueFrom' },
		to: { query: 'dueTo' },
		presets: ['CURRENT_MONTH', 'LAST_MONTH', 'LAST_THIRTY_DAYS', 'TODAY', 'JUST_ONE', 'CUSTOMIZED'],
	},
	{
		kind: 'SINGLE',
		type: 'check',
		name: 'payment:filters.status',
		query: 'status',
		options: paymentStatusFilters.map((status) => ({
			value: status,
			label: `ledger:paymentStatus.${status}`,
		})),
	},
	{
		kind: 'SINGLE',
		type: 'check',
		name: 'payment:filters.followed',
		query: 'followed',
		options: [{ value: 'true', label: 'payment:filters.followedOption' }],
	},
	{
		kind: 'SINGLE',
		type: 'check',
		name: 'payment:filters.direction',
		query: 'input',
		options: [
			{ value: 'true', label: 'ledger:direction.input' },
			{ value: 'false', label: 'ledger:direction.output' },
		],
	},
]
