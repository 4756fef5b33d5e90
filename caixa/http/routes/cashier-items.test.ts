import { CompiledQuery } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { type CashierItem, cashierItemListSchema } from '@caixa/contract/cashier-lookups'
import { productSchema } from '@caixa/contract/product'
import { listCashierItems } from '@caixa/services/cashier-items'
import { useTestApi } from '@caixa/testing'

// GET /cashiers/{id}/items: the product lines the cashier's live records used so far. Records are
// written straight to the tables here (the ledger's create-record service is another piece).

interface Line {
	name: string
	unitPrice: number
	productId?: string
}

describe('GET /caixa/api/cashiers/{id}/items', () => {
	const api = useTestApi({ cast: true })
	const path = (search = '', cashierId = api.cast.cashier.id) =>
		`/cashiers/${cashierId}/items${search}`
	const ids: Record<'bread' | 'coffee' | 'old', string> = { bread: '', coffee: '', old: '' }
	let records = 0

	/** A record of the cashier written `minutesAgo` before the clock, with its lines in order. */
	async function record(
		lines: Line[],
		options: { minutesAgo: number; cashierId?: string; deleted?: boolean },
	) {
		records += 1
		const id = crypto.randomUUID()
		const createdAt = api.clock.now() - options.minutesAgo * 60_000
		await api.db
			.insertInto('inventories')
			.values({
				id,
				cashier_id: options.cashierId ?? api.cast.cashier.id,
				unit_id: api.cast.unit.id,
				input: 1,
				order_reference_number: String(records),
				order_number: records,
				// Written in the order of creation but dated backwards: recency is when it was written.
				issued_on: `2024-01-${String(30 - records).padStart(2, '0')}`,
				description: null,
				search_text: String(records),
				category_id: null,
				client_or_supplier_id: null,
				total: lines.reduce((sum, line) => sum + line.unitPrice, 0),
				idempotency_key: null,
				created_by_profile_id: api.cast.owner.profileId,
				created_at: createdAt,
				deleted_at: options.deleted ? createdAt + 1 : null,
				deleted_by_profile_id: options.deleted ? api.cast.owner.profileId : null,
			})
			.execute()
		await api.db
			.insertInto('inventory_items')
			.values(
				lines.map((line, position) => ({
					id: crypto.randomUUID(),
					inventory_id: id,
					position,
					product_id: line.productId ?? null,
					name: line.name,
					quantity_milli: 1000,
					unit_price: line.unitPrice,
					total: line.unitPrice,
				})),
			)
			.execute()
	}

	async function product(name: string, archived = false) {
		const unitProducts = `/units/${api.cast.unit.id}/products`
		const body = { name, kind: 'PRODUCT', unitPrice: 100 }
		const response = await api.post(unitProducts, body, api.cast.owner.headers)
		const created = productSchema.parse(await response.json())
		if (archived) {
			await api.put(
				`${unitProducts}/${created.id}`,
				{ ...body, archived: true },
				api.cast.owner.headers,
			)
		}
		return created.id
	}

	beforeAll(async () => {
		ids.bread = await product('Pão francês')
		ids.coffee = await product('Café')
		ids.old = await product('Sonho', true)
		await record(
			[
				{ name: 'Pão francês', unitPrice: 100, productId: ids.bread },
				{ name: 'Entrega', unitPrice: 500 },
			],
			{ minutesAgo: 50 },
		)
		await record([{ name: 'Sonho', unitPrice: 400, productId: ids.old }], { minutesAgo: 40 })
		await record(
			[
				{ name: 'Pão francês', unitPrice: 120, productId: ids.bread },
				{ name: 'Café', unitPrice: 300, productId: ids.coffee },
			],
			{ minutesAgo: 30 },
		)
		// A line under the product's former name is its own row.
		await record([{ name: 'Pão', unitPrice: 90, productId: ids.bread }], { minutesAgo: 60 })
		await record([{ name: 'Bolo', unitPrice: 2000 }], { minutesAgo: 10, deleted: true })
		await record([{ name: 'Suco', unitPrice: 700 }], {
			minutesAgo: 5,
			cashierId: api.cast.otherCashier.id,
		})
	})

	const list = (search = '', headers = api.cast.cashierCollaborator.headers) =>
		api.getOk(path(search), cashierItemListSchema, headers)
	const names = (items: CashierItem[]) => items.map((item) => item.name)

	it('answers one row per product and name, most recently used first, with the last price', async () => {
		const items = await list()
		expect(names(items)).toEqual(['Café', 'Pão francês', 'Entrega', 'Pão'])
		expect(items[1]).toEqual({
			productId: ids.bread,
			name: 'Pão francês',
			unitPrice: 120,
			currency: 'BRL',
			uses: 2,
			lastUsedAt: new Date(api.clock.now() - 30 * 60_000).toISOString(),
		})
		expect(items[2]).toMatchObject({ productId: null, name: 'Entrega', unitPrice: 500, uses: 1 })
	})

	it('leaves out deleted records, archived products and other cashiers’ lines', async () => {
		const all = names(await list('?size=100'))
		for (const name of ['Bolo', 'Sonho', 'Suco']) expect(all).not.toContain(name)
		expect(
			names(
				await api.getOk(
					path('', api.cast.otherCashier.id),
					cashierItemListSchema,
					api.cast.owner.headers,
				),
			),
		).toEqual(['Suco'])
	})

	it('keeps names holding every word, in any case and accent, and pages stably', async () => {
		expect(names(await list('?query=PAO'))).toEqual(['Pão francês', 'Pão'])
		expect(names(await list('?query=frances%20p%C3%A3o'))).toEqual(['Pão francês'])
		expect(names(await list('?query=cafe'))).toEqual(['Café'])
		expect(await list('?query=torta')).toEqual([])
		expect(names(await list('?query=pao&offset=1&size=1'))).toEqual(['Pão'])
		const all = await list()
		expect(await list('?offset=1&size=2')).toEqual(all.slice(1, 3))
		expect(await list('?offset=4')).toEqual([])
	})

	it('answers the owner and unit collaborators too; 404 to auditors and strangers; 401 anonymous', async () => {
		const expected = await list()
		for (const member of [api.cast.owner, api.cast.unitCollaborator]) {
			expect(await list('', member.headers)).toEqual(expected)
		}
		for (const member of [api.cast.auditor, api.cast.pendingAuditor, api.cast.stranger]) {
			expect((await api.get(path(), member.headers)).status).toBe(404)
		}
		expect((await api.get(path())).status).toBe(401)
		const otherCashier = path('', api.cast.otherCashier.id)
		expect((await api.get(otherCashier, api.cast.cashierCollaborator.headers)).status).toBe(404)
	})

	it('answers 422 for a page out of range', async () => {
		for (const search of ['?size=0', '?size=101', '?offset=-1', '?size=abc']) {
			const response = await api.get(path(search), api.cast.owner.headers)
			expect(response.status, search).toBe(422)
		}
	})

	it('reads the cashier’s records, their lines and products through indexes (SQLite’s plan)', async () => {
		// PostgreSQL's plan was checked by hand (EXPLAIN with enable_seqscan off): the live records
		// through inventories_cashier_id_order_reference_number_key, lines through
		// inventory_items_inventory_id_position_idx, products by primary key. Its planner scans
		// tables this small whatever the indexes, so only SQLite's is asserted.
		if (api.engine !== 'sqlite') return
		const queries: CompiledQuery[] = []
		const logged = api.db.withPlugin({
			transformQuery: (args) => {
				queries.push(api.db.getExecutor().compileQuery(args.node, args.queryId))
				return args.node
			},
			transformResult: async (args) => args.result,
		})
		await listCashierItems(logged, api.cast.cashier.id, { query: undefined, offset: 0, size: 20 })
		expect(queries.length).toBeGreaterThan(0)
		for (const query of queries) {
			const plan = await api.db.executeQuery<{ detail: string }>(
				CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
			)
			const reads = plan.rows
				.map((row) => row.detail)
				.filter((detail) => /^(SCAN|SEARCH) /.test(detail))
				// The window's own rows, already narrowed by the indexes below them.
				.filter((detail) => !/^SCAN (line|\(subquery-\d+\))$/.test(detail))
			expect(reads.length, query.sql).toBeGreaterThan(0)
			for (const read of reads) expect(read, query.sql).toMatch(/^SEARCH \w+ USING .*INDEX/)
		}
	})
})
