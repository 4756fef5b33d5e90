import { getZodConstraint } from '@conform-to/zod/v4'
import type * as z from 'zod'

type Constraint = ReturnType<typeof getZodConstraint>[string]

/**
 * A form's HTML constraints from its zod schema, as Conform's getZodConstraint gives them, with
 * each text field's maxlength put back: getZodConstraint reads the lengths from zod's internal
 * `_zod.bag`, which zod 4.6 does not fill (it folds the checks when asked), so every field would
 * lose its maxlength and a browser let one type past the limit, to be refused only after posting.
 * Only maxlength: a minlength would have the browser refuse a post without JavaScript in its own
 * words before the action words it in the reader's language.
 */
export function formConstraint(schema: z.ZodType): Record<string, Constraint> {
	const constraint = getZodConstraint(schema)
	putMaxLengths(schema, '', constraint)
	return constraint
}

interface Walked {
	def: { type: string }
	maxLength?: number | null
}

/** Walks the schema as Conform names its fields (`a`, `a.b`, `a[]`), setting each string's limit. */
function putMaxLengths(schema: z.ZodType, name: string, into: Record<string, Constraint>) {
	const node = schema as unknown as Walked
	const def = node.def as {
		type: string
		shape?: Record<string, z.ZodType>
		innerType?: z.ZodType
		in?: z.ZodType
		element?: z.ZodType
	}
	switch (def.type) {
		case 'object':
			for (const [key, field] of Object.entries(def.shape ?? {})) {
				putMaxLengths(field, name ? `${name}.${key}` : key, into)
			}
			return
		case 'optional':
		case 'nullable':
		case 'default':
		case 'prefault':
		case 'catch':
		case 'readonly':
		case 'nonoptional':
			if (def.innerType) putMaxLengths(def.innerType, name, into)
			return
		case 'pipe':
			// What the form posts is the pipe's input.
			if (def.in) putMaxLengths(def.in, name, into)
			return
		case 'array':
			if (def.element) putMaxLengths(def.element, `${name}[]`, into)
			return
		case 'string': {
			const maxLength = node.maxLength
			const field = into[name]
			if (field && typeof maxLength === 'number' && field.maxLength === undefined) {
				field.maxLength = maxLength
			}
			return
		}
		default:
			// Unions and the rest: Conform merges their branches; a limit of one branch is not the field's.
			return
	}
}
