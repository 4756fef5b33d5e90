import { parseCalendarDate } from './calendar-arithmetic'

// What a payment owes and where it stands (DOMAIN.md "Records … and payments"): total due,
// remaining after partial payments, the status paying moves it to, the derived OVERDUE, and when a
// partial payment is refused. Integers in minor units; input that is no non-negative safe integer
// is a programming error (the contract refuses it first) and throws a RangeError.

export type PaymentStatus = 'PENDING' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED'

/** Why a partial payment is refused: 422 for NOT_POSITIVE, 409 for EXCEEDS_REMAINING (DOMAIN.md). */
export type PartialPaymentRefusal = 'NOT_POSITIVE' | 'EXCEEDS_REMAINING'

/**
 * amount + interest + late fee − discount, never below 0: a discount larger than what is owed
 * leaves nothing to pay, never money owed back (a refund is a record of its own).
 */
export function totalDue(parts: {
	amount: number
	interest: number
	lateFee: number
	discount: number
}): number {
	// Read by name: a payment's whole row may be passed, and only these four are money.
	const { amount, interest, lateFee, discount } = parts
	assertMinorUnits(amount, 'amount')
	assertMinorUnits(interest, 'interest')
	assertMinorUnits(lateFee, 'lateFee')
	assertMinorUnits(discount, 'discount')
	const owed = amount + interest + lateFee
	assertMinorUnits(owed, 'amount + interest + late fee')
	return Math.max(0, owed - discount)
}

/**
 * Whether terms of amount, interest, late fee and discount still cover what is paid: what it owes
 * before its discount is at least the discount plus the paid. A change of terms must keep it so
 * (db/payments.ts updatePaymentTerms), which keeps every stored total due at or above its paid —
 * the clamp of totalDue never bites on a stored installment.
 */
export function coversPaid(
	parts: { amount: number; interest: number; lateFee: number; discount: number },
	paid: number,
): boolean {
	const { amount, interest, lateFee, discount } = parts
	assertMinorUnits(amount, 'amount')
	assertMinorUnits(interest, 'interest')
	assertMinorUnits(lateFee, 'lateFee')
	assertMinorUnits(discount, 'discount')
	assertMinorUnits(paid, 'paid')
	return amount + interest + lateFee >= discount + paid
}

/** What is left to pay, never negative (a discount after a partial payment may leave it paid over). */
export function remaining(totalDue: number, paidSoFar: number): number {
	assertMinorUnits(totalDue, 'totalDue')
	assertMinorUnits(paidSoFar, 'paidSoFar')
	return Math.max(0, totalDue - paidSoFar)
}

/**
 * The status of a payment once `paidSoFar` of it is paid: PAID when nothing remains (DOMAIN.md:
 * "when the remaining reaches 0 the parent becomes PAID"), so a total due of 0 — a full discount —
 * is settled too, rather than left pending and overdue forever; PARTIALLY_PAID when some is paid;
 * else PENDING. CANCELLED is an action of its own, never the result of paying.
 */
export function statusAfterPaying(
	totalDue: number,
	paidSoFar: number,
): 'PENDING' | 'PARTIALLY_PAID' | 'PAID' {
	if (remaining(totalDue, paidSoFar) === 0) return 'PAID'
	return paidSoFar > 0 ? 'PARTIALLY_PAID' : 'PENDING'
}

/** What is left to pay of a payment still open (PENDING, PARTIALLY_PAID); 0 of any other. */
export function openRemaining(status: PaymentStatus, totalDue: number, paidSoFar: number): number {
	const left = remaining(totalDue, paidSoFar)
	return status === 'PENDING' || status === 'PARTIALLY_PAID' ? left : 0
}

/** What is left to pay as the payments report shows it: nothing once cancelled. */
export function leftToPay(status: PaymentStatus, totalDue: number, paidSoFar: number): number {
	const left = remaining(totalDue, paidSoFar)
	return status === 'CANCELLED' ? 0 : left
}

/**
 * An installment's principal: its amount less its discount, never below 0. The cash paid on it
 * pays the principal first, then its interest and late fee (the charges): the reports split paid
 * cash so (db/report-days.ts, db/income-statement-reference.ts).
 */
export function principalOf(parts: { amount: number; discount: number }): number {
	assertMinorUnits(parts.amount, 'amount')
	assertMinorUnits(parts.discount, 'discount')
	return Math.max(0, parts.amount - parts.discount)
}

/** The principal part of `paid`, cash paid on an installment whose principal is `principal`. */
export function paidPrincipal(principal: number, paid: number): number {
	assertMinorUnits(principal, 'principal')
	assertMinorUnits(paid, 'paid')
	return Math.min(principal, paid)
}

/** The charges part of `paid`: what of it is past the principal. */
export function paidCharges(principal: number, paid: number): number {
	return paid - paidPrincipal(principal, paid)
}

/**
 * OVERDUE is derived, never stored (DOMAIN.md): a payment still to pay, in whole or in part, whose
 * due date is before `today`, the calendar date in the unit's zone. Due today is not overdue yet.
 */
export function isOverdue(payment: {
	status: PaymentStatus
	dueDate: string
	today: string
}): boolean {
	// Both are read, so a malformed date fails loudly rather than comparing as text.
	parseCalendarDate(payment.dueDate)
	parseCalendarDate(payment.today)
	const open = payment.status === 'PENDING' || payment.status === 'PARTIALLY_PAID'
	// YYYY-MM-DD of four-digit years sorts as text in calendar order.
	return open && payment.dueDate < payment.today
}

/**
 * Why a partial payment of `amount` cannot be made on a payment with `remaining` left, or null
 * when it can. Paying exactly the remaining is fine (the payment becomes PAID). The check is pure;
 * under concurrent requests the caller runs it inside the transaction that records the payment.
 */
export function partialPaymentRefusal(
	amount: number,
	remaining: number,
): PartialPaymentRefusal | null {
	if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount in minor units: ${amount}`)
	assertMinorUnits(remaining, 'remaining')
	if (amount <= 0) return 'NOT_POSITIVE'
	if (amount > remaining) return 'EXCEEDS_REMAINING'
	return null
}

function assertMinorUnits(value: number, name: string): void {
	if (!Number.isSafeInteger(value) || value < 0) {
		throw new RangeError(`${name} must be a non-negative safe integer, not ${value}`)
	}
}
