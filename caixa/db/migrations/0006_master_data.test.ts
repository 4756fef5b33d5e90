import { type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useTestApi } from '@caixa/testing'
import { fillCategorySearchText } from './0006_master_data'

describe('migration 0006', () => {
	const api = useTestApi({ cast: true })

	it('gives the categories made before it their search text, from their names', async () => {
		const unitId = api.cast.unit.id
		await api.db
			.updateTable('categories')
			.set({ search_text: '' })
			.where('unit_id', '=', unitId)
			.execute()
		// Migrations take an untyped database: they run before the schema they make exists.
		await fillCategorySearchText(api.db as unknown as Kysely<unknown>)
		const rows = await api.db
			.selectFrom('categories')
			.select(['name', 'search_text'])
			.where('unit_id', '=', unitId)
			.execute()
		expect(rows.length).toBeGreaterThan(0)
		for (const row of rows)
			expect(row.search_text).toBe(row.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
	})

	it('keeps SKUs unique per unit while letting many products have none', async () => {
		const product = (sku: string | null) => ({
			id: crypto.randomUUID(),
			unit_id: api.cast.unit.id,
			name: 'P',
			search_text: 'p',
			sku,
			kind: 'PRODUCT' as const,
			unit_price: 1,
			unit_cost: 0,
			tracks_stock: 1 as const,
			archived_at: null,
			created_at: 1,
		})
		await api.db
			.insertInto('products')
			.values([product(null), product(null), product('A')])
			.execute()
		await expect(api.db.insertInto('products').values(product('A')).execute()).rejects.toThrow()
	})
})
