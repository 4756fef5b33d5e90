import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { friendInviteBodySchema } from '@caixa/contract/invite'
import { formErrorMap, type Translate } from './form-errors'

// The invite form's rule, the contract's, for the action (invite-form.server.ts) and for the
// browser, which fetches this module only when someone reaches for the form (zod stays out of
// the portal's first load).
export const inviteFormSchema = friendInviteBodySchema.extend({ intent: z.literal('invite') })

export function validateInvite(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: inviteFormSchema, error: formErrorMap(t) })
}
