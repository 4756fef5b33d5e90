import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { listStockLevels, listStockMovements, stockPeriodSums } from '@caixa/db/stock-movements'
import { stockDatabase } from '@caixa/db/stock-tables'
import { insertProduct } from '@caixa/db/products'
import { indexedReads, useTestApi } from '@caixa/testing'

describe('migration 0015', () => {
	const api = useTestApi({ cast: true })

	const movement = async (values: Record<string, unknown>) => {
		const product = await insertProduct(
			api.db,
			api.cast.unit.id,
			{ name: 'Oil', sku: null, kind: 'PRODUCT', unitPrice: 1, unitCost: 1, tracksStock: true },
			0,
		)
		return stockDatabase(api.db)
			.insertInto('stock_movements')
			.values({
				id: randomUUID(),
				unit_id: api.cast.unit.id,
				product_id: product.id,
				kind: 'ADJUSTMENT',
				inventory_id: null,
				line_position: null,
				reason: 'COUNT',
				counted_milli: null,
				reversal_of: null,
				quantity_milli: 1_000,
				unit_cost: 1,
				value: 1,
				occurred_on: '2025-01-01',
				created_at: 0,
				created_by_profile_id: api.cast.owner.profileId,
				quantity_after_milli: 1_000,
				value_after: 1,
				average_cost_after: 1,
				...values,
			})
			.execute()
	}

	it('takes an adjustment with its reason, and refuses a movement without its source or quantity', async () => {
		await expect(movement({})).resolves.toBeDefined()
		await expect(movement({ reason: null })).rejects.toThrow()
		await expect(movement({ reason: 'THEFT' })).rejects.toThrow()
		await expect(movement({ kind: 'SALE' })).rejects.toThrow()
		await expect(movement({ kind: 'GIFT' })).rejects.toThrow()
		await expect(movement({ quantity_milli: 0 })).rejects.toThrow()
	})

	it('reverses a movement once at most', async () => {
		const first = randomUUID()
		await movement({ id: first })
		await expect(movement({ reversal_of: first, quantity_milli: -1_000 })).resolves.toBeDefined()
		await expect(movement({ reversal_of: first, quantity_milli: -1_000 })).rejects.toThrow()
	})

	it.runIf(!process.env.DATABASE_URL)(
		'the stock, the activity (every filter, keyset) and the period sums read indexes',
		async () => {
			const unitId = api.cast.unit.id
			const productId = randomUUID()
			const ran = await indexedReads({ ...api, destroy: async () => {} }, async (db) => {
				await listStockLevels(db, unitId, { text: ['oil'], offset: 0, size: 20 })
				const after = { occurredOn: '2025-01-01', createdAt: 1, id: productId }
				await listStockMovements(db, unitId, { offset: 0, size: 20 })
				await listStockMovements(db, unitId, { offset: 0, size: 20, after })
				await listStockMovements(db, unitId, { offset: 0, size: 20, kind: ['SALE'], after })
				await listStockMovements(db, unitId, { offset: 0, size: 20, productId: [productId] })
				await listStockMovements(db, unitId, {
					offset: 0,
					size: 20,
					from: '2025-01-01',
					to: '2025-01-31',
				})
				await stockPeriodSums(db, unitId, '2025-01-01', '2025-01-31', [productId])
			})
			expect(ran).toBeGreaterThan(0)
		},
	)
})
