import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedReportInstallments } from '@caixa/db/report-installments'
import {
	type Cast,
	createCast,
	createTestDatabase,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { sampledLedgerUnit } from '@caixa/testing/random-ledger'
import { expectReportDaysInvariant, orderedReportInstallments } from '@caixa/testing/report-days'
import { fillReportInstallments } from './0019_report_installments'

describe('migration 0019', () => {
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

	it('fills every unit’s payments summary from the books written before it, as the writes keep it', async () => {
		const units = []
		for (const seed of [19, 1019]) {
			const unit = await sampledLedgerUnit(test.db, cast.owner.profileId, clock.now(), {
				seed,
				runs: 50,
			})
			units.push({
				unitId: unit.unitId,
				kept: await storedReportInstallments(test.db, unit.unitId),
			})
		}
		// The books as they were before the migration: no payments summary at all.
		await sql`delete from report_installments`.execute(test.db)
		await fillReportInstallments(test.db as unknown as Kysely<unknown>)
		for (const { unitId, kept } of units) {
			expect(kept.filter((row) => row.kind === 'DUE').length).toBeGreaterThan(5)
			expect(kept.filter((row) => row.kind === 'PAID').length).toBeGreaterThan(0)
			expect(kept.filter((row) => row.kind === 'ISSUED').length).toBeGreaterThan(5)
			expect(orderedReportInstallments(await storedReportInstallments(test.db, unitId))).toEqual(
				orderedReportInstallments(kept),
			)
			// And the frozen copy of the rule agrees with the live one (db/report-installments.ts).
			await expectReportDaysInvariant(test.db, unitId)
		}
	}, 120_000)
})
