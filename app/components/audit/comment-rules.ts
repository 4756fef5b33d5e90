import { MAX_COMMENT } from '@caixa/contract/audit-limits'

// A comment's bounds (issue 16: 1 to 2,000 characters once trimmed), as the form's action checks
// them before the API does, so a refusal is worded on the form with what was typed kept.

export const COMMENT_MAX = MAX_COMMENT

export type CommentProblem = { code: 'required' } | { code: 'tooLong'; count: number }

/**
 * What is wrong with a comment as typed, or null. Spaces alone are nothing; the length is the
 * trimmed text's, counted as the API and the textarea's maxlength count it (UTF-16 units).
 */
export function commentProblem(text: string): CommentProblem | null {
	const trimmed = text.trim()
	if (trimmed === '') return { code: 'required' }
	return trimmed.length > COMMENT_MAX ? { code: 'tooLong', count: trimmed.length } : null
}
