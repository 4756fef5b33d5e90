import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { newInternalTransferBodySchema } from '@caixa/contract/internal-transfer'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { moneyFieldSchema } from '~/components/money-field'

// The new-transfer form's fields as typed, read by the same schema in the browser (this module is
// fetched when someone reaches for the form, so zod stays out of the page's first load) and by the
// action (through transfer-form.server.ts). Two equal cashiers are left to the API, whose 422
// lands on the destination: with JavaScript the destinations never offer the source anyway.

const body = newInternalTransferBodySchema.shape

export function transferFormSchema(currency: string, t: Translate) {
	return z.object({
		amount: moneyFieldSchema(currency, t, body.amount),
		transferredOn: body.transferredOn,
		fromCashierId: body.fromCashierId,
		toCashierId: body.toCashierId,
		description: body.description,
		// The form's own key, made with the page: a second submit of the same form replays the
		// first transfer instead of making another.
		idempotencyKey: z.string().min(1).max(200),
	})
}
export type TransferFormValue = z.output<ReturnType<typeof transferFormSchema>>

export function validateTransfer(formData: FormData, t: Translate, currency: string) {
	return parseWithZod(formData, {
		schema: transferFormSchema(currency, t),
		error: formErrorMap(t),
	})
}
