import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { categoryKindSchema, dreGroupSchema, isGroupOfKind } from '@caixa/contract/category'
import { masterDataNameSchema } from '@caixa/contract/master-data'
import { formErrorMap, type Translate } from '~/components/form-errors'

// A category form's rule, for the action (master-data-forms.server.ts) and for the browser,
// which fetches this module only when someone reaches for the form (zod stays out of the page's
// first load).

/**
 * A category's form (create and edit): the contract's fields, and its kind/group rule
 * worded for the reader (the contract's own message is for API clients).
 */
export function categoryFormSchema(t: Translate) {
	return z
		.object({ name: masterDataNameSchema, kind: categoryKindSchema, group: dreGroupSchema })
		.superRefine((value, context) => {
			if (isGroupOfKind(value.kind, value.group)) return
			context.addIssue({
				code: 'custom',
				path: ['group'],
				message: t('masterData:category.groupOfOtherKind'),
			})
		})
}
export type CategoryForm = z.infer<ReturnType<typeof categoryFormSchema>>

export function validateCategory(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: categoryFormSchema(t), error: formErrorMap(t) })
}
