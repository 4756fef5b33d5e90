// Constants of the ledger's contract that pages need without any schema: a zod-free module, so a
// page importing one does not load zod (the schema modules re-export them for the API's side).

/**
 * The largest single amount the ledger takes, in minor units: 10^13 (ten trillion minor units,
 * beyond any small business, and far inside 2^53 so that sums of many stay exact). Sums have a
 * bound of their own (domain/ledger-bounds.ts): a unit's books hold at most 2^53 − 1 in all.
 */
export const MAX_LEDGER_AMOUNT = 10_000_000_000_000

/** What a payments list may filter on (payment.ts: paymentStatusFilterSchema). */
export const paymentStatusFilters = ['PENDING', 'PARTIALLY_PAID', 'PAID', 'OVERDUE'] as const

/** How far a record is settled (inventory.ts: settlementSchema). */
export const settlements = ['PAID', 'PARTLY_PAID', 'PENDING', 'OVERDUE'] as const

/** How a payment was (or will be) made (payment.ts: paymentMethodSchema). */
export const paymentMethods = [
	'CASH',
	'PIX',
	'DEBIT_CARD',
	'CREDIT_CARD',
	'BANK_SLIP',
	'BANK_TRANSFER',
	'CHECK',
	'OTHER',
] as const

/** The most installments a record may have, and lines (items) it may list (inventory.ts). */
export const MAX_INSTALLMENTS = 360
export const MAX_ITEMS = 200

/** The most a line's quantity may be. */
export const MAX_QUANTITY = 1_000_000_000

/** How often a record's installments fall due (inventory.ts: installmentEverySchema). */
export const installmentEveries = ['MONTH', 'WEEK', 'DAY'] as const
