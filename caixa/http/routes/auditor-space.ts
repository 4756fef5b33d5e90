import { createRoute } from '@hono/zod-openapi'
import { endpoints } from '@caixa/contract/endpoints'
import {
	getAuditorInventory,
	listAuditorCategories,
	listAuditorClientsOrSuppliers,
	listAuditorInventories,
	removeMyReaction,
	requireAuditorCategory,
	requireAuditorClientOrSupplier,
	setMyReaction,
} from '@caixa/services/audit'
import { type CaixaDependencies } from '../dependencies'
import { requireSession } from '../middleware/session'
import { bearerSecurity, problem, unauthorizedResponse } from '../openapi'
import {
	auditorCommentPath,
	presentAuditorInventory,
	presentAuditorInventoryRow,
} from '../presenters/audit'
import { presentCategory, presentClientOrSupplier } from '../presenters/master-data'
import { answerOf, requestOf } from '../route-of'
import { readerLanguage } from '../reader-language'
import { createRouter } from '../router'
import { commentThreadRoutes } from './comment-thread-routes'

// The auditor API space over a cashier's records (DOMAIN.md "Auditors, reactions, comments"):
// only the cashier's accepted auditors get in; everyone else — its writers too — gets the 404 of
// a cashier that does not exist. Nothing here changes money.

const tags = ['auditors']
const auditorAudience = [
	'',
	'For an accepted auditor of the cashier only: a pending requester, an auditor of another',
	'cashier, the cashier’s owner and collaborators (they use `/cashiers/{id}/…`) and anyone else get',
	'404, as for a cashier that does not exist.',
].join('\n')
const notAudited = problem('No cashier the caller audits has this id')
const notAuditedRecord = problem(
	'No cashier the caller audits has this id, or it has no live record with this id',
)

