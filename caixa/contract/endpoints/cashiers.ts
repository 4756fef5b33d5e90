import * as z from 'zod'
import { categoryBodySchema, categoryListSchema, categorySchema } from '../category'
import { cashierListQuerySchema, cashierListSchema } from '../cashier'
import { cashierDetailSchema } from '../cashier-detail'
import {
	cashierCategoryListQuerySchema,
	cashierClientOrSupplierListQuerySchema,
	cashierItemListQuerySchema,
	cashierItemListSchema,
	cashierProductListQuerySchema,
} from '../cashier-lookups'
import {
	clientOrSupplierBodySchema,
	clientOrSupplierListSchema,
	clientOrSupplierSchema,
} from '../client-or-supplier'
import {
	financialInstitutionListQuerySchema,
	financialInstitutionListSchema,
	financialInstitutionSchema,
} from '../financial-institution'
import {
	inventoryListQuerySchema,
	inventoryRowListSchema,
	inventorySchema,
	newInventoryBodySchema,
	orderReferenceAnswerSchema,
	orderReferenceQuerySchema,
} from '../inventory'
import {
	inventoryTotalsQuerySchema,
	inventoryTotalsSchema,
	paymentTotalsQuerySchema,
	paymentTotalsSchema,
} from '../ledger-totals'
import {
	followBodySchema,
	interestAndLateFeeBodySchema,
	partialPaymentBodySchema,
	paymentListQuerySchema,
	paymentListSchema,
	paymentSchema,
	paymentUpdateBodySchema,
} from '../payment'
import { productBodySchema, productListSchema, productSchema } from '../product'
import { endpoint } from './endpoint'

// A cashier's books (records of money in or out, called inventories, and their payments) and
// the pickers of its record form, for whoever may see or write them.

const cashierParams = z.object({ id: z.uuid() })
const inventoryParams = z.object({ id: z.uuid(), inventoryId: z.uuid() })
const paymentParams = z.object({ id: z.uuid(), paymentId: z.uuid() })

/** An institution's id in a path: the country's alpha-2 code and official code, or CASH. */
const institutionIdSchema = z.string().min(1).max(40).meta({ example: 'BR-001' })

