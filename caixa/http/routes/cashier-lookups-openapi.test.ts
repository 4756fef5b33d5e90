import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '@caixa/testing'

type Operation = {
	security?: unknown[]
	description?: string
	responses: Record<string, unknown>
}

// The cashier's pickers in the OpenAPI document: every call needs a session, lists its refusals
// as problem+json, a create says where the new thing is, and each says who may call it.
describe('the OpenAPI document of a cashier’s pickers', () => {
	const api = useTestApi()
	let paths: Record<string, Record<string, Operation>>

	beforeAll(async () => {
		const response = await api.get('/openapi.json')
		paths = ((await response.json()) as { paths: typeof paths }).paths
	})

	it('documents each call with its session, refusals, audience and Location', () => {
		const cashier = '/caixa/api/cashiers/{id}'
		const operations = [
			[`${cashier}/categories`, 'get', ['200', '401', '404', '422']],
			[`${cashier}/categories`, 'post', ['201', '401', '404', '422']],
			[`${cashier}/categories/{categoryId}`, 'get', ['200', '401', '404']],
			[`${cashier}/clients-or-suppliers`, 'get', ['200', '401', '404', '422']],
			[`${cashier}/clients-or-suppliers`, 'post', ['201', '401', '404', '422']],
			[`${cashier}/clients-or-suppliers/{clientOrSupplierId}`, 'get', ['200', '401', '404']],
			[`${cashier}/products`, 'get', ['200', '401', '404', '422']],
			[`${cashier}/products`, 'post', ['201', '401', '404', '409', '422']],
			[`${cashier}/products/{productId}`, 'get', ['200', '401', '404']],
			[`${cashier}/financial-institutions`, 'get', ['200', '401', '404', '422']],
			[`${cashier}/financial-institutions/{institutionId}`, 'get', ['200', '401', '404']],
			[`${cashier}/items`, 'get', ['200', '401', '404', '422']],
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
			expect(operation?.description, `${method} ${path}`).toContain('cashier’s own collaborators')
			if (method === 'post') {
				expect(JSON.stringify(operation?.responses['201'])).toContain('Location')
				expect(operation?.description).toContain('product decision')
			}
		}
		// No change or delete through the cashier: those stay on the unit.
		for (const path of [`${cashier}/categories/{categoryId}`, `${cashier}/products/{productId}`]) {
			expect(Object.keys(paths[path] ?? {})).toEqual(['get'])
		}
	})
})
