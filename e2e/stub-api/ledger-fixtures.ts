// Type-only imports: the Playwright runner imports these fixtures (the spec names their rows), and
// the contract's runtime modules would load the countries' JSON it cannot read.
import type { Category } from '@caixa/contract/category'
import type { ClientOrSupplier } from '@caixa/contract/client-or-supplier'
import type { Inventory, InventoryItem } from '@caixa/contract/inventory'
import type { Payment } from '@caixa/contract/payment'
import type { Product } from '@caixa/contract/product'
import { stubCashier, stubId, stubUnit } from './fixture-builders'

// Issue 7's ledger as the stub answers it: Iris's unit, its cashier "Shop till" with three records
// (one PAID, one OVERDUE, one PENDING), and a second cashier "Back office" with one late invoice,
// that the record-form tests write into so the list's fixture rows stay as they are. Dates are counted from
// the day the stub starts, so "overdue" stays overdue whenever the tests run.

/** A calendar day `days` from today (UTC; the fixtures keep weeks from any edge). */
export function dayFromToday(days: number) {
	return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

export const ledgerUnit = stubUnit(stubId('d7d7d7d1', 1), 'Iris Sweets')
/** Balance: the opening R$1,000.00 plus the paid sale #100 (R$50.00) and installment 1 of #98. */
export const shopTill = stubCashier(
	stubId('d7d7d7d2', 1),
	'Shop till',
	ledgerUnit,
	'OWNER',
	108_000,
)
export const backOffice = stubCashier(stubId('d7d7d7d2', 2), 'Back office', ledgerUnit, 'OWNER')
shopTill.openingBalance = 100_000

export const ledgerCategories: Category[] = [
	{
		id: stubId('d7d7d7d3', 1),
		name: 'Cake sales',
		kind: 'INCOME',
		group: 'REVENUE',
		archived: false,
	},
	{
		id: stubId('d7d7d7d3', 2),
		name: 'Ingredients',
		kind: 'EXPENSE',
		group: 'COST_OF_SALES',
		archived: false,
	},
]

export const ledgerClients: ClientOrSupplier[] = [
	{
		id: stubId('d7d7d7d4', 1),
		name: 'Marta Pires',
		document: null,
		documentType: null,
		kind: 'CLIENT',
		email: null,
		phone: null,
		archived: false,
	},
	{
		id: stubId('d7d7d7d4', 2),
		name: 'Moinho Norte',
		document: null,
		documentType: null,
		kind: 'SUPPLIER',
		email: null,
		phone: null,
		archived: false,
	},
]

const product = (index: number, name: string, unitPrice: number): Product => ({
	id: stubId('d7d7d7d5', index),
	name,
	sku: null,
	kind: 'PRODUCT',
	unitPrice,
	unitCost: 0,
	currency: 'BRL',
	tracksStock: true,
	archived: false,
})

/** The record form's products: 2 × R$25.00 + 1.5 × R$10.00 = R$65.00, split 21.66/21.66/21.68. */
export const CARROT_CAKE = product(1, 'Carrot cake', 2_500)
export const COOKIES = product(2, 'Cookies (kg)', 1_000)
export const ledgerProducts = [CARROT_CAKE, COOKIES]

/** The reference another record of every ledger cashier already has (409 DUPLICATE_REFERENCE). */
export const TAKEN_REFERENCE = '100'
/** What GET …/order-reference-number proposes: the largest numeric reference plus one. */
export const NEXT_REFERENCE = '101'

const recordId = (index: number) => stubId('d7d7d7d6', index)
const paymentId = (record: number, number: number) => stubId('d7d7d7d7', record * 10 + number)

type PaymentFacts = Pick<Payment, 'number' | 'of' | 'dueDate' | 'amount'> &
	Partial<Pick<Payment, 'paid' | 'paidOn' | 'method' | 'status'>>

function installment(
	record: Omit<Inventory, 'payments'>,
	index: number,
	facts: PaymentFacts,
): Payment {
	const paid = facts.paid ?? 0
	return {
		id: paymentId(index, facts.number),
		inventoryId: record.id,
		cashierId: record.cashierId,
		input: record.input,
		parentId: null,
		number: facts.number,
		of: facts.of,
		dueDate: facts.dueDate,
		amount: facts.amount,
		interest: 0,
		lateFee: 0,
		discount: 0,
		totalDue: facts.amount,
		paid,
		remaining: facts.amount - paid,
		paidAt: facts.paidOn ? `${facts.paidOn}T15:00:00.000Z` : null,
		paidOn: facts.paidOn ?? null,
		status: facts.status ?? (paid >= facts.amount ? 'PAID' : 'PENDING'),
		overdue: false,
		method: facts.method ?? null,
		financialInstitution: null,
		followed: false,
		currency: record.currency,
		orderReferenceNumber: record.orderReferenceNumber,
		clientOrSupplier: record.clientOrSupplier,
		charges: null,
	}
}

type RecordFacts = Pick<
	Inventory,
	'input' | 'orderReferenceNumber' | 'issuedOn' | 'description' | 'category' | 'clientOrSupplier'
> & { items: InventoryItem[]; total: number }

function record(
	index: number,
	facts: RecordFacts,
	payments: PaymentFacts[],
	cashierId = shopTill.id,
): Inventory {
	const base: Omit<Inventory, 'payments'> = {
		id: recordId(index),
		cashierId,
		...facts,
		paid: 0,
		remaining: facts.total,
		settlement: 'PENDING',
		currency: 'BRL',
		reactions: { APPROVED: 0, QUESTION: 0, REJECTED: 0 },
		comments: 0,
		createdAt: `${facts.issuedOn}T12:00:00.000Z`,
	}
	// paid, remaining and settlement are worked out by the stub from the payments (ledger-state.ts).
	return { ...base, payments: payments.map((facts) => installment(base, index, facts)) }
}

const named = (row: { id: string; name: string }) => ({ id: row.id, name: row.name })

/** #98: a sale of R$90.00 in three monthly installments, the first paid, the second overdue. */
export const overdueSale = record(
	98,
	{
		input: true,
		orderReferenceNumber: '98',
		issuedOn: dayFromToday(-70),
		description: 'Wedding cake',
		category: named(ledgerCategories[0] ?? { id: '', name: '' }),
		clientOrSupplier: named(ledgerClients[0] ?? { id: '', name: '' }),
		items: [{ productId: null, name: 'Wedding cake', quantity: 1, unitPrice: 9_000, total: 9_000 }],
		total: 9_000,
	},
	[
		{
			number: 1,
			of: 3,
			dueDate: dayFromToday(-60),
			amount: 3_000,
			paid: 3_000,
			paidOn: dayFromToday(-60),
			method: 'PIX',
		},
		{ number: 2, of: 3, dueDate: dayFromToday(-30), amount: 3_000 },
		{ number: 3, of: 3, dueDate: dayFromToday(30), amount: 3_000 },
	],
)

/** #99: a purchase of R$30.00 in two installments due ahead: PENDING. */
export const pendingPurchase = record(
	99,
	{
		input: false,
		orderReferenceNumber: '99',
		issuedOn: dayFromToday(-10),
		description: 'Flour and sugar',
		category: named(ledgerCategories[1] ?? { id: '', name: '' }),
		clientOrSupplier: named(ledgerClients[1] ?? { id: '', name: '' }),
		items: [],
		total: 3_000,
	},
	[
		{ number: 1, of: 2, dueDate: dayFromToday(20), amount: 1_500 },
		{ number: 2, of: 2, dueDate: dayFromToday(50), amount: 1_500 },
	],
)

/** #100: a sale of R$50.00 paid at the till: PAID. */
export const paidSale = record(
	100,
	{
		input: true,
		orderReferenceNumber: TAKEN_REFERENCE,
		issuedOn: dayFromToday(-2),
		description: 'Birthday party',
		category: named(ledgerCategories[0] ?? { id: '', name: '' }),
		clientOrSupplier: null,
		items: [
			{
				productId: CARROT_CAKE.id,
				name: CARROT_CAKE.name,
				quantity: 2,
				unitPrice: 2_500,
				total: 5_000,
			},
		],
		total: 5_000,
	},
	[
		{
			number: 1,
			of: 1,
			dueDate: dayFromToday(-2),
			amount: 5_000,
			paid: 5_000,
			paidOn: dayFromToday(-2),
			method: 'CASH',
		},
	],
)

/** Back office's #50: R$1,000.00 due 40 days ago, for interest and late fee (1 % a month, 2 %). */
export const lateInvoice = record(
	50,
	{
		input: true,
		orderReferenceNumber: '50',
		issuedOn: dayFromToday(-45),
		description: 'Catering invoice',
		category: null,
		clientOrSupplier: null,
		items: [],
		total: 100_000,
	},
	[{ number: 1, of: 1, dueDate: dayFromToday(-40), amount: 100_000 }],
	backOffice.id,
)

/** The installments the spec opens: #98's overdue one; #99's two, one for each project. */
export const OVERDUE_INSTALLMENT = paymentId(98, 2)
export const FOLLOWED_BY_JS = paymentId(99, 1)
export const FOLLOWED_WITHOUT_JS = paymentId(99, 2)
export const LATE_INSTALLMENT = paymentId(50, 1)

/** The records the stub starts with, by cashier. */
export const ledgerRecords: Record<string, Inventory[]> = {
	[shopTill.id]: [overdueSale, pendingPurchase, paidSale],
	[backOffice.id]: [lateInvoice],
}
