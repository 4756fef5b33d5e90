import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inventorySchema } from '@caixa/contract/inventory'
import { productSchema } from '@caixa/contract/product'
import { problemSchema } from '@caixa/contract/problem'
import {
	costOfGoodsSoldSchema,
	type StockMovement,
	stockMovementListSchema,
	stockMovementSchema,
	stockOnHandSchema,
} from '@caixa/contract/stock'
import { applyStockMove, emptyStock } from '@caixa/domain/stock'
import { categoryOfKind, expectBooksBalanced, type Member, useTestApi } from '@caixa/testing'
import { expectStockInvariant } from '@caixa/testing/stock'

// Today is 2025-01-15 in the cast's unit (BRAZIL, America/Sao_Paulo; see manualClock).
describe('/caixa/api/units/{unitId}/inventories and cost-of-goods-sold', () => {
	const api = useTestApi({ cast: true })
	let income: string
	let expense: string
	const unitPath = () => `/units/${api.cast.unit.id}`
	const owner = () => api.cast.owner

	const newProduct = async (body: Record<string, unknown> = {}) => {
		const response = await api.post(
			`${unitPath()}/products`,
			{ name: `Flour ${Math.random()}`, kind: 'PRODUCT', unitPrice: 500, unitCost: 150, ...body },
			owner().headers,
		)
		expect(response.status, await response.clone().text()).toBe(201)
		return productSchema.parse(await response.json())
	}
	const record = async (
		input: boolean,
		items: Array<{ productId?: string; name?: string; quantity: number; unitPrice: number }>,
		issuedOn = '2025-01-10',
		member: Member = owner(),
	) => {
		const response = await api.post(
			`/cashiers/${api.cast.cashier.id}/inventories`,
			{ input, issuedOn, categoryId: input ? income : expense, items },
			member.headers,
		)
		expect(response.status, await response.clone().text()).toBe(201)
		return inventorySchema.parse(await response.json())
	}
	const stockOf = async (productId: string, member: Member = owner()) => {
		const answer = await api.getOk(
			`${unitPath()}/inventories?productId=${productId}`,
			stockOnHandSchema,
			member.headers,
		)
		return answer.products[0]
	}
	const movementsOf = (productId: string, extra = '') =>
		api.getOk(
			`${unitPath()}/inventories/movements?productId=${productId}${extra}`,
			stockMovementListSchema,
			owner().headers,
		)
	const cogs = async (body: unknown, member: Member = owner()) => {
		const response = await api.post(`${unitPath()}/cost-of-goods-sold`, body, member.headers)
		expect(response.status, await response.clone().text()).toBe(200)
		return costOfGoodsSoldSchema.parse(await response.json())
	}
	const deleteRecord = (inventoryId: string) =>
		api.app.request(`/caixa/api/cashiers/${api.cast.cashier.id}/inventories/${inventoryId}`, {
			method: 'DELETE',
			headers: owner().headers,
		})
	const expectProblem = async (response: Response, status: number) => {
		expect(response.status, await response.clone().text()).toBe(status)
		expect(response.headers.get('Content-Type')).toContain('application/problem+json')
		return problemSchema.parse(await response.json())
	}

	beforeAll(async () => {
		income = await categoryOfKind(api.db, api.cast.unit.id, 'INCOME')
		expense = await categoryOfKind(api.db, api.cast.unit.id, 'EXPENSE')
	})

	afterEach(async () => {
		await expectStockInvariant(api.db)
		await expectBooksBalanced(api.db)
	})

	it('the issue’s example: buy 10 @ 2,00 and 10 @ 4,00, sell 5 → 15 @ 3,00 = 45,00; count 14 → LOSS 1; COGS 18,00 vs 15,00', async () => {
		const product = await newProduct()
		await record(false, [{ productId: product.id, quantity: 10, unitPrice: 200 }], '2025-01-05')
		await record(false, [{ productId: product.id, quantity: 10, unitPrice: 400 }], '2025-01-06')
		const sale = await record(
			true,
			[{ productId: product.id, quantity: 5, unitPrice: 900 }],
			'2025-01-07',
		)
		expect(await stockOf(product.id)).toMatchObject({
			quantity: 15,
			averageCost: 300,
			value: 4_500,
			negative: false,
		})
		const activity = await movementsOf(product.id)
		expect(activity.map((m) => [m.kind, m.quantity, m.unitCost, m.value, m.quantityAfter])).toEqual(
			[
				['SALE', -5, 300, -1_500, 15],
				['PURCHASE', 10, 400, 4_000, 20],
				['PURCHASE', 10, 200, 2_000, 10],
			],
		)
		expect(activity[0]).toMatchObject({
			inventoryId: sale.id,
			cashierId: api.cast.cashier.id,
			orderReferenceNumber: sale.orderReferenceNumber,
			averageCostAfter: 300,
			valueAfter: 4_500,
		})

		// Counted before any adjustment: periodic from the count, perpetual from the sale.
		const counted = await cogs({
			from: '2025-01-01',
			to: '2025-01-15',
			closingStock: [{ productId: product.id, quantity: 14 }],
		})
		const line = counted.products.find((p) => p.productId === product.id)
		expect(line).toMatchObject({
			opening: { quantity: 0, value: 0 },
			purchases: { quantity: 20, value: 6_000 },
			sales: { quantity: 5, value: 1_500 },
			systemClosing: { quantity: 15, value: 4_500 },
			closing: { quantity: 14, value: 4_200, counted: true },
			periodic: 1_800,
			perpetual: 1_500,
			difference: 300,
		})

		const count = await api.post(
			`${unitPath()}/inventories`,
			{ productId: product.id, countedQuantity: 14, reason: 'LOSS' },
			owner().headers,
		)
		expect(count.status, await count.clone().text()).toBe(201)
		const adjustment = stockMovementSchema.parse(await count.json())
		expect(count.headers.get('Location')).toBe(
			`/caixa/api${unitPath()}/inventories/movements/${adjustment.id}`,
		)
		expect(adjustment).toMatchObject({
			kind: 'ADJUSTMENT',
			reason: 'LOSS',
			countedQuantity: 14,
			quantity: -1,
			unitCost: 300,
			value: -300,
			occurredOn: '2025-01-15',
			quantityAfter: 14,
			valueAfter: 4_200,
		})
		expect(
			await api.getOk(
				`${unitPath()}/inventories/movements/${adjustment.id}`,
				stockMovementSchema,
				owner().headers,
			),
		).toEqual(adjustment)

		// After the count, the system's closing stock says the same.
		const system = await cogs({ from: '2025-01-01', to: '2025-01-15' })
		expect(system.products.find((p) => p.productId === product.id)).toMatchObject({
			adjustments: { quantity: -1, value: -300 },
			closing: { quantity: 14, value: 4_200, counted: false },
			periodic: 1_800,
			perpetual: 1_500,
			difference: 300,
		})
		// A period after it all: opening = closing, nothing moved.
		const later = await cogs({ from: '2025-01-16', to: '2025-01-31' })
		expect(later.products.find((p) => p.productId === product.id)).toMatchObject({
			opening: { quantity: 14, value: 4_200 },
			periodic: 0,
			perpetual: 0,
			difference: 0,
		})
	})

	it('deleting a record reverses its movements: the stock returns and the period leaves it out', async () => {
		const product = await newProduct()
		await record(false, [{ productId: product.id, quantity: 10, unitPrice: 200 }])
		await record(false, [{ productId: product.id, quantity: 10, unitPrice: 400 }])
		const sale = await record(true, [
			{ productId: product.id, quantity: 2, unitPrice: 900 },
			{ productId: product.id, quantity: 3, unitPrice: 900 },
		])
		expect(await stockOf(product.id)).toMatchObject({ quantity: 15, value: 4_500 })
		expect((await deleteRecord(sale.id)).status).toBe(204)
		expect(await stockOf(product.id)).toMatchObject({
			quantity: 20,
			averageCost: 300,
			value: 6_000,
		})
		const activity = await movementsOf(product.id, '&kind=SALE')
		const reversals = activity.filter((m) => m.reversalOf !== null)
		expect(reversals.map((m) => [m.quantity, m.value, m.occurredOn])).toEqual(
			expect.arrayContaining([
				[2, 600, '2025-01-10'],
				[3, 900, '2025-01-10'],
			]),
		)
		expect(new Set(reversals.map((m) => m.reversalOf))).toEqual(
			new Set(activity.filter((m) => m.reversalOf === null).map((m) => m.id)),
		)
		const period = await cogs({ from: '2025-01-01', to: '2025-01-15' })
		expect(period.products.find((p) => p.productId === product.id)).toMatchObject({
			sales: { quantity: 0, value: 0 },
			perpetual: 0,
			periodic: 0,
		})
		// Deleting it again finds nothing, and reverses nothing twice.
		expect((await deleteRecord(sale.id)).status).toBe(404)
		expect(await stockOf(product.id)).toMatchObject({ quantity: 20, value: 6_000 })
	})

	it('moves only products that keep stock; a sale past what is on hand goes negative, flagged', async () => {
		const service = await newProduct({ kind: 'SERVICE', tracksStock: false })
		const untracked = await newProduct({ tracksStock: false })
		const product = await newProduct({ unitCost: 700 })
		await record(true, [
			{ productId: service.id, quantity: 1, unitPrice: 100 },
			{ productId: untracked.id, quantity: 1, unitPrice: 100 },
			{ name: 'Loose line', quantity: 1, unitPrice: 100 },
			{ productId: product.id, quantity: 2, unitPrice: 1_000 },
		])
		expect(await movementsOf(service.id)).toEqual([])
		expect(await movementsOf(untracked.id)).toEqual([])
		// Nothing on hand yet: out at the product's unit cost, never corrected.
		expect(await stockOf(product.id)).toMatchObject({
			quantity: -2,
			averageCost: 700,
			value: -1_400,
			negative: true,
		})
		const negatives = await api.getOk(
			`${unitPath()}/inventories?negative=true`,
			stockOnHandSchema,
			owner().headers,
		)
		expect(negatives.products.map((p) => p.productId)).toContain(product.id)
		expect(negatives.products.every((p) => p.negative)).toBe(true)
		expect(negatives.negative).toBe(negatives.count)
		const untrackedStock = await api.getOk(
			`${unitPath()}/inventories?productId=${untracked.id}`,
			stockOnHandSchema,
			owner().headers,
		)
		expect(untrackedStock.products).toEqual([])
	})

	it('lists the stock on hand with the total value of every product the filter keeps', async () => {
		const a = await newProduct({ name: 'Zz stock alpha' })
		const b = await newProduct({ name: 'Zz stock beta' })
		await record(false, [
			{ productId: a.id, quantity: 1.5, unitPrice: 333 },
			{ productId: b.id, quantity: 2, unitPrice: 1_000 },
		])
		const page = await api.getOk(
			`${unitPath()}/inventories?text=zz%20stock&size=1`,
			stockOnHandSchema,
			owner().headers,
		)
		expect(page.currency).toBe('BRL')
		expect(page.count).toBe(2)
		// 1.5 × 3,33 = 4,995 → 5,00; plus 20,00.
		expect(page.totalValue).toBe(500 + 2_000)
		expect(page.products).toHaveLength(1)
		expect(page.products[0]).toMatchObject({ productId: a.id, quantity: 1.5, value: 500 })
	})

	it('pages the activity by keyset: `after` a row’s cursor reads the rows after it', async () => {
		const product = await newProduct()
		for (const day of ['2025-01-01', '2025-01-02', '2025-01-02', '2025-01-03']) {
			await record(false, [{ productId: product.id, quantity: 1, unitPrice: 100 }], day)
			api.clock.advance(1)
		}
		const all = await movementsOf(product.id)
		expect(all.map((m) => m.occurredOn)).toEqual([
			'2025-01-03',
			'2025-01-02',
			'2025-01-02',
			'2025-01-01',
		])
		const rest: StockMovement[] = []
		let after: string | undefined
		for (;;) {
			const page = await movementsOf(product.id, `&size=1${after ? `&after=${after}` : ''}`)
			if (page.length === 0) break
			rest.push(...page)
			after = page.at(-1)?.cursor
		}
		expect(rest.map((m) => m.id)).toEqual(all.map((m) => m.id))
		const ranged = await movementsOf(
			product.id,
			`&from=${Date.parse('2025-01-02T12:00:00-03:00')}&to=${Date.parse('2025-01-02T12:00:00-03:00')}`,
		)
		expect(ranged.map((m) => m.occurredOn)).toEqual(['2025-01-02', '2025-01-02'])
	})

	it('sales and counts side by side take turns: each movement starts where another ended', async () => {
		const product = await newProduct()
		await record(false, [{ productId: product.id, quantity: 50, unitPrice: 777 }])
		const writes = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				i % 2
					? api.post(
							`${unitPath()}/inventories`,
							{ productId: product.id, difference: -0.5, reason: 'DAMAGE' },
							owner().headers,
						)
					: api.post(
							`/cashiers/${api.cast.cashier.id}/inventories`,
							{
								input: true,
								issuedOn: '2025-01-12',
								categoryId: income,
								items: [{ productId: product.id, quantity: 1.5, unitPrice: 800 }],
							},
							owner().headers,
						),
			),
		)
		expect(writes.map((response) => response.status)).toEqual(Array(20).fill(201))
		const activity = await movementsOf(product.id, '&size=100')
		expect(activity).toHaveLength(21)
		// One history: every movement's stock before it is the stock after exactly one other.
		const key = (quantity: number, value: number) => `${quantity}/${value}`
		const afters = activity.map((m) => key(m.quantityAfter, m.valueAfter))
		const befores = activity.map((m) => key(m.quantityAfter - m.quantity, m.valueAfter - m.value))
		expect(new Set(afters).size).toBe(21)
		expect(befores.filter((before) => !afters.includes(before))).toEqual([key(0, 0)])
		expect(await stockOf(product.id)).toMatchObject({ quantity: 50 - 10 * 1.5 - 10 * 0.5 })
	})

	it('a replayed sale (the same Idempotency-Key) moves the stock once', async () => {
		const product = await newProduct()
		const sell = () =>
			api.post(
				`/cashiers/${api.cast.cashier.id}/inventories`,
				{
					input: true,
					issuedOn: '2025-01-12',
					categoryId: income,
					items: [{ productId: product.id, quantity: 2, unitPrice: 800 }],
				},
				{ ...owner().headers, 'Idempotency-Key': `sale-${product.id}` },
			)
		const answers = await Promise.all([sell(), sell(), sell()])
		expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
		expect(await movementsOf(product.id)).toHaveLength(1)
		expect((await stockOf(product.id))?.quantity).toBe(-2)
	})

	it('keeps quantity and average exact under 20 parallel sales of one product', async () => {
		const product = await newProduct()
		await record(false, [{ productId: product.id, quantity: 100, unitPrice: 333 }])
		await record(false, [{ productId: product.id, quantity: 7, unitPrice: 1_001 }])
		// Through two cashiers, so that each cashier's record lock does not line them up already.
		const sales = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				api.post(
					`/cashiers/${i % 2 ? api.cast.otherCashier.id : api.cast.cashier.id}/inventories`,
					{
						input: true,
						issuedOn: '2025-01-12',
						categoryId: income,
						items: [{ productId: product.id, quantity: 1.5, unitPrice: 800 }],
					},
					owner().headers,
				),
			),
		)
		expect(sales.map((response) => response.status)).toEqual(Array(20).fill(201))
		// The same 20 sales one after the other, by the domain's arithmetic.
		let expected = emptyStock(150)
		expected = applyStockMove(expected, { kind: 'IN', quantityMilli: 100_000, unitCost: 333 }).after
		expected = applyStockMove(expected, { kind: 'IN', quantityMilli: 7_000, unitCost: 1_001 }).after
		for (let i = 0; i < 20; i += 1) {
			expected = applyStockMove(expected, { kind: 'OUT', quantityMilli: 1_500 }).after
		}
		expect(await stockOf(product.id)).toMatchObject({
			quantity: 77,
			averageCost: expected.averageCost,
			value: expected.value,
		})
		// Each sale saw the one before it: 20 distinct running quantities, none lost.
		const activity = await movementsOf(product.id, '&kind=SALE&size=100')
		expect(new Set(activity.map((m) => m.quantityAfter)).size).toBe(20)
		expect(Math.min(...activity.map((m) => m.quantityAfter))).toBe(77)
	})

	describe('refuses bad input with 422 problem+json', () => {
		it('adjustments', async () => {
			const product = await newProduct()
			const service = await newProduct({ kind: 'SERVICE', tracksStock: false })
			const post = (body: unknown) => api.post(`${unitPath()}/inventories`, body, owner().headers)
			for (const body of [
				{ productId: product.id, reason: 'COUNT' },
				{ productId: product.id, reason: 'COUNT', countedQuantity: 1, difference: 1 },
				{ productId: product.id, reason: 'COUNT', countedQuantity: 1.0001 },
				{ productId: product.id, reason: 'COUNT', countedQuantity: -1 },
				{ productId: product.id, reason: 'THEFT', difference: -1 },
				{ productId: product.id, reason: 'LOSS', difference: 0 },
				{ productId: product.id, reason: 'LOSS', difference: 'one' },
				{ productId: 'not-an-id', reason: 'LOSS', difference: -1 },
				{ productId: product.id, reason: 'LOSS', difference: -1, occurredOn: '2025-02-30' },
				// Not a product of this unit, or one that keeps no stock.
				{ productId: crypto.randomUUID(), reason: 'LOSS', difference: -1 },
				{ productId: service.id, reason: 'LOSS', difference: -1 },
				// Nothing on hand and counted none: nothing to adjust.
				{ productId: product.id, reason: 'COUNT', countedQuantity: 0 },
			]) {
				await expectProblem(await post(body), 422)
			}
			expect(await movementsOf(product.id)).toEqual([])
		})

		it('lists and cost of goods sold', async () => {
			for (const query of ['size=0', 'negative=maybe', 'productId=x']) {
				await expectProblem(
					await api.get(`${unitPath()}/inventories?${query}`, owner().headers),
					422,
				)
			}
			for (const query of [
				'after=nope',
				'kind=GIFT',
				'from=yesterday',
				'zone=Nowhere/City&from=1',
			]) {
				await expectProblem(
					await api.get(`${unitPath()}/inventories/movements?${query}`, owner().headers),
					422,
				)
			}
			const product = await newProduct()
			for (const body of [
				{},
				{ from: '2025-01-10', to: '2025-01-01' },
				{ from: '2025-13-01', to: '2025-12-31' },
				{
					from: '2025-01-01',
					to: '2025-01-31',
					closingStock: [{ productId: product.id, quantity: -1 }],
				},
				{
					from: '2025-01-01',
					to: '2025-01-31',
					closingStock: [
						{ productId: product.id, quantity: 1 },
						{ productId: product.id, quantity: 2 },
					],
				},
				{
					from: '2025-01-01',
					to: '2025-01-31',
					closingStock: [{ productId: crypto.randomUUID(), quantity: 1 }],
				},
				{ from: 1, to: 2, zone: 'Nowhere/City' },
			]) {
				await expectProblem(
					await api.post(`${unitPath()}/cost-of-goods-sold`, body, owner().headers),
					422,
				)
			}
		})
	})

	describe('roles (DOMAIN.md): the unit’s owner and collaborators; 404 to everyone else', () => {
		let productId: string
		let movementId: string
		beforeAll(async () => {
			productId = (await newProduct()).id
			await record(false, [{ productId, quantity: 3, unitPrice: 100 }])
			movementId = (await movementsOf(productId))[0]?.id ?? ''
		})
		const calls = {
			list: (m: Member) => api.get(`${unitPath()}/inventories`, m.headers),
			adjust: (m: Member) =>
				api.post(
					`${unitPath()}/inventories`,
					{ productId, difference: 1, reason: 'OTHER' },
					m.headers,
				),
			movements: (m: Member) => api.get(`${unitPath()}/inventories/movements`, m.headers),
			movement: (m: Member) =>
				api.get(`${unitPath()}/inventories/movements/${movementId}`, m.headers),
			cogs: (m: Member) =>
				api.post(
					`${unitPath()}/cost-of-goods-sold`,
					{ from: '2025-01-01', to: '2025-01-31' },
					m.headers,
				),
		}
		const allowed = { list: 200, adjust: 201, movements: 200, movement: 200, cogs: 200 }

		for (const [name, call] of Object.entries(calls)) {
			it(`${name}: owner and unit collaborator yes; cashier collaborator, auditors, strangers 404; no session 401`, async () => {
				const status = allowed[name as keyof typeof allowed]
				expect((await call(api.cast.owner)).status).toBe(status)
				expect((await call(api.cast.unitCollaborator)).status).toBe(status)
				for (const member of [
					api.cast.cashierCollaborator,
					api.cast.auditor,
					api.cast.pendingAuditor,
					api.cast.stranger,
				]) {
					await expectProblem(await call(member), 404)
				}
				await expectProblem(
					await call({ profileId: '', token: '', headers: { Authorization: '' } }),
					401,
				)
			})
		}

		it('a cashier collaborator’s sale still moves the unit’s stock', async () => {
			const before = await stockOf(productId)
			await record(
				true,
				[{ productId, quantity: 1, unitPrice: 200 }],
				'2025-01-11',
				api.cast.cashierCollaborator,
			)
			expect((await stockOf(productId))?.quantity).toBe((before?.quantity ?? 0) - 1)
		})
	})
})
