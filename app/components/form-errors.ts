import { type $ZodErrorMap } from 'zod/v4/core'

/** Any i18next t(), on the server (getFixedT) or in the browser (useTranslation). */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * Words zod's issues in the reader's language, so the contract's schemas (which carry no
 * messages of their own) validate forms on both sides: pass it as parseWithZod's `error`. The
 * words come from the rule the issue names (its code, and the bound or format it failed), so the
 * action without JavaScript and Conform in the browser say the same, and say what is wrong: an
 * empty field, text that is not a number, a number under the contract's floor, a date not on the
 * calendar. A field whose own rule needs other words (a record's installments) says them in its
 * schema, which zod ranks above this map.
 */
export function formErrorMap(t: Translate): $ZodErrorMap {
	return (issue) => {
		switch (issue.code) {
			case 'invalid_type':
				// Conform turns an empty field into undefined, and text that is no number into NaN.
				if (issue.input === undefined) return t('common:form.errors.required')
				if (issue.expected === 'int') return t('common:form.errors.wholeNumber')
				if (issue.expected === 'number') return t('common:form.errors.notANumber')
				if (issue.expected === 'boolean') return t('common:form.errors.choose')
				return t('common:form.errors.invalid')
			case 'too_small':
				switch (issue.origin) {
					case 'string':
						return Number(issue.minimum) <= 1
							? t('common:form.errors.required')
							: t('common:form.errors.tooShort', { count: Number(issue.minimum) })
					case 'file':
						return t('common:form.errors.required')
					case 'number':
					case 'int':
					case 'bigint':
						return issue.inclusive
							? t('common:form.errors.atLeast', { minimum: Number(issue.minimum) })
							: t('common:form.errors.above', { minimum: Number(issue.minimum) })
					case 'array':
					case 'set':
						return t('common:form.errors.tooFew', { count: Number(issue.minimum) })
					default:
						return t('common:form.errors.invalid')
				}
			case 'too_big':
				switch (issue.origin) {
					case 'string':
						return t('common:form.errors.tooLong', { count: Number(issue.maximum) })
					case 'file':
						return t('common:form.errors.fileTooLarge', {
							megabytes: Number(issue.maximum) / MEGABYTE,
						})
					case 'number':
					case 'int':
					case 'bigint':
						return issue.inclusive
							? t('common:form.errors.atMost', { maximum: Number(issue.maximum) })
							: t('common:form.errors.below', { maximum: Number(issue.maximum) })
					case 'array':
					case 'set':
						return t('common:form.errors.tooMany', { count: Number(issue.maximum) })
					default:
						return t('common:form.errors.invalid')
				}
			case 'invalid_format':
				switch (issue.format) {
					case 'email':
						return t('common:form.errors.email')
					case 'date':
					case 'datetime':
						return t('common:form.errors.date')
					// An id is a choice of a picker or a select: one not offered.
					case 'uuid':
					case 'guid':
						return t('common:form.errors.choose')
					case 'regex':
						// The contract's phones (a unit's) are the one pattern a person types.
						return issue.path?.at(-1) === 'phone'
							? t('common:form.errors.phone')
							: t('common:form.errors.invalid')
					default:
						return t('common:form.errors.invalid')
				}
			case 'invalid_value':
				return t('common:form.errors.choose')
			default:
				return t('common:form.errors.invalid')
		}
	}
}

export const MEGABYTE = 1024 * 1024
