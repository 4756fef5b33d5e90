import { data } from '@remix-run/node'
import { type SubmissionResult } from '@conform-to/react'
import { apiUnavailable, handleCaixaRefusal, pageOfRefusal } from '~/server/caixa-refusal.server'
import { type NamedThingWords } from '~/components/master-data/archive-panel'
import { type NamedThingListWords } from '~/components/master-data/named-thing-list-page'
import { type Endpoint } from '@caixa/contract/endpoints'
import {
	type AnswerOf,
	caixaCall,
	CaixaProblem,
	followLocation,
	requireFound,
} from '~/server/caixa.server'
import { i18nServer } from '~/server/i18n.server'
import {
	loadUnitSummary,
	samePage,
	thingParams,
	unitThings,
	type UnitThings,
} from '~/components/master-data/master-data.server'
import { requireSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { notFound } from '~/server/not-found.server'

/**
 * The session, the unit and one of its named things (a category, a client or supplier), archived
 * or not, at `/units/{unitId}/<things>/{id}`; the page's 404 when either is not the caller's.
 */
export async function loadNamedThing<K extends UnitThings>(
	request: Request,
	unitId: string,
	things: K,
	id: string,
) {
	const { token } = await requireSession(request)
	const unit = await loadUnitSummary({ token, request }, unitId)
	const get: Endpoint = unitThings[things].get
	const params = thingParams(things, unit.id, id)
	const { data: thing } = await requireFound(caixaCall(get, { params, token, request }))
	return { token, unit, thing: thing as AnswerOf<(typeof unitThings)[K]['get']> }
}

// The action behind ArchivePanel: archive or bring back (a PUT of the whole thing with
// `archived`), or delete; the API's 409 (records use it) comes back as the resource's "in use"
// sentence for the panel to show, the API not taking it just now as apiUnavailable's, and an
// intent nobody sent as a 400.

export async function archiveOrDelete(
	request: Request,
	thing: {
		token: string
		words: NamedThingWords
		/** The thing in the API: `/units/{unitId}/<things>/{id}`. */
		things: UnitThings
		unitId: string
		id: string
		/** Its page, where archiving comes back to, and the list a delete goes back to. */
		pagePath: string
		listPath: string
		name: string
		/** The whole thing as the PUT takes it, `archived` aside. */
		fields: Record<string, unknown>
	},
) {
	const { token, words } = thing
	const entries: { update: Endpoint; remove?: Endpoint } = unitThings[thing.things]
	const params = thingParams(thing.things, thing.unitId, thing.id)
	const t = await i18nServer.getFixedT(request, 'masterData')
	const intent = (await request.formData()).get('intent')
	try {
		switch (intent) {
			case 'archive':
			case 'unarchive': {
				const archived = intent === 'archive'
				await caixaCall(entries.update, {
					params,
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
				// Products are never deleted (records may hold them): the API has no such call.
				if (!entries.remove) throw notFound()
				await caixaCall(entries.remove, { params, token, request })
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
		// The API could not do it just now: the page again, saying so.
		const unavailable = apiUnavailable(error, t)
		if (unavailable) return data({ error: unavailable.message }, { status: unavailable.status })
		// Gone since the page read it (another tab), or not the caller's: the page's 404.
		throw pageOfRefusal(error) ?? error
	}
}

/**
 * The add form's post on a list page: create one of the unit's `things`, read what the Location
 * names (spec §7), and back
 * to the same list (filters kept) with "<name> added". A refusal the page knows how to say on its
 * fields (`onFields`; by default the API's 422 field errors as they are) comes back as the
 * form's reply with the API's status, so nothing typed is lost; anything else is thrown.
 */
export async function createNamedThing(
	request: Request,
	thing: {
		token: string
		words: NamedThingListWords
		things: UnitThings
		unitId: string
		body: unknown
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
		const entries: { create: Endpoint; get: Endpoint } = unitThings[thing.things]
		const created = await caixaCall(entries.create, {
			params: { unitId: thing.unitId },
			token,
			body: thing.body,
			request,
		})
		const { data } = await followLocation(created, entries.get, { token, request })
		const made = data as { name: string }
		return redirectWithToast(samePage(request), {
			type: 'success',
			title: t(`${thing.words}.created`, { name: made.name }),
		})
	} catch (error) {
		return handleCaixaRefusal(request, submission, error, { fieldErrors: onFields })
	}
}
