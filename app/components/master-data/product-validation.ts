import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { productBodySchema } from '@caixa/contract/product'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { moneyFieldSchema } from '~/components/money-field'

// A product's form rule, for the action (master-data-forms.server.ts) and for the browser, which
// fetches this module only when someone reaches for the form.

/**
 * The form: the API's own fields, price and cost typed as money and held to the API's limits; a
 * ticked box is "on" (Conform reads it as true), an unticked one is absent.
 */
export function productFormSchema(currency: string, t: Translate) {
	const fields = productBodySchema.shape
	return z
		.object({
			name: fields.name,
			sku: fields.sku,
			kind: fields.kind,
			unitPrice: moneyFieldSchema(currency, t, fields.unitPrice),
			unitCost: moneyFieldSchema(currency, t, fields.unitCost).optional(),
			tracksStock: fields.tracksStock,
		})
		.superRefine((value, context) => {
			if (value.kind === 'SERVICE' && value.tracksStock) {
				context.addIssue({
					code: 'custom',
					path: ['tracksStock'],
					message: t('masterData:product.serviceStock'),
				})
			}
		})
}
export type ProductForm = z.infer<ReturnType<typeof productFormSchema>>

export function validateProduct(formData: FormData, t: Translate, currency: string) {
	return parseWithZod(formData, { schema: productFormSchema(currency, t), error: formErrorMap(t) })
}
