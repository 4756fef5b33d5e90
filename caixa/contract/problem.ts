import * as z from 'zod'

// RFC 9457 problem details: the body of every error answer of the /caixa API.
export const problemFieldErrorSchema = z
	.object({
		path: z.string().meta({
			description: 'The field, as a form names it: email, address.city, payments[0].amount',
			example: 'email',
		}),
		message: z.string(),
	})
	.meta({ id: 'ProblemFieldError' })
export type ProblemFieldError = z.infer<typeof problemFieldErrorSchema>

export const problemSchema = z
	.object({
		type: z.string().meta({ example: 'about:blank' }),
		title: z.string().meta({ example: 'Unprocessable Content' }),
		status: z.number().int().meta({ example: 422 }),
		detail: z.string().optional(),
		/** A stable, machine-readable reason (e.g. EXPIRED), so clients can word it in their language. */
		code: z.string().optional(),
		errors: z.array(problemFieldErrorSchema).optional(),
	})
	.meta({ id: 'Problem' })
export type Problem = z.infer<typeof problemSchema>

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
