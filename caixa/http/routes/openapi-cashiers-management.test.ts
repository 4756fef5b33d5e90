import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '@caixa/testing'

type Operation = { security?: unknown[]; responses: Record<string, unknown> }
type Paths = Record<string, Record<string, Operation>>

// The OpenAPI document's account of a unit's cashier management, cashier collaborators and the
// management calls: each needs a session, and lists every refusal as problem+json.
describe('GET /caixa/api/openapi.json: cashiers of a unit, their collaborators, management', () => {
	const api = useTestApi()
	let paths: Paths

	beforeAll(async () => {
		paths = ((await (await api.get('/openapi.json')).json()) as { paths: Paths }).paths
	})

	const cashier = '/caixa/api/units/{unitId}/cashiers/{cashierId}'
	const operations = [
		// 409: a larger opening balance the unit's ledger bound has no room for.
		[cashier, 'put', ['200', '401', '404', '409', '422']],
		[cashier, 'delete', ['200', '204', '401', '404']],
		[`${cashier}/collaborators`, 'get', ['200', '401', '404', '422']],
		[`${cashier}/collaborators`, 'post', ['200', '201', '401', '404', '422']],
		[`${cashier}/collaborators/{profileId}`, 'get', ['200', '401', '404']],
		[`${cashier}/collaborators/{profileId}`, 'delete', ['204', '401', '404']],
		[`${cashier}/profiles`, 'get', ['200', '401', '404', '422', '429']],
		['/caixa/api/management/sub-acquirers', 'get', ['200', '401', '404', '422']],
		['/caixa/api/sub-acquirers/{id}', 'get', ['200', '401', '404']],
	] as const

	it.each(operations)(
		'%s %s: a session, and each refusal as problem+json',
		(path, method, statuses) => {
			const operation = paths[path]?.[method]
			expect(operation?.security).toEqual([{ bearer: [] }])
			expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...statuses])
			for (const status of statuses.filter((each) => each >= '400')) {
				expect(JSON.stringify(operation?.responses[status])).toContain('application/problem+json')
			}
		},
	)

	it('says where a new collaborator is, and how removing a cashier answers', () => {
		expect(JSON.stringify(paths[`${cashier}/collaborators`]?.post?.responses['201'])).toContain(
			'Location',
		)
		const removal = JSON.stringify(paths[cashier]?.delete)
		expect(removal).toContain('archived')
		expect(removal).toContain('deleted')
	})
})
