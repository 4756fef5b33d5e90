import { type Cashier } from '@caixa/contract/cashier'
import { type Inventory, type InventoryRow, type Settlement } from '@caixa/contract/inventory'
import { type Payment } from '@caixa/contract/payment'
import { type Session } from '@caixa/contract/session'
import { type Unit } from '@caixa/contract/unit'
import { stubUnit } from './fixture-builders'
import { ledgerRecords, TAKEN_REFERENCE } from './ledger-fixtures'
import { visibleUnit } from './organisation-state'
import { portalOf } from './session-state'

// What the stub keeps of a cashier's ledger: its records (each with its installments), the
// partial payments under each installment, and who follows which payment. Made from the
// fixtures the first time a cashier is asked for (any other cashier starts empty), changed by the
// tests' writes from then on. What the real API derives (paid, remaining, settlement, overdue,
// followed) is worked out here on every answer, never stored.

const records = new Map<string, Inventory[]>()
const children = new Map<string, Payment[]>()
/** `${token} ${paymentId}`: a follow is the caller's own (DOMAIN.md). */
const follows = new Set<string>()
/** Idempotency-Key → the record it made, so a replayed POST answers the first record. */
export const replays = new Map<string, string>()

/** The cashier of this id when it is in the caller's portal (their own or one they audit). */
export function visibleCashier(session: Session, id: string | undefined): Cashier | undefined {
	const portal = portalOf(session)
	return [...portal.cashiers, ...portal.auditing].find((cashier) => cashier.id === id)
}

/** The cashier's unit: the caller's view of it, or (for a cashier collaborator) a stand-in. */
export function unitOfCashier(session: Session, cashier: Cashier): Unit {
	return visibleUnit(session, cashier.unit.id) ?? stubUnit(cashier.unit.id, cashier.unit.name)
}

export function recordsOf(cashierId: string): Inventory[] {
	let list = records.get(cashierId)
	if (!list) {
		list = structuredClone(ledgerRecords[cashierId] ?? [])
		records.set(cashierId, list)
	}
	return list
}

export function childrenOf(paymentId: string): Payment[] {
	let list = children.get(paymentId)
	if (!list) children.set(paymentId, (list = []))
	return list
}

export function setFollowed(session: Session, paymentId: string, follow: boolean) {
	const key = `${session.token} ${paymentId}`
	if (follow) follows.add(key)
	else follows.delete(key)
}

/** Today in the unit's zone, as the real API dates "overdue". */
export function todayIn(zone: string) {
	return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date())
}

/** amount + interest + late fee − discount, never below 0; what remains of it; its status. */
export function settle(payment: Payment) {
	payment.totalDue = Math.max(
		0,
		payment.amount + payment.interest + payment.lateFee - payment.discount,
	)
	payment.remaining = Math.max(0, payment.totalDue - payment.paid)
	if (payment.status === 'CANCELLED') return
	payment.status =
		payment.remaining === 0 ? 'PAID' : payment.paid > 0 ? 'PARTIALLY_PAID' : 'PENDING'
}

export function presentPayment(payment: Payment, session: Session, today: string): Payment {
	const open = payment.status === 'PENDING' || payment.status === 'PARTIALLY_PAID'
	return {
		...payment,
		overdue: open && payment.dueDate < today,
		followed: follows.has(`${session.token} ${payment.id}`),
	}
}

function settlementOf(payments: readonly Payment[], remaining: number): Settlement {
	if (remaining === 0) return 'PAID'
	if (payments.some((payment) => payment.overdue)) return 'OVERDUE'
	return payments.some((payment) => payment.paid > 0) ? 'PARTLY_PAID' : 'PENDING'
}

export function presentRecord(record: Inventory, session: Session, today: string): Inventory {
	const payments = record.payments
		.filter((payment) => payment.status !== 'CANCELLED')
		.map((payment) => presentPayment(payment, session, today))
	const paid = payments.reduce((sum, payment) => sum + payment.paid, 0)
	const remaining = payments.reduce((sum, payment) => sum + payment.remaining, 0)
	return { ...record, payments, paid, remaining, settlement: settlementOf(payments, remaining) }
}

export function rowOf(record: Inventory): InventoryRow {
	const { items: _items, payments: _payments, ...row } = record
	return row
}

/** Whether a payment of the record is one the caller follows. */
export function followsAny(record: Inventory) {
	return record.payments.some((payment) => payment.followed)
}

/** The installment or partial payment of this id in the cashier, with its record. */
export function findPayment(cashierId: string, paymentId: string | undefined) {
	for (const record of recordsOf(cashierId)) {
		for (const payment of record.payments) {
			if (payment.id === paymentId) return { record, payment, parent: undefined }
			const child = childrenOf(payment.id).find((each) => each.id === paymentId)
			if (child) return { record, payment: child, parent: payment }
		}
	}
	return undefined
}

/** Every ledger cashier has "100" taken, so the next number is at least "101" (the brief's). */
export function referenceAnswer(cashierId: string, query: string | undefined) {
	const references = recordsOf(cashierId).map((record) => record.orderReferenceNumber)
	const numbers = [TAKEN_REFERENCE, ...references]
		.filter((reference) => /^\d+$/.test(reference))
		.map(Number)
	const asked = query?.trim() || null
	return {
		query: asked,
		available: asked === null || !(asked === TAKEN_REFERENCE || references.includes(asked)),
		next: String(Math.max(...numbers) + 1),
	}
}

/** Moves the cashier's balance as the real API does when money is paid (or a payment undone). */
export function moveBalance(cashier: Cashier, input: boolean, amount: number) {
	cashier.balance += input ? amount : -amount
}
