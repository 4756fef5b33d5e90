import { type $ZodErrorMap } from 'zod/v4/core'

/** Any i18next t(), on the server (getFixedT) or in the browser (useTranslation). */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * Words zod's issues in the reader's language, so the contract's schemas (which carry no
 * messages of their own) validate forms on both sides: pass it as parseWithZod's `error`.
 */
export function formErrorMap(t: Translate): $ZodErrorMap {
	return (issue) => {
		switch (issue.code) {
			case 'invalid_type':
				// Conform turns an empty field into undefined.
				return issue.input === undefined
					? t('common:form.errors.required')
					: t('common:form.errors.invalid')
			case 'too_small':
				if (issue.origin === 'string' && Number(issue.minimum) <= 1)
					return t('common:form.errors.required')
				if (issue.origin === 'string')
					return t('common:form.errors.tooShort', { count: Number(issue.minimum) })
				if (issue.origin === 'file') return t('common:form.errors.required')
				return t('common:form.errors.invalid')
			case 'too_big':
				if (issue.origin === 'string')
					return t('common:form.errors.tooLong', { count: Number(issue.maximum) })
				if (issue.origin === 'file') {
					return t('common:form.errors.fileTooLarge', {
						megabytes: Number(issue.maximum) / MEGABYTE,
					})
				}
				return t('common:form.errors.invalid')
			case 'invalid_format':
				return issue.format === 'email'
					? t('common:form.errors.email')
					: t('common:form.errors.invalid')
			case 'invalid_value':
				return t('common:form.errors.choose')
			default:
				return t('common:form.errors.invalid')
		}
	}
}

export const MEGABYTE = 1024 * 1024
