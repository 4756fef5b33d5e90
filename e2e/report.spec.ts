import { type TestInfo } from '@playwright/test'
import { type Cashier } from '@caixa/contract/cashier'
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

// The income statement: a month of a unit of the
// test's own, seeded through the API as its owner would, and its statement checked line by line
// against figures worked out by hand below, on the accrual basis and then on the cash basis; a
// line opened and a category followed to its records; by year and the last 12 months with their
// chart; 360 px and axe (the profile menu and the lines open). Stub and real, JavaScript on and off.
//
// This month (amounts in R$; every date today):
//  record                                       accrual                      cash
//  purchase: 10 × coffee @ 10.00 + freight      cost of sales 5.00 (105.00   cost of sales 105.00
//  5.00, Coffee bought, paid                    − the 100.00 into stock)     (paid)
//  sale: 4 × coffee @ 25.00, Coffee sales, in   revenue 100.00, COGS         revenue 50.00 + 50.00,
//  2 monthly installments of 50.00, the first   4 × 10.00 = 40.00, interest  interest 1.00 (51.00 paid
//  paid; the second: interest 1.50 + late fee   and fees 2.50 (financial     on the second: its 50.00
//  1.00, a partial payment of 51.00             income)                      principal first)
//  rent 300.00, Shop rent, due today, open      operating 300.00             —
//  sale without a category 12.34, paid          other income 12.34           other income 12.34
//  transfer of 77.77 to the safe                —                            —

const SALES = 'Coffee sales'
const BOUGHT = 'Coffee bought'
const RENT = 'Shop rent'

/** The unit of the test, its month seeded through the API of the project's mode. */
async function seedReportMonth(testInfo: TestInfo, token: string) {
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
	const sales = await category(SALES, 'INCOME', 'REVENUE')
	const bought = await category(BOUGHT, 'EXPENSE', 'COST_OF_SALES')
	const rent = await category(RENT, 'EXPENSE', 'OPERATING_EXPENSE')
	const coffee = await api.post<{ id: string }>(`/units/${unitId}/products`, {
		name: 'Ground coffee',
		kind: 'PRODUCT',
		unitPrice: 2_500,
		unitCost: 1_000,
		tracksStock: true,
	})
	const record = (body: Record<string, unknown>) =>
		api.post<{ id: string }>(`/cashiers/${till.id}/inventories`, { issuedOn: today, ...body })
	await record({
		input: false,
		categoryId: bought.id,
		items: [
			{ productId: coffee.id, quantity: 10, unitPrice: 1_000 },
			{ name: 'Freight', quantity: 1, unitPrice: 500 },
		],
		paid: true,
	})
	const sale = await record({
		input: true,
		categoryId: sales.id,
		items: [{ productId: coffee.id, quantity: 4, unitPrice: 2_500 }],
		installments: { count: 2, firstDueDate: today, every: 'MONTH' },
		paid: true,
	})
	const { payments } = await api.get<{ payments: Array<{ id: string; number: number }> }>(
		`/cashiers/${till.id}/inventories/${sale.id}`,
	)
	const second = payments.find((payment) => payment.number === 2)?.id
	await api.post(`/cashiers/${till.id}/payments/${second}/interest-and-late-fee`, {
		interest: 150,
		lateFee: 100,
	})
	await api.post(`/cashiers/${till.id}/payments/${second}/partial-payment`, {
		amount: 5_100,
		paidOn: today,
	})
	await record({
		input: false,
		categoryId: rent.id,
		total: 30_000,
		payments: [{ dueDate: today, amount: 30_000 }],
	})
	await record({ input: true, total: 1_234, paid: true })
	const safe = await api.post<Cashier>(`/units/${unitId}/cashiers`, { name: 'Safe' })
	await api.post(`/units/${unitId}/internal-transfers`, {
		fromCashierId: till.id,
		toCashierId: safe.id,
		amount: 7_777,
		transferredOn: today,
	})
	return { unitId, zone: till.unit.timezone }
}

type Line = [name: string, amount: string, share: string]

