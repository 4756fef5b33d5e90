import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { companyUnitBodySchema } from '@caixa/contract/company-unit'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { newCompanyUnitSchema, unitContactSchema } from '~/components/unit-schemas'

// The rules of a company's unit forms (the API's own bodies, components/unit-schemas.ts), for
// their actions (company-unit-forms.server.ts) and for the browser, which fetches this module
// only when someone reaches for a form: zod stays out of the pages' first load.

/** A new unit in a company (/company/{id}/unit-new). */
export function validateNewCompanyUnit(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: newCompanyUnitSchema, error: formErrorMap(t) })
}

/** How a company's unit is known (/company/{id}/unit/{unitId}/edit). */
export function validateCompanyUnitContact(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: unitContactSchema, error: formErrorMap(t) })
}

/** One of the owner's own units, moved in: POST /companies/{id}/units' `unitId`, required here. */
export const moveUnitSchema = z.object({ unitId: companyUnitBodySchema.shape.unitId.unwrap() })

/** Moving one of the owner's units into the company (/company/{id}/unit). */
export function validateUnitMove(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: moveUnitSchema, error: formErrorMap(t) })
}