export function auditorSpaceRoutes(deps: CaixaDependencies) {
	const list = createRoute({
		...requestOf(endpoints.auditorSpace.inventories.list),
		tags,
		summary: 'The audited cashier’s records, with the caller’s reaction',
		description: [
			'The cashier’s live records newest first (date, moment recorded, id), each as its writers’',
			'row (with its reaction and comment counts) and `myReaction`. Records only: an internal',
			'transfer moves the unit’s own cash between its cashiers and takes no reaction. The',
			'writers’ filters (`from`/`to` instants in the unit’s calendar with `zone`, `input`,',
			'`settlement`, `categoryId`, `clientOrSupplierId`, `text`) and `myReaction` (NONE: the',
			'records the caller has not reacted to).',
			auditorAudience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.auditorSpace.inventories.list, 200, {
				description: 'A page of records',
			}),
			401: unauthorizedResponse,
			404: notAudited,
			422: problem('A paging or filter value is not valid'),
		},
	})

	const get = createRoute({
		...requestOf(endpoints.auditorSpace.inventories.get),
		tags,
		summary: 'One record of the audited cashier, whole, with its reactions',
		description: [
			'The record as its writers read it (lines, installments, counts), the caller’s own',
			'reaction, and every auditor’s reaction (who, which), the first given first.',
			auditorAudience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.auditorSpace.inventories.get, 200, { description: 'The record' }),
			401: unauthorizedResponse,
			404: notAuditedRecord,
		},
	})

	const react = createRoute({
		...requestOf(endpoints.auditorSpace.inventories.reactions.set),
		tags,
		summary: 'Sets the caller’s reaction to a record',
		description: [
			'One reaction per auditor per record: APPROVED, QUESTION or REJECTED; setting again',
			'replaces it (concurrent posts leave one). Answers the record as GET does, its counts',
			'moved.',
			auditorAudience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.auditorSpace.inventories.reactions.set, 200, {
				description: 'The record, with the reaction set',
			}),
			401: unauthorizedResponse,
			404: notAuditedRecord,
			422: problem('The reaction is not one of APPROVED, QUESTION, REJECTED'),
		},
	})

	const unreact = createRoute({
		...requestOf(endpoints.auditorSpace.inventories.reactions.remove),
		tags,
		summary: 'Removes the caller’s reaction to a record',
		description: ['Idempotent: 204 whether or not the caller had reacted.', auditorAudience].join(
			'\n',
		),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			204: { description: 'The caller has no reaction to the record' },
			401: unauthorizedResponse,
			404: notAuditedRecord,
		},
	})

	const clientsOrSuppliers = createRoute({
		...requestOf(endpoints.auditorSpace.clientsOrSuppliers.list),
		tags,
		summary: 'The clients and suppliers of the audited cashier’s unit, by name',
		description: [
			'The records filter’s picker, answered as the writers’ `/cashiers/{id}/clients-or-suppliers`:',
			'live ones by name (ignoring case and accents), ties by id; `name`, `document` and `kind`',
			'narrow them alike.',
			auditorAudience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.auditorSpace.clientsOrSuppliers.list, 200, {
				description: 'A page of clients and suppliers',
			}),
			401: unauthorizedResponse,
			404: notAudited,
			422: problem('A paging or filter value is out of range'),
		},
	})

	const categories = createRoute({
		...requestOf(endpoints.auditorSpace.categories.list),
		tags,
		summary: 'The categories of the audited cashier’s unit, by name',
		description: [
			'The records filter’s picker, answered as the writers’ `/cashiers/{id}/categories`: live',
			'ones by name (ignoring case and accents), ties by id; `name`, `kind` and `group` narrow them.',
			auditorAudience,
		].join('\n'),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.auditorSpace.categories.list, 200, {
				description: 'A page of categories',
			}),
			401: unauthorizedResponse,
			404: notAudited,
			422: problem('A paging or filter value is out of range'),
		},
	})

	const category = createRoute({
		...requestOf(endpoints.auditorSpace.categories.get),
		tags,
		summary: 'One category of the audited cashier’s unit',
		description: ['Archived or not: a picker restored from a link names it.', auditorAudience].join(
			'\n',
		),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.auditorSpace.categories.get, 200, { description: 'The category' }),
			401: unauthorizedResponse,
			404: problem('No cashier the caller audits has this id, or its unit no such category'),
		},
	})

	const clientOrSupplier = createRoute({
		...requestOf(endpoints.auditorSpace.clientsOrSuppliers.get),
		tags,
		summary: 'One client or supplier of the audited cashier’s unit',
		description: ['Archived or not: a picker restored from a link names it.', auditorAudience].join(
			'\n',
		),
		security: bearerSecurity,
		middleware: [requireSession(deps)] as const,
		responses: {
			200: answerOf(endpoints.auditorSpace.clientsOrSuppliers.get, 200, {
				description: 'The client or supplier',
			}),
			401: unauthorizedResponse,
			404: problem(
				'No cashier the caller audits has this id, or its unit no such client or supplier',
			),
		},
	})

	// Mounted between the reactions and the pickers: the document keeps its paths' order.
	const thread = commentThreadRoutes(deps, {
		role: 'AUDITOR',
		endpoints: endpoints.auditorSpace.inventories.comments,
		tags,
		audience: auditorAudience,
		notFound: notAuditedRecord,
		threadPath: auditorCommentPath,
	})

	return createRouter()
		.openapi(list, async (c) => {
			const db = await deps.database()
			const { cashier, rows } = await listAuditorInventories(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').id,
				c.req.valid('query'),
				deps.clock.now(),
			)
			return c.json(
				rows.map((row) => presentAuditorInventoryRow(row, cashier, readerLanguage(c))),
				200,
			)
		})
		.openapi(get, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { id, inventoryId } = c.req.valid('param')
			const detail = await getAuditorInventory(db, profile.id, id, inventoryId, deps.clock.now())
			return c.json(
				presentAuditorInventory(detail, {
					cashier: detail.cashier,
					today: detail.today,
					language: readerLanguage(c),
				}),
				200,
			)
		})
		.openapi(react, async (c) => {
			const db = await deps.database()
			const { profile } = c.var.auth
			const { id, inventoryId } = c.req.valid('param')
			const detail = await setMyReaction(
				db,
				profile.id,
				id,
				inventoryId,
				c.req.valid('json').reaction,
				deps.clock.now(),
			)
			return c.json(
				presentAuditorInventory(detail, {
					cashier: detail.cashier,
					today: detail.today,
					language: readerLanguage(c),
				}),
				200,
			)
		})
		.openapi(unreact, async (c) => {
			const db = await deps.database()
			const { id, inventoryId } = c.req.valid('param')
			await removeMyReaction(db, c.var.auth.profile.id, id, inventoryId)
			return c.body(null, 204)
		})
		.route('/', thread)
		.openapi(categories, async (c) => {
			const db = await deps.database()
			const rows = await listAuditorCategories(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').id,
				c.req.valid('query'),
				readerLanguage(c),
			)
			return c.json(
				rows.map((row) => presentCategory(row, readerLanguage(c))),
				200,
			)
		})
		.openapi(category, async (c) => {
			const db = await deps.database()
			const { id, categoryId } = c.req.valid('param')
			const row = await requireAuditorCategory(db, c.var.auth.profile.id, id, categoryId)
			return c.json(presentCategory(row, readerLanguage(c)), 200)
		})
		.openapi(clientOrSupplier, async (c) => {
			const db = await deps.database()
			const { id, clientOrSupplierId } = c.req.valid('param')
			const { row, country } = await requireAuditorClientOrSupplier(
				db,
				c.var.auth.profile.id,
				id,
				clientOrSupplierId,
			)
			return c.json(presentClientOrSupplier(row, country), 200)
		})
		.openapi(clientsOrSuppliers, async (c) => {
			const db = await deps.database()
			const { rows, country } = await listAuditorClientsOrSuppliers(
				db,
				c.var.auth.profile.id,
				c.req.valid('param').id,
				c.req.valid('query'),
			)
			return c.json(
				rows.map((row) => presentClientOrSupplier(row, country)),
				200,
			)
		})
}