// Lines taken away show below zero, as their shares; net revenue is R$100.00 on both bases.
const ACCRUAL: Line[] = [
	['Gross revenue', 'R$100.00', '100.00%'],
	['Deductions', 'R$0.00', '0.00%'],
	['Net revenue', 'R$100.00', '100.00%'],
	['Cost of sales', '-R$45.00', '-45.00%'],
	['Gross profit', 'R$55.00', '55.00%'],
	['Operating expenses', '-R$300.00', '-300.00%'],
	['Operating result', '-R$245.00', '-245.00%'],
	['Financial income', 'R$2.50', '2.50%'],
	['Financial expense', 'R$0.00', '0.00%'],
	['Other income', 'R$12.34', '12.34%'],
	['Other expense', 'R$0.00', '0.00%'],
	['Result before income tax', '-R$230.16', '-230.16%'],
	['Income tax', 'R$0.00', '0.00%'],
	['Net result', '-R$230.16', '-230.16%'],
]
const CASH: Line[] = [
	['Gross revenue', 'R$100.00', '100.00%'],
	['Deductions', 'R$0.00', '0.00%'],
	['Net revenue', 'R$100.00', '100.00%'],
	['Cost of sales', '-R$105.00', '-105.00%'],
	['Gross profit', '-R$5.00', '-5.00%'],
	['Operating expenses', 'R$0.00', '0.00%'],
	['Operating result', '-R$5.00', '-5.00%'],
	['Financial income', 'R$1.00', '1.00%'],
	['Financial expense', 'R$0.00', '0.00%'],
	['Other income', 'R$12.34', '12.34%'],
	['Other expense', 'R$0.00', '0.00%'],
	['Result before income tax', 'R$8.34', '8.34%'],
	['Income tax', 'R$0.00', '0.00%'],
	['Net result', 'R$8.34', '8.34%'],
]

const statement = (page: Page, basis: 'accrual' | 'cash') =>
	page.getByRole('table', { name: new RegExp(`^Income statement, ${basis} basis, from`) })

/** The 14 lines in order, each with its amount and share (the lines alone: parts closed). */
async function expectLines(page: Page, basis: 'accrual' | 'cash', lines: Line[]) {
	const rows = statement(page, basis).locator('tbody > tr:first-child')
	await expect(rows).toHaveCount(lines.length)
	for (const [index, [name, amount, share]] of lines.entries()) {
		await expect(rows.nth(index).getByRole('rowheader')).toHaveText(new RegExp(`\\)${name}$`))
		await expect(rows.nth(index).getByRole('cell')).toHaveText([amount, share])
	}
}

/** A part of an open line: its name (a link for a category) and its amount and share. */
function part(page: Page, basis: 'accrual' | 'cash', name: string) {
	return statement(page, basis)
		.getByRole('row')
		.filter({ has: page.getByRole('rowheader', { name, exact: true }) })
}

const open = (page: Page, basis: 'accrual' | 'cash', line: string) =>
	statement(page, basis).locator('summary').filter({ hasText: line }).click()

