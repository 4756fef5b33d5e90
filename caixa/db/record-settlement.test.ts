import { type Kysely } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { inventorySchema } from '@caixa/contract/inventory'
import { categoryOfKind, useTestApi } from '@caixa/testing'
import { fillRecordSettlement } from './migrations/0012_ledger_filters'

// A record's stored settlement (settled, open_due_on: migration 0012) is kept by hand in every
// db function that writes installments (refreshSettlement). This runs every write of the API
// that changes installments and, after each, compares the stored columns of every record with
// what its installments say, worked out here from the payment rows: a write that forgets the
// upkeep fails here.
describe('a record’s stored settlement follows every write of its installments', () => {
	const api = useTestApi({ cast: true })
	let income: string
	const cashierId = () => api.cast.cashier.id
	const payments = () => `/cashiers/${cashierId()}/payments`

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
	})

	async function expectStoredMatchesInstallments(): Promise<void> {
		const records = await api.db
			.selectFrom('inventories')
			.select(['id', 'settled', 'open_due_on'])
			.execute()
		const rows = await api.db
			.selectFrom('payments')
			.select(['inventory_id', 'parent_id', 'status', 'due_date', 'paid'])
			.execute()
		for (const record of records) {
			const installments = rows.filter((p) => p.inventory_id === record.id && p.parent_id === null)
			const open = installments.filter(
				(p) => p.status === 'PENDING' || p.status === 'PARTIALLY_PAID',
			)
			const somePaid = installments.some((p) => Number(p.paid) > 0)
			const settled = open.length === 0 ? 'PAID' : somePaid ? 'PARTLY_PAID' : 'PENDING'
			const openDueOn = open.map((p) => p.due_date).sort()[0] ?? null
			expect({ settled: record.settled, openDueOn: record.open_due_on }, record.id).toEqual({
				settled,
				openDueOn,
			})
		}
	}

	async function created(
		body: Record<string, unknown>,
	): Promise<{ id: string; payments: string[] }> {
		const response = await api.post(
			`/cashiers/${cashierId()}/inventories`,
			{ input: true, issuedOn: '2024-12-01', total: 30_000, categoryId: income, ...body },
			api.cast.owner.headers,
		)
		expect(response.status, await response.clone().text()).toBe(201)
		const record = inventorySchema.parse(await response.json())
		return { id: record.id, payments: record.payments.map((p) => p.id) }
	}

	async function expectStatus(response: Response, status: number): Promise<void> {
		expect(response.status, await response.clone().text()).toBe(status)
		await expectStoredMatchesInstallments()
	}

	it('on create, partial payment, payment in full, terms, interest, amount and delete', async () => {
		const threeMonthly = { installments: { count: 3, firstDueDate: '2024-12-10', every: 'MONTH' } }
		const headers = api.cast.owner.headers
		// Create: pending in installments, paid at once, and paid at once in installments.
		const sale = await created(threeMonthly)
		await expectStoredMatchesInstallments()
		await created({ paid: true })
		await created({ ...threeMonthly, paid: true })
		await expectStoredMatchesInstallments()
		const [first, second, third] = sale.payments
		if (!first || !second || !third) throw new Error('three installments expected')

		// A partial payment, then the rest of that installment in full.
		await expectStatus(
			await api.post(`${payments()}/${first}/partial-payment`, { amount: 4_000 }, headers),
			201,
		)
		await expectStatus(await api.put(`${payments()}/${first}`, { paid: true }, headers), 200)
		// Terms: the earliest open installment's due date moves (open_due_on follows), a discount.
		await expectStatus(
			await api.put(`${payments()}/${second}`, { dueDate: '2026-01-01' }, headers),
			200,
		)
		await expectStatus(await api.put(`${payments()}/${third}`, { discount: 1_000 }, headers), 200)
		// Interest and late fee, then a new amount.
		await expectStatus(
			await api.post(
				`${payments()}/${second}/interest-and-late-fee`,
				{ interest: 50, lateFee: 25 },
				headers,
			),
			200,
		)
		await expectStatus(await api.put(`${payments()}/${third}`, { amount: 12_000 }, headers), 200)
		// Settling the last two: the record is paid.
		await expectStatus(await api.put(`${payments()}/${second}`, { paid: true }, headers), 200)
		await expectStatus(await api.put(`${payments()}/${third}`, { paid: true }, headers), 200)
		const [row] = await api.db
			.selectFrom('inventories')
			.select(['settled', 'open_due_on'])
			.where('id', '=', sale.id)
			.execute()
		expect(row).toEqual({ settled: 'PAID', open_due_on: null })

		// Deleting a record with open installments cancels them.
		const other = await created(threeMonthly)
		await expectStatus(
			await api.post(
				`${payments()}/${other.payments[0]}/partial-payment`,
				{ amount: 100 },
				headers,
			),
			201,
		)
		await expectStatus(
			await api.app.request(`/caixa/api/cashiers/${cashierId()}/inventories/${other.id}`, {
				method: 'DELETE',
				headers,
			}),
			204,
		)
	})

	it('is filled by migration 0012 from the installments as they are', async () => {
		const sale = await created({
			installments: { count: 2, firstDueDate: '2025-02-10', every: 'MONTH' },
		})
		await api.post(
			`${payments()}/${sale.payments[0]}/partial-payment`,
			{ amount: 100 },
			api.cast.owner.headers,
		)
		await created({ paid: true })
		await api.db
			.updateTable('inventories')
			.set({ settled: 'PENDING', open_due_on: '2000-01-01' })
			.execute()
		// Migrations take an untyped database: they run before the schema they make exists.
		await fillRecordSettlement(api.db as unknown as Kysely<unknown>)
		await expectStoredMatchesInstallments()
	})
})
