import { type Kysely, sql } from 'kysely'
import { type Database } from './database'
import { preparedQuery } from './prepared-query'
import { type ReportDay } from './report-days'
import { type ReportInstallments } from './report-installments'

// A cashier's running totals (migration 0021), kept on its row beside its balance: what the lists
// and the portal show unfiltered, read with the cashier instead of summed over the summary rows on
// every visit (a cashier with years of days is thousands of rows: 0.9 ms of SQLite a records page,
// 1.2 ms a payments page, 2.4 ms the portal's overview, at the bench's million payments).
// - records_in, records_out: the live records' totals by direction — the summary's ISSUED rows
//   (db/report-installments.ts) summed, as the records list's totals read them.
// - open_to_receive, open_to_pay: what the open installments still owe by direction — the
//   summary's OPEN_REMAINING rows (db/report-days.ts) summed, as the payments list's totals read.
// Each write moves them by the change it makes to those rows (followReportDays), in its
// transaction; the tests' invariant compares them with the summary (expectReportDaysInvariant).

export interface CashierTotals {
	recordsIn: number
	recordsOut: number
	openToReceive: number
	openToPay: number
}

const NONE: CashierTotals = { recordsIn: 0, recordsOut: 0, openToReceive: 0, openToPay: 0 }

/** How the summary rows a write changes move each cashier's totals, the unmoved left out. */
export function cashierTotalsChange(
	days: Iterable<ReportDay>,
	installments: Iterable<ReportInstallments>,
): Map<string, CashierTotals> {
	const change = new Map<string, CashierTotals>()
	const of = (cashierId: string) => {
		let totals = change.get(cashierId)
		if (!totals) change.set(cashierId, (totals = { ...NONE }))
		return totals
	}
	for (const row of days) {
		if (row.measure !== 'OPEN_REMAINING' || row.amount === 0) continue
		of(row.cashierId)[row.input ? 'openToReceive' : 'openToPay'] += row.amount
	}
	for (const row of installments) {
		if (row.kind !== 'ISSUED' || row.totalDue === 0) continue
		of(row.cashierId)[row.input ? 'recordsIn' : 'recordsOut'] += row.totalDue
	}
	for (const [cashierId, totals] of change) {
		if (Object.values(totals).every((value) => value === 0)) change.delete(cashierId)
	}
	return change
}

/**
 * Moves the cashiers' totals by `change`, in the write's transaction, in cashier order. Called
 * before the summary rows are written: every write that moves a cashier's balance takes its row
 * first too (db/ledger-cashier.ts moveBalance), so on PostgreSQL no two writers hold a summary row
 * and a cashier's row each while waiting for the other.
 */
export async function followCashierTotals(
	db: Kysely<Database>,
	change: ReadonlyMap<string, CashierTotals>,
): Promise<void> {
	for (const cashierId of [...change.keys()].sort()) {
		const moved = change.get(cashierId) as CashierTotals
		await db
			.updateTable('cashiers')
			.set((eb) => ({
				records_in: eb('records_in', '+', moved.recordsIn),
				records_out: eb('records_out', '+', moved.recordsOut),
				open_to_receive: eb('open_to_receive', '+', moved.openToReceive),
				open_to_pay: eb('open_to_pay', '+', moved.openToPay),
			}))
			.where('id', '=', cashierId)
			.execute()
	}
}

/** A cashier's total summed from its unit's summary rows (in a statement over `cashiers`). */
function summed(total: keyof CashierTotals) {
	const input = sql.lit(total === 'recordsIn' || total === 'openToReceive' ? 1 : 0)
	return total === 'recordsIn' || total === 'recordsOut'
		? sql<number>`coalesce((select sum(r.total_due) from report_installments r
			where r.unit_id = cashiers.unit_id and r.kind = 'ISSUED' and r.cashier_id = cashiers.id
				and r.input = ${input}), 0)`
		: sql<number>`coalesce((select sum(r.amount) from report_days r
			where r.unit_id = cashiers.unit_id and r.measure = 'OPEN_REMAINING'
				and r.cashier_id = cashiers.id and r.input = ${input}), 0)`
}

/** The unit's cashiers' totals recomputed from its summary rows (after rebuilding them). */
export async function rebuildCashierTotals(db: Kysely<Database>, unitId: string): Promise<void> {
	await db
		.updateTable('cashiers')
		.set({
			records_in: summed('recordsIn'),
			records_out: summed('recordsOut'),
			open_to_receive: summed('openToReceive'),
			open_to_pay: summed('openToPay'),
		})
		.where('unit_id', '=', unitId)
		.execute()
}

type Sum = number | string | bigint | null

/** A cashiers row's totals, as either engine answers them. */
export const cashierTotalsOf = (row: {
	records_in: Sum
	records_out: Sum
	open_to_receive: Sum
	open_to_pay: Sum
}): CashierTotals => ({
	recordsIn: Number(row.records_in ?? 0),
	recordsOut: Number(row.records_out ?? 0),
	openToReceive: Number(row.open_to_receive ?? 0),
	openToPay: Number(row.open_to_pay ?? 0),
})

// Every first page of an unfiltered list reads it: prepared (prepared-query.ts says why).
const keptTotals = preparedQuery((db, { cashierId }: { cashierId: string }) =>
	db
		.selectFrom('cashiers')
		.select(['records_in', 'records_out', 'open_to_receive', 'open_to_pay'])
		.where('id', '=', cashierId),
)

/** One cashier's totals as kept (none for a cashier that does not exist). */
export async function cashierTotals(
	db: Kysely<Database>,
	cashierId: string,
): Promise<CashierTotals> {
	const [row] = await keptTotals.execute(db, { cashierId })
	return row ? cashierTotalsOf(row) : { ...NONE }
}

/** The unit's cashiers' totals as kept, by cashier (the tests' invariant compares them). */
export async function storedCashierTotals(
	db: Kysely<Database>,
	unitId: string,
): Promise<Record<string, CashierTotals>> {
	const rows = await db
		.selectFrom('cashiers')
		.select(['id', 'records_in', 'records_out', 'open_to_receive', 'open_to_pay'])
		.where('unit_id', '=', unitId)
		.execute()
	return Object.fromEntries(rows.map((row) => [row.id, cashierTotalsOf(row)]))
}

/** The same summed from the unit's summary rows as stored. */
export async function cashierTotalsOfSummary(
	db: Kysely<Database>,
	unitId: string,
): Promise<Record<string, CashierTotals>> {
	const rows = await db
		.selectFrom('cashiers')
		.select([
			'id',
			summed('recordsIn').as('records_in'),
			summed('recordsOut').as('records_out'),
			summed('openToReceive').as('open_to_receive'),
			summed('openToPay').as('open_to_pay'),
		])
		.where('unit_id', '=', unitId)
		.execute()
	return Object.fromEntries(rows.map((row) => [row.id, cashierTotalsOf(row)]))
}
