import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inventoryRowListSchema, inventorySchema } from '@caixa/contract/inventory'
import { type Payment, paymentListSchema, paymentSchema } from '@caixa/contract/payment'
import {
	categoryOfKind,
	expectBalanceInvariant,
	expectBooksBalanced,
	type Member,
	useTestApi,
} from '@caixa/testing'

// Today is 2025-01-15 in the cast's unit (BRAZIL, America/Sao_Paulo; see manualClock).
describe('/caixa/api/cashiers/{id}/payments', () => {
	const api = useTestApi({ cast: true })
	let income: string
	const cashierId = () => api.cast.cashier.id
	const base = () => `/cashiers/${cashierId()}/payments`
	const ok = async (response: Response, status = 200): Promise<Payment> => {
		expect(response.status, await response.clone().text()).toBe(status)
		return paymentSchema.parse(await response.json())
	}
	const put = (url: string, body: unknown, member: Member = api.cast.owner) =>
		api.put(url, body, member.headers)
	const post = (url: string, body: unknown, member: Member = api.cast.owner) =>
		api.post(url, body, member.headers)
	/** A sale in installments; answers its payments, by number. */
	const record = async (
		extra: Record<string, unknown> = {},
		member: Member = api.cast.owner,
	): Promise<Payment[]> => {
		const response = await api.post(
			`/cashiers/${cashierId()}/inventories`,
			{ input: true, issuedOn: '2024-12-01', total: 30_000, categoryId: income, ...extra },
			member.headers,
		)
		expect(response.status, await response.clone().text()).toBe(201)
		return inventorySchema.parse(await response.json()).payments
	}
	const threeMonthly = { installments: { count: 3, firstDueDate: '2024-12-10', every: 'MONTH' } }

	// DOMAIN.md: balance = opening + paid in − paid out, for every cashier, after every test.
	afterEach(async () => {
		await expectBooksBalanced(api.db)
	})

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
	})

	it('pays one installment in two partial payments, and it becomes paid', async () => {
		const [first] = await record(threeMonthly)
		if (!first) throw new Error('no installment')
		const balance = await expectBalanceInvariant(api.db, cashierId())
		const part = await ok(
			await post(`${base()}/${first.id}/partial-payment`, {
				amount: 4_000,
				paidOn: '2025-01-14',
				method: 'PIX',
			}),
			201,
		)
		expect(part).toMatchObject({
			parentId: first.id,
			amount: 4_000,
			status: 'PAID',
			paidOn: '2025-01-14',
		})
		let parent = await ok(await api.get(`${base()}/${first.id}`, api.cast.owner.headers))
		expect(parent).toMatchObject({
			status: 'PARTIALLY_PAID',
			paid: 4_000,
			remaining: 6_000,
			overdue: true,
		})
		expect(await expectBalanceInvariant(api.db, cashierId())).toBe(balance + 4_000)

		const tooMuch = await post(`${base()}/${first.id}/partial-payment`, { amount: 6_001 })
		expect(tooMuch.status).toBe(409)
		expect(await tooMuch.json()).toMatchObject({
			code: 'EXCEEDS_REMAINING',
			errors: [{ path: 'amount' }],
		})

		await ok(
			await post(
				`${base()}/${first.id}/partial-payment`,
				{ amount: 6_000 },
				api.cast.cashierCollaborator,
			),
			201,
		)
		parent = await ok(await api.get(`${base()}/${first.id}`, api.cast.owner.headers))
		expect(parent).toMatchObject({ status: 'PAID', paid: 10_000, remaining: 0, overdue: false })
		const children = await api.getOk(
			`${base()}/${first.id}/children`,
			paymentListSchema,
			api.cast.owner.headers,
		)
		expect(children.map((child) => child.amount)).toEqual([4_000, 6_000])
		expect(await expectBalanceInvariant(api.db, cashierId())).toBe(balance + 10_000)
		const again = await post(`${base()}/${first.id}/partial-payment`, { amount: 1 })
		expect(again.status).toBe(409)
	})

	it('never overpays under 20 parallel partial payments', async () => {
		const [payment] = await record({ total: 1_000 })
		if (!payment) throw new Error('no installment')
		const balance = await expectBalanceInvariant(api.db, cashierId())
		const answers = await Promise.all(
			Array.from({ length: 20 }, () =>
				post(`${base()}/${payment.id}/partial-payment`, { amount: 100 }),
			),
		)
		const statuses = answers.map((answer) => answer.status).sort()
		expect(statuses.filter((status) => status === 201)).toHaveLength(10)
		expect(statuses.filter((status) => status === 409)).toHaveLength(10)
		const after = await ok(await api.get(`${base()}/${payment.id}`, api.cast.owner.headers))
		expect(after).toMatchObject({ paid: 1_000, remaining: 0, status: 'PAID' })
		expect(await expectBalanceInvariant(api.db, cashierId())).toBe(balance + 1_000)
	})

	it('pays a part once under one Idempotency-Key, even sent again in parallel and after it paid off the installment', async () => {
		const [payment] = await record({ total: 1_000 })
		if (!payment) throw new Error('no installment')
		const balance = await expectBalanceInvariant(api.db, cashierId())
		const keyed = (key: string, body: Record<string, unknown>) =>
			api.post(`${base()}/${payment.id}/partial-payment`, body, {
				...api.cast.owner.headers,
				'Idempotency-Key': key,
			})
		const body = { amount: 400, paidOn: '2025-01-14', method: 'PIX' }
		const answers = await Promise.all(Array.from({ length: 5 }, () => keyed('part-1', body)))
		const made = await Promise.all(answers.map((answer) => ok(answer, 201)))
		expect(new Set(made.map((part) => part.id)).size).toBe(1)
		expect(new Set(answers.map((answer) => answer.headers.get('Location'))).size).toBe(1)
		// The rest under another key pays the installment off; the first key still answers its own.
		await ok(await keyed('part-2', { amount: 600 }), 201)
		const replayed = await ok(await keyed('part-1', body), 201)
		expect(replayed.id).toBe(made[0]?.id)
		expect(replayed.amount).toBe(400)
		// The same key with other values is refused, and pays nothing.
		const reused = await keyed('part-1', { ...body, amount: 300 })
		expect(reused.status).toBe(422)
		expect(await reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
		const after = await ok(await api.get(`${base()}/${payment.id}`, api.cast.owner.headers))
		expect(after).toMatchObject({ paid: 1_000, remaining: 0, status: 'PAID' })
		const children = await api.getOk(
			`${base()}/${payment.id}/children`,
			paymentListSchema,
			api.cast.owner.headers,
		)
		expect(children.map((child) => child.amount)).toEqual([400, 600])
		expect(await expectBalanceInvariant(api.db, cashierId())).toBe(balance + 1_000)
	})

	it('keeps the books balanced when a record is deleted while its payments are being paid', async () => {
		const [payment] = await record({ total: 2_000 })
		if (!payment) throw new Error('no installment')
		const partials = Array.from({ length: 10 }, () =>
			post(`${base()}/${payment.id}/partial-payment`, { amount: 100 }),
		)
		const removal = api.app.request(
			`/caixa/api/cashiers/${cashierId()}/inventories/${payment.inventoryId}`,
			{ method: 'DELETE', headers: api.cast.owner.headers },
		)
		const answers = await Promise.all([...partials, removal])
		expect(answers.at(-1)?.status).toBe(204)
		for (const answer of answers.slice(0, -1)) expect([201, 404, 409]).toContain(answer.status)
		await expectBalanceInvariant(api.db, cashierId())
	})

	it('adds interest and late fee to an overdue payment from the rates, and the total due follows', async () => {
		const [payment] = await record({
			total: 10_000,
			payments: [{ dueDate: '2024-12-16', amount: 10_000 }],
		})
		if (!payment) throw new Error('no installment')
		// 30 days late on 2025-01-15: 1 % a month → 1 %, 100.00; 2 % fee → 200.00.
		const charged = await ok(
			await post(`${base()}/${payment.id}/interest-and-late-fee`, {
				monthlyInterestRate: 1,
				lateFeeRate: 2,
			}),
		)
		expect(charged).toMatchObject({
			interest: 100,
			lateFee: 200,
			totalDue: 10_300,
			remaining: 10_300,
			charges: { monthlyInterestBasisPoints: 100, lateFeeBasisPoints: 200, asOf: '2025-01-15' },
		})
		// 15 days late as of 2024-12-31 at 1.5 %: 10000 × 0.015 × 15/30 = 75.
		const asOf = await ok(
			await post(`${base()}/${payment.id}/interest-and-late-fee`, {
				monthlyInterestRate: 1.5,
				lateFeeRate: 0,
				asOf: '2024-12-31',
			}),
		)
		expect(asOf).toMatchObject({ interest: 75, lateFee: 0, totalDue: 10_075 })
		const typed = await ok(
			await post(`${base()}/${payment.id}/interest-and-late-fee`, { interest: 50, lateFee: 25 }),
		)
		expect(typed).toMatchObject({ totalDue: 10_075, charges: null })
		for (const bad of [
			{ monthlyInterestRate: 1.234, lateFeeRate: 2 },
			{ monthlyInterestRate: -1, lateFeeRate: 2 },
			{ interest: -5, lateFee: 0 },
			{ interest: 1.5, lateFee: 0 },
			{},
		]) {
			expect((await post(`${base()}/${payment.id}/interest-and-late-fee`, bad)).status).toBe(422)
		}
		// Paid in full, it takes no more charges.
		await ok(await put(`${base()}/${payment.id}`, { paid: true }))
		expect(
			(await post(`${base()}/${payment.id}/interest-and-late-fee`, { interest: 1, lateFee: 1 }))
				.status,
		).toBe(409)
		await expectBalanceInvariant(api.db, cashierId())
	})

	it('changes an installment and pays it in full; its amount is fixed once part is paid', async () => {
		const payments = await record(threeMonthly)
		const [first, second] = payments
		if (!first || !second) throw new Error('no installments')
		const moved = await ok(
			await put(`${base()}/${second.id}`, {
				dueDate: '2025-03-01',
				amount: 12_000,
				method: 'CASH',
			}),
		)
		expect(moved).toMatchObject({ dueDate: '2025-03-01', amount: 12_000, method: 'CASH' })
		const inventory = await api.getOk(
			`/cashiers/${cashierId()}/inventories/${first.inventoryId}`,
			inventorySchema,
			api.cast.owner.headers,
		)
		expect(inventory.total).toBe(32_000)
		expect(inventory.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(inventory.total)

		await ok(await post(`${base()}/${first.id}/partial-payment`, { amount: 1_000 }), 201)
		const fixed = await put(`${base()}/${first.id}`, { amount: 5_000 })
		expect(fixed.status).toBe(409)
		expect(await fixed.json()).toMatchObject({ code: 'HAS_PARTIAL_PAYMENTS' })
		const balance = await expectBalanceInvariant(api.db, cashierId())
		const paid = await ok(await put(`${base()}/${first.id}`, { paid: true, paidOn: '2025-01-15' }))
		expect(paid).toMatchObject({ status: 'PAID', paid: 10_000, remaining: 0 })
		expect(await expectBalanceInvariant(api.db, cashierId())).toBe(balance + 9_000)
		expect((await put(`${base()}/${first.id}`, { paid: true })).status).toBe(409)
	})

	it('follows a payment, and the lists filter by followed', async () => {
		const [payment] = await record({
			total: 500,
			payments: [{ dueDate: '2025-05-05', amount: 500 }],
		})
		if (!payment) throw new Error('no installment')
		expect(payment.followed).toBe(false)
		const followed = await ok(await put(`${base()}/${payment.id}/follow`, { follow: true }))
		expect(followed.followed).toBe(true)
		await ok(await put(`${base()}/${payment.id}/follow`, { follow: true }))
		const list = await api.getOk(
			`${base()}?followed=true`,
			paymentListSchema,
			api.cast.owner.headers,
		)
		expect(list.map((row) => row.id)).toEqual([payment.id])
		// Following is each person's own.
		const others = await api.getOk(
			`${base()}?followed=true`,
			paymentListSchema,
			api.cast.unitCollaborator.headers,
		)
		expect(others).toEqual([])
		const records = await api.getOk(
			`/cashiers/${cashierId()}/inventories?followed=true`,
			inventoryRowListSchema,
			api.cast.owner.headers,
		)
		expect(records.map((row) => row.id)).toEqual([payment.inventoryId])
		const unfollowed = await ok(await put(`${base()}/${payment.id}/follow`, { follow: false }))
		expect(unfollowed.followed).toBe(false)
		expect((await put(`${base()}/${payment.id}/follow`, { follow: 'yes' })).status).toBe(422)
	})

	it('lists installments soonest first with status filters, to writers only', async () => {
		const list = (search: string, member: Member = api.cast.owner) =>
			api.getOk(`${base()}${search}`, paymentListSchema, member.headers)
		const all = await list('?size=100')
		const dates = all.map((row) => row.dueDate)
		expect(dates).toEqual([...dates].sort())
		expect(all.every((row) => row.parentId === null)).toBe(true)
		const overdue = await list('?status=OVERDUE&size=100')
		expect(overdue.length).toBeGreaterThan(0)
		expect(overdue.every((row) => row.overdue && row.dueDate < '2025-01-15')).toBe(true)
		const paid = await list('?status=PAID&size=100')
		expect(paid.every((row) => row.status === 'PAID')).toBe(true)
		const from = Date.UTC(2025, 2, 1, 3) // 2025-03-01 in São Paulo
		expect(
			(await list(`?dueFrom=${from}&size=100`)).every((row) => row.dueDate >= '2025-03-01'),
		).toBe(true)
		expect((await list('?size=100', api.cast.cashierCollaborator)).length).toBe(all.length)
		for (const member of [api.cast.auditor, api.cast.pendingAuditor, api.cast.stranger]) {
			expect((await api.get(base(), member.headers)).status).toBe(404)
			expect((await api.get(`${base()}/${all[0]?.id}`, member.headers)).status).toBe(404)
			expect(
				(await post(`${base()}/${all[0]?.id}/partial-payment`, { amount: 1 }, member)).status,
			).toBe(404)
			expect((await put(`${base()}/${all[0]?.id}/follow`, { follow: true }, member)).status).toBe(
				404,
			)
		}
		expect((await api.get(base())).status).toBe(401)
		// The cashier collaborator of one cashier does not reach another's payments.
		expect(
			(
				await api.get(
					`/cashiers/${api.cast.otherCashier.id}/payments`,
					api.cast.cashierCollaborator.headers,
				)
			).status,
		).toBe(404)
	})

	it.each([
		['negative', -100],
		['zero', 0],
		['fractional', 10.5],
		['huge', 10 ** 14],
		['text', '100'],
	])('answers 422 for a %s partial payment', async (_, amount) => {
		const [payment] = await record({ total: 1_000 })
		const response = await post(`${base()}/${payment?.id}/partial-payment`, { amount })
		expect(response.status).toBe(422)
		expect(await response.json()).toMatchObject({ errors: [{ path: 'amount' }] })
		await expectBalanceInvariant(api.db, cashierId())
	})
})
