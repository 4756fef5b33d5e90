import { signInFormSchema } from './sign-in-validation'
import { formConstraint } from '~/components/form-constraint'

export { signInFormSchema }

/** The form's HTML constraints (required, type), handed to the page by its loader. */
export const signInConstraint = formConstraint(signInFormSchema)
