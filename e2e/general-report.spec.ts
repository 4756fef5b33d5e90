import { readFile } from 'node:fs/promises'
import { type Download, type TestInfo } from '@playwright/test'
import ExcelJS from 'exceljs'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { overHttp, seedApi } from './stub-api/seed-api'
import { quickStart } from './stub-api/seed-portal'
import { checkWithProfileMenu } from './support/audit'
import { expectNoAxeViolations } from './support/axe'
import { realApi } from './support/databases'
import { expectFits360, whenHydrated } from './support/page-checks'
import { E2E } from './support/servers'
import { modeOf, signIn } from './support/session'
import { expect, test, type Page } from './support/test'

// The general report: a unit of the test's own, seeded through the API as its
// owner would, every installment due today; the report opened from the x-ray's tile, its totals
// checked against figures worked out by hand, paged 5 rows a page, filtered (money out, pending), and
// the filtered set downloaded as CSV and XLSX and read back: the same rows, the same totals.
// Stub and real, JavaScript on and off; 360 px and axe.
//
// All due today, in R$:
//  sale 300.00, Coffee sales, Pix: 3 × 100.00, the first paid        in   3 rows
//  sale  50.00, Coffee sales, cash: paid                              in   1 row
//  beans 240.00, Coffee beans: 4 × 60.00, open                        out  4 rows
//  rent 150.00, Shop rent: 1 × 150.00, 50.00 of it paid (partial)     out  1 row
//                      count  total due    paid    remaining
//  Money in              4      350.00    150.00     200.00
//  Money out             5      390.00     50.00     340.00
//  out and pending       4      240.00      0.00     240.00   (the rent is partly paid)

async function seedMonth(testInfo: TestInfo, token: string) {
	const target = modeOf(testInfo) === 'real' ? realApi : overHttp(E2E.stub.apiUrl)
	const api = seedApi(target, token)
	const till = await quickStart(
		target,
		token,
		`Café ${testInfo.project.name} ${Date.now()}`,
		'Till',
	)
	const unitId = till.unit.id
	const today = calendarDateIn(Date.now(), till.unit.timezone)
	const category = (name: string, kind: 'INCOME' | 'EXPENSE', group: string) =>
		api.post<{ id: string }>(`/units/${unitId}/categories`, { name, kind, group })
	const sales = await category('Coffee sales', 'INCOME', 'REVENUE')
	const beans = await category('Coffee beans', 'EXPENSE', 'COST_OF_SALES')
	const rentCategory = await category('Shop rent', 'EXPENSE', 'OPERATING_EXPENSE')
	const record = (body: Record<string, unknown>) =>
		api.post<{ id: string }>(`/cashiers/${till.id}/inventories`, {
			issuedOn: today,
			...body,
		})
	const due = (amount: number, more: Record<string, unknown> = {}) => ({
		dueDate: today,
		amount,
		...more,
	})
	await record({
		input: true,
		categoryId: sales.id,
		total: 30_000,
		payments: [
			due(10_000, { paid: true, method: 'PIX' }),
			due(10_000, { method: 'PIX' }),
			due(10_000, { method: 'PIX' }),
		],
	})
	await record({ input: true, categoryId: sales.id, total: 5_000, method: 'CASH', paid: true })
	await record({
		input: false,
		categoryId: beans.id,
		total: 24_000,
		payments: [due(6_000), due(6_000), due(6_000), due(6_000)],
	})
	const rent = await record({ input: false, categoryId: rentCategory.id, total: 15_000 })
	const { payments } = await api.get<{ payments: Array<{ id: string }> }>(
		`/cashiers/${till.id}/inventories/${rent.id}`,
	)
	await api.post(`/cashiers/${till.id}/payments/${payments[0]?.id}/partial-payment`, {
		amount: 5_000,
		paidOn: today,
	})
	return { unitId }
}

type Figures = [count: string, totalDue: string, paid: string, remaining: string]

async function expectTotals(page: Page, moneyIn: Figures, moneyOut: Figures) {
	const table = page.getByRole('table', { name: /^Totals of every installment/ })
	for (const [side, figures] of [
		['Money in', moneyIn],
		['Money out', moneyOut],
	] as const) {
		await expect(
			table
				.getByRole('row')
				.filter({ has: page.getByRole('rowheader', { name: side, exact: true }) })
				.getByRole('cell'),
		).toHaveText(figures)
	}
}

