import SqliteDatabase from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '@caixa/testing'
import { insertProfile } from './profiles'
import { writeTransaction } from './transaction'

describe('writeTransaction', () => {
	let test: TestDatabase

	beforeAll(async () => {
		test = await createTestDatabase()
	})

	afterAll(async () => {
		await test.destroy()
	})

	const countProfiles = async (emailLike: string) =>
		(
			await test.db
				.selectFrom('profiles')
				.select((eb) => eb.fn.countAll<number>().as('count'))
				.where('email', 'like', emailLike)
				.executeTakeFirstOrThrow()
		).count

	it('keeps every row of a unit of work', async () => {
		const ids = await writeTransaction(test.db, async (trx) => [
			(await insertProfile(trx, { name: 'A', surname: 'A', email: 'kept-1@example.com' }, 1)).id,
			(await insertProfile(trx, { name: 'B', surname: 'B', email: 'kept-2@example.com' }, 1)).id,
		])
		expect(ids).toHaveLength(2)
		expect(await countProfiles('kept-%')).toBe(2)
	})

	it('keeps none of them when the work fails half-way', async () => {
		await expect(
			writeTransaction(test.db, async (trx) => {
				await insertProfile(trx, { name: 'A', surname: 'A', email: 'lost-1@example.com' }, 1)
				await insertProfile(trx, { name: 'A', surname: 'A', email: 'LOST-1@example.com' }, 1)
			}),
		).rejects.toThrow()
		expect(await countProfiles('lost-%')).toBe(0)
	})

	it('on SQLite, takes the write lock when it begins, before any write', async (context) => {
		if (test.engine !== 'sqlite') return context.skip()
		const other = new SqliteDatabase(test.location, { timeout: 0 })
		try {
			await writeTransaction(test.db, async (trx) => {
				await sql`select 1`.execute(trx)
				expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i)
			})
			other.exec('begin immediate')
			other.exec('rollback')
		} finally {
			other.close()
		}
	})
})
