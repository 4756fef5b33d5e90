import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { newCollaboratorBodySchema, profileSearchQuerySchema } from '@caixa/contract/collaborator'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { EMAIL_PARAM } from './flow'

// The collaborators flow's rules: the server's (collaborators-form.server.ts) and the find
// form's in the browser, which fetches this module only when someone reaches for that form, so
// zod stays out of the first load of the five pages with the section.

/** The find form: a whole e-mail address, as the API's search takes it. */
export const findSchema = z.object({ [EMAIL_PARAM]: profileSearchQuerySchema.shape.query })

/** The posts of the flow, each a plain form: `intent` add or remove, and whom. */
const COLLABORATOR_INTENTS = ['add', 'remove'] as const
export const memberPostSchema = z.object({
	intent: z.enum(COLLABORATOR_INTENTS),
	profileId: newCollaboratorBodySchema.shape.profileId,
	/** Only for the message that follows a removal. */
	name: z.string().max(200).optional(),
})

export function validateFind(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: findSchema, error: formErrorMap(t) })
}
