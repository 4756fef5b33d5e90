import { type InterestAndLateFeeBody, type Payment } from '@caixa/contract/payment'
import { readCalendarDate } from '@caixa/domain/calendar-arithmetic'
import { lateCharges, type LateCharges } from '@caixa/domain/interest'
import { parseMoney } from '@caixa/domain/money'
import { totalDue } from '@caixa/domain/payment-amounts'
import { parsePercent } from '@caixa/domain/percent'

// The interest-late form's figures, computed by the API's own pure rule (caixa/domain/interest.ts)
// so that what the page shows before saving is exactly what the API will store.

type Owed = Pick<Payment, 'amount' | 'paid' | 'dueDate'>

/** What the rates give on what is still owed of the amount (the API's base), or null. */
export function chargesOf(
	payment: Owed,
	rates: { monthlyInterestRate: number; lateFeeRate: number; asOf: string },
): LateCharges | null {
	if (readCalendarDate(rates.asOf) === null) return null
	try {
		return lateCharges({
			base: Math.max(0, payment.amount - payment.paid),
			monthlyInterestBasisPoints: rates.monthlyInterestRate,
			lateFeeBasisPoints: rates.lateFeeRate,
			dueDate: payment.dueDate,
			asOf: rates.asOf,
		})
	} catch {
		// Out of the rule's bounds (a rate over 100 %…): the form's own errors say why.
		return null
	}
}

/**
 * The figures of the form as typed: the computed charges (null while a rate or the day is not
 * readable) and the total due once saved — typed amounts win over computed ones, as on save.
 */
export function newTotalDue(
	payment: Owed & Pick<Payment, 'discount' | 'currency'>,
	typed: {
		monthlyInterestRate: string | undefined
		lateFeeRate: string | undefined
		asOf: string | undefined
		interest: string | undefined
		lateFee: string | undefined
	},
): { computed: LateCharges | null; totalDue: number | null } {
	const monthly = parsePercent(typed.monthlyInterestRate ?? '')
	const fee = parsePercent(typed.lateFeeRate ?? '')
	const computed =
		monthly.ok && fee.ok
			? chargesOf(payment, {
					monthlyInterestRate: monthly.basisPoints,
					lateFeeRate: fee.basisPoints,
					asOf: typed.asOf ?? '',
				})
			: null
	const amountOf = (text: string | undefined, fallback: number | undefined) => {
		if (text === undefined || text.trim() === '') return fallback
		const parsed = parseMoney(text, payment.currency)
		return parsed.ok ? parsed.minorUnits : undefined
	}
	const interest = amountOf(typed.interest, computed?.interest)
	const lateFee = amountOf(typed.lateFee, computed?.lateFee)
	if (interest === undefined || lateFee === undefined) return { computed, totalDue: null }
	try {
		const parts = { amount: payment.amount, interest, lateFee, discount: payment.discount }
		return { computed, totalDue: totalDue(parts) }
	} catch (error) {
		// An amount past what the rule counts in (beyond a safe integer): the form's errors say so.
		if (error instanceof RangeError) return { computed, totalDue: null }
		throw error
	}
}

/**
 * What the interest-late form saves: the rates and day (the API computes and keeps them, for
 * audit) unless an amount was typed; then both amounts, the one not typed as the rates give it.
 */
export function interestBody(
	payment: Owed,
	form: {
		monthlyInterestRate: number
		lateFeeRate: number
		asOf: string
		interest?: number | undefined
		lateFee?: number | undefined
	},
): InterestAndLateFeeBody {
	if (form.interest === undefined && form.lateFee === undefined) {
		return {
			monthlyInterestRate: form.monthlyInterestRate / 100,
			lateFeeRate: form.lateFeeRate / 100,
			asOf: form.asOf,
		}
	}
	const computed = chargesOf(payment, form)
	return {
		interest: form.interest ?? computed?.interest ?? 0,
		lateFee: form.lateFee ?? computed?.lateFee ?? 0,
	}
}
