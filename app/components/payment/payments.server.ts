import { endpoints } from '@caixa/contract/endpoints'
import { type Payment } from '@caixa/contract/payment'
import { type InterestDefaults } from '@caixa/contract/unit-details'
import { interestDefaultsOf } from '@caixa/domain/interest-defaults'
import { type Translate } from '~/components/form-errors'
import { type RefusalOptions } from '~/server/caixa-refusal.server'
import { type Caller, caixaCall, CaixaProblem, requireFound } from '~/server/caixa.server'
import { notFound } from '~/server/not-found.server'

// What the payment screens (/cashier/{id}/payment…) ask the API, in one place: the payment and
// its partial payments, the cashier's currency and zone, the institutions to choose from, and
// the API's refusals turned into translated form errors.

/**
 * The rates the interest-late form starts from. The unit's own
 * defaults when the caller may read the unit; a cashier collaborator may not, so then the
 * defaults a new unit of the currency's country starts with — a BRL cashier's unit is Brazilian
 * (1 % a month, 2 %), others start at 0 — marked `fromUnit: false` so the page says to check them.
 */
export async function interestStart(
	caller: Caller,
	unitId: string,
	currency: string,
): Promise<{ defaults: InterestDefaults; fromUnit: boolean }> {
	try {
		const { data: full } = await caixaCall(endpoints.units.full, {
			params: { unitId },
			token: caller.token,
			request: caller.request,
		})
		return { defaults: full.interestDefaults, fromUnit: true }
	} catch (error) {
		if (!(error instanceof CaixaProblem && error.status === 404)) throw error
		return {
			defaults: interestDefaultsOf(currency === 'BRL' ? 'BRAZIL' : ''),
			fromUnit: false,
		}
	}
}

export async function loadPayment(
	{ token, request }: Caller,
	cashierId: string,
	paymentId: string,
): Promise<Payment> {
	const { data: payment } = await requireFound(
		caixaCall(endpoints.cashiers.payments.get, {
			params: { id: cashierId, paymentId },
			token,
			request,
		}),
	)
	return payment
}

export async function loadChildren({ token, request }: Caller, payment: Payment) {
	const { data: children } = await caixaCall(endpoints.cashiers.payments.children, {
		params: { id: payment.cashierId, paymentId: payment.id },
		token,
		request,
	})
	return children
}

/** The page's 404 for a partial payment opened as if it were an installment: it has no forms. */
export function requireInstallment(payment: Payment): void {
	if (payment.parentId !== null) throw notFound()
}

/**
 * The institutions a payment form offers: the first 100 of the unit's country (cash first, as
 * the API lists them), and the payment's own when it is further down. A plain <select> works
 * without JavaScript and finds a bank by typing its first letters.
 */
export async function institutionOptions(
	{ token, request }: Caller,
	cashierId: string,
	current: Payment['financialInstitution'],
): Promise<Array<{ value: string; label: string }>> {
	const { data: list } = await caixaCall(endpoints.cashiers.financialInstitutions.list, {
		params: { id: cashierId },
		query: { size: 100 },
		token,
		request,
	})
	const institutions =
		current && !list.some((each) => each.id === current.id) ? [current, ...list] : list
	return institutions.map((each) => ({
		value: each.id,
		label: each.code ? `${each.code} · ${each.name}` : each.name,
	}))
}

/** The ledger's 409 codes the payment forms word (ledger:problem.*). */
const LEDGER_CODES = [
	'CASHIER_ARCHIVED',
	'EXCEEDS_REMAINING',
	'PAYMENT_SETTLED',
	'HAS_PARTIAL_PAYMENTS',
	'RECORD_HAS_ITEMS',
	'BELOW_PAID',
	// The unit's books have no room for what the change adds (caixa/domain/ledger-bounds.ts).
	'LEDGER_LIMIT',
] as const

/**
 * How a payment form words an API refusal (handleCaixaRefusal's options): a 422's fields in the
 * reader's language, a 409 by its code on the field the API names (or `field`, or the whole
 * form). A 404 is the page's: the payment went away.
 */
export function paymentRefusal(t: Translate, field?: string): RefusalOptions<Record<never, never>> {
	const conflict = (problem: CaixaProblem) => {
		const code = LEDGER_CODES.find((each) => each === problem.code)
		return code ? t(`ledger:problem.${code}`) : problem.problem.title
	}
	return {
		fieldErrors: (problem) => {
			if (problem.status === 422) {
				// The forms check what they send first; a field the API still refuses is worded in
				// the reader's language on that field (the API's own words are English). AMOUNT_LIMIT:
				// the record's total (or computed interest) would pass the largest amount.
				const message =
					problem.code === 'AMOUNT_LIMIT'
						? t('ledger:problem.AMOUNT_LIMIT')
						: t('common:form.errors.invalid')
				return Object.fromEntries(
					Object.keys(problem.fieldErrors()).map((path) => [path, [message]]),
				)
			}
			const path = Object.keys(problem.fieldErrors())[0] ?? field
			if (problem.status === 409 && path) return { [path]: [conflict(problem)] }
		},
		formErrors: (problem) => (problem.status === 409 ? [conflict(problem)] : undefined),
	}
}
