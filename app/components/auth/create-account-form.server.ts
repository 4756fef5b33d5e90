import { createAccountFormSchema } from './create-account-validation'
import { formConstraint } from '~/components/form-constraint'

// The action validates through here: a route importing the zod adapter itself would keep zod
// in its browser build, even for the action alone.
export { createAccountFormSchema, validateCreateAccount } from './create-account-validation'

/** The form's HTML constraints (required, lengths, type), handed to the page by its loader. */
export const createAccountConstraint = formConstraint(createAccountFormSchema)
