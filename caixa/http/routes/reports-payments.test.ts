import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ReportPayment, reportPaymentsSchema } from '@caixa/contract/report-payments'
import { type CashFlowBooks, writeCashFlowBooks } from '@caixa/testing/database-layer'
import { reportPaymentsFilterOf } from '@caixa/services/report-payments'
import { exportColumns, exportRowsOf } from '@caixa/services/report-payments-export'
import { type Member, useTestApi } from '@caixa/testing'
import { createCompanyCast } from '@caixa/testing/company-cast'
import {
	expectCompanyUnitReaders,
	expectProblem,
	expectUnitReaders,
	idOf,
} from '@caixa/testing/report-books'

// The general report's list over db/cash-flow-reference-books.ts's March and April 2025 (its
// table says what each record owes and paid; today is 19/03 in São Paulo). Runs on SQLite, and
// on PostgreSQL under scripts/with-postgres.sh.

/** Noon UTC: the same calendar day in São Paulo. */
const ms = (date: string) => Date.parse(`${date}T12:00:00Z`)
const marchApril = `?from=${ms('2025-03-01')}&to=${ms('2025-04-30')}`

/** RFC 4180 read back: quoted fields with doubled quotes and line breaks, CRLF records. */
function parseCsv(text: string): string[][] {
	const records: string[][] = []
	let record: string[] = []
	let field = ''
	let quoted = false
	for (let at = 0; at < text.length; at++) {
		const char = text[at]
		if (quoted) {
			if (char === '"' && text[at + 1] === '"') {
				field += '"'
				at++
			} else if (char === '"') quoted = false
			else field += char
		} else if (char === '"') quoted = true
		else if (char === ',') {
			record.push(field)
			field = ''
		} else if (char === '\r' && text[at + 1] === '\n') {
			record.push(field)
			records.push(record)
			record = []
			field = ''
			at++
		} else field += char
	}
	expect(field, 'the file ends with CRLF').toBe('')
	expect(record).toEqual([])
	return records
}

/** A decimal of the file as minor units, from its digits (2 decimals: the books are in BRL). */
const cents = (decimal: string) => {
	expect(decimal).toMatch(/^\d+\.\d{2}$/)
	return Number(decimal.replace('.', ''))
}

