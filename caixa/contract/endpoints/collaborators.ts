import * as z from 'zod'
import {
	collaboratorListQuerySchema,
	collaboratorListSchema,
	collaboratorSchema,
	newCollaboratorBodySchema,
	profileMatchListSchema,
	profileSearchQuerySchema,
} from '../collaborator'
import { endpoint } from './endpoint'

/**
 * The collaborators resource of a scope (a unit, a cashier of a unit, a company): the same
 * calls under `<scope>/collaborators`, and the search for someone to add at `<scope>/profiles`.
 * `scopeIds` are the scope's path ids, e.g. `{ unitId: z.uuid() }`.
 */
export function collaboratorEndpoints<
	const B extends `/${string}`,
	S extends Record<string, z.ZodUUID>,
>(scope: B, scopeIds: S) {
	const params = z.object(scopeIds)
	const collaboratorParams = z.object({ ...scopeIds, profileId: z.uuid() })
	return {
		list: endpoint({
			method: 'get',
			path: `${scope}/collaborators`,
			params,
			query: collaboratorListQuerySchema,
			answers: { 200: collaboratorListSchema },
		}),
		get: endpoint({
			method: 'get',
			path: `${scope}/collaborators/{profileId}`,
			params: collaboratorParams,
			answers: { 200: collaboratorSchema },
		}),
		/** 201 when added, 200 when they already were. */
		add: endpoint({
			method: 'post',
			path: `${scope}/collaborators`,
			params,
			body: newCollaboratorBodySchema,
			answers: { 200: collaboratorSchema, 201: collaboratorSchema },
		}),
		remove: endpoint({
			method: 'delete',
			path: `${scope}/collaborators/{profileId}`,
			params: collaboratorParams,
			answers: { 204: null },
		}),
		/** Finds someone to add, by their whole e-mail address. */
		profiles: endpoint({
			method: 'get',
			path: `${scope}/profiles`,
			params,
			query: profileSearchQuerySchema,
			answers: { 200: profileMatchListSchema },
		}),
	}
}

type Resource<K extends string> = ReturnType<
	typeof collaboratorEndpoints<`/${string}`, Record<K, z.ZodUUID>>
>

/**
 * The collaborators resource of a scope whose path ids are `K`; `K` is read from the scope's own
 * params, not those naming a collaborator too.
 */
export type CollaboratorEndpoints<K extends string = string> = Omit<
	Resource<K>,
	'get' | 'remove'
> & {
	get: Resource<NoInfer<K>>['get']
	remove: Resource<NoInfer<K>>['remove']
}
