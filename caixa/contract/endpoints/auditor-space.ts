import * as z from 'zod'
import {
	auditorInventoryListQuerySchema,
	auditorInventoryRowListSchema,
	auditorInventorySchema,
	commentBodySchema,
	commentListQuerySchema,
	commentListSchema,
	commentSchema,
	reactionBodySchema,
	reactionEntryListSchema,
} from '../audit'
import { categoryListSchema, categorySchema } from '../category'
import {
	cashierCategoryListQuerySchema,
	cashierClientOrSupplierListQuerySchema,
} from '../cashier-lookups'
import { clientOrSupplierListSchema, clientOrSupplierSchema } from '../client-or-supplier'
import { endpoint } from './endpoint'

// A cashier's records as its accepted auditors read them, react to and comment on (the auditor
// space, `/auditors/cashiers/{id}/…`: anyone else gets 404, writers too), and the same
// conversation as the cashier's writers see and answer it (`/cashiers/{id}/inventories/…`).

const cashierParams = z.object({ id: z.uuid() })
const inventoryParams = z.object({ id: z.uuid(), inventoryId: z.uuid() })

function commentEndpoints<const P extends string>(base: P) {
	return {
		/** Oldest first (the moment written, then id), paged. */
		list: endpoint({
			method: 'get',
			path: `${base}/comments`,
			params: inventoryParams,
			query: commentListQuerySchema,
			answers: { 200: commentListSchema },
		}),
		/** Adds a comment to the record's thread. */
		create: endpoint({
			method: 'post',
			path: `${base}/comments`,
			params: inventoryParams,
			body: commentBodySchema,
			answers: { 201: commentSchema },
		}),
	}
}

/** `endpoints.auditorSpace`: an accepted auditor's reading of one cashier. */
export const auditorSpace = {
	inventories: {
		/** The cashier's records (no transfers), newest first, with the caller's reaction. */
		list: endpoint({
			method: 'get',
			path: '/auditors/cashiers/{id}/inventories',
			params: cashierParams,
			query: auditorInventoryListQuerySchema,
			answers: { 200: auditorInventoryRowListSchema },
		}),
		/** One record with its lines, payments, counts, my reaction and everyone's. */
		get: endpoint({
			method: 'get',
			path: '/auditors/cashiers/{id}/inventories/{inventoryId}',
			params: inventoryParams,
			answers: { 200: auditorInventorySchema },
		}),
		reactions: {
			/** Sets the caller's reaction, replacing the one it had. */
			set: endpoint({
				method: 'post',
				path: '/auditors/cashiers/{id}/inventories/{inventoryId}/reactions',
				params: inventoryParams,
				body: reactionBodySchema,
				answers: { 200: auditorInventorySchema },
			}),
			/** Removes the caller's reaction; removing none is no error. */
			remove: endpoint({
				method: 'delete',
				path: '/auditors/cashiers/{id}/inventories/{inventoryId}/reactions',
				params: inventoryParams,
				answers: { 204: null },
			}),
		},
		comments: commentEndpoints('/auditors/cashiers/{id}/inventories/{inventoryId}'),
	},
	/** The filter's pickers: the cashier's unit's categories, clients and suppliers, as the writer's. */
	categories: {
		list: endpoint({
			method: 'get',
			path: '/auditors/cashiers/{id}/categories',
			params: cashierParams,
			query: cashierCategoryListQuerySchema,
			answers: { 200: categoryListSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/auditors/cashiers/{id}/categories/{categoryId}',
			params: z.object({ id: z.uuid(), categoryId: z.uuid() }),
			answers: { 200: categorySchema },
		}),
	},
	clientsOrSuppliers: {
		list: endpoint({
			method: 'get',
			path: '/auditors/cashiers/{id}/clients-or-suppliers',
			params: cashierParams,
			query: cashierClientOrSupplierListQuerySchema,
			answers: { 200: clientOrSupplierListSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/auditors/cashiers/{id}/clients-or-suppliers/{clientOrSupplierId}',
			params: z.object({ id: z.uuid(), clientOrSupplierId: z.uuid() }),
			answers: { 200: clientOrSupplierSchema },
		}),
	},
}

/**
 * `endpoints.recordConversation`: a record's reactions and thread as its writers (owners, unit
 * and cashier collaborators) read and answer them. Writers do not react: reactions are the
 * auditors'.
 */
export const recordConversation = {
	reactions: {
		list: endpoint({
			method: 'get',
			path: '/cashiers/{id}/inventories/{inventoryId}/reactions',
			params: inventoryParams,
			answers: { 200: reactionEntryListSchema },
		}),
	},
	comments: commentEndpoints('/cashiers/{id}/inventories/{inventoryId}'),
}
