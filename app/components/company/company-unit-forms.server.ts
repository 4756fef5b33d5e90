import { moveUnitSchema } from '~/components/company/company-unit-validation'
import { newCompanyUnitSchema, unitContactSchema } from '~/components/unit-schemas'
import { formConstraint } from '~/components/form-constraint'

// The actions validate through here: a route importing the zod adapter itself would keep zod
// in its browser build, even for the action alone.
export {
	validateCompanyUnitContact,
	validateNewCompanyUnit,
	validateUnitMove,
} from '~/components/company/company-unit-validation'

/** The forms' HTML constraints (required, lengths, types), handed to the pages by their loaders. */
export const newCompanyUnitConstraint = formConstraint(newCompanyUnitSchema)
export const companyUnitContactConstraint = formConstraint(unitContactSchema)
export const moveUnitConstraint = formConstraint(moveUnitSchema)