const installments = (page: Page) =>
	page
		.getByRole('table', { name: /^Installments due from/ })
		.locator('tbody')
		.getByRole('row')

/** Ticks a filter's option in the bar: from the Filters menu with JavaScript, its disclosure without. */
async function tick(page: Page, javaScriptEnabled: boolean, filter: string, option: string) {
	const bar = page.getByRole('search', { name: 'Filters' })
	if (javaScriptEnabled) {
		await bar.getByRole('button', { name: 'Filters' }).click()
		await page.getByRole('menuitemcheckbox', { name: filter }).click()
	} else {
		await bar.locator('summary').filter({ hasText: 'Filters' }).click()
		await bar.getByRole('button', { name: filter, exact: true }).click()
	}
	await bar.getByRole('checkbox', { name: option }).check()
	if (!javaScriptEnabled) await bar.getByRole('button', { name: 'Filter', exact: true }).click()
}

async function downloaded(page: Page, name: string): Promise<Download> {
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name, exact: true }).click(),
	])
	return file
}

/** Cents of a decimal the export wrote ("240.00"), exact. */
const cents = (text: string) => Math.round(Number(text) * 100)

test('the general report from the x-ray: totals by hand, 5 rows a page', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const owner = await signIn(context, testInfo, 'fabio')
	const { unitId } = await seedMonth(testInfo, owner.token)

	// The x-ray's tile leads to it, opening on this month, 20 rows a page.
	await page.goto(`/unit/${unitId}`)
	await page
		.getByRole('list', { name: 'Reports and more' })
		.getByRole('link', { name: 'General report', exact: true })
		.click()
	await expect(page).toHaveURL(
		new RegExp(`/unit/${unitId}/general-report\\?period=CURRENT_MONTH&from=\\d+&to=\\d+$`),
	)
	await expect(page.getByRole('heading', { name: 'General report', level: 1 })).toBeVisible()
	await expect(page.getByText('Installments matching the filters: 9')).toBeVisible()
	await expectTotals(
		page,
		['4', 'R$350.00', 'R$150.00', 'R$200.00'],
		['5', 'R$390.00', 'R$50.00', 'R$340.00'],
	)
	await expect(installments(page)).toHaveCount(9)
	const rentRow = installments(page).filter({ hasText: 'Shop rent' })
	await expect(rentRow.getByRole('cell')).toContainText([
		'1 of 1',
		'Money out',
		'Shop rent',
		'',
		'Till',
		'',
		'Partly paid',
		'R$150.00',
		'R$50.00',
		'R$100.00',
	])
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await whenHydrated(page, javaScriptEnabled)
	await checkWithProfileMenu(page, javaScriptEnabled)
	await page.setViewportSize({ width: 1280, height: 800 })

	// Five rows a page: two pages, the totals still the whole set's.
	await page.getByLabel('Rows per page').selectOption('5')
	await page.getByRole('button', { name: 'Show', exact: true }).click()
	await expect(page).toHaveURL(/[?&]rows=5(&|$)/)
	await expect(installments(page)).toHaveCount(5)
	const pages = page.getByRole('navigation', { name: 'Pages' })
	await expect(pages).toContainText('Page 1 of 2 · rows 1–5 of 9')
	await pages.getByRole('link', { name: 'Next page' }).click()
	await expect(page).toHaveURL(/[?&]page=2(&|$)/)
	await expect(installments(page)).toHaveCount(4)
	await expect(pages).toContainText('Page 2 of 2 · rows 6–9 of 9')
	await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0)
	await expectTotals(
		page,
		['4', 'R$350.00', 'R$150.00', 'R$200.00'],
		['5', 'R$390.00', 'R$50.00', 'R$340.00'],
	)
})

