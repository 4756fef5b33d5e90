import { validate } from '@readme/openapi-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '@caixa/testing'

interface OpenApiDocument {
	openapi: string
	info: { title: string; version: string }
	paths: Record<
		string,
		Record<string, { security?: unknown[]; responses: Record<string, unknown> }>
	>
	components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> }
}

describe('GET /caixa/api/openapi.json', () => {
	const api = useTestApi()
	let document: OpenApiDocument

	beforeAll(async () => {
		const response = await api.get('/openapi.json')
		expect(response.status).toBe(200)
		document = (await response.json()) as OpenApiDocument
	})

	it('is an OpenAPI 3.1 document', () => {
		expect(document.openapi).toBe('3.1.0')
		expect(document.info.title).toBe('Caixa API')
	})

	it('validates against the OpenAPI 3.1 schema, references resolved', async () => {
		// structuredClone: the validator dereferences in place.
		const result = await validate(structuredClone(document) as never)
		expect(result.valid, JSON.stringify(result.valid ? [] : result.errors)).toBe(true)
		// The same validator refuses a broken document, so the check above can fail.
		const broken = await validate({ ...structuredClone(document), info: undefined } as never)
		expect(broken.valid).toBe(false)
		// Two full validations of a document of 80-odd paths: seconds on a loaded 2-core machine.
	}, 30_000)

	it('lists every route with its full path', () => {
		expect(Object.keys(document.paths).sort()).toEqual([
			'/caixa/api/accounts',
			'/caixa/api/accounts/invites',
			'/caixa/api/auditors',
			'/caixa/api/auditors/cashiers/{id}',
			'/caixa/api/auditors/cashiers/{id}/categories',
			'/caixa/api/auditors/cashiers/{id}/categories/{categoryId}',
			'/caixa/api/auditors/cashiers/{id}/clients-or-suppliers',
			'/caixa/api/auditors/cashiers/{id}/clients-or-suppliers/{clientOrSupplierId}',
			'/caixa/api/auditors/cashiers/{id}/inventories',
			'/caixa/api/auditors/cashiers/{id}/inventories/{inventoryId}',
			'/caixa/api/auditors/cashiers/{id}/inventories/{inventoryId}/comments',
			'/caixa/api/auditors/cashiers/{id}/inventories/{inventoryId}/reactions',
			'/caixa/api/authentication',
			'/caixa/api/authentication/check',
			'/caixa/api/authentication/check/google',
			'/caixa/api/authentication/check/linkedin',
			'/caixa/api/authentication/logout',
			'/caixa/api/cashiers',
			'/caixa/api/cashiers/{id}',
			'/caixa/api/cashiers/{id}/categories',
			'/caixa/api/cashiers/{id}/categories/{categoryId}',
			'/caixa/api/cashiers/{id}/clients-or-suppliers',
			'/caixa/api/cashiers/{id}/clients-or-suppliers/{clientOrSupplierId}',
			'/caixa/api/cashiers/{id}/financial-institutions',
			'/caixa/api/cashiers/{id}/financial-institutions/{institutionId}',
			'/caixa/api/cashiers/{id}/inventories',
			'/caixa/api/cashiers/{id}/inventories/order-reference-number',
			'/caixa/api/cashiers/{id}/inventories/totals',
			'/caixa/api/cashiers/{id}/inventories/{inventoryId}',
			'/caixa/api/cashiers/{id}/inventories/{inventoryId}/comments',
			'/caixa/api/cashiers/{id}/inventories/{inventoryId}/reactions',
			'/caixa/api/cashiers/{id}/items',
			'/caixa/api/cashiers/{id}/payments',
			'/caixa/api/cashiers/{id}/payments/totals',
			'/caixa/api/cashiers/{id}/payments/{paymentId}',
			'/caixa/api/cashiers/{id}/payments/{paymentId}/children',
			'/caixa/api/cashiers/{id}/payments/{paymentId}/follow',
			'/caixa/api/cashiers/{id}/payments/{paymentId}/interest-and-late-fee',
			'/caixa/api/cashiers/{id}/payments/{paymentId}/partial-payment',
			'/caixa/api/cashiers/{id}/products',
			'/caixa/api/cashiers/{id}/products/{productId}',
			'/caixa/api/companies',
			'/caixa/api/companies/{companyId}',
			'/caixa/api/companies/{companyId}/collaborators',
			'/caixa/api/companies/{companyId}/collaborators/{profileId}',
			'/caixa/api/companies/{companyId}/full',
			'/caixa/api/companies/{companyId}/photo',
			'/caixa/api/companies/{companyId}/profiles',
			'/caixa/api/companies/{companyId}/units',
			'/caixa/api/companies/{companyId}/units/{unitId}',
			'/caixa/api/companies/{companyId}/units/{unitId}/collaborators',
			'/caixa/api/companies/{companyId}/units/{unitId}/profiles',
			'/caixa/api/health',
			'/caixa/api/invites/cashiers',
			'/caixa/api/invites/cashiers/{cashierId}',
			'/caixa/api/management/sub-acquirers',
			'/caixa/api/marketplaces',
			'/caixa/api/marketplaces/{marketplaceId}',
			'/caixa/api/marketplaces/{marketplaceId}/companies',
			'/caixa/api/multimedia',
			'/caixa/api/multimedia/content/{id}.jpg',
			'/caixa/api/outside/posts',
			'/caixa/api/overview',
			'/caixa/api/prices',
			'/caixa/api/publics/units',
			'/caixa/api/reports/companies/{companyId}/cash-flow',
			'/caixa/api/reports/companies/{companyId}/dre',
			'/caixa/api/reports/marketplaces/{marketplaceId}/cash-flow',
			'/caixa/api/reports/marketplaces/{marketplaceId}/dre',
			'/caixa/api/reports/units/{unitId}/cash-flow',
			'/caixa/api/reports/units/{unitId}/cash-flow-by-day',
			'/caixa/api/reports/units/{unitId}/dre',
			'/caixa/api/reports/units/{unitId}/dre-by-year',
			'/caixa/api/reports/units/{unitId}/dre-last',
			'/caixa/api/reports/units/{unitId}/dre/categories/{categoryId}',
			'/caixa/api/reports/units/{unitId}/payments',
			'/caixa/api/reports/units/{unitId}/payments/export',
			'/caixa/api/session',
			'/caixa/api/session/is-management',
			'/caixa/api/session/photo',
			'/caixa/api/sub-acquirers/{id}',
			'/caixa/api/units',
			'/caixa/api/units/{unitId}',
			'/caixa/api/units/{unitId}/cashiers',
			'/caixa/api/units/{unitId}/cashiers/{cashierId}',
			'/caixa/api/units/{unitId}/cashiers/{cashierId}/auditors',
			'/caixa/api/units/{unitId}/cashiers/{cashierId}/auditors/accept',
			'/caixa/api/units/{unitId}/cashiers/{cashierId}/auditors/invites/{inviteId}',
			'/caixa/api/units/{unitId}/cashiers/{cashierId}/auditors/{auditorId}',
			'/caixa/api/units/{unitId}/cashiers/{cashierId}/collaborators',
			'/caixa/api/units/{unitId}/cashiers/{cashierId}/collaborators/{profileId}',
			'/caixa/api/units/{unitId}/cashiers/{cashierId}/profiles',
			'/caixa/api/units/{unitId}/categories',
			'/caixa/api/units/{unitId}/categories/{categoryId}',
			'/caixa/api/units/{unitId}/clients-or-suppliers',
			'/caixa/api/units/{unitId}/clients-or-suppliers/{clientOrSupplierId}',
			'/caixa/api/units/{unitId}/collaborators',
			'/caixa/api/units/{unitId}/collaborators/{profileId}',
			'/caixa/api/units/{unitId}/cost-of-goods-sold',
			'/caixa/api/units/{unitId}/financial-institutions',
			'/caixa/api/units/{unitId}/full',
			'/caixa/api/units/{unitId}/internal-transfers',
			'/caixa/api/units/{unitId}/internal-transfers/totals',
			'/caixa/api/units/{unitId}/internal-transfers/{transferId}',
			'/caixa/api/units/{unitId}/inventories',
			'/caixa/api/units/{unitId}/inventories/movements',
			'/caixa/api/units/{unitId}/inventories/movements/{movementId}',
			'/caixa/api/units/{unitId}/photo',
			'/caixa/api/units/{unitId}/products',
			'/caixa/api/units/{unitId}/products/{productId}',
			'/caixa/api/units/{unitId}/profiles',
		])
		expect(Object.keys(document.paths['/caixa/api/session'] ?? {})).toEqual(['get', 'put'])
		expect(Object.keys(document.paths['/caixa/api/authentication/logout'] ?? {})).toEqual(['post'])
	})

	it('describes the photo upload as multipart/form-data with a binary file', () => {
		const upload = JSON.stringify(document.paths['/caixa/api/multimedia']?.post)
		expect(upload).toContain(
			'"multipart/form-data":{"schema":{"$ref":"#/components/schemas/MultimediaUpload"}}',
		)
		expect(JSON.stringify(document.components.schemas.MultimediaUpload)).toContain('"binary"')
		expect(Object.keys(document.paths['/caixa/api/multimedia/content/{id}.jpg'] ?? {})).toEqual([
			'get',
		])
		expect(document.paths['/caixa/api/prices']?.get?.security).toEqual([])
		expect(document.paths['/caixa/api/outside/posts']?.get?.security).toEqual([])
		expect(document.paths['/caixa/api/session/photo']?.put?.security).toEqual([{ bearer: [] }])
	})

	it('documents sign-in: public calls, 202 without a body, refusals with their codes', () => {
		const paths = document.paths
		for (const path of ['/caixa/api/accounts', '/caixa/api/authentication']) {
			expect(Object.keys(paths[path] ?? {})).toEqual(['post'])
			expect(paths[path]?.post?.security).toEqual([])
			expect(Object.keys(paths[path]?.post?.responses ?? {}).sort()).toEqual(['202', '422', '429'])
			expect(JSON.stringify(paths[path]?.post?.responses['429'])).toContain('Retry-After')
		}
		expect(Object.keys(paths['/caixa/api/authentication/check']?.post?.responses ?? {})).toEqual(
			expect.arrayContaining(['200', '404', '410']),
		)
		for (const provider of ['google', 'linkedin']) {
			const check = paths[`/caixa/api/authentication/check/${provider}`]?.get
			expect(JSON.stringify(check?.responses['401'])).toContain('EMAIL_NOT_VERIFIED')
		}
		expect(paths['/caixa/api/session/is-management']?.get?.security).toEqual([{ bearer: [] }])
	})

	it('documents units and cashiers: a session, every refusal, and the Location of a create', () => {
		const paths = document.paths
		const operations = [
			['/caixa/api/publics/units', 'post', ['201', '401', '422']],
			['/caixa/api/units', 'get', ['200', '401', '422']],
			['/caixa/api/units/{unitId}', 'get', ['200', '401', '404']],
			['/caixa/api/units/{unitId}/cashiers', 'get', ['200', '401', '404', '422']],
			// 409: an opening balance the unit's ledger bound has no room for (LEDGER_LIMIT).
			['/caixa/api/units/{unitId}/cashiers', 'post', ['201', '401', '404', '409', '422']],
			['/caixa/api/units/{unitId}/cashiers/{cashierId}', 'get', ['200', '401', '404']],
			['/caixa/api/cashiers', 'get', ['200', '401', '422']],
			['/caixa/api/cashiers/{id}', 'get', ['200', '401', '404']],
			['/caixa/api/cashiers/{id}', 'delete', ['204', '401', '404', '409']],
			['/caixa/api/auditors', 'get', ['200', '401', '422']],
			['/caixa/api/accounts/invites', 'post', ['202', '401', '422', '429']],
		] as const
		for (const [path, method, statuses] of operations) {
			const operation = paths[path]?.[method]
			expect(operation?.security, `${method} ${path}`).toEqual([{ bearer: [] }])
			expect(Object.keys(operation?.responses ?? {}).sort(), `${method} ${path}`).toEqual([
				...statuses,
			])
			for (const status of statuses.filter((status) => status >= '400')) {
				expect(JSON.stringify(operation?.responses[status])).toContain('application/problem+json')
			}
		}
		expect(JSON.stringify(paths['/caixa/api/publics/units']?.post?.responses['201'])).toContain(
			'Location',
		)
		expect(
			JSON.stringify(paths['/caixa/api/units/{unitId}/cashiers']?.post?.responses['201']),
		).toContain('Location')
		expect(JSON.stringify(paths['/caixa/api/accounts/invites']?.post?.responses['429'])).toContain(
			'Retry-After',
		)
		expect(Object.keys(document.components.schemas)).toEqual(
			expect.arrayContaining(['Unit', 'Cashier', 'QuickStartBody', 'NewCashierBody']),
		)
	})

	it('documents editing a unit and its collaborators: owner-only refusals, the Location of an add', () => {
		const paths = document.paths
		const operations = [
			['/caixa/api/units/{unitId}', 'put', ['200', '401', '404', '409', '422']],
			['/caixa/api/units/{unitId}/full', 'get', ['200', '401', '404']],
			['/caixa/api/units/{unitId}/photo', 'put', ['200', '401', '404', '422']],
			['/caixa/api/units/{unitId}/collaborators', 'get', ['200', '401', '404', '422']],
			['/caixa/api/units/{unitId}/collaborators', 'post', ['200', '201', '401', '404', '422']],
			['/caixa/api/units/{unitId}/collaborators/{profileId}', 'get', ['200', '401', '404']],
			['/caixa/api/units/{unitId}/collaborators/{profileId}', 'delete', ['204', '401', '404']],
			['/caixa/api/units/{unitId}/profiles', 'get', ['200', '401', '404', '422', '429']],
		] as const
		for (const [path, method, statuses] of operations) {
			const operation = paths[path]?.[method]
			expect(operation?.security, `${method} ${path}`).toEqual([{ bearer: [] }])
			expect(Object.keys(operation?.responses ?? {}).sort(), `${method} ${path}`).toEqual([
				...statuses,
			])
		}
		expect(
			JSON.stringify(paths['/caixa/api/units/{unitId}/collaborators']?.post?.responses['201']),
		).toContain('Location')
		expect(JSON.stringify(paths['/caixa/api/units/{unitId}/profiles']?.get)).toContain(
			'whole e-mail address',
		)
		expect(Object.keys(document.components.schemas)).toEqual(
			expect.arrayContaining(['UnitFull', 'UnitUpdateBody', 'InterestDefaults', 'Collaborator']),
		)
	})

	it('declares the bearer scheme and uses it on session routes', () => {
		expect(document.components.securitySchemes.bearer).toEqual(
			expect.objectContaining({ type: 'http', scheme: 'bearer' }),
		)
		expect(document.paths['/caixa/api/session']?.get?.security).toEqual([{ bearer: [] }])
		// A public call says so with an empty list: no scheme needed, rather than nothing said.
		expect(document.paths['/caixa/api/health']?.get?.security).toEqual([])
	})

	it('names the contract schemas as components, problem+json included', () => {
		expect(Object.keys(document.components.schemas)).toEqual(
			expect.arrayContaining(['Session', 'Problem', 'Health', 'Language']),
		)
		expect(JSON.stringify(document.paths['/caixa/api/session']?.get?.responses['401'])).toContain(
			'application/problem+json',
		)
	})

	it('has no dangling references', () => {
		const text = JSON.stringify(document)
		const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1])
		expect(refs.length).toBeGreaterThan(0)
		for (const ref of refs) expect(document.components.schemas).toHaveProperty([ref ?? ''])
	})

	// A named object used as `.nullable()` somewhere becomes nullable everywhere it is referenced;
	// a use that may be null says so with anyOf [$ref, null] instead (contract/payment.ts).
	it('never makes a named object schema nullable itself', () => {
		const nullable = Object.entries(document.components.schemas)
			.filter(([, schema]) => {
				const type = (schema as { type?: unknown }).type
				return Array.isArray(type) && type.includes('object') && type.includes('null')
			})
			.map(([name]) => name)
		expect(nullable).toEqual([])
	})
})
