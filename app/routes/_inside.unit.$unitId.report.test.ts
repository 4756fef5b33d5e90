import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@caixa/contract/endpoints'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { type MintedSession, mintSession } from '@caixa/testing/session'
import { signedInRequest, thrownResponse } from '~/testing/route-requests'
import type * as CaixaServer from '~/server/caixa.server'
import type * as Drill from './_inside.unit.$unitId.report.category.$categoryId'
import type * as Report from './_inside.unit.$unitId.report._index'

// The income statement's loaders against the real API in process (issue 17 item 1): a page
// without a period is sent to this month's canonical URL; the views and the basis come from the
// URL, every figure formatted; a category's drill-down adds up its rows; a stranger gets a 404.
// This month: a sale of 120,00 (Sorvetes), paid half; rent 80,00, open.

let dataDir: string
let report: typeof Report
let drill: typeof Drill
let call: typeof CaixaServer.caixaCall
let owner: MintedSession
let stranger: MintedSession
let unitId: string
let salesId: string

const args = (request: Request, categoryId = '') => ({
	request,
	params: { unitId, categoryId },
	context: {},
})

beforeAll(async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'caixa-report-'))
	vi.resetModules()
	process.env.DATA_DIR = dataDir
	delete process.env.CAIXA_API_URL
	report = await import('./_inside.unit.$unitId.report._index')
	drill = await import('./_inside.unit.$unitId.report.category.$categoryId')
	call = (await import('~/server/caixa.server')).caixaCall
	owner = await mintSession({ name: 'Ana', surname: 'Souza', email: 'ana@example.com' })
	stranger = await mintSession({ name: 'Edu', surname: 'Lima', email: 'edu@example.com' })
	const { data: cashier } = await call(endpoints.publics.units.create, {
		token: owner.token,
		body: { unitName: 'Sorveteria', cashierName: 'Balcão', country: 'BRAZIL' },
	})
	unitId = cashier.unit.id
	const today = calendarDateIn(Date.now(), cashier.unit.timezone)
	const category = async (name: string, kind: 'INCOME' | 'EXPENSE', group: string) =>
		(
			await call(endpoints.units.categories.create, {
				params: { unitId },
				token: owner.token,
				body: { name, kind, group: group as 'REVENUE' },
			})
		).data.id
	salesId = await category('Sorvetes', 'INCOME', 'REVENUE')
	const rentId = await category('Aluguel', 'EXPENSE', 'OPERATING_EXPENSE')
	const record = (
		body: Parameters<typeof call<typeof endpoints.cashiers.inventories.create>>[1]['body'],
	) =>
		call(endpoints.cashiers.inventories.create, {
			params: { id: cashier.id },
			token: owner.token,
			body,
		})
	await record({
		input: true,
		issuedOn: today,
		categoryId: salesId,
		total: 12_000,
		payments: [
			{ dueDate: today, amount: 6_000, paid: true },
			{ dueDate: today, amount: 6_000 },
		],
	})
	await record({ input: false, issuedOn: today, categoryId: rentId, total: 8_000 })
	// Importing the routes and the API, then migrating a database: slow on a busy machine.
}, 60_000)

afterAll(async () => {
	await rm(dataDir, { recursive: true, force: true })
})

async function page(url: string, session = owner) {
	return report.loader(args(await signedInRequest(session, `/unit/${unitId}/report${url}`)))
}

async function canonical(url = '') {
	const redirect = await thrownResponse(page(url))
	expect(redirect.status).toBe(302)
	return new URL(redirect.headers.get('Location') ?? '', 'http://localhost')
}

const amounts = (lines: Array<{ code: string; amount: string }> = []) =>
	Object.fromEntries(lines.map((line) => [line.code, line.amount]))

describe('the statement of a period', () => {
	it('opens on this month: a URL without a period is sent to its canonical form', async () => {
		const location = await canonical()
		expect(location.pathname).toBe(`/unit/${unitId}/report`)
		expect(location.searchParams.get('period')).toBe('CURRENT_MONTH')
		expect(Number(location.searchParams.get('from'))).toBeLessThan(Date.now())
		expect(Number(location.searchParams.get('to'))).toBeGreaterThan(Date.now())
		// The view and basis ride along.
		const cash = await canonical('?basis=CASH')
		expect(cash.searchParams.get('basis')).toBe('CASH')
	})

	it('accrual by default: every record for its whole total, on its date', async () => {
		const location = await canonical()
		const data = await page(location.search)
		expect(data).toMatchObject({ view: 'PERIOD', basis: 'ACCRUAL', problem: null, year: null })
		expect(data.title).toBe('Income statement')
		expect(data.period?.lines).toHaveLength(14)
		expect(amounts(data.period?.lines)).toMatchObject({
			GROSS_REVENUE: 'R$120.00',
			NET_REVENUE: 'R$120.00',
			OPERATING_EXPENSES: '-R$80.00',
			NET_RESULT: 'R$40.00',
		})
		const revenue = data.period?.lines.find((line) => line.code === 'GROSS_REVENUE')
		expect(revenue?.parts).toMatchObject([
			{ categoryId: salesId, name: 'Sorvetes', amount: 'R$120.00', share: '100.00%' },
		])
		expect(data.period?.lines.find((line) => line.code === 'OPERATING_EXPENSES')?.share).toBe(
			'-66.67%',
		)
	})

	it('on the cash basis: what was paid alone', async () => {
		const location = await canonical('?basis=CASH')
		const data = await page(location.search)
		expect(data.basis).toBe('CASH')
		expect(amounts(data.period?.lines)).toMatchObject({
			GROSS_REVENUE: 'R$60.00',
			OPERATING_EXPENSES: 'R$0.00',
			NET_RESULT: 'R$60.00',
		})
	})

	it('a period that ends before it starts is said, not an error', async () => {
		const location = await canonical()
		const from = location.searchParams.get('from') ?? ''
		const to = location.searchParams.get('to') ?? ''
		// The bar writes the swapped days as whole days first, then the API refuses them.
		const swapped = await canonical(`?period=CUSTOMIZED&from=${to}&to=${from}`)
		const data = await page(swapped.search)
		expect(data).toMatchObject({ problem: 'ENDS_BEFORE', period: null })
		expect(data.filters).not.toBeNull()
	})

	it('is the unit’s people’s alone: a 404 to a stranger', async () => {
		const location = await canonical()
		const refused = await thrownResponse(page(location.search, stranger))
		expect(refused.status).toBe(404)
	})
})

