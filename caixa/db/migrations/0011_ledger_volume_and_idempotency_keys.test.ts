import { type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { storedLedgerVolume } from '@caixa/db/ledger-volume'
import { MAX_LEDGER_VOLUME } from '@caixa/domain/ledger-bounds'
import { categoryOfKind, expectLedgerVolumeInvariant, useTestApi } from '@caixa/testing'
import { fillLedgerVolume } from './0011_ledger_volume_and_idempotency_keys'

describe('migration 0011', () => {
	const api = useTestApi({ cast: true })
	// Migrations take an untyped database: they run before the schema they make exists.
	const fill = () => fillLedgerVolume(api.db as unknown as Kysely<unknown>)

	it('fills each unit’s ledger volume from its books: opening balances, installments of live records', async () => {
		const unitId = api.cast.unit.id
		const income = await categoryOfKind(api.db, unitId, 'INCOME')
		const post = (total: number) =>
			api.post(
				`/cashiers/${api.cast.cashier.id}/inventories`,
				{ input: true, issuedOn: '2025-01-10', total, categoryId: income },
				api.cast.owner.headers,
			)
		expect((await post(700)).status).toBe(201)
		const gone = (await (await post(50)).json()) as { id: string }
		await api.app.request(`/caixa/api/cashiers/${api.cast.cashier.id}/inventories/${gone.id}`, {
			method: 'DELETE',
			headers: api.cast.owner.headers,
		})
		await api.db
			.updateTable('cashiers')
			.set({ opening_balance: -300, balance: -300 })
			.where('id', '=', api.cast.otherCashier.id)
			.execute()
		await api.db.updateTable('units').set({ ledger_volume: 0 }).execute()
		await fill()
		expect(await storedLedgerVolume(api.db, unitId)).toBe(1_000)
		await expectLedgerVolumeInvariant(api.db, unitId)
	})

	it('holds a unit whose books already pass the bound at it; the column refuses more', async () => {
		await api.db
			.updateTable('cashiers')
			.set({ opening_balance: Number.MAX_SAFE_INTEGER })
			.where('id', '=', api.cast.otherCashier.id)
			.execute()
		await fill()
		expect(await storedLedgerVolume(api.db, api.cast.unit.id)).toBe(MAX_LEDGER_VOLUME)
		await expect(
			api.db
				.updateTable('units')
				.set({ ledger_volume: MAX_LEDGER_VOLUME + 1 })
				.where('id', '=', api.cast.unit.id)
				.execute(),
		).rejects.toThrow()
	})
})
