import { profileDetailsFormSchema } from './profile-details-validation'
import { formConstraint } from '~/components/form-constraint'

// The action validates through here: a route importing the zod adapter itself would keep zod
// in its browser build, even for the action alone.
export { validateProfileDetails } from './profile-details-validation'

/** The form's HTML constraints (required, lengths), handed to the page by its loader. */
export const profileDetailsConstraint = formConstraint(profileDetailsFormSchema)
