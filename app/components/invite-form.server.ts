import { getZodConstraint } from '@conform-to/zod/v4'
import { inviteFormSchema, validateInvite } from './invite-validation'

export { inviteFormSchema, validateInvite }

/** The form's HTML constraints (required, type), handed to the page by its loader. */
export const inviteConstraint = getZodConstraint(inviteFormSchema)
