import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '@caixa/testing'

type Operation = { security?: unknown[]; responses: Record<string, unknown> }

// The master-data part of the OpenAPI document: every call needs a session, lists every refusal
// as problem+json, and a create says where the new thing is.
describe('the OpenAPI document of master data', () => {
	const api = useTestApi()
	let paths: Record<string, Record<string, Operation>>

	beforeAll(async () => {
		const response = await api.get('/openapi.json')
		paths = ((await response.json()) as { paths: typeof paths }).paths
	})

	it('documents each call with its session, refusals and Location', () => {
		const units = '/caixa/api/units/{unitId}'
		const operations = [
			[`${units}/categories`, 'get', ['200', '401', '404', '422']],
			[`${units}/categories`, 'post', ['201', '401', '404', '422']],
			[`${units}/categories/{categoryId}`, 'get', ['200', '401', '404']],
			[`${units}/categories/{categoryId}`, 'put', ['200', '401', '404', '409', '422']],
			[`${units}/categories/{categoryId}`, 'delete', ['204', '401', '404', '409']],
			[`${units}/clients-or-suppliers`, 'get', ['200', '401', '404', '422']],
			[`${units}/clients-or-suppliers`, 'post', ['201', '401', '404', '422']],
			[`${units}/clients-or-suppliers/{clientOrSupplierId}`, 'get', ['200', '401', '404']],
			[`${units}/clients-or-suppliers/{clientOrSupplierId}`, 'put', ['200', '401', '404', '422']],
			[
				`${units}/clients-or-suppliers/{clientOrSupplierId}`,
				'delete',
				['204', '401', '404', '409'],
			],
			[`${units}/products`, 'get', ['200', '401', '404', '422']],
			[`${units}/products`, 'post', ['201', '401', '404', '409', '422']],
			[`${units}/products/{productId}`, 'get', ['200', '401', '404']],
			[`${units}/products/{productId}`, 'put', ['200', '401', '404', '409', '422']],
			[`${units}/financial-institutions`, 'get', ['200', '401', '404', '422']],
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
			if (method === 'post')
				expect(JSON.stringify(operation?.responses['201'])).toContain('Location')
		}
		expect(JSON.stringify(paths[`${units}/categories/{categoryId}`]?.delete)).toContain(
			'CATEGORY_IN_USE',
		)
	})
})
