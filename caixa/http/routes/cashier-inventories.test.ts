import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
	type Inventory,
	inventoryRowListSchema,
	inventorySchema,
	orderReferenceAnswerSchema,
} from '@caixa/contract/inventory'
import {
	categoryOfKind,
	createCashier,
	expectBalanceInvariant,
	expectBooksBalanced,
	type Member,
	useTestApi,
} from '@caixa/testing'

// Today is 2025-01-15 in the cast's unit (BRAZIL, America/Sao_Paulo; see manualClock).
describe('/caixa/api/cashiers/{id}/inventories', () => {
	const api = useTestApi({ cast: true })
	let income: string
	let expense: string
	const path = (cashierId = api.cast.cashier.id) => `/cashiers/${cashierId}/inventories`
	const post = (
		body: unknown,
		member: Member = api.cast.owner,
		headers: Record<string, string> = {},
		cashierId?: string,
	) => api.post(path(cashierId), body, { ...member.headers, ...headers })
	const del = (url: string, member: Member = api.cast.owner) =>
		api.app.request(`/caixa/api${url}`, { method: 'DELETE', headers: member.headers })
	const created = async (response: Response): Promise<Inventory> => {
		expect(response.status, await response.clone().text()).toBe(201)
		const inventory = inventorySchema.parse(await response.json())
		expect(response.headers.get('Location')).toBe(
			`/caixa/api${path(inventory.cashierId)}/${inventory.id}`,
		)
		return inventory
	}
	const sale = (extra: Record<string, unknown> = {}) => ({
		input: true,
		issuedOn: '2025-01-10',
		total: 10_000,
		categoryId: income,
		...extra,
	})

	// DOMAIN.md: balance = opening + paid in − paid out, for every cashier, after every test.
	afterEach(async () => {
		await expectBooksBalanced(api.db)
	})

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
		expense = await categoryOfKind(api.db, api.cast.unit.id, 'EXPENSE')
	})

	describe('POST', () => {
		it('records a sale of two product lines in 3 monthly installments that add up to the total', async () => {
			const inventory = await created(
				await post({
					input: true,
					issuedOn: '2025-01-10',
					categoryId: income,
					description: 'Wedding cake',
					items: [
						{ name: 'Cake', quantity: 1, unitPrice: 12_000 },
						{ name: 'Candles', quantity: 2.5, unitPrice: 333 },
					],
					installments: { count: 3, firstDueDate: '2025-01-31', every: 'MONTH' },
					method: 'PIX',
					financialInstitutionId: 'BR-001',
				}),
			)
			// 2.5 × 3.33 = 8.325 → 8.33 (half-up); 120.00 + 8.33 = 128.33
			expect(inventory.items.map((item) => item.total)).toEqual([12_000, 833])
			expect(inventory.total).toBe(12_833)
			expect(inventory.payments.map((p) => [p.number, p.of, p.dueDate, p.amount])).toEqual([
				[1, 3, '2025-01-31', 4_277],
				[2, 3, '2025-02-28', 4_277],
				[3, 3, '2025-03-31', 4_279],
			])
			expect(inventory.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(inventory.total)
			expect(inventory.payments[0]?.financialInstitution).toMatchObject({
				id: 'BR-001',
				code: '001',
			})
			expect(inventory).toMatchObject({ settlement: 'PENDING', paid: 0, remaining: 12_833 })
			expect(inventory.orderReferenceNumber).toMatch(/^\d+$/)
			await expectBalanceInvariant(api.db, api.cast.cashier.id)
		})

		it('moves the balance by what is paid at once, and only by that', async () => {
			const before = await expectBalanceInvariant(api.db, api.cast.cashier.id)
			const inventory = await created(
				await post(sale({ total: 2_500, paid: true, method: 'CASH' })),
			)
			expect(inventory).toMatchObject({ settlement: 'PAID', paid: 2_500, remaining: 0 })
			expect(inventory.payments[0]).toMatchObject({
				status: 'PAID',
				paidOn: '2025-01-10',
				dueDate: '2025-01-10',
			})
			expect(await expectBalanceInvariant(api.db, api.cast.cashier.id)).toBe(before + 2_500)
			const purchase = await created(
				await post({
					input: false,
					issuedOn: '2025-01-11',
					total: 700,
					categoryId: expense,
					paid: true,
				}),
			)
			expect(purchase.input).toBe(false)
			expect(await expectBalanceInvariant(api.db, api.cast.cashier.id)).toBe(before + 1_800)
		})

		it('lets every writer of the cashier record, and no one else see it', async () => {
			for (const member of [api.cast.unitCollaborator, api.cast.cashierCollaborator]) {
				await created(await post(sale(), member))
			}
			for (const member of [api.cast.auditor, api.cast.pendingAuditor, api.cast.stranger]) {
				expect((await post(sale(), member)).status).toBe(404)
			}
			// A cashier's collaborator writes that cashier only.
			expect(
				(await post(sale(), api.cast.cashierCollaborator, {}, api.cast.otherCashier.id)).status,
			).toBe(404)
			const anonymous = await api.post(path(), sale())
			expect(anonymous.status).toBe(401)
		})

		it('refuses a duplicate reference with 409 on the field, and proposes the next number', async () => {
			await created(await post(sale({ orderReferenceNumber: '9000' })))
			const again = await post(sale({ orderReferenceNumber: '9000' }))
			expect(again.status).toBe(409)
			expect(await again.json()).toMatchObject({
				code: 'DUPLICATE_REFERENCE',
				errors: [{ path: 'orderReferenceNumber' }],
			})
			const answer = orderReferenceAnswerSchema.parse(
				await api.getOk(
					`${path()}/order-reference-number?query=9000`,
					orderReferenceAnswerSchema,
					api.cast.owner.headers,
				),
			)
			expect(answer).toEqual({ query: '9000', available: false, next: '9001' })
			const free = await api.getOk(
				`${path()}/order-reference-number?query=NF-1`,
				orderReferenceAnswerSchema,
				api.cast.owner.headers,
			)
			expect(free.available).toBe(true)
			expect((await created(await post(sale()))).orderReferenceNumber).toBe('9001')
		})

		it('numbers records posted at the same moment one after another, each its own number', async () => {
			// On PostgreSQL the writers really overlap: each must read the number the one before
			// it committed (db/inventories.ts takeCashierRecordTurn), or two take the same one.
			const records = await Promise.all(
				Array.from({ length: 8 }, async () => created(await post(sale()))),
			)
			const numbers = records
				.map((record) => Number(record.orderReferenceNumber))
				.sort((a, b) => a - b)
			expect(new Set(numbers).size).toBe(8)
			expect(numbers.at(-1)! - numbers[0]!).toBe(7)
		})

		it('creates one record for a replayed Idempotency-Key', async () => {
			const count = async () =>
				(
					await api.db
						.selectFrom('inventories')
						.select((eb) => eb.fn.countAll<number>().as('n'))
						.executeTakeFirstOrThrow()
				).n
			const key = { 'Idempotency-Key': crypto.randomUUID() }
			const first = await created(await post(sale({ paid: true }), api.cast.owner, key))
			const before = Number(await count())
			const balance = await expectBalanceInvariant(api.db, api.cast.cashier.id)
			const replay = await created(await post(sale({ paid: true }), api.cast.owner, key))
			expect(replay.id).toBe(first.id)
			expect(Number(await count())).toBe(before)
			expect(await expectBalanceInvariant(api.db, api.cast.cashier.id)).toBe(balance)
			// The key with another request (here another path and body) is 422, not 409.
			const elsewhere = await post(sale(), api.cast.owner, key, api.cast.otherCashier.id)
			expect(elsewhere.status).toBe(422)
			expect(await elsewhere.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
		})

		it.each([
			['a negative total', { total: -1 }],
			['a fractional total', { total: 10.5 }],
			['a huge total', { total: 10 ** 14 }],
			['a total as text', { total: '100' }],
			['a zero total', { total: 0 }],
			['no total and no lines', { total: undefined }],
			[
				'a line with 4 decimals',
				{ total: undefined, items: [{ name: 'x', quantity: 1.2345, unitPrice: 1 }] },
			],
			['payments that do not add up', { payments: [{ dueDate: '2025-02-01', amount: 9_999 }] }],
			['a money-in record with an expense category', { categoryId: 'EXPENSE' }],
			['a category of no unit', { categoryId: '00000000-0000-4000-8000-000000000000' }],
			['an unknown bank', { financialInstitutionId: 'BR-NOPE' }],
			[
				'more installments than cents',
				{ total: 2, installments: { count: 3, firstDueDate: '2025-02-01', every: 'MONTH' } },
			],
			['a bad date', { issuedOn: '2025-02-30' }],
		])('answers 422 with field errors for %s', async (_, extra: Record<string, unknown>) => {
			const body = sale(extra)
			if (extra.categoryId === 'EXPENSE') body.categoryId = expense
			const before = await expectBalanceInvariant(api.db, api.cast.cashier.id)
			const response = await post(body)
			expect(response.status, await response.clone().text()).toBe(422)
			const problem = (await response.json()) as { errors?: unknown[] }
			expect(problem.errors?.length).toBeGreaterThan(0)
			expect(await expectBalanceInvariant(api.db, api.cast.cashier.id)).toBe(before)
		})
	})

	describe('GET, the list and one record', () => {
		it('lists the records of one day in the order they were recorded, newest first', async () => {
			const cashierId = (await createCashier(api.db, api.cast.unit.id, { name: 'One day' })).id
			// Ids are random: written one minute apart, five records of one day sort by their moment.
			const ids: string[] = []
			for (let index = 0; index < 5; index++) {
				api.clock.advance(60_000)
				const { id } = await created(
					await post(
						{
							input: false,
							issuedOn: '2025-01-10',
							total: 100 + index,
							categoryId: expense,
							paid: true,
						},
						api.cast.owner,
						{},
						cashierId,
					),
				)
				ids.push(id)
			}
			const newestFirst = [...ids].reverse()
			const list = async (search: string) =>
				(
					await api.getOk(
						`${path(cashierId)}${search}`,
						inventoryRowListSchema,
						api.cast.owner.headers,
					)
				).map((row) => row.id)
			// The walk in the list's order, the settled walk, and the keys a probe hands the page.
			expect(await list('')).toEqual(newestFirst)
			expect(await list('?settlement=PAID')).toEqual(newestFirst)
			expect(await list('?input=false&size=2&offset=1')).toEqual(newestFirst.slice(1, 3))
			expect(await list(`?categoryId=${expense}`)).toEqual(newestFirst)
		})

		it('lists newest first with the filters, to writers only', async () => {
			const list = (search: string, member: Member = api.cast.owner) =>
				api.getOk(
					`${path(api.cast.otherCashier.id)}${search}`,
					inventoryRowListSchema,
					member.headers,
				)
			const cashierId = api.cast.otherCashier.id
			const a = await created(
				await post(
					sale({
						issuedOn: '2025-01-01',
						description: 'Bolo de fubá',
						payments: [{ dueDate: '2025-02-01', amount: 10_000 }],
					}),
					api.cast.owner,
					{},
					cashierId,
				),
			)
			const b = await created(
				await post(
					{ input: false, issuedOn: '2025-01-05', total: 300, categoryId: expense, paid: true },
					api.cast.owner,
					{},
					cashierId,
				),
			)
			const c = await created(
				await post(
					sale({
						issuedOn: '2024-12-20',
						installments: { count: 2, firstDueDate: '2024-12-20', every: 'MONTH' },
					}),
					api.cast.owner,
					{},
					cashierId,
				),
			)
			expect((await list('')).map((row) => row.id)).toEqual([b.id, a.id, c.id])
			expect((await list('?input=false')).map((row) => row.id)).toEqual([b.id])
			expect((await list('?text=fuba')).map((row) => row.id)).toEqual([a.id])
			expect((await list('?settlement=PAID')).map((row) => row.id)).toEqual([b.id])
			// c's first installment was due 2024-12-20: overdue today.
			expect((await list('?settlement=OVERDUE')).map((row) => row.id)).toEqual([c.id])
			expect((await list('?settlement=PENDING')).map((row) => row.id)).toEqual([a.id])
			expect((await list(`?categoryId=${expense}`)).map((row) => row.id)).toEqual([b.id])
			const from = Date.UTC(2025, 0, 2, 3) // 2025-01-02 00:00 in São Paulo
			expect((await list(`?from=${from}`)).map((row) => row.id)).toEqual([b.id])
			expect((await list('?size=1&offset=1')).map((row) => row.id)).toEqual([a.id])
			expect((await list('', api.cast.unitCollaborator)).length).toBe(3)
			for (const member of [api.cast.cashierCollaborator, api.cast.auditor, api.cast.stranger]) {
				expect((await api.get(path(cashierId), member.headers)).status).toBe(404)
			}
			expect((await api.get(path(cashierId))).status).toBe(401)
			const one = await api.getOk(
				`${path(cashierId)}/${c.id}`,
				inventorySchema,
				api.cast.owner.headers,
			)
			expect(one.payments.map((p) => p.overdue)).toEqual([true, false])
			expect((await api.get(`${path(cashierId)}/${c.id}`, api.cast.stranger.headers)).status).toBe(
				404,
			)
			expect((await api.get(`${path()}/${c.id}`, api.cast.owner.headers)).status).toBe(404)
		})
	})

	describe('DELETE', () => {
		it('deletes a record: its cash leaves the balance, it leaves the list; the category it named stays', async () => {
			const category = await api.post(
				`/units/${api.cast.unit.id}/categories`,
				{ name: 'Catering', kind: 'INCOME', group: 'REVENUE' },
				api.cast.owner.headers,
			)
			expect(category.status).toBe(201)
			const { id: categoryId } = (await category.json()) as { id: string }
			const before = await expectBalanceInvariant(api.db, api.cast.cashier.id)
			const record = await created(await post(sale({ total: 4_000, categoryId, paid: true })))
			expect(await expectBalanceInvariant(api.db, api.cast.cashier.id)).toBe(before + 4_000)

			const refused = await del(`/units/${api.cast.unit.id}/categories/${categoryId}`)
			expect(refused.status).toBe(409)
			expect(await refused.json()).toMatchObject({ code: 'CATEGORY_IN_USE' })

			for (const member of [api.cast.auditor, api.cast.stranger]) {
				expect((await del(`${path()}/${record.id}`, member)).status).toBe(404)
			}
			expect((await del(`${path()}/${record.id}`, api.cast.cashierCollaborator)).status).toBe(204)
			expect(await expectBalanceInvariant(api.db, api.cast.cashier.id)).toBe(before)
			expect((await api.get(`${path()}/${record.id}`, api.cast.owner.headers)).status).toBe(404)
			expect((await del(`${path()}/${record.id}`)).status).toBe(404)
			// The books keep the deleted record, so its category is still named.
			expect((await del(`/units/${api.cast.unit.id}/categories/${categoryId}`)).status).toBe(409)
			// Its reference is free again.
			await created(await post(sale({ orderReferenceNumber: record.orderReferenceNumber })))
		})

		it('archives, not deletes, a cashier that holds records, and then takes no new ones', async () => {
			const cashier = await api.post(
				`/units/${api.cast.unit.id}/cashiers`,
				{ name: 'Kiosk' },
				api.cast.owner.headers,
			)
			const { id } = (await cashier.json()) as { id: string }
			await created(await post(sale(), api.cast.owner, {}, id))
			const removal = await del(`/units/${api.cast.unit.id}/cashiers/${id}`)
			expect(removal.status).toBe(200)
			const refused = await post(sale(), api.cast.owner, {}, id)
			expect(refused.status).toBe(409)
			expect(await refused.json()).toMatchObject({ code: 'CASHIER_ARCHIVED' })
		})
	})
})
