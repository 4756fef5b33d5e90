import { type Kysely, sql } from 'kysely'
import { type PaymentStatusFilter } from '@caixa/contract/payment'
import { type CashierTotals, cashierTotals } from './cashier-totals'
import { type Database } from './database'
import { preparedQuery } from './prepared-query'
import { summaryStatusCondition } from './report-payments'

// The totals above a cashier's records and payments lists. A list without a
// period (nor a category, nor one open state alone) reads the cashier's running totals, one row
// (db/cashier-totals.ts); any other, one aggregate over the summary rows (report_installments,
// report_days) on their key (unit, kind or measure, day, cashier, …): a year of a unit with a
// million payments is a few thousand rows, whatever the list's size. Every first page of a list
// reads its totals, so each reads only the rows its figures need and sums both directions in one
// pass: reportPaymentsSums' GROUP BY over every installment's row, paid ones too, took the
// payments page from 24.8 to 36.4 ms of CPU on the bench's 20,000-record book.

export interface RecordTotalsFilter {
	unitId: string
	cashierId: string
	from?: string
	to?: string
	input?: boolean
	categoryIds?: readonly string[]
}

export interface RecordTotals {
	moneyIn: number
	moneyOut: number
	net: number
}

type RecordTotalsValues = Required<Omit<RecordTotalsFilter, 'categoryIds' | 'input'>> & {
	input: 0 | 1
}

/** Which of the optional edges a records filter has: one statement is kept per shape. */
type RecordTotalsShape = { from: boolean; to: boolean; input: boolean }

function recordTotalsQuery(
	db: Kysely<Database>,
	values: RecordTotalsValues,
	shape: RecordTotalsShape,
	categoryIds?: readonly string[],
) {
	let query = db
		.selectFrom('report_installments as r')
		.where('r.unit_id', '=', values.unitId)
		.where('r.kind', '=', 'ISSUED')
		.where('r.cashier_id', '=', values.cashierId)
	// A list without a period has no edge to check on every row read.
	if (shape.from) query = query.where('r.day', '>=', values.from)
	if (shape.to) query = query.where('r.day', '<=', values.to)
	if (shape.input) query = query.where('r.input', '=', values.input)
	// '' is the key of no category: an asked-for id never matches it, as the list's `in` never
	// matches a record without one; an empty list keeps nothing.
	if (categoryIds) {
		query = categoryIds.length
			? query.where('r.category_key', 'in', [...categoryIds])
			: query.where(sql<boolean>`1 = 0`)
	}
	return query.select([
		bySide('total_due', 1).as('money_in'),
		bySide('total_due', 0).as('money_out'),
	])
}

// Every first page of the records list reads this: prepared (prepared-query.ts says why; building
// it was 0.4 ms of the page's main thread). Categories are a list, which a prepared statement does
// not spread: a filter by category builds its statement each time.
const preparedRecordTotals = preparedQuery(
	(db, values: RecordTotalsValues, shape: RecordTotalsShape) =>
		recordTotalsQuery(db, values, shape),
)

/** The live records' totals by their date: the ISSUED rows carry each day's sum of them. */
export async function recordTotals(
	db: Kysely<Database>,
	filter: RecordTotalsFilter,
): Promise<RecordTotals> {
	if (!filter.from && !filter.to && !filter.categoryIds) {
		// All of the cashier's records: its running totals, one row (db/cashier-totals.ts).
		return recordTotalsOfCashier(await cashierTotals(db, filter.cashierId), filter.input)
	}
	const values: RecordTotalsValues = {
		unitId: filter.unitId,
		cashierId: filter.cashierId,
		from: filter.from ?? '',
		to: filter.to ?? '',
		input: filter.input ? 1 : 0,
	}
	const shape = { from: !!filter.from, to: !!filter.to, input: filter.input !== undefined }
	const [row] = filter.categoryIds
		? [await recordTotalsQuery(db, values, shape, filter.categoryIds).executeTakeFirst()]
		: await preparedRecordTotals.execute(db, values, shape)
	const moneyIn = Number(row?.money_in ?? 0)
	const moneyOut = Number(row?.money_out ?? 0)
	return { moneyIn, moneyOut, net: moneyIn - moneyOut }
}

/** All of a cashier's records' totals (one direction's alone when `input` is given). */
export function recordTotalsOfCashier(totals: CashierTotals, input?: boolean): RecordTotals {
	const moneyIn = input === false ? 0 : totals.recordsIn
	const moneyOut = input === true ? 0 : totals.recordsOut
	return { moneyIn, moneyOut, net: moneyIn - moneyOut }
}

export interface PaymentTotalsFilter {
	unitId: string
	cashierId: string
	today: string
	dueFrom?: string
	dueTo?: string
	input?: boolean
	status?: readonly PaymentStatusFilter[]
}

export interface PaymentTotals {
	toReceive: number
	toPay: number
}

