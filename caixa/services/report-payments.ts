import { type Kysely } from 'kysely'
import { type PaymentMethod } from '@caixa/contract/payment'
import {
	type ReportPayment,
	type ReportPaymentFilter,
	type ReportPayments,
	type ReportPaymentsQuery,
	type ReportPaymentTotals,
} from '@caixa/contract/report-payments'
import { type Database } from '@caixa/db/database'
import {
	listReportPayments,
	type ReportPaymentRow,
	type ReportPaymentsFilter,
	reportPaymentsSums,
} from '@caixa/db/report-payments'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { isOverdue } from '@caixa/domain/payment-amounts'
import { periodOf, type ReaderQuery, reportScope, type ReportScope } from './reports'

// The general report, read by whoever reads the unit's income statement
// (services/reports.ts's reportScope: owners, unit or company collaborators, others a 404).

/** The scope and the db filter of a query; the list and the export read the same. */
export async function reportPaymentsFilterOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: ReportPaymentFilter & ReaderQuery,
	now: number,
): Promise<{
	scope: ReportScope
	period: { from: string; to: string }
	filter: ReportPaymentsFilter
}> {
	// The unit's today decides OVERDUE, whatever zone the reader reads the period in.
	const scope = await reportScope(db, profileId, unitId, { ...query, basis: 'CASH' }, now)
	const period = periodOf(query, scope)
	return {
		scope,
		period,
		filter: {
			unitId: scope.unit.id,
			from: period.from,
			to: period.to,
			today: calendarDateIn(now, scope.unit.timezone),
			cashierIds: query.cashierId,
			categoryIds: query.categoryId,
			clientOrSupplierIds: query.clientOrSupplierId,
			input: query.input,
			statuses: query.status,
			methods: query.method,
			language: scope.language,
		},
	}
}

export function presentReportPayment(row: ReportPaymentRow, today: string): ReportPayment {
	return {
		id: row.id,
		inventoryId: row.inventoryId,
		orderReferenceNumber: row.orderReferenceNumber,
		cashier: { id: row.cashierId, name: row.cashierName },
		category:
			row.categoryId !== null && row.categoryName !== null
				? { id: row.categoryId, name: row.categoryName }
				: null,
		clientOrSupplier:
			row.clientOrSupplierId !== null && row.clientOrSupplierName !== null
				? { id: row.clientOrSupplierId, name: row.clientOrSupplierName }
				: null,
		input: row.input,
		number: row.number,
		of: row.of,
		dueDate: row.dueDate,
		totalDue: row.totalDue,
		paid: row.paid,
		remaining: row.remaining,
		status: row.status,
		overdue: isOverdue({ status: row.status, dueDate: row.dueDate, today }),
		method: row.method as PaymentMethod | null,
		paidOn: row.paidOn,
	}
}

/** The whole filtered set's totals per direction (zeros for a direction with no row). */
export async function reportPaymentTotalsOf(
	db: Kysely<Database>,
	filter: ReportPaymentsFilter,
): Promise<ReportPaymentTotals> {
	const sums = await reportPaymentsSums(db, filter)
	const of = (input: boolean) => {
		const found = sums.find((sum) => sum.input === input)
		return {
			count: found?.count ?? 0,
			totalDue: found?.totalDue ?? 0,
			paid: found?.paid ?? 0,
			remaining: found?.remaining ?? 0,
		}
	}
	return { in: of(true), out: of(false) }
}

/** `GET /reports/units/{unitId}/payments`. */
export async function reportPaymentsOf(
	db: Kysely<Database>,
	profileId: string,
	unitId: string,
	query: ReportPaymentsQuery & ReaderQuery,
	now: number,
): Promise<ReportPayments> {
	const { scope, period, filter } = await reportPaymentsFilterOf(db, profileId, unitId, query, now)
	// The page and the whole set's totals side by side: SQLite reads them on two of its reader
	// threads (PostgreSQL on two connections), so the answer waits for the longer, not the sum.
	const [rows, totals] = await Promise.all([
		listReportPayments(db, filter, { offset: query.offset, size: query.size }),
		reportPaymentTotalsOf(db, filter),
	])
	return {
		currency: scope.unit.currency,
		from: period.from,
		to: period.to,
		zone: scope.zone,
		today: filter.today,
		offset: query.offset,
		size: query.size,
		rows: rows.map((row) => presentReportPayment(row, filter.today)),
		totals,
	}
}
