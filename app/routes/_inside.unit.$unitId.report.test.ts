import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MintedSession } from '@caixa/testing/session'
import {
	canonicalOf,
	iceCreamShop,
	inProcessApi,
	loaderArgs,
	saleAndRent,
	type Shop,
} from '~/testing/report-books'
import { thrownResponse } from '~/testing/route-requests'
import type * as Drill from './_inside.unit.$unitId.report.category.$categoryId'
import type * as Report from './_inside.unit.$unitId.report._index'

// The income statement's loaders against the real API in process: a page
// without a period is sent to this month's canonical URL; the views and the basis come from the
// URL, every figure formatted; a category's drill-down adds up its rows; a stranger gets a 404.
// This month: a sale of 120,00 (Sorvetes), paid half; rent 80,00, open.

let api: Awaited<ReturnType<typeof inProcessApi>>
let report: typeof Report
let drill: typeof Drill
let shop: Shop
let salesId: string

beforeAll(async () => {
	api = await inProcessApi('caixa-report-')
	report = await import('./_inside.unit.$unitId.report._index')
	drill = await import('./_inside.unit.$unitId.report.category.$categoryId')
	shop = await iceCreamShop(api.call)
	;({ salesId } = await saleAndRent(shop))
	// Importing the routes and the API, then migrating a database: slow on a busy machine.
}, 60_000)

afterAll(() => api.remove())

const args = (url: string, session: MintedSession, categoryId = '') =>
	loaderArgs(session, url, { unitId: shop.unitId, categoryId })

async function page(url: string, session = shop.owner) {
	return report.loader(await args(`/unit/${shop.unitId}/report${url}`, session))
}

const canonical = (url = '') => canonicalOf(page(url))

const amounts = (lines: Array<{ code: string; amount: string }> = []) =>
	Object.fromEntries(lines.map((line) => [line.code, line.amount]))

describe('the statement of a period', () => {
	it('opens on this month: a URL without a period is sent to its canonical form', async () => {
		const location = await canonical()
		expect(location.pathname).toBe(`/unit/${shop.unitId}/report`)
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
		const refused = await thrownResponse(page(location.search, shop.stranger))
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
		const category = (query: string, session = shop.owner) =>
			args(`/unit/${shop.unitId}/report/category/${salesId}${query}`, session, salesId)
		const data = await drill.loader(await category(''))
		expect(data.title).toBe('Sorvetes: what is behind the figure')
		expect(data.line).toBe('GROSS_REVENUE')
		expect(data.figure).toMatch(
			/^In the statement: R\$120\.00 \(accrual basis, .*rows behind it: 1\.$/,
		)
		expect(data.rows).toMatchObject([
			{ kind: 'RECORD', total: 'R$120.00', amount: 'R$120.00', stockValue: null, input: true },
		])
		expect(data.rows[0]?.href).toMatch(/^\/cashier\/[0-9a-f-]{36}\/inventory\/[0-9a-f-]{36}$/)
		const cash = await drill.loader(await category('?basis=CASH'))
		expect(cash.rows).toMatchObject([{ kind: 'PAYMENT', cashMoved: 'R$60.00', charges: null }])
		const refused = await thrownResponse(drill.loader(await category('', shop.stranger)))
		expect(refused.status).toBe(404)
	})
})
