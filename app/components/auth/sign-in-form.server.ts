import { getZodConstraint } from '@conform-to/zod/v4'
import { signInFormSchema } from './sign-in-validation'

export { signInFormSchema }

/** The form's HTML constraints (required, type), handed to the page by its loader. */
export const signInConstraint = getZodConstraint(signInFormSchema)
