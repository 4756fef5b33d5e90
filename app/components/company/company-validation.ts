import { parseWithZod } from '@conform-to/zod/v4'
import { companyBodySchema } from '@caixa/contract/company'
import { formErrorMap, type Translate } from '~/components/form-errors'

// The company form's rule, the API's own body (a blank tax id is none), for the action
// (company-form.server.ts) and for the browser, which fetches this module only when someone
// reaches for the form: zod stays out of the pages' first load.
export const companyFormSchema = companyBodySchema

export function validateCompany(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: companyFormSchema, error: formErrorMap(t) })
}
