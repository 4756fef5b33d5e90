import { parseWithZod } from '@conform-to/zod/v4'
import { marketplaceBodySchema } from '@caixa/contract/marketplace'
import { formErrorMap, type Translate } from '~/components/form-errors'

// The new-marketplace form's rule, the API's own body (POST /marketplaces), for the action
// (marketplace-form.server.ts) and for the browser, which fetches this module only when someone
// reaches for the form.
export const marketplaceFormSchema = marketplaceBodySchema

export function validateMarketplace(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: marketplaceFormSchema, error: formErrorMap(t) })
}
