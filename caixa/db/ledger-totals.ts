import { type Kysely, sql } from 'kysely'
import { type PaymentStatusFilter } from '@caixa/contract/payment'
import { type Database } from './database'
import { reportPaymentsSums } from './report-payments'

// The totals above a cashier's records and payments lists (issue 18 item 3), each one aggregate
// over the payments' summary rows on report_installments_key_idx (unit, kind, day, cashier, …):
// a year of a unit with a million payments is a few thousand rows, whatever the list's size.

/** The edges of a list without a period: every day a record or an installment can have. */
const FIRST_DAY = '0000-01-01'
const LAST_DAY = '9999-12-31'

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

/** The live records' totals by their date: the ISSUED rows carry each day's sum of them. */
export async function recordTotals(
	db: Kysely<Database>,
	filter: RecordTotalsFilter,
): Promise<RecordTotals> {
	let query = db
		.selectFrom('report_installments as r')
		.where('r.unit_id', '=', filter.unitId)
		.where('r.kind', '=', 'ISSUED')
		.where('r.day', '>=', filter.from ?? FIRST_DAY)
		.where('r.day', '<=', filter.to ?? LAST_DAY)
		.where('r.cashier_id', '=', filter.cashierId)
	if (filter.input !== undefined) query = query.where('r.input', '=', filter.input ? 1 : 0)
	// '' is the key of no category: an asked-for id never matches it, as the list's `in` never
	// matches a record without one; an empty list keeps nothing.
	if (filter.categoryIds) {
		query = filter.categoryIds.length
			? query.where('r.category_key', 'in', [...filter.categoryIds])
			: query.where(sql<boolean>`1 = 0`)
	}
	const rows = await query
		.select(['r.input', sql<number>`sum(r.total_due)`.as('total')])
		.groupBy('r.input')
		.execute()
	// PostgreSQL answers a bigint sum as text.
	const of = (input: number) => Number(rows.find((row) => Number(row.input) === input)?.total ?? 0)
	const moneyIn = of(1)
	const moneyOut = of(0)
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

/** What is left of the listed installments: the general report's sums, for one cashier. */
export async function paymentTotals(
	db: Kysely<Database>,
	filter: PaymentTotalsFilter,
): Promise<PaymentTotals> {
	const sums = await reportPaymentsSums(db, {
		unitId: filter.unitId,
		from: filter.dueFrom ?? FIRST_DAY,
		to: filter.dueTo ?? LAST_DAY,
		today: filter.today,
		cashierIds: [filter.cashierId],
		...(filter.input !== undefined ? { input: filter.input } : {}),
		...(filter.status?.length ? { statuses: filter.status } : {}),
	})
	const of = (input: boolean) => sums.find((sum) => sum.input === input)?.remaining ?? 0
	return { toReceive: of(true), toPay: of(false) }
}
