import { data } from '@remix-run/node'
import { type MyReaction, type Reaction } from '@caixa/contract/audit'
import { apiUnavailable, type FixedT, pageOfRefusal } from '~/server/caixa-refusal.server'
import { CaixaProblem } from '~/server/caixa.server'
import { redirectWithToast } from '~/server/toast.server'
import { commentProblem, COMMENT_MAX } from './comment-rules'
import { type CommentFormReply } from './comment-thread'
import { REACTIONS } from './reaction-kinds'

// The posts of a record's conversation, for both sides of it (the auditor's record page and the
// writer's): what they check, how they word a refusal, and where they send the reader after.
// Each page passes the API calls of its own space.

/**
 * The comment form's post: the text checked (1 to 2,000 characters once trimmed, in words on the
 * form with the text kept as typed), sent, then the page again at its thread, saying so. A
 * refusal about the page (404, 403) is the page's; the API down is said on the form.
 */
export async function commentAction({
	formData,
	t,
	send,
	pagePath,
}: {
	formData: FormData
	t: FixedT
	send: (comment: string) => Promise<unknown>
	pagePath: string
}) {
	const typed = formData.get('comment')
	const comment = typeof typed === 'string' ? typed : ''
	const refuse = (commentError: string, status: number) =>
		data<CommentFormReply>({ commentError, comment }, { status })
	const problem = commentProblem(comment)
	if (problem?.code === 'required') return refuse(t('audit:comments.errors.required'), 400)
	if (problem?.code === 'tooLong') {
		return refuse(
			t('audit:comments.errors.tooLong', { max: COMMENT_MAX, count: problem.count }),
			400,
		)
	}
	try {
		await send(comment.trim())
	} catch (error) {
		// The API's own bounds are the form's: a 422 here is the text it would not take.
		if (error instanceof CaixaProblem && error.status === 422) {
			return refuse(t('audit:comments.errors.required'), 422)
		}
		const page = pageOfRefusal(error)
		if (page) throw page
		const unavailable = apiUnavailable(error, t)
		if (unavailable) return refuse(unavailable.message, unavailable.status)
		throw error
	}
	return redirectWithToast(`${pagePath}#comments`, {
		type: 'success',
		title: t('audit:comments.sent'),
	})
}

/** The reaction a button posted, or null when it is none of them. */
export function postedReaction(formData: FormData): Reaction | null {
	const posted = formData.get('reaction')
	return REACTIONS.find((reaction) => reaction === posted) ?? null
}

/**
 * A reaction button's post: the current reaction pressed again takes it back (DELETE), any other
 * sets it (POST); either way the page again, saying what was done. No #anchor: with JavaScript
 * the form keeps the page where it was scrolled to (preventScrollReset), which a hash would undo.
 */
export async function reactionAction({
	pressed,
	current,
	t,
	set,
	remove,
	pagePath,
}: {
	pressed: Reaction
	current: MyReaction
	t: FixedT
	set: (reaction: Reaction) => Promise<unknown>
	remove: () => Promise<unknown>
	pagePath: string
}) {
	const takingBack = pressed === current
	try {
		if (takingBack) await remove()
		else await set(pressed)
	} catch (error) {
		const page = pageOfRefusal(error)
		if (page) throw page
		// Nothing to keep on a button: the page again, saying the API could not take it.
		const unavailable = apiUnavailable(error, t)
		if (unavailable) {
			return redirectWithToast(pagePath, {
				type: 'error',
				title: unavailable.message,
			})
		}
		throw error
	}
	return redirectWithToast(pagePath, {
		type: 'success',
		title: takingBack
			? t('audit:reaction.removed')
			: t('audit:reaction.set', { reaction: t(`audit:reaction.${pressed}`) }),
	})
}
