import * as z from 'zod'
import { currencyDigits, parseMoney } from '@caixa/domain/money'
import { type Translate } from './form-errors'

/**
 * A money input's schema: the text typed in the unit's currency ("12,50", "1.234,56", "12.50")
 * read by the one parser (caixa/domain/money.ts) into integer minor units, then checked by the
 * API's own field (`amount`: the contract's schema of that body field, e.g.
 * `partialPaymentBodySchema.shape.amount`), so its limits — at least 0, at least 1, at most
 * 10^13 — are the API's and never typed here. Refusals are translated messages on the field.
 * Required; wrap in `.optional()` for a field that may stay empty.
 */
export function moneyFieldSchema(
	currency: string,
	t: Translate,
	amount: z.ZodType<unknown, number | undefined>,
) {
	return z
		.string()
		.trim()
		.transform((text, context) => {
			// Whether a negative amount is taken is the API field's to say, as every other limit.
			const parsed = parseMoney(text, currency, { allowNegative: true })
			if (!parsed.ok) {
				context.addIssue({ code: 'custom', message: moneyMessage(parsed.reason, currency, t) })
				return z.NEVER
			}
			const checked = amount.safeParse(parsed.minorUnits)
			if (!checked.success) {
				context.addIssue({ code: 'custom', message: limitMessage(checked.error.issues, t) })
				return z.NEVER
			}
			return parsed.minorUnits
		})
}

function moneyMessage(
	reason: 'EMPTY' | 'FORMAT' | 'DECIMALS' | 'NEGATIVE' | 'TOO_LARGE',
	currency: string,
	t: Translate,
): string {
	switch (reason) {
		case 'EMPTY':
			return t('common:form.errors.required')
		case 'DECIMALS':
			return t('masterData:money.decimals', { currency, count: currencyDigits(currency) })
		case 'NEGATIVE':
			return t('masterData:money.negative')
		case 'TOO_LARGE':
			return t('masterData:money.tooLarge')
		default:
			return t('masterData:money.invalid')
	}
}

/**
 * The API field's refusal of a well-typed amount: below its floor or above its maximum. A field
 * may have two floors (an amount of 0 or more, narrowed to above 0): the higher one is the rule,
 * so -5 and 0 get the same words.
 */
function limitMessage(issues: readonly z.core.$ZodIssue[], t: Translate): string {
	const floors = issues.flatMap((issue) =>
		issue.code === 'too_small' ? [Number(issue.minimum)] : [],
	)
	if (floors.length > 0) {
		return Math.max(...floors) > 0 ? t('masterData:money.positive') : t('masterData:money.negative')
	}
	if (issues.some((issue) => issue.code === 'too_big')) return t('masterData:money.tooLarge')
	return t('masterData:money.invalid')
}
