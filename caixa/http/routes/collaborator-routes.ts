import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { type CollaboratorEndpoints } from '@caixa/contract/endpoints/collaborators'
import {
	addCollaboratorAsManager,
	type CollaboratorTarget,
	listCollaborators,
	removeCollaboratorAsManager,
	requireCollaborator,
	searchProfileToAdd,
} from '@caixa/services/collaborators'
import { type CaixaDatabase } from '@caixa/services/database'
import { type CaixaDependencies } from '../dependencies'
import { type AuthenticatedEnv, requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import { answerOf, requestOf } from '../route-of'
import { presentCollaborator, presentProfileCard } from '../presenters/collaborator'

// The one definition of a collaborators resource (list, read, add, remove, find someone to add),
// which the unit's, the cashier's and the company's routers (and the company's units, for adding
// to one of them) register with their own paths, words and access check. The responses, status
// codes and problem details are the same everywhere, so an API client learns them once.

export type CollaboratorOperation = 'list' | 'get' | 'add' | 'remove' | 'profiles'

/** The id params naming a scope, e.g. `{ unitId }`; each a UUID. */
type ScopeParams<K extends string> = Record<K, string>

export interface CollaboratorRoutesConfig<K extends string> {
	/** The scope's entries of the endpoint table (collaboratorEndpoints), those it registers. */
	endpoints: Partial<CollaboratorEndpoints<K>>
	tags: string[]
	/** The 404 of a scope the caller may not manage. */
	ownerOnly404: ReturnType<typeof problem>
	/** The 404 of a profile that is no collaborator, as the read and the removal document it. */
	notCollaborator404?: string
	docs: {
		list?: { summary: string; description?: string; page: string }
		get?: { summary: string }
		add?: { summary: string; description: string; already: string; locationExample: string }
		remove?: { summary: string; description: string }
		profiles?: { summary: string; description: string }
	}
	/** Throws the scope's 404 unless the caller may manage it; `lock` inside a write. */
	requireManager(
		db: CaixaDatabase,
		callerId: string,
		params: ScopeParams<K>,
		options: { lock: boolean },
	): Promise<void>
	target(params: ScopeParams<K>): CollaboratorTarget
	/** The API path of one collaborator, for `Location`. */
	location(params: ScopeParams<K>, profileId: string): string
}

/** Registers `operations` (in that order) of the collaborators resource `config` describes. */
export function registerCollaboratorRoutes<K extends string>(
	router: OpenAPIHono<AuthenticatedEnv>,
	deps: CaixaDependencies,
	config: CollaboratorRoutesConfig<K>,
	operations: CollaboratorOperation[],
): void {
	const { tags, ownerOnly404, docs } = config
	// Typed by string keys inside, so the routes' types resolve; scopeOf gives the keys back.
	const endpoints: Partial<CollaboratorEndpoints> = config.endpoints
	const security = bearerSecurity
	// The params validated by the scope's entries, whose scope ids are K.
	const scopeOf = (params: Record<string, string>) => params as ScopeParams<K>
	const register: Record<CollaboratorOperation, () => void> = {
		list: () => {
			const doc = required(docs.list, 'list')
			const entry = required(endpoints.list, 'list')
			const route = createRoute({
				...requestOf(entry),
				tags,
				security,
				middleware: [requireSession(deps)] as const,
				summary: doc.summary,
				...(doc.description === undefined ? {} : { description: doc.description }),
				responses: {
					200: answerOf(entry, 200, { description: doc.page }),
					401: unauthorizedResponse,
					404: ownerOnly404,
					422: problem('A paging value is out of range'),
				},
			})
			router.openapi(route, async (c) => {
				const db = await deps.database()
				const params = scopeOf(c.req.valid('param'))
				await config.requireManager(db, c.var.auth.profile.id, params, { lock: false })
				const { scope, scopeId } = config.target(params)
				const collaborators = await listCollaborators(db, scope, scopeId, c.req.valid('query'))
				return c.json(collaborators.map(presentCollaborator), 200)
			})
		},
		get: () => {
			const doc = required(docs.get, 'get')
			const entry = required(endpoints.get, 'get')
			const route = createRoute({
				...requestOf(entry),
				tags,
				security,
				middleware: [requireSession(deps)] as const,
				summary: doc.summary,
				responses: {
					200: answerOf(entry, 200, { description: 'The collaborator' }),
					401: unauthorizedResponse,
					404: problem(required(config.notCollaborator404, 'get')),
				},
			})
			router.openapi(route, async (c) => {
				const db = await deps.database()
				const { profileId, ...params } = c.req.valid('param')
				const scope = scopeOf(params)
				if (profileId === undefined) throw new Error('The path has a profileId')
				await config.requireManager(db, c.var.auth.profile.id, scope, { lock: false })
				const collaborator = await requireCollaborator(db, config.target(scope), profileId)
				return c.json(presentCollaborator(collaborator), 200)
			})
		},
		add: () => {
			const doc = required(docs.add, 'add')
			const entry = required(endpoints.add, 'add')
			const route = createRoute({
				...requestOf(entry),
				tags,
				security,
				middleware: [requireSession(deps)] as const,
				summary: doc.summary,
				description: doc.description,
				responses: {
					200: answerOf(entry, 200, { description: doc.already }),
					201: answerOf(entry, 201, {
						description: 'Added; the collaborator is at the Location path',
						headers: z.object({ Location: z.string().meta({ example: doc.locationExample }) }),
					}),
					401: unauthorizedResponse,
					404: ownerOnly404,
					422: problem('`profileId` is no id, no profile, or the owner'),
				},
			})
			router.openapi(route, async (c) => {
				const db = await deps.database()
				const params = scopeOf(c.req.valid('param'))
				const { profileId } = c.req.valid('json')
				const callerId = c.var.auth.profile.id
				const { collaborator, added } = await addCollaboratorAsManager(
					db,
					(trx) => config.requireManager(trx, callerId, params, { lock: true }),
					config.target(params),
					profileId,
					deps.clock.now(),
				)
				c.header('Location', config.location(params, profileId))
				return added
					? c.json(presentCollaborator(collaborator), 201)
					: c.json(presentCollaborator(collaborator), 200)
			})
		},
		remove: () => {
			const doc = required(docs.remove, 'remove')
			const entry = required(endpoints.remove, 'remove')
			const route = createRoute({
				...requestOf(entry),
				tags,
				security,
				middleware: [requireSession(deps)] as const,
				summary: doc.summary,
				description: doc.description,
				responses: {
					204: { description: 'Removed' },
					401: unauthorizedResponse,
					404: problem(required(config.notCollaborator404, 'remove')),
				},
			})
			router.openapi(route, async (c) => {
				const db = await deps.database()
				const { profileId, ...params } = c.req.valid('param')
				const scope = scopeOf(params)
				if (profileId === undefined) throw new Error('The path has a profileId')
				await removeCollaboratorAsManager(
					db,
					(trx) => config.requireManager(trx, c.var.auth.profile.id, scope, { lock: true }),
					config.target(scope),
					profileId,
				)
				return c.body(null, 204)
			})
		},
		profiles: () => {
			const doc = required(docs.profiles, 'profiles')
			const entry = required(endpoints.profiles, 'profiles')
			const route = createRoute({
				...requestOf(entry),
				tags,
				security,
				middleware: [requireSession(deps)] as const,
				summary: doc.summary,
				description: doc.description,
				responses: {
					200: answerOf(entry, 200, {
						description: 'The profile with that address, or an empty list',
					}),
					401: unauthorizedResponse,
					404: ownerOnly404,
					422: problem('`query` is not a whole e-mail address'),
					429: {
						...problem('Too many searches this hour'),
						headers: z.object({ 'Retry-After': z.string().meta({ example: '1800' }) }),
					},
				},
			})
			router.openapi(route, async (c) => {
				const db = await deps.database()
				const params = scopeOf(c.req.valid('param'))
				const callerId = c.var.auth.profile.id
				await config.requireManager(db, callerId, params, { lock: false })
				const match = await searchProfileToAdd(
					db,
					config.target(params),
					callerId,
					c.req.valid('query').query,
					deps.clock.now(),
				)
				if (!match) return c.json([], 200)
				return c.json([{ ...presentProfileCard(match.card), member: match.member }], 200)
			})
		},
	}
	for (const operation of operations) register[operation]()
}

function required<T>(doc: T | undefined, operation: CollaboratorOperation): T {
	if (doc === undefined)
		throw new Error(`No OpenAPI words or entry for the collaborators' ${operation}`)
	return doc
}