export const cashiers = {
	list: endpoint({
		method: 'get',
		path: '/cashiers',
		query: cashierListQuerySchema,
		answers: { 200: cashierListSchema },
	}),
	get: endpoint({
		method: 'get',
		path: '/cashiers/{id}',
		params: cashierParams,
		answers: { 200: cashierDetailSchema },
	}),
	/** A collaborator leaves the cashier. */
	leave: endpoint({
		method: 'delete',
		path: '/cashiers/{id}',
		params: cashierParams,
		answers: { 204: null },
	}),
	inventories: {
		list: endpoint({
			method: 'get',
			path: '/cashiers/{id}/inventories',
			params: cashierParams,
			query: inventoryListQuerySchema,
			answers: { 200: inventoryRowListSchema },
		}),
		/** Replayed, not doubled, under the same Idempotency-Key. */
		create: endpoint({
			method: 'post',
			path: '/cashiers/{id}/inventories',
			params: cashierParams,
			headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
			body: newInventoryBodySchema,
			answers: { 201: inventorySchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/cashiers/{id}/inventories/{inventoryId}',
			params: inventoryParams,
			answers: { 200: inventorySchema },
		}),
		remove: endpoint({
			method: 'delete',
			path: '/cashiers/{id}/inventories/{inventoryId}',
			params: inventoryParams,
			answers: { 204: null },
		}),
		/** Whether a reference is free, and the next number. */
		orderReferenceNumber: endpoint({
			method: 'get',
			path: '/cashiers/{id}/inventories/order-reference-number',
			params: cashierParams,
			query: orderReferenceQuerySchema,
			answers: { 200: orderReferenceAnswerSchema },
		}),
		/** The filtered records' money in, out and net (ledger-totals.ts). */
		totals: endpoint({
			method: 'get',
			path: '/cashiers/{id}/inventories/totals',
			params: cashierParams,
			query: inventoryTotalsQuerySchema,
			answers: { 200: inventoryTotalsSchema },
		}),
	},
	payments: {
		list: endpoint({
			method: 'get',
			path: '/cashiers/{id}/payments',
			params: cashierParams,
			query: paymentListQuerySchema,
			answers: { 200: paymentListSchema },
		}),
		/** What is left to receive and to pay of the filtered installments (ledger-totals.ts). */
		totals: endpoint({
			method: 'get',
			path: '/cashiers/{id}/payments/totals',
			params: cashierParams,
			query: paymentTotalsQuerySchema,
			answers: { 200: paymentTotalsSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/cashiers/{id}/payments/{paymentId}',
			params: paymentParams,
			answers: { 200: paymentSchema },
		}),
		/** An installment's partial payments. */
		children: endpoint({
			method: 'get',
			path: '/cashiers/{id}/payments/{paymentId}/children',
			params: paymentParams,
			answers: { 200: paymentListSchema },
		}),
		update: endpoint({
			method: 'put',
			path: '/cashiers/{id}/payments/{paymentId}',
			params: paymentParams,
			body: paymentUpdateBodySchema,
			answers: { 200: paymentSchema },
		}),
		follow: endpoint({
			method: 'put',
			path: '/cashiers/{id}/payments/{paymentId}/follow',
			params: paymentParams,
			body: followBodySchema,
			answers: { 200: paymentSchema },
		}),
		/**
		 * Pays part of an installment: the new child payment, its path in Location. Replayed, not
		 * doubled, under the same Idempotency-Key.
		 */
		partial: endpoint({
			method: 'post',
			path: '/cashiers/{id}/payments/{paymentId}/partial-payment',
			params: paymentParams,
			headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
			body: partialPaymentBodySchema,
			answers: { 201: paymentSchema },
		}),
		interestAndLateFee: endpoint({
			method: 'post',
			path: '/cashiers/{id}/payments/{paymentId}/interest-and-late-fee',
			params: paymentParams,
			body: interestAndLateFeeBodySchema,
			answers: { 200: paymentSchema },
		}),
	},
	// The record form's pickers: the cashier's unit's things, for whoever writes its records.
	categories: {
		list: endpoint({
			method: 'get',
			path: '/cashiers/{id}/categories',
			params: cashierParams,
			query: cashierCategoryListQuerySchema,
			answers: { 200: categoryListSchema },
		}),
		create: endpoint({
			method: 'post',
			path: '/cashiers/{id}/categories',
			params: cashierParams,
			body: categoryBodySchema,
			answers: { 201: categorySchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/cashiers/{id}/categories/{categoryId}',
			params: z.object({ id: z.uuid(), categoryId: z.uuid() }),
			answers: { 200: categorySchema },
		}),
	},
	clientsOrSuppliers: {
		list: endpoint({
			method: 'get',
			path: '/cashiers/{id}/clients-or-suppliers',
			params: cashierParams,
			query: cashierClientOrSupplierListQuerySchema,
			answers: { 200: clientOrSupplierListSchema },
		}),
		create: endpoint({
			method: 'post',
			path: '/cashiers/{id}/clients-or-suppliers',
			params: cashierParams,
			body: clientOrSupplierBodySchema,
			answers: { 201: clientOrSupplierSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/cashiers/{id}/clients-or-suppliers/{clientOrSupplierId}',
			params: z.object({ id: z.uuid(), clientOrSupplierId: z.uuid() }),
			answers: { 200: clientOrSupplierSchema },
		}),
	},
	products: {
		list: endpoint({
			method: 'get',
			path: '/cashiers/{id}/products',
			params: cashierParams,
			query: cashierProductListQuerySchema,
			answers: { 200: productListSchema },
		}),
		create: endpoint({
			method: 'post',
			path: '/cashiers/{id}/products',
			params: cashierParams,
			body: productBodySchema,
			answers: { 201: productSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/cashiers/{id}/products/{productId}',
			params: z.object({ id: z.uuid(), productId: z.uuid() }),
			answers: { 200: productSchema },
		}),
	},
	financialInstitutions: {
		list: endpoint({
			method: 'get',
			path: '/cashiers/{id}/financial-institutions',
			params: cashierParams,
			query: financialInstitutionListQuerySchema,
			answers: { 200: financialInstitutionListSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/cashiers/{id}/financial-institutions/{institutionId}',
			params: z.object({ id: z.uuid(), institutionId: institutionIdSchema }),
			answers: { 200: financialInstitutionSchema },
		}),
	},
	/** The product lines its records used so far, most recently used first. */
	items: {
		list: endpoint({
			method: 'get',
			path: '/cashiers/{id}/items',
			params: cashierParams,
			query: cashierItemListQuerySchema,
			answers: { 200: cashierItemListSchema },
		}),
	},
}
