import * as z from 'zod'
import { photoBodySchema } from '../authentication'
import { newCashierBodySchema } from '../cashier'
import {
	categoryBodySchema,
	categoryListQuerySchema,
	categoryListSchema,
	categorySchema,
	categoryUpdateBodySchema,
} from '../category'
import {
	clientOrSupplierBodySchema,
	clientOrSupplierListQuerySchema,
	clientOrSupplierListSchema,
	clientOrSupplierSchema,
	clientOrSupplierUpdateBodySchema,
} from '../client-or-supplier'
import {
	financialInstitutionListQuerySchema,
	financialInstitutionListSchema,
} from '../financial-institution'
import {
	productBodySchema,
	productListQuerySchema,
	productListSchema,
	productSchema,
	productUpdateBodySchema,
} from '../product'
import {
	internalTransferFilterSchema,
	internalTransferListQuerySchema,
	internalTransferListSchema,
	internalTransferSchema,
	internalTransferTotalsSchema,
	newInternalTransferBodySchema,
} from '../internal-transfer'
import { quickStartBodySchema } from '../quick-start'
import { cashierSchema } from '../cashier'
import { unitListQuerySchema, unitListSchema, unitSchema } from '../unit'
import {
	cashierUpdateBodySchema,
	unitCashierListQuerySchema,
	unitCashierListSchema,
	unitCashierSchema,
} from '../unit-cashier'
import { unitFullSchema, unitUpdateBodySchema } from '../unit-details'
import { cashierAuditorEndpoints } from './auditors'
import { collaboratorEndpoints } from './collaborators'
import { endpoint } from './endpoint'
import { costOfGoodsSoldEndpoint, stockEndpoints } from './stock'

// Units (the owner's and collaborators' view): the unit, its cashiers and their collaborators,
// its own collaborators, and its named things (categories, clients or suppliers, products).

const unitParams = z.object({ unitId: z.uuid() })
const cashierParams = z.object({ unitId: z.uuid(), cashierId: z.uuid() })

export const publics = {
	units: {
		/** The quick start: a unit and its first cashier; the cashier's path in Location. */
		create: endpoint({
			method: 'post',
			path: '/publics/units',
			body: quickStartBodySchema,
			answers: { 201: cashierSchema },
		}),
	},
}

