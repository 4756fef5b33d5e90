import { type Kysely } from 'kysely'
import {
	type InterestAndLateFeeBody,
	type PartialPaymentBody,
	type PaymentListQuery,
	type PaymentUpdateBody,
} from '@caixa/contract/payment'
import { type Database } from '@caixa/db/database'
import { type LedgerCashier, moveBalance, signedCash } from '@caixa/db/ledger-cashier'
import {
	findPayment,
	type InstallmentFigures,
	insertPartialPayment,
	listChildren,
	listPayments,
	lockInstallment,
	lockRecordTotal,
	type PaymentChanges,
	type PaymentView,
	type Settlement,
	setFollow,
	settleInFull,
	updatePaymentTerms,
} from '@caixa/db/payments'
import { followReportDays, recordDaysBefore } from '@caixa/db/report-days'
import { writeTransaction } from '@caixa/db/transaction'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { DomainError, invalid, notFound } from '@caixa/domain/errors'
import { type LateCharges, lateCharges, percentToBasisPoints } from '@caixa/domain/interest'
import { amountLimit, fitsLedgerAmount, installmentVolume } from '@caixa/domain/ledger-bounds'
import { partialPaymentRefusal, remaining, totalDue } from '@caixa/domain/payment-amounts'
import {
	filterDate,
	requireInstitution,
	requireLedgerCashier,
	requireWritableCashier,
	todayOf,
} from './ledger-access'
import {
	bindIdempotencyKey,
	type IdempotentRequest,
	isUniqueViolation,
	pruneIdempotencyKeys,
	replayed,
} from './idempotency'
import { requireLedgerRoom } from './ledger-volume'

// Payments of a cashier's records (DOMAIN.md "Records … and payments"): follow, pay in part or in
// full, add interest and late fee, change the terms. Every change that moves cash moves the
// cashier's balance in the same transaction.

export interface PaymentContext {
	cashier: LedgerCashier
	today: string
}

export async function listCashierPayments(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	query: PaymentListQuery,
	now: number,
): Promise<PaymentContext & { rows: PaymentView[] }> {
	const cashier = await requireLedgerCashier(db, profileId, cashierId)
	const today = todayOf(cashier, now)
	const { dueFrom, dueTo, zone, ...rest } = query
	const rows = await listPayments(db, profileId, cashierId, {
		...rest,
		dueFrom: filterDate(dueFrom, cashier, zone),
		dueTo: filterDate(dueTo, cashier, zone),
		today,
	})
	return { cashier, today, rows }
}

export async function getPayment(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	paymentId: string,
	now: number,
): Promise<PaymentContext & { payment: PaymentView }> {
	const cashier = await requireLedgerCashier(db, profileId, cashierId)
	const payment = await findPayment(db, profileId, cashierId, paymentId)
	if (!payment) throw notFound('This cashier has no payment with this id.')
	return { cashier, today: todayOf(cashier, now), payment }
}

export async function getChildren(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	paymentId: string,
	now: number,
): Promise<PaymentContext & { rows: PaymentView[] }> {
	const { cashier, today } = await getPayment(db, profileId, cashierId, paymentId, now)
	return { cashier, today, rows: await listChildren(db, profileId, paymentId) }
}

export async function followPayment(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	paymentId: string,
	follow: boolean,
	now: number,
): Promise<void> {
	await getPayment(db, profileId, cashierId, paymentId, now)
	await setFollow(db, paymentId, profileId, follow, now)
}

const settled = (message: string) =>
	new DomainError('conflict', message, { code: 'PAYMENT_SETTLED' })

/**
 * A partial payment (DOMAIN.md): a paid child of an open installment, at most what remains. Two
 * requests racing for the last of it cannot both pass: the installment's paid figure is raised
 * by a guarded UPDATE (db/payments.ts), and the loser gets 409 EXCEEDS_REMAINING.
 */
