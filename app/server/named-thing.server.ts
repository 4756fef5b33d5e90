import { data } from '@remix-run/node'
import { type z } from 'zod'
import { type SubmissionResult } from '@conform-to/react'
import { handleCaixaRefusal } from './caixa-refusal.server'
import { type NamedThingWords } from '~/components/master-data/archive-panel'
import { type NamedThingListWords } from '~/components/master-data/named-thing-list-page'
import { callCaixa, CaixaProblem, requireFound } from './caixa.server'
import { i18nServer } from './i18n.server'
import { loadUnitSummary, readCreated, samePage } from './master-data.server'
import { requireSession } from './session.server'
import { redirectWithToast } from './toast.server'

/**
 * The session, the unit and one of its named things (a category, a client or supplier), archived
 * or not, at `/units/{unitId}/<things>/{id}`; the page's 404 when either is not the caller's.
 */
export async function loadNamedThing<T extends z.ZodType>(
	request: Request,
	unitId: string,
	things: string,
	id: string,
	schema: T,
) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary(token, request, unitId)
	const { data: thing } = await requireFound(
		callCaixa(`/units/${unit.id}/${things}/${id}`, { token, schema, request }),
	)
	return { token, unit, thing: thing as z.output<T> }
}

// The action behind ArchivePanel: archive or bring back (a PUT of the whole thing with
// `archived`), or delete; the API's 409 (records use it) comes back as the resource's "in use"
// sentence for the panel to show, and an intent nobody sent as a 400.

export async function archiveOrDelete(
	request: Request,
	thing: {
		token: string
		words: NamedThingWords
		/** The thing in the API, `/units/{unitId}/<things>/{id}`. */
		apiPath: `/${string}`
		/** Its page, where archiving comes back to, and the list a delete goes back to. */
		pagePath: string
		listPath: string
		name: string
		/** The whole thing as the PUT takes it, `archived` aside. */
		fields: Record<string, unknown>
	},
) {
	const { token, words, apiPath } = thing
	const t = await i18nServer.getFixedT(request, 'masterData')
	const intent = (await request.formData()).get('intent')
	try {
		switch (intent) {
			case 'archive':
			case 'unarchive': {
				const archived = intent === 'archive'
				await callCaixa(apiPath, {
					method: 'PUT',
					token,
					body: { ...thing.fields, archived },
					request,
				})
				return redirectWithToast(thing.pagePath, {
					type: 'success',
					title: t(archived ? `${words}.archived` : `${words}.unarchived`),
				})
			}
			case 'delete':
				await callCaixa(apiPath, { method: 'DELETE', token, request })
				return redirectWithToast(thing.listPath, {
					type: 'success',
					title: t(`${words}.deleted`, { name: thing.name }),
				})
			default:
				return data({ error: t('intentUnknown') }, { status: 400 })
		}
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 409) {
			return data({ error: t(`${words}.inUse`) }, { status: 409 })
		}
		throw error
	}
}

/**
 * The add form's post on a list page: POST to `apiPath`, read what the Location names, and back
 * to the same list (filters kept) with "<name> added". A refusal the page knows how to say on its
 * fields (`onFields`; by default the API's 422 field errors as they are) comes back as the
 * form's reply with the API's status, so nothing typed is lost; anything else is thrown.
 */
export async function createNamedThing<T extends z.ZodType<{ name: string }>>(
	request: Request,
	thing: {
		token: string
		words: NamedThingListWords
		apiPath: `/${string}`
		body: unknown
		schema: T
		submission: {
			reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]>
		}
		onFields?: (problem: CaixaProblem) => Record<string, string[]> | undefined
	},
) {
	const { token, submission } = thing
	const t = await i18nServer.getFixedT(request, 'masterData')
	const onFields =
		thing.onFields ?? ((problem) => (problem.status === 422 ? problem.fieldErrors() : undefined))
	try {
		const created = await callCaixa(thing.apiPath, {
			method: 'POST',
			token,
			body: thing.body,
			request,
		})
		const made = await readCreated(token, request, created.headers, thing.schema)
		return redirectWithToast(samePage(request), {
			type: 'success',
			title: t(`${thing.words}.created`, { name: made.name }),
		})
	} catch (error) {
		return handleCaixaRefusal(submission, error, { fieldErrors: onFields })
	}
}
