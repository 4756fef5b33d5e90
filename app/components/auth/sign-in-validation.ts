import { parseWithZod } from '@conform-to/zod/v4'
import { accessRequestSchema } from '@caixa/contract/authentication'
import { formErrorMap, type Translate } from '~/components/form-errors'

// The sign-in form's rule, the contract's, for the action (sign-in-form.server.ts) and for the
// browser, which fetches this module only when someone reaches for the form (zod stays out of
// the page's first load). The redirect travels beside the form (a hidden field) and goes
// through safeRedirect, so a tampered one is replaced, not reported against a field nobody sees.
export const signInFormSchema = accessRequestSchema.pick({ accessValue: true })

export function validateSignIn(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: signInFormSchema, error: formErrorMap(t) })
}
