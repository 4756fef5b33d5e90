import { parseWithZod } from '@conform-to/zod/v4'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { createCashierSchema } from '~/components/unit-schemas'

// The "create cashier" form's rule, for the action (cashier-form.server.ts) and for the browser,
// which fetches this module only when someone reaches for the form (zod stays out of the page's
// first load).
export function validateCreateCashier(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: createCashierSchema, error: formErrorMap(t) })
}