export async function payPart(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	paymentId: string,
	body: PartialPaymentBody,
	now: number,
	/** The client's Idempotency-Key (services/idempotency.ts), when it sent one. */
	idempotencyKey?: string,
): Promise<string> {
	const cashier = await requireWritableCashier(db, profileId, cashierId)
	const payment = await findPayment(db, profileId, cashierId, paymentId)
	if (!payment) throw notFound('This cashier has no payment with this id.')
	// The same request again (a form posted twice) answers the partial payment it made, before
	// the checks: the installment it paid off is settled now.
	const request: IdempotentRequest = {
		profileId,
		key: idempotencyKey,
		method: 'POST',
		path: `/cashiers/${cashierId}/payments/${paymentId}/partial-payment`,
		body,
	}
	const replay = await replayed(db, request, now)
	if (replay) return replay
	if (payment.parentId !== null) {
		throw settled('A partial payment is itself paid: pay its installment instead.')
	}
	if (payment.status === 'PAID' || payment.status === 'CANCELLED') {
		throw settled('This payment is already settled.')
	}
	const settlement = moneyMovementOf(cashier, body, now)
	const left = remaining(totalDue(payment), payment.paid)
	if (partialPaymentRefusal(body.amount, left) === 'EXCEEDS_REMAINING') throw exceeds(left)
	let id: string | undefined
	try {
		id = await writeTransaction(db, async (trx) => {
			const before = await recordDaysBefore(trx, payment.inventoryId)
			const made = await insertPartialPayment(trx, payment, body.amount, settlement, now)
			if (made !== undefined) {
				await followReportDays(trx, { inventoryId: payment.inventoryId }, before)
				await bindIdempotencyKey(trx, request, made, now)
			}
			return made
		})
	} catch (error) {
		// Two requests racing under one key: the key's primary key catches the second.
		if (error instanceof DomainError || !isUniqueViolation(error)) throw error
		const raced = await replayed(db, request, now)
		if (raced) return raced
		throw error
	}
	if (id === undefined) {
		const current = await findPayment(db, profileId, cashierId, paymentId)
		throw exceeds(current ? remaining(totalDue(current), current.paid) : 0)
	}
	if (idempotencyKey !== undefined) await pruneIdempotencyKeys(db, profileId, now)
	return id
}

function exceeds(left: number): DomainError {
	return new DomainError('conflict', `At most ${left} remains to pay on this payment.`, {
		code: 'EXCEEDS_REMAINING',
		fieldErrors: [{ path: 'amount', message: `At most ${left}` }],
	})
}

/** When and how a payment's money moved: the day in the unit's zone (given, of `paidAt`, or today). */
function moneyMovementOf(
	cashier: LedgerCashier,
	body: {
		paidAt?: string
		paidOn?: string
		method?: string | null
		financialInstitutionId?: string | null
	},
	now: number,
): Settlement {
	const paidAt = body.paidAt ? Date.parse(body.paidAt) : now
	const institution = requireInstitution(cashier, body.financialInstitutionId)
	return {
		paidAt,
		paidOn: body.paidOn ?? calendarDateIn(paidAt, cashier.timezone),
		method: body.method ?? null,
		financialInstitutionId: institution,
	}
}

/**
 * Changes an installment: due date, discount, method and institution while it is open; its
 * amount only while it has no partial payments and the record no product lines (the record's
 * total follows the change, so its installments still add up to it); `paid: true` settles all
 * that remains. A change that would leave it owing less than it has paid is refused.
 */
