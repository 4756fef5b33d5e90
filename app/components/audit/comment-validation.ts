import { parseWithZod } from '@conform-to/zod/v4'
import { type $ZodErrorMap } from 'zod/v4/core'
import { commentBodySchema } from '@caixa/contract/audit'
import { formErrorMap, type Translate } from '~/components/form-errors'

// The comment form's rule is the API's own (commentBodySchema: trimmed, then 1 to 2,000
// characters), for the action (audit-forms.server.ts) and for the browser, which fetches this
// module only when someone reaches for the form (zod stays out of the record pages' first load).

/**
 * The contract's issues in the thread's words: spaces alone are no comment yet, and a comment
 * too long says by how much (the trimmed text's length, as the API and the textarea count it).
 */
export function commentErrorMap(t: Translate): $ZodErrorMap {
	const common = formErrorMap(t)
	return (issue) => {
		if (issue.code === 'too_big' && issue.origin === 'string') {
			const count = typeof issue.input === 'string' ? issue.input.length : undefined
			return t('audit:comments.errors.tooLong', { max: Number(issue.maximum), count })
		}
		// Conform makes an empty box undefined; spaces alone are trimmed to nothing.
		const empty =
			(issue.code === 'invalid_type' && issue.input === undefined) || issue.code === 'too_small'
		return empty ? t('audit:comments.errors.required') : common(issue)
	}
}

export function validateComment(formData: FormData, t: Translate) {
	return parseWithZod(formData, { schema: commentBodySchema, error: commentErrorMap(t) })
}
