import { beforeAll, describe, expect, it } from 'vitest'
import { cashierSchema } from '@caixa/contract/cashier'
import { inventorySchema } from '@caixa/contract/inventory'
import { categoryOfKind, expectBalanceInvariant, useTestApi } from '@caixa/testing'

// The cashier's setting screen changes the opening balance of a cashier that already holds records
// (PUT /units/{unitId}/cashiers/{cashierId}, db/cashier-changes.ts updateCashier): the balance
// moves by the change, and the ledger's invariant (balance = opening + paid in − paid out) holds
// before, after, and through later payments and deletes.
describe('a changed opening balance under a ledger', () => {
	const api = useTestApi({ cast: true })
	let income: string
	let expense: string
	const cashierId = () => api.cast.cashier.id
	const record = async (body: Record<string, unknown>) => {
		const response = await api.post(
			`/cashiers/${cashierId()}/inventories`,
			{ issuedOn: '2025-01-10', ...body },
			api.cast.owner.headers,
		)
		expect(response.status, await response.clone().text()).toBe(201)
		return inventorySchema.parse(await response.json())
	}
	const setOpening = async (openingBalance: number) => {
		const response = await api.put(
			`/units/${api.cast.unit.id}/cashiers/${cashierId()}`,
			{ name: 'Main till', openingBalance, openingDate: '2025-01-01' },
			api.cast.owner.headers,
		)
		expect(response.status, await response.clone().text()).toBe(200)
		return cashierSchema.parse(await response.json())
	}

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
		expense = await categoryOfKind(api.db, api.cast.unit.id, 'EXPENSE')
	})

	it('moves the balance by the change and keeps the invariant', async () => {
		await record({ input: true, total: 10_000, categoryId: income, paid: true })
		await record({ input: false, total: 2_500, categoryId: expense, paid: true })
		const later = await record({
			input: true,
			total: 9_000,
			categoryId: income,
			installments: { count: 3, firstDueDate: '2025-02-10', every: 'MONTH' },
		})
		expect(await expectBalanceInvariant(api.db, cashierId())).toBe(7_500)

		const raised = await setOpening(100_000)
		expect(raised).toMatchObject({ openingBalance: 100_000, balance: 107_500 })
		expect(await expectBalanceInvariant(api.db, cashierId())).toBe(107_500)

		// Paying an installment, then lowering the opening below zero, then deleting the record.
		const first = later.payments[0]
		if (!first) throw new Error('no installment')
		const paid = await api.post(
			`/cashiers/${cashierId()}/payments/${first.id}/partial-payment`,
			{ amount: 3_000 },
			api.cast.owner.headers,
		)
		expect(paid.status, await paid.clone().text()).toBe(201)
		expect(await expectBalanceInvariant(api.db, cashierId())).toBe(110_500)
		expect(await setOpening(-1_000)).toMatchObject({ openingBalance: -1_000, balance: 9_500 })
		const deleted = await api.app.request(
			`/caixa/api/cashiers/${cashierId()}/inventories/${later.id}`,
			{ method: 'DELETE', headers: api.cast.owner.headers },
		)
		expect(deleted.status).toBe(204)
		expect(await expectBalanceInvariant(api.db, cashierId())).toBe(6_500)
		// The header reads GET /cashiers/{id}: it follows.
		const header = await api.getOk(
			`/cashiers/${cashierId()}`,
			cashierSchema,
			api.cast.owner.headers,
		)
		expect(header).toMatchObject({ openingBalance: -1_000, balance: 6_500 })
	})
})
