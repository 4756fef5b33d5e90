import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '@caixa/contract/endpoints'
import { categorySchema } from '@caixa/contract/category'
import { internalTransferSchema } from '@caixa/contract/internal-transfer'
import { type Inventory, inventorySchema } from '@caixa/contract/inventory'
import { productSchema } from '@caixa/contract/product'
import { categoryOfKind, jsonRequest, type Member, useTestApi } from '@caixa/testing'

// "An auditor never changes money" (DOMAIN.md). Every endpoint that writes a unit's or a
// cashier's books or master data (records, payments, partial payments, interest, follows,
// transfers, stock, cost of goods sold, categories, products, clients, the cashier itself), called
// by the cashier's accepted auditor with real ids and a valid body, answers 404, and nothing in the
// books moves. The owner then sends the same request and succeeds, so the 404 is the role's,
// never a malformed request's. The list is checked against the endpoint table: a new writing
// endpoint under /units or /cashiers must join it.
describe('an accepted auditor never changes money', () => {
	const api = useTestApi({ cast: true })
	let record: Inventory
	let income: string
	let productId: string
	let transferId: string
	let categoryId: string
	let clientId: string

	beforeAll(async () => {
		const { cast } = api
		income = await categoryOfKind(api.db, cast.unit.id, 'INCOME')
		const made = await api.post(
			`/cashiers/${cast.cashier.id}/inventories`,
			{
				input: true,
				issuedOn: '2025-01-02',
				total: 100_000,
				categoryId: income,
				installments: { count: 3, firstDueDate: '2025-01-05', every: 'MONTH' },
			},
			cast.owner.headers,
		)
		record = inventorySchema.parse(await made.json())
		const product = await api.post(
			`/units/${cast.unit.id}/products`,
			{ name: 'Flour', kind: 'PRODUCT', unitPrice: 500, unitCost: 300, tracksStock: true },
			cast.owner.headers,
		)
		productId = productSchema.parse(await product.json()).id
		const transfer = await api.post(
			`/units/${cast.unit.id}/internal-transfers`,
			{
				fromCashierId: cast.cashier.id,
				toCashierId: cast.otherCashier.id,
				amount: 500,
				transferredOn: '2025-01-03',
			},
			cast.owner.headers,
		)
		transferId = internalTransferSchema.parse(await transfer.json()).id
		const category = await api.post(
			`/units/${cast.unit.id}/categories`,
			{ name: 'Tips', kind: 'INCOME', group: 'OTHER_INCOME' },
			cast.owner.headers,
		)
		expect(category.status, await category.clone().text()).toBe(201)
		categoryId = categorySchema.parse(await category.json()).id
		const client = await api.post(
			`/units/${cast.unit.id}/clients-or-suppliers`,
			{ name: 'Ana', kind: 'CLIENT' },
			cast.owner.headers,
		)
		clientId = ((await client.json()) as { id: string }).id
	})

	/** Each writing endpoint (method and table path) as a request a writer may send. */
	const requests = (): Array<[string, string, string, unknown?]> => {
		const { cast } = api
		const unit = `/units/${cast.unit.id}`
		const cashier = `/cashiers/${cast.cashier.id}`
		const [first, second, third] = record.payments.map((payment) => payment.id)
		const newRecord = { input: true, issuedOn: '2025-01-04', total: 900, categoryId: income }
		return [
			['POST', '/cashiers/{id}/inventories', `${cashier}/inventories`, newRecord],
			[
				'PUT',
				'/cashiers/{id}/payments/{paymentId}',
				`${cashier}/payments/${third}`,
				{ paid: true },
			],
			[
				'PUT',
				'/cashiers/{id}/payments/{paymentId}/follow',
				`${cashier}/payments/${first}/follow`,
				{ follow: true },
			],
			[
				'POST',
				'/cashiers/{id}/payments/{paymentId}/partial-payment',
				`${cashier}/payments/${first}/partial-payment`,
				{ amount: 100 },
			],
			[
				'POST',
				'/cashiers/{id}/payments/{paymentId}/interest-and-late-fee',
				`${cashier}/payments/${second}/interest-and-late-fee`,
				{ interest: 10, lateFee: 5 },
			],
			[
				'POST',
				'/cashiers/{id}/categories',
				`${cashier}/categories`,
				{ name: 'Bar', kind: 'INCOME', group: 'OTHER_INCOME' },
			],
			[
				'POST',
				'/cashiers/{id}/clients-or-suppliers',
				`${cashier}/clients-or-suppliers`,
				{ name: 'Bia', kind: 'CLIENT' },
			],
			[
				'POST',
				'/cashiers/{id}/products',
				`${cashier}/products`,
				{ name: 'Salt', kind: 'PRODUCT', unitPrice: 100 },
			],
			[
				'POST',
				'/units/{unitId}/internal-transfers',
				`${unit}/internal-transfers`,
				{
					fromCashierId: cast.cashier.id,
					toCashierId: cast.otherCashier.id,
					amount: 100,
					transferredOn: '2025-01-05',
				},
			],
			[
				'DELETE',
				'/units/{unitId}/internal-transfers/{transferId}',
				`${unit}/internal-transfers/${transferId}`,
			],
			[
				'POST',
				'/units/{unitId}/inventories',
				`${unit}/inventories`,
				{ productId, difference: 3, reason: 'COUNT' },
			],
			[
				'POST',
				'/units/{unitId}/cost-of-goods-sold',
				`${unit}/cost-of-goods-sold`,
				{ from: '2025-01-01', to: '2025-01-31', closingStock: [{ productId, quantity: 1 }] },
			],
			[
				'POST',
				'/units/{unitId}/categories',
				`${unit}/categories`,
				{ name: 'Bar 2', kind: 'INCOME', group: 'OTHER_INCOME' },
			],
			[
				'PUT',
				'/units/{unitId}/categories/{categoryId}',
				`${unit}/categories/${categoryId}`,
				{ name: 'Tips 2', kind: 'INCOME', group: 'OTHER_INCOME' },
			],
			['DELETE', '/units/{unitId}/categories/{categoryId}', `${unit}/categories/${categoryId}`],
			[
				'POST',
				'/units/{unitId}/clients-or-suppliers',
				`${unit}/clients-or-suppliers`,
				{ name: 'Caio', kind: 'SUPPLIER' },
			],
			[
				'PUT',
				'/units/{unitId}/clients-or-suppliers/{clientOrSupplierId}',
				`${unit}/clients-or-suppliers/${clientId}`,
				{ name: 'Ana 2', kind: 'CLIENT' },
			],
			[
				'DELETE',
				'/units/{unitId}/clients-or-suppliers/{clientOrSupplierId}',
				`${unit}/clients-or-suppliers/${clientId}`,
			],
			[
				'POST',
				'/units/{unitId}/products',
				`${unit}/products`,
				{ name: 'Oil', kind: 'PRODUCT', unitPrice: 100 },
			],
			[
				'PUT',
				'/units/{unitId}/products/{productId}',
				`${unit}/products/${productId}`,
				{ name: 'Flour 2', kind: 'PRODUCT', unitPrice: 600, unitCost: 300, tracksStock: true },
			],
			[
				'POST',
				'/units/{unitId}/cashiers',
				`${unit}/cashiers`,
				{ name: 'Third till', openingBalance: 1_000 },
			],
			[
				'PUT',
				'/units/{unitId}/cashiers/{cashierId}',
				`${unit}/cashiers/${cast.cashier.id}`,
				{ name: 'Main till', openingBalance: 99_999, openingDate: '2025-01-01' },
			],
			[
				'DELETE',
				'/units/{unitId}/cashiers/{cashierId}',
				`${unit}/cashiers/${cast.otherCashier.id}`,
			],
			[
				'PUT',
				'/units/{unitId}',
				unit,
				{ name: 'Renamed', country: 'BRAZIL', timezone: 'America/Sao_Paulo' },
			],
			['DELETE', '/cashiers/{id}/inventories/{inventoryId}', `${cashier}/inventories/${record.id}`],
		]
	}

	/** What money and master data the unit holds, every figure that a write would move. */
	const books = async () => {
		const { rows } = await sql<Record<string, unknown>>`select
			(select count(*) from inventories where deleted_at is null) as records,
			(select coalesce(sum(total), 0) from inventories where deleted_at is null) as recorded,
			(select count(*) from payments where voided_at is null) as payments,
			(select coalesce(sum(paid + interest + late_fee), 0) from payments) as paid,
			(select count(*) from payment_follows) as follows,
			(select count(*) from internal_transfers where deleted_at is null) as transfers,
			(select count(*) from stock_movements) as movements,
			(select count(*) from categories where archived_at is null) as categories,
			(select count(*) from products where archived_at is null) as products,
			(select count(*) from clients_or_suppliers where archived_at is null) as clients,
			(select count(*) from cashiers where archived_at is null) as cashiers,
			(select coalesce(sum(balance + opening_balance), 0) from cashiers) as balances,
			(select string_agg(name, ',') from (select name from units order by id) as u) as units,
			(select string_agg(name, ',') from (select name from categories order by id) as k) as category_names,
			(select string_agg(name, ',') from (select name from products order by id) as p) as product_names`.execute(
			api.db,
		)
		return JSON.stringify(rows[0])
	}

	const send = (method: string, path: string, member: Member, body?: unknown) =>
		api.app.request(
			`/caixa/api${path}`,
			body === undefined
				? { method, headers: member.headers }
				: jsonRequest(method as 'POST', body, member.headers),
		)

	it('names every writing endpoint of a unit’s or a cashier’s books', () => {
		const listed = new Set(requests().map(([method, path]) => `${method} ${path}`))
		const writing = allEndpoints()
			.filter((entry) => entry.method !== 'get')
			.filter((entry) => /^\/(units\/\{unitId\}|cashiers\/\{id\})(\/|$)/.test(entry.path))
			.map((entry) => `${entry.method.toUpperCase()} ${entry.path}`)
			// Not the books: the unit's photo (a picture), who works on it (the collaborators' and
			// auditors' own endpoints, each with its own role tests), the writers' comments (no money;
			// auditor-space.test.ts), and leaving a cashier, which an auditor may do.
			.filter(
				(operation) =>
					!/\/photo$|\/collaborators|\/auditors|\/comments$|^DELETE \/cashiers\/\{id\}$/.test(
						operation,
					),
			)
		expect([...listed].sort()).toEqual([...new Set(writing)].sort())
	})

	it('answers the auditor 404 on each, with nothing written; the owner’s same request succeeds', async () => {
		const { cast } = api
		for (const [method, template, path, body] of requests()) {
			const before = await books()
			const refused = await send(method, path, cast.auditor, body)
			expect(refused.status, `${method} ${template}: ${await refused.clone().text()}`).toBe(404)
			expect(await books(), `${method} ${template}`).toBe(before)
			const done = await send(method, path, cast.owner, body)
			expect(
				[200, 201, 204],
				`${method} ${template} by the owner: ${await done.clone().text()}`,
			).toContain(done.status)
		}
	})
})
