import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { formConstraint } from './form-constraint'

describe('formConstraint', () => {
	it('gives each text field its maxlength, through wrappers, pipes, nested objects and lists', () => {
		const schema = z.object({
			name: z.string().trim().min(1).max(80),
			note: z.string().max(500).optional(),
			email: z.string().trim().pipe(z.email().max(254)),
			sku: z.string().max(40).nullable().default(null),
			address: z.object({ street: z.string().max(120) }),
			tags: z.array(z.string().max(12)),
			amount: z.number().int().min(0),
			kind: z.enum(['A', 'B']),
		})
		const constraint = formConstraint(schema)
		expect(constraint.name).toEqual({ required: true, maxLength: 80 })
		expect(constraint.note).toEqual({ required: false, maxLength: 500 })
		// The pipe's input is a string without a limit of its own: the email check's is the output's.
		expect(constraint.email?.maxLength).toBeUndefined()
		expect(constraint.sku?.maxLength).toBe(40)
		expect(constraint['address.street']?.maxLength).toBe(120)
		expect(constraint['tags[]']?.maxLength).toBe(12)
		expect(constraint.amount?.maxLength).toBeUndefined()
		expect(constraint.kind).toEqual({ required: true, pattern: 'A|B' })
	})

	it('sets no minlength: without JavaScript the action words a short text, not the browser', () => {
		const constraint = formConstraint(z.object({ code: z.string().min(3).max(8) }))
		expect(constraint.code?.minLength).toBeUndefined()
		expect(constraint.code?.maxLength).toBe(8)
	})
})
