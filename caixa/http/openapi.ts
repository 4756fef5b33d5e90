import { problemSchema, PROBLEM_CONTENT_TYPE } from '@caixa/contract/problem'

// Pieces every route definition repeats, so the generated document says the same thing everywhere.

export const BEARER = 'bearer'
export const bearerSecurity = [{ [BEARER]: [] }]

export function problem(description: string) {
	return { description, content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } } }
}

export const unauthorizedResponse = problem(
	'No session token, or one that is unknown, revoked or expired',
)
