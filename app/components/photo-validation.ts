import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { MULTIMEDIA_MAX_BYTES } from '@caixa/contract/multimedia'
import { formErrorMap, type Translate } from './form-errors'

// The photo form's rule, for its action (photo-upload.server.ts) and for the browser, which
// fetches this module only when someone reaches for the form: zod stays out of the first load
// of every page with a photo.

/** The photo form's fields: its button's intent and the file, held to what the API takes. */
export const photoFormSchema = z.object({
	intent: z.literal('photo'),
	photo: z.file().max(MULTIMEDIA_MAX_BYTES),
})

export function validatePhoto(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: photoFormSchema, error: formErrorMap(t) })
}
