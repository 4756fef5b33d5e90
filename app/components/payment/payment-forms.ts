import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import {
	interestAndLateFeeBodySchema,
	partialPaymentBodySchema,
	paymentMethodSchema,
	paymentUpdateBodySchema,
	percentRateSchema,
} from '@caixa/contract/payment'
import { calendarDateSchema } from '@caixa/contract/primitives'
import { parsePercent } from '@caixa/domain/percent'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { moneyFieldSchema } from '~/components/money-field'

// The payment forms' fields as typed, read by the same schemas in the browser (Conform's
// validation, this module fetched when someone reaches for the form, so zod stays out of the
// page's first load) and on the server (the action, through payment-forms.server.ts), in the cashier's currency: money as the reader
// types it ("12,50"), rates as percentages ("1,5"), days as <input type="date"> sends them.

// Conform reads an empty input as undefined, so a select's "none" and an empty date are left out
// of the body: the API keeps the field (or, for a date, takes today in the unit's zone).
const optionalChoice = <T extends z.ZodType>(schema: T) => schema.optional()
const optionalDate = calendarDateSchema.optional()

export function editPaymentSchema(currency: string, t: Translate, amountLocked: boolean) {
	return z.object({
		dueDate: calendarDateSchema,
		// A locked amount's input is disabled, so the browser does not send it; one sent anyway is
		// ignored (the API would refuse it with HAS_PARTIAL_PAYMENTS).
		amount: amountLocked
			? z
					.string()
					.optional()
					.transform(() => undefined)
			: moneyFieldSchema(currency, t, paymentUpdateBodySchema.shape.amount),
		// Empty is no discount.
		discount: moneyFieldSchema(currency, t, paymentUpdateBodySchema.shape.discount).optional(),
		method: optionalChoice(paymentMethodSchema),
		// The API's field, but for null (none), which the form never sends.
		financialInstitutionId: paymentUpdateBodySchema.shape.financialInstitutionId
			.unwrap()
			.unwrap()
			.optional(),
		payInFull: z.literal('on').optional(),
		paidOn: optionalDate,
	})
}

export function partialPaymentSchema(currency: string, t: Translate) {
	return z.object({
		amount: moneyFieldSchema(currency, t, partialPaymentBodySchema.shape.amount),
		paidOn: optionalDate,
		method: partialPaymentBodySchema.shape.method,
		financialInstitutionId: partialPaymentBodySchema.shape.financialInstitutionId,
		/** The form view's id (form-view.server.ts), sent as the Idempotency-Key. */
		idempotencyKey: z.string().min(1).max(200),
	})
}

// The API's bodies of POST …/interest-and-late-fee: the amounts (or the rates, percentRateSchema).
const [interestAmounts] = interestAndLateFeeBodySchema.options

/**
 * A rate typed as a percentage, read into exact basis points (2 → 200, "1,5" → 150), that the
 * API's rate field (in percent) takes.
 */
function percentField(t: Translate) {
	return z
		.string()
		.trim()
		.transform((text, context) => {
			const parsed = parsePercent(text)
			if (parsed.ok && percentRateSchema.safeParse(parsed.basisPoints / 100).success)
				return parsed.basisPoints
			context.addIssue({
				code: 'custom',
				message:
					!parsed.ok && parsed.reason === 'EMPTY'
						? t('common:form.errors.required')
						: t('payment:errors.percent'),
			})
			return z.NEVER
		})
}

export const interestIntents = ['compute', 'save'] as const

/**
 * The interest-late form: the rates and the day they are computed as of, and, when the person
 * types them, the amounts that override what the rates give (each one left empty is computed).
 */
export function interestLateSchema(currency: string, t: Translate) {
	return z.object({
		intent: z.enum(interestIntents),
		monthlyInterestRate: percentField(t),
		lateFeeRate: percentField(t),
		asOf: calendarDateSchema,
		interest: moneyFieldSchema(currency, t, interestAmounts.shape.interest).optional(),
		lateFee: moneyFieldSchema(currency, t, interestAmounts.shape.lateFee).optional(),
	})
}
export type InterestLateForm = z.output<ReturnType<typeof interestLateSchema>>

export function validateEditPayment(
	formData: FormData,
	t: Translate,
	{ currency, amountLocked }: { currency: string; amountLocked: boolean },
) {
	return parseWithZod(formData, {
		schema: editPaymentSchema(currency, t, amountLocked),
		error: formErrorMap(t),
	})
}

export function validatePartialPayment(formData: FormData, t: Translate, currency: string) {
	return parseWithZod(formData, {
		schema: partialPaymentSchema(currency, t),
		error: formErrorMap(t),
	})
}

export function validateInterestLate(formData: FormData, t: Translate, currency: string) {
	return parseWithZod(formData, {
		schema: interestLateSchema(currency, t),
		error: formErrorMap(t),
	})
}
