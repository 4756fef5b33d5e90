import { type Expression, type RawBuilder, sql } from 'kysely'
import { MAX_LEDGER_VOLUME } from '@caixa/domain/ledger-bounds'

// The money rules of an installment as SQL, each the twin of a pure rule in
// domain/payment-amounts.ts (or domain/ledger-bounds.ts) and written here only: every query that
// needs one builds it from here, and money-sql.test.ts checks each against its twin on the same
// generated cases on SQLite and PostgreSQL. Clamps are CASE expressions: SQLite's scalar
// max(a, b) is GREATEST on PostgreSQL, and CASE reads the same on both.

type Value = Expression<unknown> | RawBuilder<unknown>

/** An installment's money columns, as expressions: a table alias's (moneyOf) or any others. */
export interface InstallmentMoney {
	amount: Value
	interest: Value
	lateFee: Value
	discount: Value
	paid: Value
	status: Value
	dueDate: Value
}

/** The money columns of the payments row read as `alias`. */
export function moneyOf(alias: string): InstallmentMoney {
	const column = (name: string) => sql.ref(`${alias}.${name}`)
	return {
		amount: column('amount'),
		interest: column('interest'),
		lateFee: column('late_fee'),
		discount: column('discount'),
		paid: column('paid'),
		status: column('status'),
		dueDate: column('due_date'),
	}
}

type Of<K extends keyof InstallmentMoney> = string | Pick<InstallmentMoney, K>

const columns = <K extends keyof InstallmentMoney>(of: Of<K>): Pick<InstallmentMoney, K> =>
	typeof of === 'string' ? moneyOf(of) : of

// Every operand is parenthesised where it is used: a caller's value may be a sum of its own
// (`p.paid + $1`), which written bare after a minus would subtract only its first term.
const group = (value: Value) => sql`(${value})`

const atLeastZero = (value: Value) =>
	sql<number>`(case when ${group(value)} > 0 then ${group(value)} else 0 end)`

const smallerOf = (a: Value, b: Value) =>
	sql<number>`(case when ${group(a)} < ${group(b)} then ${group(a)} else ${group(b)} end)`

/** Still to pay, in whole or in part: the statuses of an open payment. */
const isOpen = (status: Value) => sql<boolean>`${status} in ('PENDING', 'PARTIALLY_PAID')`

/** totalDue: amount + interest + late fee − discount, never below 0. */
export function totalDueSql(of: Of<'amount' | 'interest' | 'lateFee' | 'discount'>) {
	const p = columns(of)
	return atLeastZero(sql`${p.amount} + ${p.interest} + ${p.lateFee} - ${p.discount}`)
}

/** remaining: what is left of `totalDue` once `paid` is paid, never below 0. */
export function remainingSql(totalDue: Value, paid: Value) {
	return atLeastZero(sql`${group(totalDue)} - ${group(paid)}`)
}

/** remaining of the installment itself: its total due less its paid. */
export function remainingOf(of: Of<'amount' | 'interest' | 'lateFee' | 'discount' | 'paid'>) {
	const p = columns(of)
	return remainingSql(totalDueSql(p), p.paid)
}

/** openRemaining: what is left of an open installment, 0 of a paid or cancelled one. */
export function openRemainingSql(of: Of<Exclude<keyof InstallmentMoney, 'dueDate'>>) {
	const p = columns(of)
	return sql<number>`(case when ${isOpen(p.status)} then ${remainingOf(p)} else 0 end)`
}

/** leftToPay: what is left as the payments report shows it, nothing once cancelled. */
export function leftToPaySql(of: Of<Exclude<keyof InstallmentMoney, 'dueDate'>>) {
	const p = columns(of)
	return sql<number>`(case when ${p.status} = 'CANCELLED' then 0 else ${remainingOf(p)} end)`
}

/** statusAfterPaying: the status once `paidSoFar` of `totalDue` is paid. */
export function statusAfterPayingSql(totalDue: Value, paidSoFar: Value) {
	return sql<'PENDING' | 'PARTIALLY_PAID' | 'PAID'>`(case
		when ${remainingSql(totalDue, paidSoFar)} = 0 then 'PAID'
		when ${group(paidSoFar)} > 0 then 'PARTIALLY_PAID'
		else 'PENDING' end)`
}

/** Whether `amount` may be paid of `remaining`: partialPaymentRefusal's EXCEEDS_REMAINING, negated. */
export function fitsRemainingSql(amount: Value, remaining: Value) {
	return sql<boolean>`${group(amount)} <= ${group(remaining)}`
}

/** coversPaid: the terms owe, before the discount, at least the discount and the paid. */
export function coversPaidSql(of: Of<'amount' | 'interest' | 'lateFee' | 'discount' | 'paid'>) {
	const p = columns(of)
	return sql<boolean>`${p.amount} + ${p.interest} + ${p.lateFee} >= ${p.discount} + ${p.paid}`
}

/** principalOf: amount − discount, never below 0; what paid cash pays first. */
export function principalSql(of: Of<'amount' | 'discount'>) {
	const p = columns(of)
	return atLeastZero(sql`${p.amount} - ${p.discount}`)
}

/** paidPrincipal: the principal part of `paid` cash. */
export function paidPrincipalSql(principal: Value, paid: Value) {
	return smallerOf(paid, principal)
}

/** paidCharges: the charges part of `paid` cash, past the principal. */
export function paidChargesSql(principal: Value, paid: Value) {
	return atLeastZero(sql`${group(paid)} - ${group(principal)}`)
}

/** isOverdue: still open and due before `today` (the unit's calendar date). */
export function overdueSql(of: Of<'status' | 'dueDate'>, today: Value | string) {
	const p = columns(of)
	const day = typeof today === 'string' ? sql`${today}` : today
	return sql<boolean>`(${isOpen(p.status)} and ${p.dueDate} < ${day})`
}

/** installmentVolume: all an installment can ever collect, whatever is paid or discounted. */
export function installmentVolumeSql(of: Of<'amount' | 'interest' | 'lateFee'>) {
	const p = columns(of)
	return sql<number>`(${p.amount} + ${p.interest} + ${p.lateFee})`
}

/**
 * fitsLedgerVolume: whether a unit's `volume` has room for `delta` more. Compared as
 * volume ≤ MAX − delta, a safe integer computed here, so no sum past 2^53 is formed in SQL.
 */
export function fitsLedgerVolumeSql(volume: Value, delta: number) {
	if (!Number.isSafeInteger(delta)) throw new RangeError(`Not a volume change: ${delta}`)
	return delta <= 0
		? sql<boolean>`1 = 1`
		: sql<boolean>`${group(volume)} <= ${MAX_LEDGER_VOLUME - delta}`
}
