import { type Kysely, sql } from 'kysely'
import { type Language } from '@caixa/contract/enums'
import { type ReportPaymentStatus } from '@caixa/contract/report-payments'
import { categoryNameFor } from './category-name'
import { type Database, type PaymentStatus } from './database'
import { leftToPaySql, overdueSql, totalDueSql } from './money-sql'

// The general report's rows: a unit's installments due in a period, filtered,
// on payments_unit_id_due_date_idx (the unit's payments by due date, migration 0009).

export interface ReportPaymentsFilter {
	unitId: string
	from: string
	to: string
	/** Today in the unit's zone: OVERDUE is due before it and still open. */
	today: string
	cashierIds?: readonly string[]
	categoryIds?: readonly string[]
	clientOrSupplierIds?: readonly string[]
	input?: boolean
	statuses?: readonly ReportPaymentStatus[]
	methods?: readonly string[]
	/** The reader's, for the rows' category names (db/category-name.ts); sums name none. */
	language?: Language
}

export interface ReportPaymentRow {
	id: string
	inventoryId: string
	orderReferenceNumber: string
	cashierId: string
	cashierName: string
	categoryId: string | null
	categoryName: string | null
	clientOrSupplierId: string | null
	clientOrSupplierName: string | null
	input: boolean
	number: number
	of: number
	dueDate: string
	totalDue: number
	paid: number
	remaining: number
	status: PaymentStatus
	method: string | null
	paidOn: string | null
	createdAt: number
}

/** What an installment owes. */
const TOTAL_DUE = totalDueSql('p')
/** What is left of it: never below 0, and nothing once cancelled. */
const REMAINING = leftToPaySql('p')

/**
 * The states asked for, as the cashier's payments list reads them (db/payments.ts
 * whereStatusIn): OVERDUE is pending or partly paid and due before today. None asked: all but
 * CANCELLED.
 */
function statusCondition(statuses: readonly ReportPaymentStatus[] | undefined, today: string) {
	if (!statuses?.length) return sql<boolean>`p.status <> 'CANCELLED'`
	const parts = statuses.map((status) =>
		status === 'OVERDUE' ? overdueSql('p', today) : sql`p.status = ${status}`,
	)
	return sql<boolean>`(${sql.join(parts, sql` or `)})`
}

/**
 * The filtered installments, before what a list or a sum selects of them: conditions on the
 * installment's own row only, so the totals read no record unless a filter is on the record. A
 * live (unvoided) installment is a live record's: deleting a record voids all its payments in the
 * same write (db/inventories.ts deleteInventory, the only write that voids).
 */
function filtered(db: Kysely<Database>, filter: ReportPaymentsFilter) {
	let query = db
		.selectFrom('payments as p')
		.where('p.unit_id', '=', filter.unitId)
		.where('p.due_date', '>=', filter.from)
		.where('p.due_date', '<=', filter.to)
		.where('p.parent_id', 'is', null)
		.where('p.voided_at', 'is', null)
		.where(statusCondition(filter.statuses, filter.today))
	if (filter.cashierIds) query = query.where('p.cashier_id', 'in', nonEmpty(filter.cashierIds))
	if (filter.input !== undefined) query = query.where('p.input', '=', filter.input ? 1 : 0)
	if (filter.methods) query = query.where('p.method', 'in', nonEmpty(filter.methods))
	return query
}

/** The filters on the installment's record (alias `i`), or null when there are none. */
function recordCondition(filter: ReportPaymentsFilter) {
	const parts = []
	if (filter.categoryIds) {
		parts.push(sql`i.category_id in (${sql.join(nonEmpty(filter.categoryIds))})`)
	}
	if (filter.clientOrSupplierIds) {
		parts.push(sql`i.client_or_supplier_id in (${sql.join(nonEmpty(filter.clientOrSupplierIds))})`)
	}
	return parts.length ? sql<boolean>`(${sql.join(parts, sql` and `)})` : null
}

