import { beforeAll, describe, expect, it } from 'vitest'
import { inventoryRowListSchema, inventorySchema } from '@caixa/contract/inventory'
import { paymentListSchema } from '@caixa/contract/payment'
import { categoryOfKind, useTestApi } from '@caixa/testing'

// A list row names its record as the owner typed it — the description, else the
// first product line — with its category and client or supplier, on the records' list (the
// book's statement and the records-only one) and on the payments' list, each row of the page
// read in the page's one statement.
describe('the ledger lists name each record', () => {
	const api = useTestApi({ cast: true })
	const cashierId = () => api.cast.cashier.id
	let category: { id: string; name: string }
	let client: { id: string; name: string }
	let described: string
	let lined: string
	let bare: string

	const create = async (body: Record<string, unknown>) => {
		const response = await api.post(
			`/cashiers/${cashierId()}/inventories`,
			{ input: true, issuedOn: '2025-01-10', ...body },
			api.cast.owner.headers,
		)
		expect(response.status, await response.clone().text()).toBe(201)
		return inventorySchema.parse(await response.json()).id
	}

	beforeAll(async () => {
		const categoryId = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
		const categories = await api.get(
			`/cashiers/${cashierId()}/categories?size=100`,
			api.cast.owner.headers,
		)
		const named = ((await categories.json()) as Array<{ id: string; name: string }>).find(
			(each) => each.id === categoryId,
		)
		if (!named) throw new Error('no such category')
		category = { id: named.id, name: named.name }
		const made = await api.post(
			`/units/${api.cast.unit.id}/clients-or-suppliers`,
			{ name: 'Marta Pires', kind: 'CLIENT' },
			api.cast.owner.headers,
		)
		expect(made.status, await made.clone().text()).toBe(201)
		client = { id: ((await made.json()) as { id: string }).id, name: 'Marta Pires' }
		described = await create({
			total: 19_000,
			description: 'Bolo de casamento',
			categoryId: category.id,
			clientOrSupplierId: client.id,
			items: [{ name: 'Bolo de três andares', quantity: 1, unitPrice: 19_000 }],
			installments: { count: 3, firstDueDate: '2025-01-10', every: 'MONTH' },
		})
		lined = await create({
			items: [
				{ name: 'Docinhos', quantity: 2, unitPrice: 1_000 },
				{ name: 'Bombons', quantity: 1, unitPrice: 500 },
			],
		})
		bare = await create({ total: 700 })
	})

	const expected = () => ({
		[described]: {
			description: 'Bolo de casamento',
			firstItemName: 'Bolo de três andares',
			category,
			clientOrSupplier: client,
		},
		[lined]: {
			description: null,
			firstItemName: 'Docinhos',
			category: null,
			clientOrSupplier: null,
		},
		[bare]: { description: null, firstItemName: null, category: null, clientOrSupplier: null },
	})

	it('on the records’ list, unfiltered (the book) and filtered (records only)', async () => {
		for (const search of [
			'?size=20',
			'?size=20&settlement=PENDING&settlement=OVERDUE&settlement=PAID',
		]) {
			const rows = await api.getOk(
				`/cashiers/${cashierId()}/inventories${search}`,
				inventoryRowListSchema,
				api.cast.owner.headers,
			)
			expect(rows, search).toHaveLength(3)
			for (const row of rows) {
				expect(row.kind).toBe('RECORD')
				expect(row, search).toMatchObject(expected()[row.id] ?? {})
			}
		}
	})

	it('on the payments’ list, each installment with its record’s names', async () => {
		const rows = await api.getOk(
			`/cashiers/${cashierId()}/payments?size=20`,
			paymentListSchema,
			api.cast.owner.headers,
		)
		// Three installments of the cake, one payment each of the others.
		expect(rows).toHaveLength(5)
		for (const row of rows) expect(row).toMatchObject(expected()[row.inventoryId] ?? {})
		expect(rows.filter((row) => row.inventoryId === described).map((row) => row.number)).toEqual([
			1, 2, 3,
		])
	})
})