export async function changePayment(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	paymentId: string,
	body: PaymentUpdateBody,
	now: number,
): Promise<void> {
	const cashier = await requireWritableCashier(db, profileId, cashierId)
	const payment = await findPayment(db, profileId, cashierId, paymentId)
	if (!payment) throw notFound('This cashier has no payment with this id.')
	if (payment.parentId !== null) throw settled('A partial payment cannot change.')
	if (payment.status === 'PAID' || payment.status === 'CANCELLED') {
		throw settled('This payment is already settled.')
	}
	requireInstitution(cashier, body.financialInstitutionId)
	const changes: PaymentChanges = {
		dueDate: body.dueDate,
		discount: body.discount,
		method: body.method,
		financialInstitutionId: body.financialInstitutionId,
	}
	await writeTransaction(db, async (trx) => {
		// The record's lock first (as changeAmount and updatePaymentTerms take it), then what it
		// contributes to the reports' summary as committed.
		const before = await recordDaysBefore(trx, payment.inventoryId)
		let volume = 0
		if (body.amount !== undefined && body.amount !== payment.amount) {
			volume = await changeAmount(trx, payment, body.amount)
			changes.amount = body.amount
		}
		if (!(await updatePaymentTerms(trx, payment.id, changes))) {
			throw new DomainError('conflict', 'It would owe less than it has paid.', {
				code: 'BELOW_PAID',
				fieldErrors: [
					{
						path: body.discount !== undefined ? 'discount' : 'amount',
						message: 'Below what is paid',
					},
				],
			})
		}
		if (body.paid) {
			const fresh = await findPayment(trx, profileId, cashierId, paymentId)
			if (!fresh) throw notFound('This cashier has no payment with this id.')
			const moved = await settleInFull(
				trx,
				fresh,
				moneyMovementOf(
					cashier,
					{
						...body,
						method: body.method ?? fresh.method,
						financialInstitutionId: body.financialInstitutionId ?? fresh.financialInstitutionId,
					},
					now,
				),
			)
			if (moved === undefined) throw settled('This payment changed meanwhile; try again.')
			await moveBalance(trx, cashierId, signedCash(payment.input, moved))
		}
		await followReportDays(trx, { inventoryId: payment.inventoryId }, before)
		// A raised amount takes its room in the unit's ledger volume, last (domain/ledger-bounds.ts).
		await requireLedgerRoom(trx, cashier.unitId, volume, 'amount')
	})
}

/**
 * The record's total follows the installment's new amount; answers how much the amount grew (the
 * unit's ledger volume follows it). The record's row is locked first — as deleting it does, then
 * its payments — so the amount read after it is the committed one (every change of an amount
 * holds that lock) and two edits cannot both add to the old total. A total past
 * MAX_LEDGER_AMOUNT is refused as POST refuses it: 422 AMOUNT_LIMIT on `amount`.
 */
async function changeAmount(
	trx: Kysely<Database>,
	payment: PaymentView,
	amount: number,
): Promise<number> {
	const record = await lockRecordTotal(trx, payment.inventoryId)
	const current = await lockInstallment(trx, payment.id)
	if (!record || !current) throw notFound('This cashier has no payment with this id.')
	if (current.paid > 0) {
		throw new DomainError('conflict', 'Its amount is fixed once part of it is paid.', {
			code: 'HAS_PARTIAL_PAYMENTS',
			fieldErrors: [{ path: 'amount', message: 'Part of it is paid' }],
		})
	}
	if (record.hasItems) {
		throw new DomainError('conflict', 'The record’s product lines fix its total.', {
			code: 'RECORD_HAS_ITEMS',
			fieldErrors: [{ path: 'amount', message: 'Fixed by the record’s lines' }],
		})
	}
	const total = record.total - current.amount + amount
	if (total <= 0) throw invalid([{ path: 'amount', message: 'The record would have no total' }])
	if (!fitsLedgerAmount(total)) throw amountLimit('amount', 'The record’s total')
	await trx
		.updateTable('inventories')
		.set({ total })
		.where('id', '=', payment.inventoryId)
		.execute()
	return amount - current.amount
}

/**
 * Interest and late fee on an open installment (DOMAIN.md), replacing any set before: as
 * amounts, or from rates as of a day (default today) on what is still owed of its amount — the
 * installment's amount less what has been paid — with the inputs kept so the figures can be
 * recomputed and audited.
 */
