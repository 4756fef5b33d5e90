import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { profileDetailsSchema } from '@caixa/contract/session'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { supportedLanguages } from '~/i18n/config'

// The profile's details form's rule, for the action (profile-details-form.server.ts) and for the
// browser, which fetches this module only when someone reaches for the form. The contract's
// details with the submit button's intent (the page has a second form, the photo's); the
// language offered is one the pages are written in (the API knows more).
export const profileDetailsFormSchema = profileDetailsSchema.extend({
	intent: z.literal('details'),
	language: z.enum(supportedLanguages),
})

export function validateProfileDetails(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: profileDetailsFormSchema, error: formErrorMap(t) })
}