/** What all of a cashier's open installments owe (one direction's alone when `input` is given). */
export function paymentTotalsOfCashier(totals: CashierTotals, input?: boolean): PaymentTotals {
	return {
		toReceive: input === false ? 0 : totals.openToReceive,
		toPay: input === true ? 0 : totals.openToPay,
	}
}

/**
 * What is left of the listed installments: what the open ones still owe, as the general report
 * sums it (OVERDUE as the list reads it), for one cashier. A paid or cancelled installment owes
 * nothing, so only open ones are read: report_days' OPEN_REMAINING (by due day, on its key) when
 * the filter keeps all the open ones of its days — none asked, or both open states, or overdue
 * alone (days before today) — else the summary by state; paid ones alone read nothing.
 */
export async function paymentTotals(
	db: Kysely<Database>,
	filter: PaymentTotalsFilter,
): Promise<PaymentTotals> {
	const asked = filter.status?.length ? new Set(filter.status) : undefined
	const pending = !asked || asked.has('PENDING')
	const partlyPaid = !asked || asked.has('PARTIALLY_PAID')
	if (pending !== partlyPaid) return remainingByStatus(db, filter)
	if (!pending && !asked?.has('OVERDUE')) return { toReceive: 0, toPay: 0 }
	if (pending && !filter.dueFrom && !filter.dueTo) {
		// Every open installment of the cashier: its running totals, one row (db/cashier-totals.ts).
		return paymentTotalsOfCashier(await cashierTotals(db, filter.cashierId), filter.input)
	}
	const [row] = await openRemaining.execute(
		db,
		{
			unitId: filter.unitId,
			cashierId: filter.cashierId,
			dueFrom: filter.dueFrom ?? '',
			dueTo: filter.dueTo ?? '',
			today: filter.today,
			input: filter.input ? 1 : 0,
		},
		{
			dueFrom: !!filter.dueFrom,
			dueTo: !!filter.dueTo,
			overdueOnly: !pending,
			input: filter.input !== undefined,
		},
	)
	return { toReceive: Number(row?.to_receive ?? 0), toPay: Number(row?.to_pay ?? 0) }
}

// Every first page of the payments list reads this: prepared, as the records' totals are.
const openRemaining = preparedQuery(
	(
		db,
		values: {
			unitId: string
			cashierId: string
			dueFrom: string
			dueTo: string
			today: string
			input: 0 | 1
		},
		shape: { dueFrom: boolean; dueTo: boolean; overdueOnly: boolean; input: boolean },
	) => {
		// The cashier tested as an expression no index ranges on, so the walk stays on the key
		// (unit, measure, days), as db/cash-flow.ts says: the (unit, cashier, day) index holds
		// every measure.
		let query = db
			.selectFrom('report_days as r')
			.where('r.unit_id', '=', values.unitId)
			.where('r.measure', '=', 'OPEN_REMAINING')
			.where(sql<string>`r.cashier_id || ''`, '=', values.cashierId)
		if (shape.dueFrom) query = query.where('r.day', '>=', values.dueFrom)
		if (shape.dueTo) query = query.where('r.day', '<=', values.dueTo)
		if (shape.overdueOnly) query = query.where('r.day', '<', values.today)
		if (shape.input) query = query.where('r.input', '=', values.input)
		return query.select([bySide('amount', 1).as('to_receive'), bySide('amount', 0).as('to_pay')])
	},
)

/** The same from the summary by state, for one open state asked without the other. */
async function remainingByStatus(
	db: Kysely<Database>,
	filter: PaymentTotalsFilter,
): Promise<PaymentTotals> {
	let query = db
		.selectFrom('report_installments as r')
		.where('r.unit_id', '=', filter.unitId)
		.where('r.kind', '=', 'DUE')
		.where('r.cashier_id', '=', filter.cashierId)
		// Paid in full or cancelled, an installment owes nothing: its rows are left unread.
		.where('r.status', 'in', ['PENDING', 'PARTIALLY_PAID'])
		.where(summaryStatusCondition(filter.status, filter.today))
	if (filter.dueFrom) query = query.where('r.day', '>=', filter.dueFrom)
	if (filter.dueTo) query = query.where('r.day', '<=', filter.dueTo)
	if (filter.input !== undefined) query = query.where('r.input', '=', filter.input ? 1 : 0)
	const row = await query
		.select([bySide('remaining', 1).as('to_receive'), bySide('remaining', 0).as('to_pay')])
		.executeTakeFirst()
	return { toReceive: Number(row?.to_receive ?? 0), toPay: Number(row?.to_pay ?? 0) }
}

/**
 * One direction's sum of a summary column, beside the other's in the same pass (no GROUP BY,
 * which sorted every row read). PostgreSQL answers a bigint sum as text, either engine null over
 * no rows.
 */
function bySide(column: 'total_due' | 'remaining' | 'amount', input: 0 | 1) {
	return sql<
		number | string | null
	>`sum(case when r.input = ${sql.lit(input)} then ${sql.ref(`r.${column}`)} else 0 end)`
}
