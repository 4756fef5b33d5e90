import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { calendarDateSchema } from '@caixa/contract/primitives'
import { stockReasonSchema } from '@caixa/contract/stock'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { stockCountModes } from './stock-count-modes'
import { parseStockQuantity, type StockQuantityParse } from './stock-quantity'

// The stock count form's rule, for the action (stock.server.ts) and for the browser, which fetches
// this module only when someone reaches for the form.

function quantityMessage(
	reason: Exclude<StockQuantityParse, { ok: true }>['reason'],
	t: Translate,
) {
	switch (reason) {
		case 'EMPTY':
			return t('common:form.errors.required')
		case 'DECIMALS':
			return t('stock:count.errors.quantityDecimals')
		case 'TOO_LARGE':
			return t('stock:count.errors.quantityTooLarge')
		case 'NEGATIVE':
			return t('stock:count.errors.countNegative')
		case 'ZERO':
			return t('stock:count.errors.zeroDifference')
		default:
			return t('stock:count.errors.quantityFormat')
	}
}

/** The form's fields as typed: what its HTML constraints come from (a transform has none). */
export function stockCountFieldsSchema(t: Translate) {
	return z.object({
		productId: z.uuid({ error: t('stock:count.errors.product') }),
		mode: z.enum(stockCountModes),
		quantity: z.string().trim(),
		reason: stockReasonSchema,
		occurredOn: calendarDateSchema.optional(),
	})
}

/**
 * The form: a product, the mode, the quantity as typed (read by the mode: a count is 0 or more,
 * a difference signed and not 0), the reason and an optional day. Answers the API's body.
 */
export function stockCountSchema(t: Translate) {
	return stockCountFieldsSchema(t).transform((value, context) => {
		const parsed = parseStockQuantity(value.quantity, value.mode === 'DIFFERENCE')
		if (!parsed.ok) {
			context.addIssue({
				code: 'custom',
				path: ['quantity'],
				message: quantityMessage(parsed.reason, t),
			})
			return z.NEVER
		}
		return {
			productId: value.productId,
			reason: value.reason,
			occurredOn: value.occurredOn,
			...(value.mode === 'COUNT'
				? { countedQuantity: parsed.quantity }
				: { difference: parsed.quantity }),
		}
	})
}

export function validateStockCount(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: stockCountSchema(t), error: formErrorMap(t) })
}
