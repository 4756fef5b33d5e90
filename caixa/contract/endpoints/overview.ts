import { overviewSchema } from '../overview'
import { endpoint } from './endpoint'

/** The portal's overview of the cashiers the caller writes (contract/overview.ts). */
export const overview = {
	get: endpoint({
		method: 'get',
		path: '/overview',
		answers: { 200: overviewSchema },
		tags: ['cashiers'],
		summary: 'What the cashiers the caller writes hold and have open, per currency',
		description: [
			'The portal’s overview, over the live cashiers the caller owns or collaborates on (those',
			'of `GET /cashiers`; cashiers the caller only audits are left out). One block per',
			'currency, by code — two currencies are never summed — with:',
			'- `balance`: the cashiers’ balances (opening + paid in − paid out ± transfers) summed;',
			'- `overdueToReceive`, `overdueToPay`: what is still owed (amount + interest + late fee −',
			'  discount − paid) on open installments (PENDING or PARTIALLY_PAID) of live records, money',
			'  in and money out, due before today;',
			'- `dueSoonToReceive`, `dueSoonToPay`: the same, due in the next 7 days: from today',
			'  through today + 6, both included (what is due today is due soon, not overdue).',
			'“Today” is each unit’s own date in its time zone, so units a day apart each count their',
			'own. `cashiers` lists the cashiers behind an open figure (any of the four not 0), by name',
			'then id, each with its own figures, its unit’s `today` and `dueSoonTo`: their figures add',
			'up to the block’s, and each matches that cashier’s `GET /cashiers/{id}/payments` with',
			'`status=OVERDUE` (or `status=PENDING&status=PARTIALLY_PAID` and `dueFrom`/`dueTo` over',
			'today … dueSoonTo) and `input`. Two statements whatever the size of the books: the',
			'cashiers with each one’s oldest open due date (one probe of the open installments’',
			'index), then the summary rows from that day on, never the payments row by row.',
		].join('\n'),
		says: { 200: 'The blocks, one per currency (none when the caller writes no cashier)' },
	}),
}
