import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedCashierTotals } from '@caixa/db/cashier-totals'
import {
	type Cast,
	createCast,
	createTestDatabase,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { sampledLedgerUnit } from '@caixa/testing/random-ledger'
import { expectReportDaysInvariant } from '@caixa/testing/report-days'
import { fillCashierTotals } from './0021_cashier_totals'

describe('migration 0021', () => {
	let test: TestDatabase
	let cast: Cast
	const clock = manualClock(Date.UTC(2025, 5, 1, 12))

	beforeAll(async () => {
		test = await createTestDatabase()
		cast = await createCast(test.db, clock)
	})

	afterAll(async () => {
		await test.destroy()
	})

	it('fills every cashier’s totals from the summary rows written before it, as the writes keep them', async () => {
		const units = []
		for (const seed of [19, 1019]) {
			const unit = await sampledLedgerUnit(test.db, cast.owner.profileId, clock.now(), {
				seed,
				runs: 50,
			})
			units.push({ unitId: unit.unitId, kept: await storedCashierTotals(test.db, unit.unitId) })
		}
		// The cashiers as they were before the migration: no totals at all.
		await sql`update cashiers set records_in = 0, records_out = 0, open_to_receive = 0,
			open_to_pay = 0`.execute(test.db)
		await fillCashierTotals(test.db as unknown as Kysely<unknown>)
		for (const { unitId, kept } of units) {
			const figures = Object.values(kept)
			expect(figures.some((totals) => totals.recordsIn !== 0)).toBe(true)
			expect(figures.some((totals) => totals.recordsOut !== 0)).toBe(true)
			expect(figures.some((totals) => totals.openToReceive !== 0)).toBe(true)
			expect(figures.some((totals) => totals.openToPay !== 0)).toBe(true)
			expect(await storedCashierTotals(test.db, unitId)).toEqual(kept)
			await expectReportDaysInvariant(test.db, unitId)
		}
	}, 120_000)
})
