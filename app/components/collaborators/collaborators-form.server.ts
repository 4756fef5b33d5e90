import { data } from '@remix-run/node'
import { type z } from 'zod'
import { type Collaborator, type ProfileMatch } from '@caixa/contract/collaborator'
import { type Endpoint } from '@caixa/contract/endpoints'
import { type CollaboratorEndpoints } from '@caixa/contract/endpoints/collaborators'
import {
	type CollaboratorScope,
	type CollaboratorsRefusal,
	EMAIL_PARAM,
	type Lookup,
	type PeopleData,
	type Person,
} from '~/components/collaborators/flow'
import { findSchema, memberPostSchema } from '~/components/collaborators/collaborators-validation'
import { type Translate } from '~/components/form-errors'
import { apiUnavailable, pageOfRefusal } from '~/server/caixa-refusal.server'
import { caixaCall, CaixaProblem, type Caller, requireFound } from '~/server/caixa.server'
import { loadListRows, readListPage } from '~/components/infinite-list/paging.server'
import { type SessionProfile } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { formConstraint } from '~/components/form-constraint'

// The server half of the one collaborators flow (app/components/collaborators/
// collaborators-section.tsx says what it is): the loader part lists the people and looks up
// `?email=`; the action part adds or removes one, then goes back to the page without the query,
// with a toast. The unit's settings, a cashier of a unit, the company's settings and a company's
// unit use it, each with the API paths of its scope.

/** One call of the flow: an entry of the endpoint table and its params (`profileId` aside). */
export interface CollaboratorCall {
	endpoint: Endpoint
	params: Record<string, string>
}

/** Where the API keeps the scope's people. */
export interface CollaboratorPaths {
	/** `GET …/collaborators` (paged). */
	list: CollaboratorCall
	/** `GET …/profiles?query=` (a whole e-mail address; 30 an hour per caller). */
	profiles: CollaboratorCall
	/** `POST …/collaborators` (201 added, 200 already one). */
	add: CollaboratorCall
	/** `DELETE …/collaborators/{profileId}`, whose `profileId` the action adds. */
	remove: CollaboratorCall
}

/** `endpoint` with its params, checked against the entry (`profileId` aside). */
export function collaboratorCall<E extends Endpoint & { params: z.ZodObject }>(
	endpoint: E,
	params: Omit<z.input<E['params']>, 'profileId'>,
): CollaboratorCall {
	return { endpoint, params: params as Record<string, string> }
}

/** The calls of a scope's own collaborators resource, all under the same params. */
export function collaboratorPaths<K extends string>(
	resource: CollaboratorEndpoints<K>,
	params: Record<K, string>,
): CollaboratorPaths {
	return {
		list: { endpoint: resource.list, params },
		profiles: { endpoint: resource.profiles, params },
		add: { endpoint: resource.add, params },
		remove: { endpoint: resource.remove, params },
	}
}

/**
 * The section's loader data: the collaborators as the infinite list pages them (`rows`, `page`,
 * at the top of the page's loader data, where the list's fetcher reads them back) and `people`
 * (the lookup, the owner). The list's own fetches (`?batch=1`) keep the query but never search
 * again: each search counts against the hourly limit.
 */
export async function loadPeople(
	{ token, request }: Caller,
	owner: SessionProfile,
	paths: CollaboratorPaths,
): Promise<{ rows: Person[]; page: number; people: PeopleData }> {
	const { rows, page } = await requireFound(
		loadListRows(request, async (offset, size) => {
			const { data } = await caixaCall(paths.list.endpoint, {
				params: paths.list.params,
				query: new URLSearchParams({ offset: String(offset), size: String(size) }),
				token,
				request,
			})
			return (data as Collaborator[]).map(personOf)
		}),
	)
	const email = new URL(request.url).searchParams.get(EMAIL_PARAM)?.trim() ?? ''
	const lookup: Lookup =
		email && !readListPage(request).batch
			? await lookUp({ token, request }, paths, email)
			: { status: 'idle' }
	return { rows, page, people: { email, lookup, owner: personOf(owner), findConstraint } }
}

const findConstraint = formConstraint(findSchema)

function personOf(person: Person): Person {
	const { id, name, surname, email, photo } = person
	return { id, name, surname, email, photo }
}

