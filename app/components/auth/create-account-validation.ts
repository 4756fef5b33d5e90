import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { accountBodySchema } from '@caixa/contract/account'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { supportedLanguages } from '~/i18n/config'

// The create-account form's rule for the action (create-account-form.server.ts) and for the
// browser, which fetches this module only when someone reaches for the form. The contract's
// account body; the language offered is one the pages are written in, and the redirect travels
// beside the form as on the sign-in page.
export const createAccountFormSchema = accountBodySchema
	.pick({ name: true, surname: true, email: true })
	.extend({ language: z.enum(supportedLanguages) })

export function validateCreateAccount(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: createAccountFormSchema, error: formErrorMap(t) })
}