export const units = {
	/** The unit's stock of goods (not a cashier's records): contract/stock.ts. */
	inventories: stockEndpoints,
	costOfGoodsSold: costOfGoodsSoldEndpoint,
	list: endpoint({
		method: 'get',
		path: '/units',
		query: unitListQuerySchema,
		answers: { 200: unitListSchema },
	}),
	get: endpoint({
		method: 'get',
		path: '/units/{unitId}',
		params: unitParams,
		answers: { 200: unitSchema },
	}),
	/** The unit with what its x-ray menu shows. */
	full: endpoint({
		method: 'get',
		path: '/units/{unitId}/full',
		params: unitParams,
		answers: { 200: unitFullSchema },
	}),
	update: endpoint({
		method: 'put',
		path: '/units/{unitId}',
		params: unitParams,
		body: unitUpdateBodySchema,
		answers: { 200: unitSchema },
	}),
	photo: endpoint({
		method: 'put',
		path: '/units/{unitId}/photo',
		params: unitParams,
		body: photoBodySchema,
		answers: { 200: unitSchema },
	}),
	cashiers: {
		list: endpoint({
			method: 'get',
			path: '/units/{unitId}/cashiers',
			params: unitParams,
			query: unitCashierListQuerySchema,
			answers: { 200: unitCashierListSchema },
		}),
		create: endpoint({
			method: 'post',
			path: '/units/{unitId}/cashiers',
			params: unitParams,
			body: newCashierBodySchema,
			answers: { 201: unitCashierSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/units/{unitId}/cashiers/{cashierId}',
			params: cashierParams,
			answers: { 200: unitCashierSchema },
		}),
		update: endpoint({
			method: 'put',
			path: '/units/{unitId}/cashiers/{cashierId}',
			params: cashierParams,
			body: cashierUpdateBodySchema,
			answers: { 200: unitCashierSchema },
		}),
		/** 204 when it was empty and is deleted; 200 with the cashier when it was archived. */
		remove: endpoint({
			method: 'delete',
			path: '/units/{unitId}/cashiers/{cashierId}',
			params: cashierParams,
			answers: { 200: unitCashierSchema, 204: null },
		}),
		collaborators: collaboratorEndpoints('/units/{unitId}/cashiers/{cashierId}', {
			unitId: z.uuid(),
			cashierId: z.uuid(),
		}),
		auditors: cashierAuditorEndpoints,
	},
	collaborators: collaboratorEndpoints('/units/{unitId}', { unitId: z.uuid() }),
	categories: {
		list: endpoint({
			method: 'get',
			path: '/units/{unitId}/categories',
			params: unitParams,
			query: categoryListQuerySchema,
			answers: { 200: categoryListSchema },
		}),
		create: endpoint({
			method: 'post',
			path: '/units/{unitId}/categories',
			params: unitParams,
			body: categoryBodySchema,
			answers: { 201: categorySchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/units/{unitId}/categories/{categoryId}',
			params: z.object({ unitId: z.uuid(), categoryId: z.uuid() }),
			answers: { 200: categorySchema },
		}),
		update: endpoint({
			method: 'put',
			path: '/units/{unitId}/categories/{categoryId}',
			params: z.object({ unitId: z.uuid(), categoryId: z.uuid() }),
			body: categoryUpdateBodySchema,
			answers: { 200: categorySchema },
		}),
		remove: endpoint({
			method: 'delete',
			path: '/units/{unitId}/categories/{categoryId}',
			params: z.object({ unitId: z.uuid(), categoryId: z.uuid() }),
			answers: { 204: null },
		}),
	},
	clientsOrSuppliers: {
		list: endpoint({
			method: 'get',
			path: '/units/{unitId}/clients-or-suppliers',
			params: unitParams,
			query: clientOrSupplierListQuerySchema,
			answers: { 200: clientOrSupplierListSchema },
		}),
		create: endpoint({
			method: 'post',
			path: '/units/{unitId}/clients-or-suppliers',
			params: unitParams,
			body: clientOrSupplierBodySchema,
			answers: { 201: clientOrSupplierSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/units/{unitId}/clients-or-suppliers/{clientOrSupplierId}',
			params: z.object({ unitId: z.uuid(), clientOrSupplierId: z.uuid() }),
			answers: { 200: clientOrSupplierSchema },
		}),
		update: endpoint({
			method: 'put',
			path: '/units/{unitId}/clients-or-suppliers/{clientOrSupplierId}',
			params: z.object({ unitId: z.uuid(), clientOrSupplierId: z.uuid() }),
			body: clientOrSupplierUpdateBodySchema,
			answers: { 200: clientOrSupplierSchema },
		}),
		remove: endpoint({
			method: 'delete',
			path: '/units/{unitId}/clients-or-suppliers/{clientOrSupplierId}',
			params: z.object({ unitId: z.uuid(), clientOrSupplierId: z.uuid() }),
			answers: { 204: null },
		}),
	},
	products: {
		list: endpoint({
			method: 'get',
			path: '/units/{unitId}/products',
			params: unitParams,
			query: productListQuerySchema,
			answers: { 200: productListSchema },
		}),
		create: endpoint({
			method: 'post',
			path: '/units/{unitId}/products',
			params: unitParams,
			body: productBodySchema,
			answers: { 201: productSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/units/{unitId}/products/{productId}',
			params: z.object({ unitId: z.uuid(), productId: z.uuid() }),
			answers: { 200: productSchema },
		}),
		update: endpoint({
			method: 'put',
			path: '/units/{unitId}/products/{productId}',
			params: z.object({ unitId: z.uuid(), productId: z.uuid() }),
			body: productUpdateBodySchema,
			answers: { 200: productSchema },
		}),
	},
	financialInstitutions: {
		list: endpoint({
			method: 'get',
			path: '/units/{unitId}/financial-institutions',
			params: unitParams,
			query: financialInstitutionListQuerySchema,
			answers: { 200: financialInstitutionListSchema },
		}),
	},
	internalTransfers: {
		list: endpoint({
			method: 'get',
			path: '/units/{unitId}/internal-transfers',
			params: unitParams,
			query: internalTransferListQuerySchema,
			answers: { 200: internalTransferListSchema },
		}),
		/** What the rows the same filters keep add up to (the list screen's totals). */
		totals: endpoint({
			method: 'get',
			path: '/units/{unitId}/internal-transfers/totals',
			params: unitParams,
			query: internalTransferFilterSchema,
			answers: { 200: internalTransferTotalsSchema },
		}),
		/** Replayed, not doubled, under the same Idempotency-Key. */
		create: endpoint({
			method: 'post',
			path: '/units/{unitId}/internal-transfers',
			params: unitParams,
			headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
			body: newInternalTransferBodySchema,
			answers: { 201: internalTransferSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/units/{unitId}/internal-transfers/{transferId}',
			params: z.object({ unitId: z.uuid(), transferId: z.uuid() }),
			answers: { 200: internalTransferSchema },
		}),
		remove: endpoint({
			method: 'delete',
			path: '/units/{unitId}/internal-transfers/{transferId}',
			params: z.object({ unitId: z.uuid(), transferId: z.uuid() }),
			answers: { 204: null },
		}),
	},
}