describe('/caixa/api/reports/units/{unitId}/payments', () => {
	const api = useTestApi()
	let books: CashFlowBooks
	const owner = () => books.cast.owner
	const path = () => `/reports/units/${books.cast.unit.id}/payments`
	const list = (query: string, member: Member = owner()) =>
		api.getOk(`${path()}${query}`, reportPaymentsSchema, member.headers)
	const categoryId = (name: string) => idOf(books.categories, name)
	/** Every row of a query, page by page of `size`. */
	const everyRow = async (query: string, size: number) => {
		const rows: ReportPayment[] = []
		for (let offset = 0; ; offset += size) {
			const page = await list(`${query}&offset=${offset}&size=${size}`)
			rows.push(...page.rows)
			if (page.rows.length < size) return rows
		}
	}
	const sums = (rows: ReportPayment[], input: boolean) => {
		const mine = rows.filter((row) => row.input === input)
		const sum = (key: 'totalDue' | 'paid' | 'remaining') =>
			mine.reduce((total, row) => total + row[key], 0)
		return {
			count: mine.length,
			totalDue: sum('totalDue'),
			paid: sum('paid'),
			remaining: sum('remaining'),
		}
	}

	beforeAll(async () => {
		books = await writeCashFlowBooks(api.db)
		api.clock.set(books.clock.now())
	}, 60_000)

	it('March and April by due date: figures as worked by hand, totals of the whole set', async () => {
		const answer = await list(`${marchApril}&size=100`)
		expect(answer).toMatchObject({
			currency: books.cast.unit.currency,
			from: '2025-03-01',
			to: '2025-04-30',
			today: '2025-03-19',
		})
		// In: a 1/3 and 2/3, c (311.00, 100.00 paid), d (257.50 paid), h, i, k; out: b 1/2 and
		// 2/2, e. Not x (deleted), nor f3 (February) nor a 3/3 (May), nor the other unit's.
		expect(answer.totals).toEqual({
			in: { count: 7, totalDue: 401_850, paid: 255_750, remaining: 146_100 },
			out: { count: 3, totalDue: 210_000, paid: 40_000, remaining: 170_000 },
		})
		expect(answer.totals).toEqual({ in: sums(answer.rows, true), out: sums(answer.rows, false) })
		const dueDates = answer.rows.map((row) => row.dueDate)
		expect(dueDates).toEqual([...dueDates].sort())
		const c = answer.rows.find((row) => row.totalDue === 31_100)
		expect(c).toMatchObject({ paid: 10_000, remaining: 21_100, overdue: true })
		expect(c?.category?.id).toBe(categoryId('Services rendered'))
		expect(answer.rows.filter((row) => row.overdue)).toHaveLength(1)
		expect(new Set(answer.rows.map((row) => row.cashier.id))).toEqual(
			new Set([books.till, books.bank]),
		)
	})

	it('pages are stable: every size reads the same rows in the same order, none twice', async () => {
		const whole = (await list(`${marchApril}&size=100`)).rows
		for (const size of [1, 2, 3, 7]) {
			expect(await everyRow(marchApril, size)).toEqual(whole)
		}
		// The totals are the set's, whatever the page.
		const page = await list(`${marchApril}&offset=2&size=2`)
		expect(page.rows).toEqual(whole.slice(2, 4))
		expect(page.totals).toEqual((await list(marchApril)).totals)
	})

	it('filters, each keeping what it says, the totals those of the rows kept', async () => {
		const whole = (await list(`${marchApril}&size=100`)).rows
		const cases: Array<[string, (row: ReportPayment) => boolean]> = [
			['&input=true', (row) => row.input],
			['&input=false', (row) => !row.input],
			[`&cashierId=${books.bank}`, (row) => row.cashier.id === books.bank],
			[
				`&categoryId=${categoryId('Sales of goods')}&categoryId=${categoryId('Rent')}`,
				(row) =>
					row.category?.id === categoryId('Sales of goods') ||
					row.category?.id === categoryId('Rent'),
			],
			['&status=OVERDUE', (row) => row.overdue],
			['&status=PAID', (row) => row.status === 'PAID'],
			[
				'&status=PENDING&status=PARTIALLY_PAID',
				(row) => row.status === 'PENDING' || row.status === 'PARTIALLY_PAID',
			],
			['&status=CANCELLED', () => false],
		]
		for (const [query, keep] of cases) {
			const answer = await list(`${marchApril}${query}&size=100`)
			const expected = whole.filter(keep)
			expect(answer.rows, query).toEqual(expected)
			expect(answer.totals, query).toEqual({
				in: sums(expected, true),
				out: sums(expected, false),
			})
			if (query !== '&status=CANCELLED') expect(expected.length, query).toBeGreaterThan(0)
		}
		const withClient = whole.find((row) => row.clientOrSupplier !== null)
		if (withClient?.clientOrSupplier) {
			const answer = await list(
				`${marchApril}&clientOrSupplierId=${withClient.clientOrSupplier.id}&size=100`,
			)
			expect(answer.rows).toEqual(
				whole.filter((row) => row.clientOrSupplier?.id === withClient.clientOrSupplier?.id),
			)
		}
		const withMethod = whole.find((row) => row.method !== null)
		if (withMethod?.method) {
			const answer = await list(`${marchApril}&method=${withMethod.method}&size=100`)
			expect(answer.rows).toEqual(whole.filter((row) => row.method === withMethod.method))
		}
	})

	it('refuses a bad query with a 422 problem', async () => {
		for (const [query, field] of [
			[`?from=${ms('2025-04-02')}&to=${ms('2025-04-01')}`, 'to'],
			['?zone=Mars/Olympus', 'zone'],
			['?currency=USD', 'currency'],
			['?size=0', 'size'],
			['?size=101', 'size'],
			['?offset=-1', 'offset'],
			['?status=LATE', 'status'],
			['?method=GOLD', 'method'],
			['?categoryId=nope', 'categoryId'],
			['?input=maybe', 'input'],
		] as const) {
			const problem = await expectProblem(await api.get(`${path()}${query}`, owner().headers), 422)
			expect(
				problem.errors?.map((error) => error.path.split(/[.[]/)[0]),
				query,
			).toContain(field)
		}
	})

	it('the owner and the unit’s collaborators; a cashier’s collaborator, auditors and strangers get 404', async () => {
		const cast = books.cast
		await expectUnitReaders(api, cast, path())
		expect(await list(marchApril, cast.unitCollaborator)).toEqual(await list(marchApril))
		for (const unitId of [books.elsewhere, crypto.randomUUID()]) {
			await expectProblem(await api.get(`/reports/units/${unitId}/payments`, owner().headers), 404)
		}
		const company = await createCompanyCast(api.db, api.clock)
		await expectCompanyUnitReaders(api, company, `/reports/units/${company.unit.id}/payments`)
	})

	describe('export', () => {
		const exportPath = () => `${path()}/export`

		it('the CSV holds the list’s rows in its order, money as decimals, and adds up to its totals', async () => {
			for (const filter of ['', '&input=false', `&cashierId=${books.till}&status=PAID`]) {
				const listed = await list(`${marchApril}${filter}&size=100`)
				const response = await api.get(`${exportPath()}${marchApril}${filter}`, owner().headers)
				expect(response.status, await response.clone().text()).toBe(200)
				expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
				expect(response.headers.get('Content-Disposition')).toBe(
					'attachment; filename="payments-2025-03-01-2025-04-30.csv"',
				)
				const bytes = new Uint8Array(await response.arrayBuffer())
				expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
				const [header, ...records] = parseCsv(new TextDecoder().decode(bytes.slice(3)))
				expect(header).toEqual(exportColumns.map((column) => column.header))
				const at = (name: string) => header?.indexOf(name) ?? -1
				expect(records.map((record) => record[at('Due date')])).toEqual(
					listed.rows.map((row) => row.dueDate),
				)
				expect(records.map((record) => record[at('Record')])).toEqual(
					listed.rows.map((row) => row.orderReferenceNumber),
				)
				expect(records.map((record) => record[at('Category')])).toEqual(
					listed.rows.map((row) => row.category?.name ?? ''),
				)
				expect(records.map((record) => record[at('Overdue')])).toEqual(
					listed.rows.map((row) => (row.overdue ? 'TRUE' : 'FALSE')),
				)
				for (const [column, key] of [
					['Total due', 'totalDue'],
					['Paid', 'paid'],
					['Remaining', 'remaining'],
				] as const) {
					expect(records.map((record) => cents(record[at(column)] ?? ''))).toEqual(
						listed.rows.map((row) => row[key]),
					)
					for (const [direction, input] of [
						['IN', 'in'],
						['OUT', 'out'],
					] as const) {
						const sum = records
							.filter((record) => record[at('Direction')] === direction)
							.reduce((total, record) => total + cents(record[at(column)] ?? ''), 0)
						expect(sum, `${filter} ${column} ${direction}`).toBe(listed.totals[input][key])
					}
				}
			}
		})

		it('the XLSX, read back with exceljs: the list’s rows as date and number cells, adding up to its totals', async () => {
			for (const filter of ['', '&input=true&status=OVERDUE&status=PENDING']) {
				const listed = await list(`${marchApril}${filter}&size=100`)
				const response = await api.get(
					`${exportPath()}${marchApril}${filter}&format=xlsx`,
					owner().headers,
				)
				expect(response.status, await response.clone().text()).toBe(200)
				expect(response.headers.get('Content-Type')).toBe(
					'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
				)
				expect(response.headers.get('Content-Disposition')).toBe(
					'attachment; filename="payments-2025-03-01-2025-04-30.xlsx"',
				)
				const workbook = new ExcelJS.Workbook()
				await workbook.xlsx.load(await response.arrayBuffer())
				const sheet = workbook.getWorksheet('Payments')
				if (!sheet) throw new Error('No sheet Payments')
				const values: unknown[][] = []
				sheet.eachRow((row) => {
					values.push((row.values as unknown[]).slice(1))
				})
				const [header, ...records] = values
				expect(header).toEqual(exportColumns.map((column) => column.header))
				const at = (name: string) => header?.indexOf(name) ?? -1
				expect(records).toHaveLength(listed.rows.length)
				expect(records.map((record) => record[at('Due date')])).toEqual(
					listed.rows.map((row) => new Date(`${row.dueDate}T00:00:00Z`)),
				)
				expect(records.map((record) => record[at('Paid on')] ?? null)).toEqual(
					listed.rows.map((row) => (row.paidOn ? new Date(`${row.paidOn}T00:00:00Z`) : null)),
				)
				expect(sheet.getRow(2).getCell(at('Due date') + 1).numFmt).toBe('yyyy-mm-dd')
				expect(sheet.getRow(2).getCell(at('Total due') + 1).numFmt).toBe('0.00')
				for (const [column, key] of [
					['Total due', 'totalDue'],
					['Paid', 'paid'],
					['Remaining', 'remaining'],
				] as const) {
					const amounts = records.map((record) => Math.round(Number(record[at(column)]) * 100))
					expect(records.every((record) => typeof record[at(column)] === 'number')).toBe(true)
					expect(amounts).toEqual(listed.rows.map((row) => row[key]))
					for (const [direction, input] of [
						['IN', 'in'],
						['OUT', 'out'],
					] as const) {
						const sum = records.reduce(
							(total, record, index) =>
								record[at('Direction')] === direction ? total + (amounts[index] ?? 0) : total,
							0,
						)
						expect(sum, `${filter} ${column} ${direction}`).toBe(listed.totals[input][key])
					}
				}
			}
		})

		it('reads the set in keyset pages: any page size, the same rows in the list’s order', async () => {
			const query = await reportPaymentsFilterOf(
				api.db,
				owner().profileId,
				books.cast.unit.id,
				{ from: ms('2025-03-01'), to: ms('2025-04-30'), language: 'en-US' },
				api.clock.now(),
			)
			const ids = (await list(`${marchApril}&size=100`)).rows.map((row) => row.id)
			for (const size of [1, 2, 3, 10, 1000]) {
				const read: string[] = []
				for await (const page of exportRowsOf(api.db, query.filter, size)) {
					expect(page.length).toBeLessThanOrEqual(size)
					read.push(...page.map((row) => row.id))
				}
				expect(read, String(size)).toEqual(ids)
			}
		})

		it('refuses before the first byte: 422 on a bad query, 404 to those who may not read', async () => {
			for (const query of ['?format=pdf', '?currency=USD', '?status=LATE']) {
				await expectProblem(await api.get(`${exportPath()}${query}`, owner().headers), 422)
			}
			for (const member of [books.cast.cashierCollaborator, books.cast.stranger]) {
				await expectProblem(await api.get(exportPath(), member.headers), 404)
			}
			await expectProblem(await api.get(exportPath()), 401)
			expect((await api.get(exportPath(), books.cast.unitCollaborator.headers)).status).toBe(200)
		})
	})
})
