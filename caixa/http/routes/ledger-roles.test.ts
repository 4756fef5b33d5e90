import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Inventory, inventorySchema } from '@caixa/contract/inventory'
import {
	categoryOfKind,
	expectBooksBalanced,
	jsonRequest,
	type Member,
	useTestApi,
} from '@caixa/testing'

// DOMAIN.md "Roles": "see and write records, payments … of a cashier" — the unit's owner and
// collaborators, and that cashier's collaborators; an auditor reads through the auditor API only,
// and anyone else is not told the cashier exists. Every ledger endpoint, for each of them.
describe('the ledger’s endpoints × roles', () => {
	const api = useTestApi({ cast: true })
	let record: Inventory
	let income: string

	afterEach(async () => {
		await expectBooksBalanced(api.db)
	})

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
		const response = await api.post(
			`/cashiers/${api.cast.cashier.id}/inventories`,
			{
				input: true,
				issuedOn: '2025-01-02',
				total: 100_000,
				categoryId: income,
				installments: { count: 2, firstDueDate: '2025-01-05', every: 'MONTH' },
			},
			api.cast.owner.headers,
		)
		expect(response.status).toBe(201)
		record = inventorySchema.parse(await response.json())
	})

	/** Each endpoint as a request that succeeds for a writer of the cashier (fresh each time). */
	const endpoints = (): Array<[string, () => [string, RequestInit?]]> => {
		const cashier = `/cashiers/${api.cast.cashier.id}`
		const first = record.payments[0]?.id ?? ''
		const second = record.payments[1]?.id ?? ''
		const newRecord = {
			input: true,
			issuedOn: '2025-01-03',
			total: 500,
			categoryId: income,
		}
		return [
			['GET inventories', () => [`${cashier}/inventories`]],
			['POST inventories', () => [`${cashier}/inventories`, jsonRequest('POST', newRecord)]],
			['GET inventory', () => [`${cashier}/inventories/${record.id}`]],
			[
				'GET order-reference-number',
				() => [`${cashier}/inventories/order-reference-number?query=1`],
			],
			['GET payments', () => [`${cashier}/payments`]],
			['GET payment', () => [`${cashier}/payments/${first}`]],
			['GET children', () => [`${cashier}/payments/${first}/children`]],
			[
				'PUT follow',
				() => [`${cashier}/payments/${first}/follow`, jsonRequest('PUT', { follow: true })],
			],
			[
				'PUT payment',
				() => [`${cashier}/payments/${second}`, jsonRequest('PUT', { method: 'PIX' })],
			],
			[
				'POST partial-payment',
				() => [`${cashier}/payments/${first}/partial-payment`, jsonRequest('POST', { amount: 1 })],
			],
			[
				'POST interest-and-late-fee',
				() => [
					`${cashier}/payments/${second}/interest-and-late-fee`,
					jsonRequest('POST', { interest: 0, lateFee: 0 }),
				],
			],
		]
	}

	const send = (request: [string, RequestInit?], member?: Member) => {
		const [path, init = {}] = request
		return api.app.request(`/caixa/api${path}`, {
			...init,
			headers: { ...(init.headers as Record<string, string>), ...member?.headers },
		})
	}

	it('answers every writer of the cashier', async () => {
		for (const member of [
			api.cast.owner,
			api.cast.unitCollaborator,
			api.cast.cashierCollaborator,
		]) {
			for (const [name, request] of endpoints()) {
				const response = await send(request(), member)
				expect(
					[200, 201],
					`${name} for ${member.profileId}: ${await response.clone().text()}`,
				).toContain(response.status)
			}
		}
	})

	it('answers 404 to auditors, pending auditors and strangers, and 401 to anonymous callers', async () => {
		for (const member of [api.cast.auditor, api.cast.pendingAuditor, api.cast.stranger]) {
			for (const [name, request] of endpoints()) {
				expect((await send(request(), member)).status, name).toBe(404)
			}
		}
		for (const [name, request] of endpoints())
			expect((await send(request())).status, name).toBe(401)
	})

	it('answers 404 to a collaborator of another cashier of the unit', async () => {
		// The cashier collaborator works in api.cast.cashier only; the unit's other cashier's
		// records are not theirs.
		const other = await api.post(
			`/cashiers/${api.cast.otherCashier.id}/inventories`,
			{ input: true, issuedOn: '2025-01-02', total: 100, categoryId: income },
			api.cast.owner.headers,
		)
		const otherRecord = inventorySchema.parse(await other.json())
		const payment = otherRecord.payments[0]?.id ?? ''
		const base = `/cashiers/${api.cast.otherCashier.id}`
		for (const path of [
			`${base}/inventories`,
			`${base}/inventories/${otherRecord.id}`,
			`${base}/payments/${payment}`,
		]) {
			expect((await api.get(path, api.cast.cashierCollaborator.headers)).status, path).toBe(404)
		}
		const removal = await api.app.request(`/caixa/api${base}/inventories/${otherRecord.id}`, {
			method: 'DELETE',
			headers: api.cast.cashierCollaborator.headers,
		})
		expect(removal.status).toBe(404)
	})

	it('lets each writer delete a record, and no one else', async () => {
		const make = async () => {
			const response = await api.post(
				`/cashiers/${api.cast.cashier.id}/inventories`,
				{ input: true, issuedOn: '2025-01-04', total: 300, categoryId: income, paid: true },
				api.cast.owner.headers,
			)
			return inventorySchema.parse(await response.json()).id
		}
		const remove = (id: string, member?: Member) =>
			api.app.request(`/caixa/api/cashiers/${api.cast.cashier.id}/inventories/${id}`, {
				method: 'DELETE',
				headers: member?.headers ?? {},
			})
		const id = await make()
		expect((await remove(id)).status).toBe(401)
		for (const member of [api.cast.auditor, api.cast.pendingAuditor, api.cast.stranger]) {
			expect((await remove(id, member)).status).toBe(404)
		}
		for (const member of [
			api.cast.owner,
			api.cast.unitCollaborator,
			api.cast.cashierCollaborator,
		]) {
			expect((await remove(await make(), member)).status).toBe(204)
		}
	})
})