test('the income statement of a month, by hand on both bases; a category’s records; by year and the last 12 months', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	// One journey through four views on two bases: without JavaScript each step is a whole page,
	// and on a loaded CI machine it ran 31 s of the default 30 (as the auditor journey, slow).
	test.slow()
	const owner = await signIn(context, testInfo, 'fabio')
	const { unitId, zone } = await seedReportMonth(testInfo, owner.token)

	// The x-ray's tile leads to it, opening on this month, accrual basis.
	await page.goto(`/unit/${unitId}`)
	await page
		.getByRole('list', { name: 'Reports and more' })
		.getByRole('link', { name: 'Income statement', exact: true })
		.click()
	await expect(page).toHaveURL(
		new RegExp(`/unit/${unitId}/report\\?period=CURRENT_MONTH&from=\\d+&to=\\d+$`),
	)
	await expect(page.getByRole('heading', { name: 'Income statement', level: 1 })).toBeVisible()
	await expectLines(page, 'accrual', ACCRUAL)
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await whenHydrated(page, javaScriptEnabled)
	await checkWithProfileMenu(page, javaScriptEnabled)

	// Cost of sales opened: the category beside the cost of the goods sold.
	await expect(part(page, 'accrual', BOUGHT)).toBeHidden()
	await open(page, 'accrual', 'Cost of sales')
	await expect(part(page, 'accrual', BOUGHT).getByRole('cell')).toHaveText(['-R$5.00', '-5.00%'])
	await expect(part(page, 'accrual', 'Cost of goods sold (stock)').getByRole('cell')).toHaveText([
		'-R$40.00',
		'-40.00%',
	])
	// That figure is the COGS screen's, which it opens for the same period.
	await expect(
		part(page, 'accrual', 'Cost of goods sold (stock)').getByRole('link'),
	).toHaveAttribute(
		'href',
		new RegExp(`^/unit/${unitId}/cogs\\?period=CURRENT_MONTH&from=\\d+&to=\\d+$`),
	)
	await open(page, 'accrual', 'Financial income')
	await expect(
		part(page, 'accrual', 'Interest and late fees received').getByRole('cell'),
	).toHaveText(['R$2.50', '2.50%'])
	// The records without a category are said, and lead nowhere.
	await open(page, 'accrual', 'Other income')
	await expect(part(page, 'accrual', 'Without a category').getByRole('cell')).toHaveText([
		'R$12.34',
		'12.34%',
	])
	await expect(part(page, 'accrual', 'Without a category').getByRole('link')).toHaveCount(0)
	await open(page, 'accrual', 'Gross revenue')
	await expectNoAxeViolations(page, javaScriptEnabled)

	// Printed: the statement alone, every line's parts shown, no navigation or controls.
	await page.emulateMedia({ media: 'print' })
	await expect(page.getByRole('banner')).toBeHidden()
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden()
	await expect(page.getByRole('navigation', { name: 'Basis' })).toBeHidden()
	await expect(page.getByRole('search', { name: 'Filters' })).toBeHidden()
	await expect(page.getByRole('contentinfo')).toBeHidden()
	await expect(part(page, 'accrual', RENT)).toBeVisible()
	await page.emulateMedia({ media: 'screen' })
	await expect(part(page, 'accrual', RENT)).toBeHidden()

	// A category followed: the sale behind its figure, with the statement's period.
	await part(page, 'accrual', SALES).getByRole('link', { name: SALES }).click()
	await expect(page).toHaveURL(
		new RegExp(
			`/unit/${unitId}/report/category/[0-9a-f-]{36}\\?period=CURRENT_MONTH&from=\\d+&to=\\d+$`,
		),
	)
	await expect(
		page.getByRole('heading', { name: `${SALES}: what is behind the figure`, level: 1 }),
	).toBeVisible()
	await expect(page.getByText('In the statement: R$100.00 (accrual basis')).toBeVisible()
	const drill = page.getByRole('list', { name: 'Records and payments of the category' })
	await expect(drill.getByRole('listitem')).toHaveCount(1)
	await expect(drill.getByRole('listitem')).toContainText('Counts R$100.00')
	await expect(drill.getByRole('listitem')).toContainText('Record total R$100.00')
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)

	// Back, and on the cash basis: what was paid, when.
	await page.getByRole('link', { name: 'Back to the statement' }).click()
	await expectLines(page, 'accrual', ACCRUAL)
	await page
		.getByRole('navigation', { name: 'Basis' })
		.getByRole('link', { name: 'Cash', exact: true })
		.click()
	await expect(page).toHaveURL(/basis=CASH/)
	await expectLines(page, 'cash', CASH)
	await open(page, 'cash', 'Financial income')
	await expect(part(page, 'cash', 'Interest and late fees received').getByRole('cell')).toHaveText([
		'R$1.00',
		'1.00%',
	])
	await open(page, 'cash', 'Gross revenue')
	await part(page, 'cash', SALES).getByRole('link', { name: SALES }).click()
	await expect(page).toHaveURL(/basis=CASH$/)
	await expect(page.getByText('In the statement: R$100.00 (cash basis')).toBeVisible()
	// The first installment and the partial payment on the second: principal first.
	await expect(drill.getByRole('listitem')).toHaveCount(2)
	await expect(drill.getByRole('listitem').filter({ hasText: 'Paid R$51.00' })).toContainText(
		'Interest and fees R$1.00',
	)
	await expect(drill.getByRole('listitem').filter({ hasText: 'Paid R$51.00' })).toContainText(
		'Counts R$50.00',
	)
	await expect(drill.getByRole('listitem').filter({ hasText: 'Paid R$50.00' })).toContainText(
		'Counts R$50.00',
	)

	// By year: this month's column and the year's total, the chart above them.
	await page.getByRole('link', { name: 'Back to the statement' }).click()
	await page
		.getByRole('navigation', { name: 'What to show' })
		.getByRole('link', { name: 'By year' })
		.click()
	await expect(page).toHaveURL(/view=YEAR/)
	await expect(
		page.getByRole('img', { name: 'Income, costs and expenses, and net result by month' }),
	).toBeVisible()
	const months = page.getByRole('table', { name: 'Income statement by month, cash basis' })
	const netResult = months.getByRole('row').filter({
		has: page.getByRole('rowheader', { name: 'Net result' }),
	})
	await expect(netResult.getByRole('cell').last()).toHaveText('R$8.34')
	const month = Number(calendarDateIn(Date.now(), zone).slice(5, 7))
	await expect(netResult.getByRole('cell').nth(month - 1)).toHaveText('R$8.34')
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	// The year before: nothing yet.
	const year = Number(calendarDateIn(Date.now(), zone).slice(0, 4))
	await page.getByLabel('Year').selectOption(String(year - 1))
	await page.getByRole('button', { name: 'Show' }).click()
	await expect(page).toHaveURL(new RegExp(`year=${year - 1}`))
	await expect(netResult.getByRole('cell').last()).toHaveText('R$0.00')

	// The last 12 months end with this one.
	await page
		.getByRole('navigation', { name: 'What to show' })
		.getByRole('link', { name: 'Last 12 months' })
		.click()
	await expect(page).toHaveURL(/view=LAST_12/)
	await expect(netResult.getByRole('cell').nth(11)).toHaveText('R$8.34')
	await expect(netResult.getByRole('cell').last()).toHaveText('R$8.34')
	// A month's column opens it as one period, on the basis the table was read in.
	await months.getByRole('columnheader').nth(12).getByRole('link').click()
	await expect(page).toHaveURL(/period=CUSTOMIZED&from=\d+&to=\d+&view=PERIOD&basis=CASH$/)
	await expectLines(page, 'cash', CASH)
})
