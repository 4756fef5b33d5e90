import { CaixaProblem } from './caixa.server'
import { type i18nServer } from './i18n.server'

/** A translator of the request's language, as i18nServer.getFixedT answers it. */
export type FixedT = Awaited<ReturnType<typeof i18nServer.getFixedT>>

/** "Too many attempts, try again in N minutes", from the 429's Retry-After. */
export function rateLimitMessage(problem: CaixaProblem, t: FixedT) {
	const minutes = Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 60) / 60))
	return t('auth:errors.rateLimited', { count: minutes })
}

/**
 * What a form shows when the API refuses its submission: a 429 says when to try again, a 422
 * marks the fields it names (in the reader's language: the API's own messages are English).
 * Anything else is not the form's to explain and goes on to the error boundary.
 */
export function problemReply(error: unknown, t: FixedT) {
	if (!(error instanceof CaixaProblem)) throw error
	if (error.status === 429) return { formErrors: [rateLimitMessage(error, t)] }
	if (error.status === 422 && error.problem.errors?.length) {
		const fieldErrors = Object.fromEntries(
			Object.keys(error.fieldErrors()).map((path) => [path, [t('common:form.errors.invalid')]]),
		)
		return { fieldErrors }
	}
	throw error
}
