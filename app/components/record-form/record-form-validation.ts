import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { formErrorMap, type Translate } from '~/components/form-errors'
import { recordFormSchema } from './schema'

// The record form's rule in the browser (zod and Conform's zod adapter), which fetches this
// module only when someone reaches for the form (use-record-form-validation.ts); the action
// validates with the same schema through record-form.server.ts.

export { recordFormSchema }
export type RecordFormSchema = ReturnType<typeof recordFormSchema>

const keepEverything = z.object({})

/**
 * Only saving checks the whole form; a search or a new category posts what is typed as it is
 * (the server answers it). Conform's own intents (add or remove a line) are not `intent`: they
 * are checked like saving, and Conform shows only the errors of fields already checked.
 */
export function validateRecordForm(formData: FormData, schema: RecordFormSchema, t: Translate) {
	const intent = formData.get('intent')
	return intent !== null && intent !== 'submit'
		? parseWithZod(formData, { schema: keepEverything })
		: parseWithZod(formData, { schema, error: formErrorMap(t) })
}