export async function chargeLateFees(
	db: Kysely<Database>,
	profileId: string,
	cashierId: string,
	paymentId: string,
	body: InterestAndLateFeeBody,
	now: number,
): Promise<void> {
	const cashier = await requireWritableCashier(db, profileId, cashierId)
	const payment = await findPayment(db, profileId, cashierId, paymentId)
	if (!payment) throw notFound('This cashier has no payment with this id.')
	if (payment.parentId !== null || payment.status === 'PAID' || payment.status === 'CANCELLED') {
		throw settled('Interest and late fees go on an open installment.')
	}
	await writeTransaction(db, async (trx) => {
		// The record first, as every writer of its installments (its stored settlement, lockRecord),
		// and what it contributes to the reports' summary as committed under that lock.
		const before = await recordDaysBefore(trx, payment.inventoryId)
		// Locked, so the volume moves by the change from the committed charges (lockInstallment).
		const current = await lockInstallment(trx, payment.id)
		if (!current) throw notFound('This cashier has no payment with this id.')
		const changes = chargesOf(cashier, payment, current, body, now)
		if (!(await updatePaymentTerms(trx, payment.id, changes))) {
			throw settled('This payment changed meanwhile; try again.')
		}
		await followReportDays(trx, { inventoryId: payment.inventoryId }, before)
		const grown =
			installmentVolume({ amount: current.amount, ...changedCharges(changes) }) -
			installmentVolume(current)
		await requireLedgerRoom(trx, cashier.unitId, grown, 'interest')
	})
}

function changedCharges(changes: PaymentChanges): { interest: number; lateFee: number } {
	return { interest: changes.interest ?? 0, lateFee: changes.lateFee ?? 0 }
}

/**
 * The new interest and late fee: as given, or from the rates as of a day on what is still owed of
 * the amount. Either one past MAX_LEDGER_AMOUNT (a rate on a large amount, many months late) is
 * refused, 422 AMOUNT_LIMIT on the field it came from.
 */
function chargesOf(
	cashier: LedgerCashier,
	payment: PaymentView,
	current: InstallmentFigures,
	body: InterestAndLateFeeBody,
	now: number,
): PaymentChanges {
	if ('interest' in body) {
		return {
			interest: body.interest,
			lateFee: body.lateFee,
			interestRateBasisPoints: null,
			lateFeeRateBasisPoints: null,
			chargesAsOf: null,
		}
	}
	const monthly = percentToBasisPoints(body.monthlyInterestRate)
	const fee = percentToBasisPoints(body.lateFeeRate)
	if (monthly === null || fee === null) {
		throw invalid([
			{
				path: monthly === null ? 'monthlyInterestRate' : 'lateFeeRate',
				message: '0 to 100, at most two decimals',
			},
		])
	}
	const asOf = body.asOf ?? todayOf(cashier, now)
	if (asOf > '2199-12-31') throw invalid([{ path: 'asOf', message: 'Too far ahead' }])
	let charges: LateCharges
	try {
		charges = lateCharges({
			base: Math.max(0, current.amount - current.paid),
			monthlyInterestBasisPoints: monthly,
			lateFeeBasisPoints: fee,
			dueDate: payment.dueDate,
			asOf,
		})
	} catch (error) {
		// Interest past 2^53 (lateCharges refuses to count it) is past any bound.
		if (error instanceof RangeError) throw amountLimit('monthlyInterestRate', 'The interest')
		throw error
	}
	if (!fitsLedgerAmount(charges.interest)) throw amountLimit('monthlyInterestRate', 'The interest')
	if (!fitsLedgerAmount(charges.lateFee)) throw amountLimit('lateFeeRate', 'The late fee')
	return {
		interest: charges.interest,
		lateFee: charges.lateFee,
		interestRateBasisPoints: monthly,
		lateFeeRateBasisPoints: fee,
		chargesAsOf: asOf,
	}
}
