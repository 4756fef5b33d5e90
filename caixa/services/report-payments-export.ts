import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { type Kysely } from 'kysely'
import { type Database } from '@caixa/db/database'
import {
	type ReportPaymentRow,
	type ReportPaymentsCursor,
	type ReportPaymentsFilter,
	reportPaymentsAfter,
} from '@caixa/db/report-payments'
import { currencyDigits } from '@caixa/domain/money-format'
import { isOverdue } from '@caixa/domain/payment-amounts'

// The general report as a file: the list's rows, all of them, in its order,
// read in keyset pages and written as they come, so a million rows never sit in memory at once.
// One column set for CSV and XLSX; English names (the API has no reader's language).

/** Rows read per query: large enough that the round trips do not dominate, small in memory. */
export const EXPORT_PAGE_ROWS = 1_000

/** Every row of the filter, a keyset page at a time (each page found by the index). */
export async function* exportRowsOf(
	db: Kysely<Database>,
	filter: ReportPaymentsFilter,
	pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<ReportPaymentRow[]> {
	let after: ReportPaymentsCursor | null = null
	for (;;) {
		const rows = await reportPaymentsAfter(db, filter, after, pageRows)
		if (rows.length) yield rows
		const last = rows.at(-1)
		if (!last || rows.length < pageRows) return
		after = { dueDate: last.dueDate, createdAt: last.createdAt, number: last.number, id: last.id }
	}
}

export type ExportCell =
	| { kind: 'text'; value: string | null }
	| { kind: 'date'; value: string | null }
	| { kind: 'money'; value: number }
	| { kind: 'integer'; value: number }
	| { kind: 'flag'; value: boolean }

export interface ExportColumn {
	header: string
	cell: (row: ReportPaymentRow, today: string) => ExportCell
}

const text = (value: string | null): ExportCell => ({ kind: 'text', value })

export const exportColumns: readonly ExportColumn[] = [
	{ header: 'Due date', cell: (row) => ({ kind: 'date', value: row.dueDate }) },
	{ header: 'Record', cell: (row) => text(row.orderReferenceNumber) },
	{ header: 'Installment', cell: (row) => ({ kind: 'integer', value: row.number }) },
	{ header: 'Of', cell: (row) => ({ kind: 'integer', value: row.of }) },
	{ header: 'Direction', cell: (row) => text(row.input ? 'IN' : 'OUT') },
	{ header: 'Cashier', cell: (row) => text(row.cashierName) },
	{ header: 'Category', cell: (row) => text(row.categoryName) },
	{ header: 'Client or supplier', cell: (row) => text(row.clientOrSupplierName) },
	{ header: 'Status', cell: (row) => text(row.status) },
	{
		header: 'Overdue',
		cell: (row, today) => ({
			kind: 'flag',
			value: isOverdue({ status: row.status, dueDate: row.dueDate, today }),
		}),
	},
	{ header: 'Method', cell: (row) => text(row.method) },
	{ header: 'Total due', cell: (row) => ({ kind: 'money', value: row.totalDue }) },
	{ header: 'Paid', cell: (row) => ({ kind: 'money', value: row.paid }) },
	{ header: 'Remaining', cell: (row) => ({ kind: 'money', value: row.remaining }) },
	{ header: 'Paid on', cell: (row) => ({ kind: 'date', value: row.paidOn }) },
]

/**
 * Minor units as the currency's decimal number, written from the integer (12345 BRL → "123.45",
 * 500 JPY → "500"): no binary fraction on the way, so the file adds up to the cent.
 */
export function decimalOf(minorUnits: number, currency: string): string {
	const digits = currencyDigits(currency)
	const sign = minorUnits < 0 ? '-' : ''
	const whole = String(Math.abs(minorUnits))
	if (digits === 0) return `${sign}${whole}`
	const padded = whole.padStart(digits + 1, '0')
	return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`
}

/** A spreadsheet reads a field starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. */
export function csvField(cell: ExportCell, currency: string): string {
	let value: string
	switch (cell.kind) {
		case 'money':
			return decimalOf(cell.value, currency)
		case 'integer':
			return String(cell.value)
		case 'flag':
			return cell.value ? 'TRUE' : 'FALSE'
		case 'date':
			return cell.value ?? ''
		case 'text':
			// A name typed as "=HYPERLINK(…)" is shown as text, never run: a leading apostrophe is
			// what spreadsheets themselves use for that.
			value = cell.value ?? ''
			if (FORMULA_START.test(value)) value = `'${value}`
	}
	return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

function csvLine(fields: readonly string[]): string {
	return `${fields.join(',')}\r\n`
}

/**
 * The CSV file: UTF-8 with a byte-order mark (so spreadsheets read accents), a header row, CRLF
 * lines. Pulled: a page is read only when the reader has taken the one before.
 */
export function csvStreamOf(
	db: Kysely<Database>,
	filter: ReportPaymentsFilter,
	currency: string,
): ReadableStream<Uint8Array> {
	const encoder = new TextEncoder()
	const pages = exportRowsOf(db, filter)
	let started = false
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			if (!started) {
				started = true
				const header = csvLine(exportColumns.map((column) => column.header))
				controller.enqueue(encoder.encode(`\uFEFF${header}`))
				return
			}
			const next = await pages.next()
			if (next.done) {
				controller.close()
				return
			}
			const lines = next.value.map((row) =>
				csvLine(exportColumns.map((column) => csvField(column.cell(row, filter.today), currency))),
			)
			controller.enqueue(encoder.encode(lines.join('')))
		},
		async cancel() {
			await pages.return(undefined)
		},
	})
}

