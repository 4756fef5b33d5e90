import { getZodConstraint } from '@conform-to/zod/v4'
import { moveUnitSchema } from '~/components/company/company-unit-validation'
import { newCompanyUnitSchema, unitContactSchema } from '~/components/unit-schemas'

// The actions validate through here: a route importing the zod adapter itself would keep zod
// in its browser build, even for the action alone.
export {
	validateCompanyUnitContact,
	validateNewCompanyUnit,
	validateUnitMove,
} from '~/components/company/company-unit-validation'

/** The forms' HTML constraints (required, lengths, types), handed to the pages by their loaders. */
export const newCompanyUnitConstraint = getZodConstraint(newCompanyUnitSchema)
export const companyUnitContactConstraint = getZodConstraint(unitContactSchema)
export const moveUnitConstraint = getZodConstraint(moveUnitSchema)
