import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { cashierHoldsRecords, cashierRecordReferences } from '@caixa/db/cashier-emptiness'
import { createCashier, createCast, useTestApi } from '@caixa/testing'
import { removeCashier } from './unit-cashiers'

// The ledger's records do not exist yet: a stand-in table plays them, pointing at cashiers the way
// `inventories.cashier_id` will (no cascade: a cashier with records cannot be deleted under them).
const standIn = [{ table: 'stand_in_records', column: 'cashier_id' }] as const

describe('removing a cashier: deleted when empty, archived when it holds records', () => {
	const api = useTestApi()

	beforeAll(async () => {
		await sql`create table stand_in_records (id text primary key, cashier_id text not null references cashiers (id))`.execute(
			api.db,
		)
	})

	const record = (cashierId: string) =>
		sql`insert into stand_in_records (id, cashier_id) values (${crypto.randomUUID()}, ${cashierId})`.execute(
			api.db,
		)
	const row = (id: string) =>
		api.db.selectFrom('cashiers').selectAll().where('id', '=', id).executeTakeFirst()

	it('knows the ledger’s records and transfers point at cashiers', () => {
		expect(cashierRecordReferences).toEqual([
			{ table: 'inventories', column: 'cashier_id' },
			{ table: 'internal_transfers', column: 'from_cashier_id' },
			{ table: 'internal_transfers', column: 'to_cashier_id' },
		])
	})

	it('tells a cashier with records from an empty one, through each reference', async () => {
		const { unit } = await createCast(api.db, api.clock, { unitName: 'Probe' })
		const empty = await createCashier(api.db, unit.id, { openingBalance: 5000 })
		const full = await createCashier(api.db, unit.id)
		await record(full.id)
		expect(await cashierHoldsRecords(api.db, empty.id, standIn)).toBe(false)
		expect(await cashierHoldsRecords(api.db, full.id, standIn)).toBe(true)
		// The stand-in's rows are no records of the ledger.
		expect(await cashierHoldsRecords(api.db, full.id)).toBe(false)
	})

	it('deletes an empty cashier, whatever its opening balance', async () => {
		const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Empty' })
		const cashier = await createCashier(api.db, unit.id, { openingBalance: 5000 })
		const removal = await removeCashier(
			api.db,
			owner.profileId,
			unit.id,
			cashier.id,
			api.clock.now(),
			standIn,
		)
		expect(removal).toEqual({ outcome: 'DELETED' })
		expect(await row(cashier.id)).toBeUndefined()
	})

	it('archives a cashier with records, keeping its books, and answers it; again keeps the first moment', async () => {
		const { owner, unit } = await createCast(api.db, api.clock, { unitName: 'Full' })
		const cashier = await createCashier(api.db, unit.id, { name: 'Caixa 1', openingBalance: 700 })
		await record(cashier.id)
		const removal = await removeCashier(
			api.db,
			owner.profileId,
			unit.id,
			cashier.id,
			api.clock.now(),
			standIn,
		)
		expect(removal).toMatchObject({
			outcome: 'ARCHIVED',
			cashier: { id: cashier.id, name: 'Caixa 1', openingBalance: 700, role: 'OWNER' },
		})
		expect(await row(cashier.id)).toMatchObject({ archived_at: api.clock.now() })
		const again = await removeCashier(
			api.db,
			owner.profileId,
			unit.id,
			cashier.id,
			api.clock.now() + 60_000,
			standIn,
		)
		expect(again.outcome).toBe('ARCHIVED')
		expect(await row(cashier.id)).toMatchObject({ archived_at: api.clock.now() })
	})

	it('refuses a unit collaborator and strangers before looking at the books', async () => {
		const cast = await createCast(api.db, api.clock, { unitName: 'Guarded' })
		for (const member of [cast.unitCollaborator, cast.cashierCollaborator, cast.stranger]) {
			await expect(
				removeCashier(api.db, member.profileId, cast.unit.id, cast.cashier.id, 0, standIn),
			).rejects.toMatchObject({ kind: 'not-found' })
		}
		expect(await row(cast.cashier.id)).toBeDefined()
	})
})