/** A calendar day as the instant a spreadsheet reads as that day (its serial is UTC-based). */
function dateCell(date: string | null): Date | null {
	return date === null ? null : new Date(`${date}T00:00:00Z`)
}

/**
 * The XLSX file: one sheet, a frozen header, real date and number cells (money in the currency's
 * decimals, formatted with them). exceljs' streaming writer zips each row as it is committed; a
 * page is read only once the response has taken what came before (the pass-through drained).
 */
export function xlsxStreamOf(
	db: Kysely<Database>,
	filter: ReportPaymentsFilter,
	currency: string,
): ReadableStream<Uint8Array> {
	const pass = new PassThrough()
	const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
		stream: pass,
		useStyles: true,
		useSharedStrings: false,
	})
	const sheet = workbook.addWorksheet('Payments', { views: [{ state: 'frozen', ySplit: 1 }] })
	const digits = currencyDigits(currency)
	const moneyFormat = digits === 0 ? '0' : `0.${'0'.repeat(digits)}`
	sheet.columns = exportColumns.map((column, index) => ({
		header: column.header,
		key: String(index),
		width: Math.max(12, column.header.length + 2),
	}))
	sheet.getRow(1).font = { bold: true }
	const write = async () => {
		for await (const page of exportRowsOf(db, filter)) {
			for (const row of page) {
				const cells = exportColumns.map((column) => column.cell(row, filter.today))
				const written = sheet.addRow(
					cells.map((cell) => {
						switch (cell.kind) {
							case 'money':
								return Number(decimalOf(cell.value, currency))
							case 'date':
								return dateCell(cell.value)
							default:
								return cell.value
						}
					}),
				)
				cells.forEach((cell, index) => {
					if (cell.kind === 'money') written.getCell(index + 1).numFmt = moneyFormat
					if (cell.kind === 'date') written.getCell(index + 1).numFmt = 'yyyy-mm-dd'
				})
				written.commit()
			}
			if (pass.writableNeedDrain) await Promise.race([once(pass, 'drain'), once(pass, 'close')])
			// The reader went away: stop reading the books.
			if (pass.destroyed) return
		}
		sheet.commit()
		await workbook.commit()
	}
	write().catch((error: unknown) => pass.destroy(error as Error))
	return Readable.toWeb(pass) as ReadableStream<Uint8Array>
}
