import { data } from '@remix-run/node'
import { commentBodySchema, type MyReaction, type Reaction } from '@caixa/contract/audit'
import {
	apiUnavailable,
	type FixedT,
	handleCaixaRefusal,
	pageOfRefusal,
} from '~/server/caixa-refusal.server'
import { redirectWithToast } from '~/server/toast.server'
import { validateComment } from './comment-validation'
import { REACTIONS } from './reaction-kinds'
import { formConstraint } from '~/components/form-constraint'
import { isDocumentPost } from '~/server/document-post.server'

// The posts of a record's conversation, for both sides of it (the auditor's record page and the
// writer's): what they check, how they word a refusal, and where they send the reader after.
// Each page passes the API calls of its own space.

/** The comment form's HTML constraints (the contract's bounds), handed to the page by its loader. */
export function commentConstraint() {
	return formConstraint(commentBodySchema)
}

/**
 * The comment form's post: the text checked with the contract's own rule (1 to 2,000 characters
 * once trimmed, in words on the form with the text kept as typed), sent, then the page again at
 * its thread, saying so. A refusal about the page (404, 403) is the page's; the API down is said
 * over the form.
 */
export async function commentAction({
	request,
	formData,
	t,
	send,
	pagePath,
}: {
	request: Request
	formData: FormData
	t: FixedT
	send: (comment: string) => Promise<unknown>
	pagePath: string
}) {
	const submission = validateComment(formData, t)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		await send(submission.value.comment)
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, {
			// The API's bounds are the form's: a 422 here is the text it would not take.
			fieldErrors: (problem) =>
				problem.status === 422 ? { comment: [t('audit:comments.errors.required')] } : undefined,
		})
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
 * sets it (POST); either way the page again, saying what was done. With JavaScript the form keeps
 * the page where it was scrolled to (preventScrollReset), which a hash would undo; a page without
 * it reloads, so it is sent back to its buttons (#reactions) rather than to the page's top.
 */
export async function reactionAction({
	request,
	pressed,
	current,
	t,
	set,
	remove,
	pagePath,
}: {
	request: Request
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
	return redirectWithToast(`${pagePath}${isDocumentPost(request) ? '#reactions' : ''}`, {
		type: 'success',
		title: takingBack
			? t('audit:reaction.removed')
			: t('audit:reaction.set', { reaction: t(`audit:reaction.${pressed}`) }),
	})
}
