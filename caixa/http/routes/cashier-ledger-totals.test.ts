import { beforeAll, describe, expect, it } from 'vitest'
import { cashierDetailSchema } from '@caixa/contract/cashier-detail'
import { inventoryRowListSchema, inventorySchema } from '@caixa/contract/inventory'
import { inventoryTotalsSchema, paymentTotalsSchema } from '@caixa/contract/ledger-totals'
import { paymentListSchema, paymentSchema } from '@caixa/contract/payment'
import { categoryOfKind, useTestApi } from '@caixa/testing'

// The totals above the cashier's lists are the sums of the rows those lists answer, for the same
// filter — read from the summary rows, checked here against the rows themselves.
// Today is 2025-01-15 in the cast's unit (America/Sao_Paulo; see manualClock).
describe('/caixa/api/cashiers/{id}/{inventories,payments}/totals', () => {
	const api = useTestApi({ cast: true })
	const cashierId = () => api.cast.cashier.id
	const headers = () => api.cast.owner.headers
	let income: string
	let expense: string
	/** Noon of a day in São Paulo, as the list's filters take dates (ms). */
	const at = (day: string) => Date.parse(`${day}T15:00:00Z`)

	const record = async (body: Record<string, unknown>) => {
		const response = await api.post(`/cashiers/${cashierId()}/inventories`, body, headers())
		expect(response.status, await response.clone().text()).toBe(201)
		return inventorySchema.parse(await response.json())
	}

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
		expense = await categoryOfKind(api.db, api.cast.unit.id, 'EXPENSE')
		await record({ input: true, issuedOn: '2024-12-01', total: 30_000, categoryId: income })
		const sale = await record({
			input: true,
			issuedOn: '2024-12-20',
			total: 10_001,
			categoryId: income,
			installments: { count: 3, firstDueDate: '2024-12-25', every: 'MONTH' },
		})
		await record({ input: true, issuedOn: '2025-01-10', total: 7_000 })
		await record({
			input: false,
			issuedOn: '2024-12-05',
			total: 4_500,
			categoryId: expense,
			installments: { count: 2, firstDueDate: '2025-01-05', every: 'MONTH' },
		})
		await record({ input: false, issuedOn: '2025-01-14', total: 1_200, categoryId: expense })
		// Part of the sale's first installment paid, its second all paid.
		const [first, second] = sale.payments
		if (!first || !second) throw new Error('no installments')
		const base = `/cashiers/${cashierId()}/payments`
		const partial = await api.post(
			`${base}/${first.id}/partial-payment`,
			{ amount: 1_000 },
			headers(),
		)
		expect(partial.status, await partial.clone().text()).toBe(201)
		const paid = await api.put(`${base}/${second.id}`, { paid: true }, headers())
		paymentSchema.parse(await paid.json())
	})

	const query = (filter: Record<string, string | number | string[]>) => {
		const params = new URLSearchParams()
		for (const [key, value] of Object.entries(filter)) {
			for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one))
		}
		return params.toString()
	}

	it('records: money in, out and net equal the sums over the listed records, for each filter', async () => {
		const filters: Array<Record<string, string | number | string[]>> = [
			{},
			{ from: at('2024-12-01'), to: at('2024-12-31') },
			{ from: at('2024-12-06') },
			{ to: at('2025-01-10'), input: 'true' },
			{ input: 'false' },
			{ categoryId: income },
			{ categoryId: [income, expense], from: at('2024-12-02') },
		]
		for (const filter of filters) {
			const rows = await api.getOk(
				`/cashiers/${cashierId()}/inventories?${query({ ...filter, size: 100 })}`,
				inventoryRowListSchema,
				headers(),
			)
			const records = rows.filter((row) => row.kind === 'RECORD')
			const sum = (input: boolean) =>
				records.filter((row) => row.input === input).reduce((total, row) => total + row.total, 0)
			const answer = await api.getOk(
				`/cashiers/${cashierId()}/inventories/totals?${query(filter)}`,
				inventoryTotalsSchema,
				headers(),
			)
			expect(answer.totals, JSON.stringify(filter)).toEqual({
				moneyIn: sum(true),
				moneyOut: sum(false),
				net: sum(true) - sum(false),
			})
		}
		// Not nothing: the whole book's figures, by hand.
		const all = await api.getOk(
			`/cashiers/${cashierId()}/inventories/totals`,
			inventoryTotalsSchema,
			headers(),
		)
		expect(all.totals).toEqual({ moneyIn: 47_001, moneyOut: 5_700, net: 41_301 })
	})

	it('payments: to receive and to pay equal what is left of the listed installments, for each filter', async () => {
		const filters: Array<Record<string, string | number | string[]>> = [
			{},
			{ dueFrom: at('2025-01-01'), dueTo: at('2025-01-31') },
			{ status: 'OVERDUE' },
			{ status: ['PENDING', 'PARTIALLY_PAID'] },
			{ status: 'PENDING' },
			{ status: ['PARTIALLY_PAID', 'OVERDUE'], dueFrom: at('2024-12-01') },
			{ status: ['OVERDUE', 'PAID'], input: 'true' },
			{ status: 'PAID' },
			{ input: 'false', dueTo: at('2025-01-15') },
			{ input: 'true', dueFrom: at('2025-01-20') },
		]
		for (const filter of filters) {
			const rows = await api.getOk(
				`/cashiers/${cashierId()}/payments?${query({ ...filter, size: 100 })}`,
				paymentListSchema,
				headers(),
			)
			const left = (input: boolean) =>
				rows.filter((row) => row.input === input).reduce((total, row) => total + row.remaining, 0)
			const answer = await api.getOk(
				`/cashiers/${cashierId()}/payments/totals?${query(filter)}`,
				paymentTotalsSchema,
				headers(),
			)
			expect(answer.totals, JSON.stringify(filter)).toEqual({
				toReceive: left(true),
				toPay: left(false),
			})
		}
		const all = await api.getOk(
			`/cashiers/${cashierId()}/payments/totals`,
			paymentTotalsSchema,
			headers(),
		)
		// 47,001 in less the 1,000 and 3,333 (the second of 3,335 + 3,333 + 3,333) paid of the sale;
		// nothing of the 5,700 out paid.
		expect(all.totals).toEqual({ toReceive: 42_668, toPay: 5_700 })
	})

	it('GET /cashiers/{id} carries the totals both lists answer with no filter', async () => {
		const cashier = await api.getOk(`/cashiers/${cashierId()}`, cashierDetailSchema, headers())
		const zone = 'zone=America%2FSao_Paulo'
		for (const search of ['', `?${zone}`]) {
			const records = await api.getOk(
				`/cashiers/${cashierId()}/inventories/totals${search}`,
				inventoryTotalsSchema,
				headers(),
			)
			expect(cashier.totals.records, search).toEqual(records.totals)
			const open = await api.getOk(
				`/cashiers/${cashierId()}/payments/totals${search}`,
				paymentTotalsSchema,
				headers(),
			)
			expect(cashier.totals.open, search).toEqual(open.totals)
		}
		// Figures of this book, not zeros: four records in and out, open installments both ways.
		expect(cashier.totals.records).toEqual({ moneyIn: 47_001, moneyOut: 5_700, net: 41_301 })
		expect(cashier.totals.open.toReceive).toBeGreaterThan(0)
		expect(cashier.totals.open.toPay).toBeGreaterThan(0)
	})

	it('a filter the summary keeps no key for answers no totals; a stranger’s cashier is a 404', async () => {
		for (const filter of ['text=bolo', 'settlement=PAID', 'followed=true', 'concern=true']) {
			const answer = await api.getOk(
				`/cashiers/${cashierId()}/inventories/totals?${filter}`,
				inventoryTotalsSchema,
				headers(),
			)
			expect(answer.totals, filter).toBeNull()
		}
		const followed = await api.getOk(
			`/cashiers/${cashierId()}/payments/totals?followed=true`,
			paymentTotalsSchema,
			headers(),
		)
		expect(followed.totals).toBeNull()
		const refused = await api.get(
			`/cashiers/${cashierId()}/payments/totals`,
			api.cast.stranger.headers,
		)
		expect(refused.status).toBe(404)
		const bad = await api.get(`/cashiers/${cashierId()}/inventories/totals?from=soon`, headers())
		expect(bad.status).toBe(422)
	})
})
