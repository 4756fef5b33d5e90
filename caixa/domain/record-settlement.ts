import { type Settlement } from '@caixa/contract/inventory'

/**
 * How far a record is settled, from what its installments add up to: the installments still
 * open, those of them due before today, and what was paid on them. Overdue comes first (it needs
 * action), then paid (nothing open), partly paid, pending. Never stored as such: the list filters
 * on the stored `settled` and `open_due_on` (db/inventories.ts), which say the same.
 */
export function recordSettlement(figures: {
	open: number
	overdue: number
	paid: number
}): Settlement {
	if (figures.overdue > 0) return 'OVERDUE'
	if (figures.open === 0) return 'PAID'
	return figures.paid > 0 ? 'PARTLY_PAID' : 'PENDING'
}
