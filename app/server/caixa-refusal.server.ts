import { type SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { type Translate } from '~/components/form-errors'
import { CaixaProblem } from './caixa.server'
import { i18nServer } from './i18n.server'
import { notFound } from './not-found.server'

/** A translator of the request's language, as i18nServer.getFixedT answers it. */
export type FixedT = Awaited<ReturnType<typeof i18nServer.getFixedT>>

/** "Too many attempts, try again in N minutes", from the 429's Retry-After. */
export function rateLimitMessage(problem: CaixaProblem, t: Translate) {
	const minutes = Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 60) / 60))
	return t('auth:errors.rateLimited', { count: minutes })
}

/**
 * The API could not take the form just now — a 5xx, an API that cannot be reached (the client
 * makes that a 503), or a 429 — as words over the whole form and the status to answer it with
 * (503; a 429 stays a 429 and says when to try again, when its Retry-After says). Nothing that
 * was sent is wrong, so the words say that nothing typed is lost. Undefined for anything else:
 * a refusal of what was sent is the form's to word.
 */
export function apiUnavailable(
	error: unknown,
	t: Translate,
): { message: string; status: number } | undefined {
	if (!(error instanceof CaixaProblem)) return undefined
	if (error.status === 429) {
		const message = error.retryAfterSeconds
			? rateLimitMessage(error, t)
			: t('common:form.errors.busy')
		return { message, status: 429 }
	}
	if (error.status >= 500) return { message: t('common:form.errors.unavailable'), status: 503 }
	return undefined
}

/**
 * How a sign-in form words an API refusal (handleCaixaRefusal's options): a 422 marks the fields
 * it names (in the reader's language: the API's own messages are English). A 429 is the tail's
 * (it says when to try again); anything else is not the form's to explain.
 */
export function translatedRefusal(t: Translate): RefusalOptions<Record<never, never>> {
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
	/** What the page reads beside the reply (which of its forms answered, say). */
	extra?: Extra
}

/** A 422's field errors as the API words and keys them. */
export function apiFieldErrors(problem: CaixaProblem) {
	return problem.status === 422 ? problem.fieldErrors() : undefined
}

/**
 * An API refusal that is about the page rather than what its form sent, as the page's own answer
 * (a Response to throw), or undefined for any other error. Every action of the route tree ends a
 * refusal the form has no words for here (handleCaixaRefusal does; a tail of its own throws
 * `pageOfRefusal(error) ?? error`), so a post with an id that is not the visitor's is never a 500:
 * - a 404 — no such thing, or one the caller may not see — is the page's 404, as the GET of the
 *   same address answers. The API has no 403: a collaborator refused an owner-only change gets a
 *   404 with `code` OWNER_ONLY, and the owner-only pages are 404 to collaborators as well (their
 *   forms are not even shown them), so that is the page's 404 too;
 * - a 403, should the API ever answer one (someone who may see a thing but not change it), is the
 *   page's 403 (the error boundary's status page), never a 500.
 */
export function pageOfRefusal(error: unknown): Response | undefined {
	if (!(error instanceof CaixaProblem)) return undefined
	if (error.status === 404) return notFound()
	if (error.status === 403) return new Response('Forbidden', { status: 403 })
	return undefined
}

/**
 * The tail of an action whose call the API refused: the form again, with the refusal on its
 * fields (or over the whole form) and the API's status, so that nothing typed is lost (JS on or
 * off). A 404 or 403 the options leave alone is the page's own (pageOfRefusal): the thing the
 * page is about is not the caller's. When the API could not take the form at all (a 5xx, a 429
 * the options leave alone, an API that cannot be reached), the form again with that said over it
 * in the reader's language (apiUnavailable). Anything else — a 401's sign-in redirect, an error
 * that is no refusal — goes on.
 */
export async function handleCaixaRefusal<R, Extra extends object = Record<never, never>>(
	request: Request,
	submission: Replying<R>,
	error: unknown,
	{ fieldErrors = apiFieldErrors, formErrors, extra }: RefusalOptions<Extra> = {},
) {
	if (!(error instanceof CaixaProblem)) throw error
	const answer = (reply: Parameters<Replying<R>['reply']>[0], status: number) =>
		data({ ...(extra as Extra), result: submission.reply(reply) }, { status })
	const onFields = fieldErrors(error)
	const onForm = onFields ? undefined : formErrors?.(error)
	if (onFields) return answer({ fieldErrors: onFields }, error.status)
	if (onForm) return answer({ formErrors: onForm }, error.status)
	const page = pageOfRefusal(error)
	if (page) throw page
	const unavailable = apiUnavailable(error, await i18nServer.getFixedT(request))
	if (unavailable) return answer({ formErrors: [unavailable.message] }, unavailable.status)
	throw error
}
