import SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
	findVisibleCashier,
	listAuditedCashiers,
	listUnitCashiers,
	listVisibleCashiers,
} from '@caixa/db/cashiers'
import { findVisibleUnit, listVisibleUnits } from '@caixa/db/units'
import {
	addCashierCollaborator,
	addUnitCollaborator,
	type Cast,
	createCast,
	createTestDatabase,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { cashierRoleOf, unitRoleOf } from './access'
import { type Database } from './database'

describe('who may see what', () => {
	let test: TestDatabase
	let cast: Cast

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, manualClock())
	})

	afterAll(async () => {
		await test.destroy()
	})

	it('gives each member of the cast the role of the roles table on the unit', async () => {
		const roles = await Promise.all(
			(
				[
					'owner',
					'unitCollaborator',
					'cashierCollaborator',
					'auditor',
					'pendingAuditor',
					'stranger',
				] as const
			).map(async (member) => [
				member,
				await unitRoleOf(test.db, cast[member].profileId, cast.unit.id),
			]),
		)
		expect(Object.fromEntries(roles)).toEqual({
			owner: 'OWNER',
			unitCollaborator: 'COLLABORATOR',
			cashierCollaborator: undefined,
			auditor: undefined,
			pendingAuditor: undefined,
			stranger: undefined,
		})
	})

	it('gives each the role on a cashier, auditors none (they read through the auditor API)', async () => {
		const role = (
			member: keyof Omit<Cast, 'unit' | 'cashier' | 'otherCashier'>,
			cashierId: string,
		) => cashierRoleOf(test.db, cast[member].profileId, cashierId)
		expect(await role('owner', cast.cashier.id)).toBe('OWNER')
		expect(await role('unitCollaborator', cast.otherCashier.id)).toBe('COLLABORATOR')
		expect(await role('cashierCollaborator', cast.cashier.id)).toBe('COLLABORATOR')
		expect(await role('cashierCollaborator', cast.otherCashier.id)).toBeUndefined()
		expect(await role('auditor', cast.cashier.id)).toBeUndefined()
		expect(await role('stranger', cast.cashier.id)).toBeUndefined()
	})

	it('keeps the best role of a profile that reaches a thing several ways', async () => {
		const { owner, unit, cashier } = cast
		await addUnitCollaborator(test.db, unit.id, owner.profileId)
		await addCashierCollaborator(test.db, cashier.id, owner.profileId)
		expect(await unitRoleOf(test.db, owner.profileId, unit.id)).toBe('OWNER')
		expect(await cashierRoleOf(test.db, owner.profileId, cashier.id)).toBe('OWNER')
		expect(await findVisibleUnit(test.db, owner.profileId, unit.id)).toMatchObject({
			role: 'OWNER',
		})
		expect(await findVisibleCashier(test.db, owner.profileId, cashier.id)).toMatchObject({
			role: 'OWNER',
		})
	})

	// SQLite's plans on these few rows are the plans of a big database: every way in has an index
	// that SQLite prefers. PostgreSQL, rightly, reads a tiny table whole, so its plans here would
	// prove nothing.
	it('reads every table of every access path and list through an index, on SQLite', async (context) => {
		if (test.engine !== 'sqlite') return context.skip()
		const queries: CompiledQuery[] = []
		const logged = new Kysely<Database>({
			dialect: new SqliteDialect({ database: new SqliteDatabase(test.location) }),
			log: (event) => {
				if (event.level === 'query') queries.push(event.query)
			},
		})
		try {
			const { owner, auditor, unit, cashier } = cast
			const filter = { offset: 0, size: 20, sort: 'name' as const, name: 'caixa till' }
			await listVisibleCashiers(logged, owner.profileId, { ...filter, unitId: [unit.id] })
			await listVisibleCashiers(logged, owner.profileId, { ...filter, sort: 'newest' })
			await listAuditedCashiers(logged, auditor.profileId, filter)
			await listUnitCashiers(logged, unit.id, 'OWNER', filter)
			await listVisibleUnits(logged, owner.profileId, { offset: 0, size: 20, query: 'padaria' })
			await findVisibleCashier(logged, owner.profileId, cashier.id)
			await findVisibleUnit(logged, owner.profileId, unit.id)
			await unitRoleOf(logged, owner.profileId, unit.id)
			await cashierRoleOf(logged, owner.profileId, cashier.id)
			expect(queries).toHaveLength(9)
			for (const query of [...queries]) {
				const plan = await logged.executeQuery<{ detail: string }>(
					CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
				)
				const reads = plan.rows
					.map((row) => row.detail)
					.filter((detail) => /^(SCAN|SEARCH) /.test(detail))
					// Subqueries of the query itself, already narrowed by the indexes below them.
					.filter((detail) => !/^SCAN (way|access|unit_way)\b/.test(detail))
				expect(reads.length, query.sql).toBeGreaterThan(0)
				for (const read of reads) expect(read, query.sql).toMatch(/^SEARCH \w+ USING .*INDEX/)
			}
		} finally {
			await logged.destroy()
		}
	})
})
