import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedReportDays } from '@caixa/db/report-days'
import {
	type Cast,
	createCast,
	createTestDatabase,
	manualClock,
	type TestDatabase,
} from '@caixa/testing'
import { sampledLedgerUnit } from '@caixa/testing/random-ledger'
import { expectReportDaysInvariant, orderedReportDays } from '@caixa/testing/report-days'
import { fillReportDays } from './0018_report_days'

describe('migration 0018', () => {
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

	it('fills every unit’s summary from the books written before it, as the writes keep it', async () => {
		const units = []
		for (const seed of [18, 1018]) {
			const unit = await sampledLedgerUnit(test.db, cast.owner.profileId, clock.now(), {
				seed,
				runs: 50,
			})
			units.push({ unitId: unit.unitId, kept: await storedReportDays(test.db, unit.unitId) })
		}
		// The books as they were before the migration: no summary at all.
		await sql`delete from report_days`.execute(test.db)
		// Migrations take an untyped database: they run before the schema they make exists.
		await fillReportDays(test.db as unknown as Kysely<unknown>)
		for (const { unitId, kept } of units) {
			expect(kept.length).toBeGreaterThan(10)
			expect(orderedReportDays(await storedReportDays(test.db, unitId))).toEqual(
				orderedReportDays(kept),
			)
			// And the frozen copy of the rule agrees with the live one (db/report-days.ts).
			await expectReportDaysInvariant(test.db, unitId)
		}
	}, 120_000)
})