test('money out still pending, downloaded as CSV and XLSX and read back; all of them', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const owner = await signIn(context, testInfo, 'fabio')
	const { unitId } = await seedMonth(testInfo, owner.token)
	// Five a page, on page 2; this month (the canonical URL the page sends it to).
	await page.goto(`/unit/${unitId}/general-report?rows=5&page=2`)
	await expect(page).toHaveURL(/[?&]period=CURRENT_MONTH&/)
	await expect(installments(page)).toHaveCount(4)

	// Money out still pending: the beans' four installments, the rent (partly paid) left out;
	// the filters start over from page 1 and keep five a page.
	await tick(page, javaScriptEnabled, 'Direction', 'Money out')
	await expect(page).toHaveURL(/[?&]input=false/)
	await tick(page, javaScriptEnabled, 'Status', 'Pending')
	await expect(page).toHaveURL(/[?&]status=PENDING/)
	await expect(page).not.toHaveURL(/[?&]page=/)
	await expect(page).toHaveURL(/[?&]rows=5(&|$)/)
	await expect(installments(page)).toHaveCount(4)
	for (const row of await installments(page).all()) {
		await expect(row).toContainText('Coffee beans')
		await expect(row).toContainText('Pending')
	}
	await expectTotals(
		page,
		['0', 'R$0.00', 'R$0.00', 'R$0.00'],
		['4', 'R$240.00', 'R$0.00', 'R$240.00'],
	)
	await expectNoAxeViolations(page, javaScriptEnabled)

	// The filtered set as CSV: its rows and totals, read back.
	const csv = await downloaded(page, 'CSV')
	expect(csv.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
	const text = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '')
	const [header = '', ...lines] = text.trimEnd().split('\r\n')
	const columns = header.split(',')
	const at = (line: string, name: string) => line.split(',')[columns.indexOf(name)] ?? ''
	expect(lines).toHaveLength(4)
	for (const line of lines) {
		expect(at(line, 'Direction')).toBe('OUT')
		expect(at(line, 'Status')).toBe('PENDING')
		expect(at(line, 'Category')).toBe('Coffee beans')
	}
	const csvSum = (name: string) => lines.reduce((sum, line) => sum + cents(at(line, name)), 0)
	expect([csvSum('Total due'), csvSum('Paid'), csvSum('Remaining')]).toEqual([24_000, 0, 24_000])

	// And as XLSX: the same rows, amounts as numbers, due dates as dates.
	const xlsx = await downloaded(page, 'XLSX')
	expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/)
	const book = new ExcelJS.Workbook()
	await book.xlsx.readFile(await xlsx.path())
	const sheet = book.worksheets[0]
	expect(sheet).toBeDefined()
	const heads = (sheet?.getRow(1).values as unknown[]).map(String)
	const rows = (sheet?.getRows(2, (sheet?.rowCount ?? 1) - 1) ?? []).filter((row) => row.hasValues)
	expect(rows).toHaveLength(4)
	const cell = (row: ExcelJS.Row, name: string) => row.getCell(heads.indexOf(name)).value
	for (const row of rows) {
		expect(cell(row, 'Direction')).toBe('OUT')
		expect(cell(row, 'Status')).toBe('PENDING')
		expect(cell(row, 'Due date')).toBeInstanceOf(Date)
	}
	const xlsxSum = (name: string) =>
		rows.reduce((sum, row) => sum + Math.round(Number(cell(row, name)) * 100), 0)
	expect([xlsxSum('Total due'), xlsxSum('Paid'), xlsxSum('Remaining')]).toEqual([24_000, 0, 24_000])

	// All of them: the infinite list, the filters kept.
	await page.getByLabel('Rows per page').selectOption('all')
	await page.getByRole('button', { name: 'Show', exact: true }).click()
	await expect(page).toHaveURL(/[?&]rows=all(&|$)/)
	await expect(page).toHaveURL(/[?&]status=PENDING/)
	const list = page.getByRole('list', { name: /^Installments due from/ })
	await expect(list.getByRole('listitem')).toHaveCount(4)
	await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0)
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)

	// Printed: the figures alone, no filters or controls.
	await page.emulateMedia({ media: 'print' })
	await expect(page.getByRole('search', { name: 'Filters' })).toBeHidden()
	await expect(page.getByRole('link', { name: 'CSV', exact: true })).toBeHidden()
	await page.emulateMedia({ media: 'screen' })
})
