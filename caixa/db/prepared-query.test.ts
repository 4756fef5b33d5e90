import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '@caixa/testing'
import { preparedQuery } from './prepared-query'
import { insertProfile } from './profiles'

describe('preparedQuery', () => {
	let test: TestDatabase

	beforeAll(async () => {
		test = await createTestDatabase()
		for (const [index, name] of ['Ana', 'Bruno', 'Carla', 'Davi'].entries()) {
			await insertProfile(
				test.db,
				{ name, surname: 'Prepared', email: `prepared-${index}@example.com` },
				index + 1,
			)
		}
	})

	afterAll(async () => {
		await test.destroy()
	})

	const build = (
		db: TestDatabase['db'],
		{ surname, from, size }: { surname: string; from: string; size: number },
	) =>
		db
			.selectFrom('profiles')
			.select(['name', 'email'])
			.where('surname', '=', surname)
			.where('name', '>=', from)
			.orderBy('name')
			.limit(size)
	const byName = preparedQuery(build)

	it('compiles what a fresh build compiles, values in their places, call after call', () => {
		for (const values of [
			{ surname: 'Prepared', from: 'B', size: 2 },
			{ surname: 'Other', from: 'A', size: 10 },
			{ surname: 'Prepared', from: 'Z', size: 1 },
		]) {
			const fresh = build(test.db, values).compile()
			const prepared = byName.compiled(test.db, values)
			expect(prepared.sql).toBe(fresh.sql)
			expect(prepared.parameters).toEqual(fresh.parameters)
		}
	})

	it('answers each call with its own values', async () => {
		expect(await byName.execute(test.db, { surname: 'Prepared', from: 'B', size: 2 })).toEqual([
			{ name: 'Bruno', email: 'prepared-1@example.com' },
			{ name: 'Carla', email: 'prepared-2@example.com' },
		])
		expect(await byName.execute(test.db, { surname: 'Prepared', from: 'D', size: 5 })).toEqual([
			{ name: 'Davi', email: 'prepared-3@example.com' },
		])
		expect(await byName.execute(test.db, { surname: 'Nobody', from: 'A', size: 5 })).toEqual([])
	})

	it('works inside a transaction of the same database', async () => {
		const rows = await test.db
			.transaction()
			.execute((trx) => byName.execute(trx, { surname: 'Prepared', from: 'C', size: 1 }))
		expect(rows).toEqual([{ name: 'Carla', email: 'prepared-2@example.com' }])
	})

	it('keeps one statement per shape, and says so when a call misses a value', async () => {
		const filtered = preparedQuery(
			(
				db,
				{ surname, email }: { surname: string; email?: string },
				shape: { byEmail: boolean },
			) => {
				let query = db.selectFrom('profiles').select('name').where('surname', '=', surname)
				if (shape.byEmail) query = query.where('email', '=', email ?? '')
				return query.orderBy('name')
			},
		)
		const all = await filtered.execute(test.db, { surname: 'Prepared' }, { byEmail: false })
		expect(all.map((row) => row.name)).toEqual(['Ana', 'Bruno', 'Carla', 'Davi'])
		const one = await filtered.execute(
			test.db,
			{ surname: 'Prepared', email: 'prepared-2@example.com' },
			{ byEmail: true },
		)
		expect(one.map((row) => row.name)).toEqual(['Carla'])
		expect(() => filtered.compiled(test.db, { surname: 'Prepared' }, { byEmail: true })).toThrow(
			/no value email/,
		)
	})
})
