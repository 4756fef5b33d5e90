import { type Kysely } from 'kysely'
import { expect } from 'vitest'
import { cashierTotalsOfSummary, storedCashierTotals } from '@caixa/db/cashier-totals'
import { type Database } from '@caixa/db/database'
import { type ReportDay, reportDaysOfBooks, storedReportDays } from '@caixa/db/report-days'
import {
	type ReportInstallments,
	reportInstallmentsOf,
	storedReportInstallments,
} from '@caixa/db/report-installments'

/** Summary rows in one order, to compare as sets. */
export const orderedReportDays = (rows: readonly ReportDay[]) =>
	[...rows].sort((a, b) =>
		`${a.measure}|${a.day}|${a.cashierId}|${a.categoryKey}|${a.input}`.localeCompare(
			`${b.measure}|${b.day}|${b.cashierId}|${b.categoryKey}|${b.input}`,
		),
	)

/** Payments' summary rows in one order, to compare as sets. */
export const orderedReportInstallments = (rows: readonly ReportInstallments[]) =>
	[...rows].sort((a, b) =>
		`${a.kind}|${a.day}|${a.cashierId}|${a.categoryKey}|${a.input}|${a.status}|${a.methodKey}`.localeCompare(
			`${b.kind}|${b.day}|${b.cashierId}|${b.categoryKey}|${b.input}|${b.status}|${b.methodKey}`,
		),
	)

/**
 * The reports' summary invariant (db/report-days.ts): the rows the writes kept are the rows the
 * books make, compared as sets of non-zero rows (a row back at 0 may stay) — the money's
 * (db/report-days.ts) and the payments' (db/report-installments.ts) — and the cashiers' totals
 * are their sums (db/cashier-totals.ts).
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
	const [keptInstallments, booksInstallments] = await Promise.all([
		storedReportInstallments(db, unitId),
		reportInstallmentsOf(db, { unitId }),
	])
	expect(orderedReportInstallments(keptInstallments), `${label} (payments)`).toEqual(
		orderedReportInstallments(booksInstallments),
	)
	// And the cashiers' running totals are their summary rows' sums (db/cashier-totals.ts).
	const [keptTotals, summaryTotals] = await Promise.all([
		storedCashierTotals(db, unitId),
		cashierTotalsOfSummary(db, unitId),
	])
	expect(keptTotals, `${label} (cashiers' totals)`).toEqual(summaryTotals)
}
