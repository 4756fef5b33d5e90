import * as z from 'zod'
import { photoBodySchema } from '../authentication'
import {
	companyBodySchema,
	companyFullSchema,
	companyListQuerySchema,
	companyListSchema,
	companySchema,
	companyUnitListQuerySchema,
} from '../company'
import { companyUnitBodySchema } from '../company-unit'
import {
	marketplaceBodySchema,
	marketplaceCompanyListQuerySchema,
	marketplaceListQuerySchema,
	marketplaceListSchema,
	marketplaceSchema,
} from '../marketplace'
import {
	subAcquirerListQuerySchema,
	subAcquirerListSchema,
	subAcquirerSchema,
} from '../sub-acquirer'
import { unitListSchema, unitSchema } from '../unit'
import { unitUpdateBodySchema } from '../unit-details'
import { collaboratorEndpoints } from './collaborators'
import { endpoint } from './endpoint'

// Companies and their units, marketplaces and the companies they group, and the product staff's
// management calls.

const companyParams = z.object({ companyId: z.uuid() })
const companyUnitParams = z.object({ companyId: z.uuid(), unitId: z.uuid() })
const marketplaceParams = z.object({ marketplaceId: z.uuid() })

const companyUnitCollaborators = collaboratorEndpoints('/companies/{companyId}/units/{unitId}', {
	companyId: z.uuid(),
	unitId: z.uuid(),
})

export const companies = {
	list: endpoint({
		method: 'get',
		path: '/companies',
		query: companyListQuerySchema,
		answers: { 200: companyListSchema },
	}),
	create: endpoint({
		method: 'post',
		path: '/companies',
		body: companyBodySchema,
		answers: { 201: companySchema },
	}),
	get: endpoint({
		method: 'get',
		path: '/companies/{companyId}',
		params: companyParams,
		answers: { 200: companySchema },
	}),
	/** The company and the figures of its page. */
	full: endpoint({
		method: 'get',
		path: '/companies/{companyId}/full',
		params: companyParams,
		answers: { 200: companyFullSchema },
	}),
	update: endpoint({
		method: 'put',
		path: '/companies/{companyId}',
		params: companyParams,
		body: companyBodySchema,
		answers: { 200: companySchema },
	}),
	photo: endpoint({
		method: 'put',
		path: '/companies/{companyId}/photo',
		params: companyParams,
		body: photoBodySchema,
		answers: { 200: companySchema },
	}),
	units: {
		list: endpoint({
			method: 'get',
			path: '/companies/{companyId}/units',
			params: companyParams,
			query: companyUnitListQuerySchema,
			answers: { 200: unitListSchema },
		}),
		/** 201 with a new unit; 200 when one of the owner's own units joins. */
		add: endpoint({
			method: 'post',
			path: '/companies/{companyId}/units',
			params: companyParams,
			body: companyUnitBodySchema,
			answers: { 200: unitSchema, 201: unitSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/companies/{companyId}/units/{unitId}',
			params: companyUnitParams,
			answers: { 200: unitSchema },
		}),
		update: endpoint({
			method: 'put',
			path: '/companies/{companyId}/units/{unitId}',
			params: companyUnitParams,
			body: unitUpdateBodySchema,
			answers: { 200: unitSchema },
		}),
		/** Takes the unit out of the company. */
		detach: endpoint({
			method: 'delete',
			path: '/companies/{companyId}/units/{unitId}',
			params: companyUnitParams,
			answers: { 204: null },
		}),
		/** Adding someone to one unit of the company, and finding whom. */
		collaborators: {
			add: companyUnitCollaborators.add,
			profiles: companyUnitCollaborators.profiles,
		},
	},
	collaborators: collaboratorEndpoints('/companies/{companyId}', { companyId: z.uuid() }),
}

export const marketplaces = {
	list: endpoint({
		method: 'get',
		path: '/marketplaces',
		query: marketplaceListQuerySchema,
		answers: { 200: marketplaceListSchema },
	}),
	create: endpoint({
		method: 'post',
		path: '/marketplaces',
		body: marketplaceBodySchema,
		answers: { 201: marketplaceSchema },
	}),
	get: endpoint({
		method: 'get',
		path: '/marketplaces/{marketplaceId}',
		params: marketplaceParams,
		answers: { 200: marketplaceSchema },
	}),
	companies: {
		list: endpoint({
			method: 'get',
			path: '/marketplaces/{marketplaceId}/companies',
			params: marketplaceParams,
			query: marketplaceCompanyListQuerySchema,
			answers: { 200: companyListSchema },
		}),
		create: endpoint({
			method: 'post',
			path: '/marketplaces/{marketplaceId}/companies',
			params: marketplaceParams,
			body: companyBodySchema,
			answers: { 201: companySchema },
		}),
	},
}

/** For staff of the product only (anyone else: 404). */
export const management = {
	subAcquirers: {
		list: endpoint({
			method: 'get',
			path: '/management/sub-acquirers',
			query: subAcquirerListQuerySchema,
			answers: { 200: subAcquirerListSchema },
		}),
		get: endpoint({
			method: 'get',
			path: '/sub-acquirers/{id}',
			params: z.object({ id: z.uuid() }),
			answers: { 200: subAcquirerSchema },
		}),
	},
}
