// The ledger on the stub: Iris's unit, its cashier "Shop till" with three records (one
// PAID, one OVERDUE, one PENDING), and a second cashier "Back office" with one late invoice, that
// the record-form tests write into so the list's fixture rows stay as they are. Plain data (the
// Playwright runner imports it): seed-ledger.ts writes these records through the API. Dates are
// counted in days from the stub's pinned day, so "overdue" stays overdue whenever the tests run.

export const ledgerUnit = { name: 'Iris Sweets' } as const
/** Balance: the opening R$1,000.00 plus the paid sale #100 (R$50.00) and installment 1 of #98. */
export const shopTill = { name: 'Shop till', openingBalance: 100_000, balance: 108_000 } as const
export const backOffice = { name: 'Back office' } as const

export const ledgerCategories = {
	cakeSales: { name: 'Cake sales', kind: 'INCOME', group: 'REVENUE' },
	ingredients: { name: 'Ingredients', kind: 'EXPENSE', group: 'COST_OF_SALES' },
} as const

export const ledgerClients = {
	marta: { name: 'Marta Pires', kind: 'CLIENT' },
	moinho: { name: 'Moinho Norte', kind: 'SUPPLIER' },
} as const

/** The record form's products: 2 × R$25.00 + 1.5 × R$10.00 = R$65.00, split 21.66/21.66/21.68. */
export const CARROT_CAKE = { name: 'Carrot cake', kind: 'PRODUCT', unitPrice: 2_500 } as const
export const COOKIES = { name: 'Cookies (kg)', kind: 'PRODUCT', unitPrice: 1_000 } as const

/** The reference another record of every ledger cashier already has (409 DUPLICATE_REFERENCE). */
export const TAKEN_REFERENCE = '100'
/** What GET …/order-reference-number proposes: the largest numeric reference plus one. */
export const NEXT_REFERENCE = '101'

/** The cashiers open this many days before the pinned day, before their oldest record. */
export const OPENED_DAYS_AGO = 100

interface PaymentFacts {
	/** Days from the pinned day. */
	due: number
	amount: number
	paidOn?: number
	method?: 'PIX' | 'CASH'
}

interface RecordFacts {
	cashier: 'shopTill' | 'backOffice'
	input: boolean
	reference: string
	issued: number
	description: string
	category?: keyof typeof ledgerCategories
	client?: keyof typeof ledgerClients
	/** A line of its own name, or of a product. */
	items?: Array<{ name?: string; product?: 'carrotCake'; quantity: number; unitPrice: number }>
	total: number
	payments: PaymentFacts[]
}

/** The records, oldest first: each cashier's references count up as they were written. */
export const ledgerRecords = {
	/** Back office's #50: R$1,000.00 due 40 days ago, for interest and late fee (1 % a month, 2 %). */
	lateInvoice: {
		cashier: 'backOffice',
		input: true,
		reference: '50',
		issued: -45,
		description: 'Catering invoice',
		total: 100_000,
		payments: [{ due: -40, amount: 100_000 }],
	},
	/**
	 * Back office's #51: R$500.00 due in 20 days, paid a cent at a time by api-faults.stub.spec.ts
	 * (after a forced fault), so no other spec's sums move.
	 */
	faultInvoice: {
		cashier: 'backOffice',
		input: true,
		reference: '51',
		issued: -5,
		description: 'Supplies resale',
		total: 50_000,
		payments: [{ due: 20, amount: 50_000 }],
	},
	/** #98: a sale of R$90.00 in three monthly installments, the first paid, the second overdue. */
	overdueSale: {
		cashier: 'shopTill',
		input: true,
		reference: '98',
		issued: -70,
		description: 'Wedding cake',
		category: 'cakeSales',
		client: 'marta',
		items: [{ name: 'Wedding cake', quantity: 1, unitPrice: 9_000 }],
		total: 9_000,
		payments: [
			{ due: -60, amount: 3_000, paidOn: -60, method: 'PIX' },
			{ due: -30, amount: 3_000 },
			{ due: 30, amount: 3_000 },
		],
	},
	/** #99: a purchase of R$30.00 in two installments due ahead: PENDING. */
	pendingPurchase: {
		cashier: 'shopTill',
		input: false,
		reference: '99',
		issued: -10,
		description: 'Flour and sugar',
		category: 'ingredients',
		client: 'moinho',
		total: 3_000,
		payments: [
			{ due: 20, amount: 1_500 },
			{ due: 50, amount: 1_500 },
		],
	},
	/** #100: a sale of R$50.00 paid at the till: PAID. */
	paidSale: {
		cashier: 'shopTill',
		input: true,
		reference: TAKEN_REFERENCE,
		issued: -2,
		description: 'Birthday party',
		category: 'cakeSales',
		items: [{ product: 'carrotCake', quantity: 2, unitPrice: 2_500 }],
		total: 5_000,
		payments: [{ due: -2, amount: 5_000, paidOn: -2, method: 'CASH' }],
	},
} as const satisfies Record<string, RecordFacts>

/** A calendar day `days` from `now` (UTC; the fixtures keep weeks from any edge). */
export function dayFrom(now: number, days: number) {
	return new Date(now + days * 86_400_000).toISOString().slice(0, 10)
}