/** Who signs in with `email`: checked here first, so a typo costs none of the hourly searches. */
async function lookUp({ token, request }: Caller, paths: CollaboratorPaths, email: string) {
	if (!findSchema.safeParse({ [EMAIL_PARAM]: email }).success) {
		return { status: 'invalid' } as const
	}
	try {
		const { data } = await caixaCall(paths.profiles.endpoint, {
			params: paths.profiles.params,
			query: new URLSearchParams({ query: email }),
			token,
			request,
		})
		const [match] = data as ProfileMatch[]
		if (!match) return { status: 'none' } as const
		return { status: 'found', person: personOf(match), member: match.member } as const
	} catch (error) {
		if (error instanceof CaixaProblem && error.status === 422) return { status: 'invalid' } as const
		if (error instanceof CaixaProblem && error.status === 429) return { status: 'limited' } as const
		throw pageOfRefusal(error) ?? error
	}
}

/**
 * Adds (`intent` add, `profileId`) or removes (`intent` remove, `profileId`, `name`) someone,
 * then redirects to the page without its query, with a toast. Any other intent is refused (400). A refusal answers the page with
 * words for the e-mail field (CollaboratorsRefusal), and so does the API not taking it just now
 * (apiUnavailable); the address typed is still in the URL.
 * `t` is any translator: the keys name their namespace.
 */
export async function collaboratorsAction(
	{ token, request }: Caller,
	formData: FormData,
	{
		t,
		self,
		paths,
		scope,
	}: { t: Translate; self: string; paths: CollaboratorPaths; scope: CollaboratorScope },
) {
	const refuse = (message: string, status: number) =>
		data<CollaboratorsRefusal>({ collaboratorsError: message }, { status })
	const parsed = memberPostSchema.safeParse(Object.fromEntries(formData))
	if (!parsed.success) return refuse(t('common:form.errors.intent'), 400)
	const { intent, profileId, name } = parsed.data
	const back = async (title: string) =>
		redirectWithToast(new URL(request.url).pathname, { type: 'success', title })

	if (intent === 'add') {
		try {
			const { data, status } = await caixaCall(paths.add.endpoint, {
				params: paths.add.params,
				token,
				body: { profileId },
				request,
			})
			const added = data as Collaborator
			const addedName = `${added.name} ${added.surname}`.trim()
			// 200: they were one already (another tab, a second click); nothing changed.
			if (status === 200) {
				return refuse(t('collaborators:errors.already', { name: addedName }), 409)
			}
			return await back(t(`collaborators:added.${scope}`, { name: addedName }))
		} catch (error) {
			// The owner, or a profile that no longer exists.
			if (error instanceof CaixaProblem && error.status === 422) {
				return refuse(t('collaborators:errors.cannotAdd'), 422)
			}
			const unavailable = apiUnavailable(error, t)
			if (unavailable) return refuse(unavailable.message, unavailable.status)
			throw pageOfRefusal(error) ?? error
		}
	}

	// Owners are never removed: the owner is not a collaborator, and their own access would go.
	if (profileId === self) return refuse(t('collaborators:errors.yourself'), 422)
	try {
		await caixaCall(paths.remove.endpoint, {
			params: { ...paths.remove.params, profileId },
			token,
			request,
		})
	} catch (error) {
		const unavailable = apiUnavailable(error, t)
		if (unavailable) return refuse(unavailable.message, unavailable.status)
		// Not a collaborator (any more): removed a moment ago, in another tab. What was asked holds.
		// Anything else (not the owner, no such scope) is the page's 404, as in its loader.
		if (!(await noLongerOne({ token, request }, paths, error))) throw pageOfRefusal(error) ?? error
	}
	return back(t(`collaborators:removed.${scope}`, { name: name ?? '' }))
}

/**
 * Whether a removal's refusal says only that the person is no longer a collaborator. The API
 * answers that with the same 404 (no code) as a scope the caller may not see at all — someone
 * else's unit, a company that never was — so the scope's own list tells the two apart: a person
 * gone from a scope of the caller's is what was asked; a scope that is not theirs is the page's
 * 404 (which once answered "removed" for any id).
 */
async function noLongerOne({ token, request }: Caller, paths: CollaboratorPaths, error: unknown) {
	if (!(error instanceof CaixaProblem && error.status === 404 && !error.code)) return false
	try {
		await caixaCall(paths.list.endpoint, {
			params: paths.list.params,
			query: new URLSearchParams({ size: '1' }),
			token,
			request,
		})
		return true
	} catch (listError) {
		if (listError instanceof CaixaProblem && listError.status === 404) return false
		throw listError
	}
}