/** `in ()` is no SQL: an empty list keeps nothing, as an id of nothing would. */
function nonEmpty(values: readonly string[]): string[] {
	return values.length ? [...values] : ['']
}

function rowsOf(db: Kysely<Database>, filter: ReportPaymentsFilter) {
	const onRecord = recordCondition(filter)
	return (
		filtered(db, filter)
			.innerJoin('inventories as i', 'i.id', 'p.inventory_id')
			.$if(onRecord !== null, (query) => query.where(onRecord ?? sql<boolean>`1 = 1`))
			.innerJoin('cashiers as k', 'k.id', 'p.cashier_id')
			.leftJoin('categories as g', 'g.id', 'i.category_id')
			.leftJoin('clients_or_suppliers as c', 'c.id', 'i.client_or_supplier_id')
			.select([
				'p.id',
				'p.inventory_id',
				'i.order_reference_number',
				'p.cashier_id',
				'k.name as cashier_name',
				'i.category_id',
				categoryNameFor('g', filter.language).as('category_name'),
				'i.client_or_supplier_id',
				'c.name as client_or_supplier_name',
				'p.input',
				'p.number',
				'p.of',
				'p.due_date',
				TOTAL_DUE.as('total_due'),
				'p.paid',
				REMAINING.as('remaining'),
				'p.status',
				'p.method',
				'p.paid_on',
				'p.created_at',
			])
			// A record's installments share its creation moment: their number orders them (1 of 3
			// before 2 of 3 on a shared due day), the id breaks what ties are left.
			.orderBy('p.due_date')
			.orderBy('p.created_at')
			.orderBy('p.number')
			.orderBy('p.id')
	)
}

type Row = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number]

function toRow(row: Row): ReportPaymentRow {
	return {
		id: row.id,
		inventoryId: row.inventory_id,
		orderReferenceNumber: row.order_reference_number,
		cashierId: row.cashier_id,
		cashierName: row.cashier_name,
		categoryId: row.category_id,
		categoryName: row.category_name,
		clientOrSupplierId: row.client_or_supplier_id,
		clientOrSupplierName: row.client_or_supplier_name,
		input: row.input === 1,
		number: row.number,
		of: row.of,
		dueDate: row.due_date,
		totalDue: Number(row.total_due),
		paid: Number(row.paid),
		remaining: Number(row.remaining),
		status: row.status,
		method: row.method,
		paidOn: row.paid_on,
		createdAt: Number(row.created_at),
	}
}

/** A page of the filtered installments by due date, creation, number, id. */
export async function listReportPayments(
	db: Kysely<Database>,
	filter: ReportPaymentsFilter,
	page: { offset: number; size: number },
): Promise<ReportPaymentRow[]> {
	const rows = await rowsOf(db, filter).offset(page.offset).limit(page.size).execute()
	return rows.map(toRow)
}

/** Where a keyset page starts: after this row in the list's order. */
export type ReportPaymentsCursor = Pick<ReportPaymentRow, 'dueDate' | 'createdAt' | 'number' | 'id'>

/**
 * The rows after `after` (all from the start when null), `size` of them: an export reads the set
 * page by page this way, each page found by the index rather than by skipping the ones before.
 */
export async function reportPaymentsAfter(
	db: Kysely<Database>,
	filter: ReportPaymentsFilter,
	after: ReportPaymentsCursor | null,
	size: number,
): Promise<ReportPaymentRow[]> {
	let query = rowsOf(db, filter)
	if (after) {
		// The first condition alone is what the index ranges on (neither engine ranges an index on
		// a row comparison reaching past its columns): without it each page would walk the period
		// from its start.
		query = query
			.where('p.due_date', '>=', after.dueDate)
			.where(
				sql<boolean>`(p.due_date, p.created_at, p.number, p.id) > (${after.dueDate}, ${after.createdAt}, ${after.number}, ${after.id})`,
			)
	}
	const rows = await query.limit(size).execute()
	return rows.map(toRow)
}

export interface ReportPaymentsSums {
	input: boolean
	count: number
	totalDue: number
	paid: number
	remaining: number
}

