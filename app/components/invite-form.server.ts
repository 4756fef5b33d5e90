import { inviteFormSchema, validateInvite } from './invite-validation'
import { formConstraint } from '~/components/form-constraint'

export { inviteFormSchema, validateInvite }

/** The form's HTML constraints (required, type), handed to the page by its loader. */
export const inviteConstraint = formConstraint(inviteFormSchema)
