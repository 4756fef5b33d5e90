import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CategoryKind, type DreGroup } from '@caixa/contract/category'
import { insertCategory } from '@caixa/db/categories'
import {
	type Cast,
	createCast,
	createTestDatabase,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { fillDefaultCodes } from './0020_category_default_code'

describe('migration 0020', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock()

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock, { language: 'pt-BR' })
	})

	afterAll(async () => {
		await test.destroy()
	})

	const codes = async () => {
		const rows = await test.db
			.selectFrom('categories')
			.select(['name', 'default_code'])
			.where('unit_id', '=', cast.unit.id)
			.orderBy('created_at')
			.orderBy('id')
			.execute()
		return rows.map((row) => [row.name, row.default_code])
	}

	it('marks the categories that are a default by kind, group and name, in any language, the first of each', async () => {
		const { unit } = cast
		const now = clock.now() + 1_000
		const add = (name: string, kind: CategoryKind, group: DreGroup, at: number) =>
			insertCategory(test.db, unit.id, { name, kind, group }, at)
		// An English default added by hand, another language's second copy, a near miss in name,
		// and one in the wrong group.
		await add('Sales of goods', 'INCOME', 'REVENUE', now)
		await add('Aluguel', 'EXPENSE', 'OPERATING_EXPENSE', now + 1)
		await add('Alquiler', 'EXPENSE', 'OPERATING_EXPENSE', now + 2)
		await add('rent', 'EXPENSE', 'OPERATING_EXPENSE', now + 3)
		await add('Juros pagos', 'EXPENSE', 'OTHER_EXPENSE', now + 4)
		const made = await codes()
		// Before the migration: no codes at all.
		await sql`update categories set default_code = null`.execute(test.db)
		await fillDefaultCodes(test.db as unknown as Kysely<unknown>)
		const filled = await codes()

		// The unit's own defaults, made in pt-BR, are marked as unit creation marks them.
		expect(filled.slice(0, 16)).toEqual(made.slice(0, 16))
		expect(filled.find(([name]) => name === 'Venda de mercadorias')?.[1]).toBe('SALES_OF_GOODS')
		expect(filled.slice(16)).toEqual([
			// SALES_OF_GOODS is the unit's "Venda de mercadorias", made first.
			['Sales of goods', null],
			// RENT likewise ("Aluguel" of the defaults came first).
			['Aluguel', null],
			['Alquiler', null],
			['rent', null],
			['Juros pagos', null],
		])
	})

	it('marks an English default in a unit that lost its Portuguese one', async () => {
		const other = await createCast(test.db, clock, { language: 'en-US', unitName: 'Other' })
		await test.db
			.deleteFrom('categories')
			.where('unit_id', '=', other.unit.id)
			.where('default_code', '=', 'RENT')
			.execute()
		await insertCategory(
			test.db,
			other.unit.id,
			{ name: 'Aluguel', kind: 'EXPENSE', group: 'OPERATING_EXPENSE' },
			clock.now() + 5_000,
		)
		await sql`update categories set default_code = null`.execute(test.db)
		await fillDefaultCodes(test.db as unknown as Kysely<unknown>)
		const rows = await test.db
			.selectFrom('categories')
			.select(['name', 'default_code'])
			.where('unit_id', '=', other.unit.id)
			.where('name', 'in', ['Aluguel', 'Sales of goods'])
			.orderBy('name')
			.execute()
		expect(rows).toEqual([
			{ name: 'Aluguel', default_code: 'RENT' },
			{ name: 'Sales of goods', default_code: 'SALES_OF_GOODS' },
		])
	})
})
