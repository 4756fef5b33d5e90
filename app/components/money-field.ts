import { z } from 'zod'
import { currencyDigits, parseMoney } from '@caixa/domain/money'
import { type Translate } from './form-errors'

/**
 * A money input's schema: the text typed in the unit's currency ("12,50", "1.234,56", "12.50")
 * read by the one parser (caixa/domain/money.ts) into integer minor units, or a translated
 * message on the field. Required; wrap in `.optional()` for a field that may stay empty.
 */
export function moneyFieldSchema(
	currency: string,
	t: Translate,
	options: { allowNegative?: boolean } = {},
) {
	return z
		.string()
		.trim()
		.transform((text, context) => {
			const parsed = parseMoney(text, currency, options)
			if (parsed.ok) return parsed.minorUnits
			context.addIssue({ code: 'custom', message: moneyMessage(parsed.reason, currency, t) })
			return z.NEVER
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
