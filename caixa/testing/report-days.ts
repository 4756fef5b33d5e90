import { type Kysely } from 'kysely'
import { expect } from 'vitest'
import { type Database } from '@caixa/db/database'
import { type ReportDay, reportDaysOfBooks, storedReportDays } from '@caixa/db/report-days'

/** Summary rows in one order, to compare as sets. */
export const orderedReportDays = (rows: readonly ReportDay[]) =>
	[...rows].sort((a, b) =>
		`${a.measure}|${a.day}|${a.cashierId}|${a.categoryKey}|${a.input}`.localeCompare(
			`${b.measure}|${b.day}|${b.cashierId}|${b.categoryKey}|${b.input}`,
		),
	)

/**
 * The reports' summary invariant (db/report-days.ts): the rows the writes kept are the rows the
 * books make, compared as sets of non-zero rows (a row back at 0 may stay).
 */
export async function expectReportDaysInvariant(
	db: Kysely<Database>,
	unitId: string,
	label = 'the stored summary rows are the books’',
): Promise<void> {
	const [stored, books] = await Promise.all([
		storedReportDays(db, unitId),
		reportDaysOfBooks(db, unitId),
	])
	expect(orderedReportDays(stored), label).toEqual(orderedReportDays(books))
}