describe('by year and the last 12 months', () => {
	it('by year: the year asked, its twelve months, the chart and the year picker', async () => {
		const data = await page('?view=YEAR&year=2024&basis=CASH')
		expect(data).toMatchObject({ view: 'YEAR', basis: 'CASH', period: null, filters: null })
		expect(data.year?.year).toBe(2024)
		expect(data.year?.options).toContain(2024)
		expect(data.months?.columns.map((column) => column.label)).toEqual([
			'Jan',
			'Feb',
			'Mar',
			'Apr',
			'May',
			'Jun',
			'Jul',
			'Aug',
			'Sep',
			'Oct',
			'Nov',
			'Dec',
		])
		expect(new Set(data.months?.lines.flatMap((line) => [...line.months, line.total]))).toEqual(
			new Set(['R$0.00']),
		)
		expect(data.months?.chart.months).toHaveLength(12)
		expect(data.months?.chart.points).toHaveLength(12)
	})

	it('the year of the period a switch comes from; a year the report cannot answer is this one', async () => {
		const may2024 = Date.UTC(2024, 4, 1, 12)
		expect((await page(`?view=YEAR&period=CUSTOMIZED&from=${may2024}`)).year?.year).toBe(2024)
		const thisYear = new Date().getUTCFullYear()
		for (const asked of ['1500', 'soon', '20245']) {
			const year = (await page(`?view=YEAR&year=${asked}`)).year?.year
			expect([thisYear, thisYear - 1, thisYear + 1]).toContain(year)
		}
	})

	it('the last 12 months end with this one, its figures in the last column', async () => {
		const data = await page('?view=LAST_12')
		expect(data.year).toBeNull()
		const net = data.months?.lines.find((line) => line.code === 'NET_RESULT')
		expect(net?.months[11]).toBe('R$40.00')
		expect(net?.total).toBe('R$40.00')
		// A month's column opens it as one period, already canonical, the basis kept.
		const column = data.months?.columns[11]
		expect(column?.name).toMatch(/^[A-Z][a-z]+ \d{4}$/)
		const month = await page(column?.search ?? '')
		expect(month).toMatchObject({ view: 'PERIOD', basis: 'ACCRUAL' })
		expect(amounts(month.period?.lines)).toMatchObject({ NET_RESULT: 'R$40.00' })
		expect(data.months?.span.to).toMatch(/\d{4}$/)
		// Income 120,00 above the zero line, costs 80,00 below it in height.
		const last = data.months?.chart.months[11]
		expect(last?.income.height).toBeGreaterThan(last?.expenses.height ?? Infinity)
	})
})

describe('a category’s drill-down', () => {
	it('the records behind the figure, which it adds up; a stranger gets a 404', async () => {
		const request = await signedInRequest(owner, `/unit/${unitId}/report/category/${salesId}`)
		const data = await drill.loader(args(request, salesId))
		expect(data.title).toBe('Sorvetes: what is behind the figure')
		expect(data.line).toBe('GROSS_REVENUE')
		expect(data.figure).toMatch(
			/^In the statement: R\$120\.00 \(accrual basis, .*rows behind it: 1\.$/,
		)
		expect(data.rows).toMatchObject([
			{ kind: 'RECORD', total: 'R$120.00', amount: 'R$120.00', stockValue: null, input: true },
		])
		expect(data.rows[0]?.href).toMatch(/^\/cashier\/[0-9a-f-]{36}\/inventory\/[0-9a-f-]{36}$/)
		const cash = await drill.loader(
			args(
				await signedInRequest(owner, `/unit/${unitId}/report/category/${salesId}?basis=CASH`),
				salesId,
			),
		)
		expect(cash.rows).toMatchObject([{ kind: 'PAYMENT', cashMoved: 'R$60.00', charges: null }])
		const refused = await thrownResponse(
			drill.loader(
				args(
					await signedInRequest(stranger, `/unit/${unitId}/report/category/${salesId}`),
					salesId,
				),
			),
		)
		expect(refused.status).toBe(404)
	})
})
