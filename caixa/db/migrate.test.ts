import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '@caixa/testing'
import { ensureMigrated, migrateToLatest } from './migrate'
import { insertProfile } from './profiles'

describe('the schema', () => {
	let test: TestDatabase

	beforeAll(async () => {
		test = await createTestDatabase()
	})

	afterAll(async () => {
		await test.destroy()
	})

	it('migrating an up-to-date database does nothing', async () => {
		expect(await migrateToLatest(test.db)).toEqual([])
		await ensureMigrated(test.db)
		await ensureMigrated(test.db)
	})

	it('has the identity tables', async () => {
		const tables = (await test.db.introspection.getTables({ withInternalKyselyTables: true }))
			.filter((table) => test.engine === 'sqlite' || table.schema === test.location)
			.map((table) => table.name)
		expect(tables).toEqual(
			expect.arrayContaining([
				'profiles',
				'sessions',
				'access_links',
				'multimedia',
				'kysely_migration',
				'kysely_migration_lock',
			]),
		)
	})

	it('refuses a second profile for the same e-mail in another case', async () => {
		await insertProfile(test.db, { name: 'C', surname: 'C', email: 'carla@example.com' }, 1)
		await expect(
			insertProfile(test.db, { name: 'C', surname: 'C', email: 'Carla@Example.com' }, 2),
		).rejects.toThrow()
	})

	it('enforces foreign keys', async () => {
		await expect(
			test.db
				.insertInto('sessions')
				.values({
					id: randomUUID(),
					profile_id: randomUUID(),
					token_hash: 'x',
					created_at: 1,
					last_used_at: 1,
					expires_at: 2,
					revoked_at: null,
				})
				.execute(),
		).rejects.toThrow()
	})

	it('returns moments as numbers on every engine', async () => {
		const profile = await insertProfile(
			test.db,
			{ name: 'D', surname: 'D', email: 'dora@example.com' },
			Date.UTC(2030, 0, 1),
		)
		const row = await test.db
			.selectFrom('profiles')
			.select(['created_at', 'management'])
			.where('id', '=', profile.id)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({ created_at: Date.UTC(2030, 0, 1), management: 0 })
	})

	it('on SQLite, runs with WAL, foreign keys, a busy timeout and full sync', async (context) => {
		if (test.engine !== 'sqlite') return context.skip()
		const pragma = async (name: string) =>
			Object.values((await sql.raw(`pragma ${name}`).execute(test.db)).rows[0] ?? {})[0]
		expect(await pragma('journal_mode')).toBe('wal')
		expect(await pragma('foreign_keys')).toBe(1)
		expect(await pragma('busy_timeout')).toBe(5000)
		expect(await pragma('synchronous')).toBe(2)
	})
})