/**
 * The whole filtered set's count and sums per direction. Read from the payments' summary rows
 * (db/report-installments.ts, the installments per due day, cashier, category, direction, status
 * and method) — a year of a unit with a million payments is a few thousand rows — unless a
 * client or supplier is asked for, a key the summary does not keep: a party's installments are
 * then summed row by row (reportPaymentsSumsOfRows, also the tests' reference).
 */
export async function reportPaymentsSums(
	db: Kysely<Database>,
	filter: ReportPaymentsFilter,
): Promise<ReportPaymentsSums[]> {
	if (filter.clientOrSupplierIds) return reportPaymentsSumsOfRows(db, filter)
	let query = db
		.selectFrom('report_installments as r')
		.where('r.unit_id', '=', filter.unitId)
		.where('r.kind', '=', 'DUE')
		.where('r.day', '>=', filter.from)
		.where('r.day', '<=', filter.to)
		.where(summaryStatusCondition(filter.statuses, filter.today))
	// '' is the key of no method and of no category: an asked-for id never matches it, as an
	// installment without one never matches the rows' `in` (filtered above); an empty list keeps
	// nothing here too, never the '' keys.
	if (filter.cashierIds) query = query.where(keyIn('r.cashier_id', filter.cashierIds))
	if (filter.input !== undefined) query = query.where('r.input', '=', filter.input ? 1 : 0)
	if (filter.methods) query = query.where(keyIn('r.method_key', filter.methods))
	if (filter.categoryIds) query = query.where(keyIn('r.category_key', filter.categoryIds))
	const rows = await query
		.select([
			'r.input',
			sql<number>`sum(r.count)`.as('count'),
			sql<number>`sum(r.total_due)`.as('total_due'),
			sql<number>`sum(r.paid)`.as('paid'),
			sql<number>`sum(r.remaining)`.as('remaining'),
		])
		.groupBy('r.input')
		.having(sql<boolean>`sum(r.count) > 0`)
		.execute()
	return rows.map(toSums)
}

function keyIn(column: string, values: readonly string[]) {
	return values.length
		? sql<boolean>`${sql.ref(column)} in (${sql.join([...values])})`
		: sql<boolean>`1 = 0`
}

/** statusCondition on the summary's rows (alias `r`): a due day stands for its installments. */
export function summaryStatusCondition(
	statuses: readonly ReportPaymentStatus[] | undefined,
	today: string,
) {
	if (!statuses?.length) return sql<boolean>`r.status <> 'CANCELLED'`
	const parts = statuses.map((status) =>
		status === 'OVERDUE'
			? overdueSql({ status: sql.ref('r.status'), dueDate: sql.ref('r.day') }, today)
			: sql`r.status = ${status}`,
	)
	return sql<boolean>`(${sql.join(parts, sql` or `)})`
}

const toSums = (row: {
	input: number
	count: number
	total_due: number
	paid: number
	remaining: number
}): ReportPaymentsSums => ({
	input: row.input === 1,
	count: Number(row.count),
	totalDue: Number(row.total_due),
	paid: Number(row.paid),
	remaining: Number(row.remaining),
})

/** The same sums over the installments themselves: one aggregate on the unit's due-date index. */
export async function reportPaymentsSumsOfRows(
	db: Kysely<Database>,
	filter: ReportPaymentsFilter,
): Promise<ReportPaymentsSums[]> {
	const onRecord = recordCondition(filter)
	const rows = await filtered(db, filter)
		.$if(onRecord !== null, (query) =>
			query.where(
				sql<boolean>`exists (select 1 from inventories i where i.id = p.inventory_id and ${onRecord})`,
			),
		)
		.select([
			'p.input',
			sql<number>`count(*)`.as('count'),
			sql<number>`sum(${TOTAL_DUE})`.as('total_due'),
			sql<number>`sum(p.paid)`.as('paid'),
			sql<number>`sum(${REMAINING})`.as('remaining'),
		])
		.groupBy('p.input')
		.execute()
	return rows.map(toSums)
}
