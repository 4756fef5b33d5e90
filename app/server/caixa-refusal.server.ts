import { type SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
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
 * How a sign-in form words an API refusal (handleCaixaRefusal's options): a 429 says when to try
 * again, a 422 marks the fields it names (in the reader's language: the API's own messages are
 * English). Anything else is not the form's to explain and goes on to the error boundary.
 */
export function translatedRefusal(t: FixedT): RefusalOptions<Record<never, never>> {
	return {
		fieldErrors: (problem) =>
			problem.status === 422 && problem.problem.errors?.length
				? Object.fromEntries(
						Object.keys(problem.fieldErrors()).map((path) => [
							path,
							[t('common:form.errors.invalid')],
						]),
					)
				: undefined,
		formErrors: (problem) => (problem.status === 429 ? [rateLimitMessage(problem, t)] : undefined),
	}
}

/** A Conform submission, as parseWithZod answers it: what its reply takes. */
interface Replying<R> {
	reply(options: {
		fieldErrors?: Record<string, string[]>
		formErrors?: string[]
	}): SubmissionResult<R>
}

export interface RefusalOptions<Extra extends object> {
	/**
	 * The refusal on the form's fields, when the form has words for it: by default a 422's own
	 * field errors, keyed as the API names the fields. Nothing (undefined) passes it on.
	 */
	fieldErrors?: (problem: CaixaProblem) => Record<string, string[]> | undefined
	/** The refusal over the whole form, when it names no field the form has words for. */
	formErrors?: (problem: CaixaProblem) => string[] | undefined
	/** A 404 (no such thing, or no longer the caller's) is the page's own 404. */
	notFoundPage?: boolean
	/** What the page reads beside the reply (which of its forms answered, say). */
	extra?: Extra
}

/** A 422's field errors as the API words and keys them. */
export function apiFieldErrors(problem: CaixaProblem) {
	return problem.status === 422 ? problem.fieldErrors() : undefined
}

/**
 * The tail of an action whose call the API refused: the form again, with the refusal on its
 * fields (or over the whole form) and the API's status, so that nothing typed is lost (JS on or off). A 404 is the page's
 * 404 when asked; anything else goes on to the error boundary.
 */
export function handleCaixaRefusal<R, Extra extends object = Record<never, never>>(
	submission: Replying<R>,
	error: unknown,
	{
		fieldErrors = apiFieldErrors,
		formErrors,
		notFoundPage = false,
		extra,
	}: RefusalOptions<Extra> = {},
) {
	if (!(error instanceof CaixaProblem)) throw error
	const onFields = fieldErrors(error)
	const onForm = onFields ? undefined : formErrors?.(error)
	if (onFields || onForm) {
		return data(
			{
				...(extra as Extra),
				result: submission.reply(onFields ? { fieldErrors: onFields } : { formErrors: onForm }),
			},
			{ status: error.status },
		)
	}
	if (notFoundPage && error.status === 404) throw new Response('Not found', { status: 404 })
	throw error
}
