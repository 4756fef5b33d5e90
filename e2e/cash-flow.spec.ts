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

// The cash flow: a unit of the test's own, seeded through the API as its
// owner would, over this month and the next; its cash flow by month checked against figures
// worked out by hand below, realized and projected, for the whole unit and for the till alone
// (which goes below zero); the categories' details; 360 px and axe (the profile menu and the
// details open). Stub and real, JavaScript on and off.
//
// Today T (this month) and the 10th of next month N; amounts in R$:
//  sale 200.00, Coffee sales: 100.00 due T, 40.00 of it paid T (partial); 100.00 due N, open
//  rent 150.00, Shop rent: 75.00 due T and 75.00 due N, open
//  transfer 30.00 from the till to the safe, T
// Whole unit        opening  inflows   outflows  transfers in/out  closing
//  this month  real   0.00     40.00      0.00     30.00 / 30.00      40.00
//              proj   0.00    100.00     75.00     30.00 / 30.00      25.00   (40 + 60 − 75)
//  next month  real  40.00      0.00      0.00      0.00 / 0.00       40.00
//              proj  25.00    100.00     75.00      0.00 / 0.00       50.00
// The till alone: this month closes at 10.00 realized and −5.00 projected (below zero), the
// next at 10.00 and 20.00.

const SALES = 'Coffee sales'
const RENT = 'Shop rent'

/** The next month's 10th, after `today`. */
function tenthOfNextMonth(today: string) {
	const [year = 0, month = 1] = today.split('-').map(Number)
	return new Date(Date.UTC(year, month, 10)).toISOString().slice(0, 10)
}

function lastOfNextMonth(today: string) {
	const [year = 0, month = 1] = today.split('-').map(Number)
	return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10)
}

async function seedTwoMonths(testInfo: TestInfo, token: string) {
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
	const next = tenthOfNextMonth(today)
	const category = (name: string, kind: 'INCOME' | 'EXPENSE', group: string) =>
		api.post<{ id: string }>(`/units/${unitId}/categories`, { name, kind, group })
	const sales = await category(SALES, 'INCOME', 'REVENUE')
	const rent = await category(RENT, 'EXPENSE', 'OPERATING_EXPENSE')
	const record = (body: Record<string, unknown>) =>
		api.post<{ id: string }>(`/cashiers/${till.id}/inventories`, { issuedOn: today, ...body })
	const sale = await record({
		input: true,
		categoryId: sales.id,
		total: 20_000,
		payments: [
			{ dueDate: today, amount: 10_000 },
			{ dueDate: next, amount: 10_000 },
		],
	})
	const { payments } = await api.get<{ payments: Array<{ id: string; number: number }> }>(
		`/cashiers/${till.id}/inventories/${sale.id}`,
	)
	const first = payments.find((payment) => payment.number === 1)?.id
	await api.post(`/cashiers/${till.id}/payments/${first}/partial-payment`, {
		amount: 4_000,
		paidOn: today,
	})
	await record({
		input: false,
		categoryId: rent.id,
		total: 15_000,
		payments: [
			{ dueDate: today, amount: 7_500 },
			{ dueDate: next, amount: 7_500 },
		],
	})
	const safe = await api.post<Cashier>(`/units/${unitId}/cashiers`, { name: 'Safe' })
	await api.post(`/units/${unitId}/internal-transfers`, {
		fromCashierId: till.id,
		toCashierId: safe.id,
		amount: 3_000,
		transferredOn: today,
	})
	return { unitId, today }
}

/** A day as the page writes it (en-US): "Nov 1, 2026". */
function medium(day: string) {
	return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
		new Date(`${day}T00:00:00Z`),
	)
}

type Column = [
	opening: string,
	inflows: string,
	outflows: string,
	tIn: string,
	tOut: string,
	closing: string,
]

const ROWS = [
	'Opening balance',
	'Inflows',
	'Outflows',
	'Transfers in',
	'Transfers out',
	'Closing balance',
]

/** A period's table: each row's realized and projected figures. */
async function expectPeriod(page: Page, caption: RegExp, realized: Column, projected: Column) {
	const table = page.getByRole('table', { name: caption })
	for (const [index, row] of ROWS.entries()) {
		await expect(
			table
				.getByRole('row')
				.filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
				.getByRole('cell'),
		).toHaveText([realized[index] ?? '', projected[index] ?? ''])
	}
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('the cash flow of this month and the next, by hand; the till alone below zero; details', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	// Nine views, each a whole page without JavaScript: 26-27 s of the default 30 in real-nojs,
	// and past it (31.7 s) on a loaded machine (as the income statement's journey, slow).
	test.slow()
	const owner = await signIn(context, testInfo, 'fabio')
	const { unitId, today } = await seedTwoMonths(testInfo, owner.token)
	const first = `${today.slice(0, 7)}-01`
	const last = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0))
		.toISOString()
		.slice(0, 10)
	const nextFirst = `${tenthOfNextMonth(today).slice(0, 7)}-01`
	const nextLast = lastOfNextMonth(today)

	// The x-ray's tile leads to it, opening on this month.
	await page.goto(`/unit/${unitId}`)
	await page
		.getByRole('list', { name: 'Reports and more' })
		.getByRole('link', { name: 'Cash flow', exact: true })
		.click()
	await expect(page).toHaveURL(
		new RegExp(`/unit/${unitId}/cash-flow\\?period=CURRENT_MONTH&from=\\d+&to=\\d+$`),
	)
	await expect(page.getByRole('heading', { name: 'Cash flow', level: 1 })).toBeVisible()
	// A month is cut into weeks by default; by month it is one period.
	await expect(page.getByRole('heading', { name: 'Week by week' })).toBeVisible()
	await page
		.getByRole('navigation', { name: 'Periods' })
		.getByRole('link', { name: 'By month' })
		.click()
	await expect(page).toHaveURL(/granularity=MONTH/)
	await expect(page.getByRole('heading', { name: 'Month by month' })).toBeVisible()
	const thisMonth = new RegExp(`^${escape(medium(first))} to ${escape(medium(last))}`)
	await expectPeriod(
		page,
		thisMonth,
		['R$0.00', 'R$40.00', 'R$0.00', 'R$30.00', 'R$30.00', 'R$40.00'],
		['R$0.00', 'R$100.00', 'R$75.00', 'R$30.00', 'R$30.00', 'R$25.00'],
	)
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await whenHydrated(page, javaScriptEnabled)
	await checkWithProfileMenu(page, javaScriptEnabled)

	// This month and the next, typed as days (the filter bar's form without JavaScript too).
	await page.goto(
		`/unit/${unitId}/cash-flow?period=CUSTOMIZED&from.date=${first}&to.date=${nextLast}&granularity=MONTH`,
	)
	await expect(
		page.getByRole('img', { name: 'Closing balance per period, realized and projected' }),
	).toBeVisible()
	await expectPeriod(
		page,
		thisMonth,
		['R$0.00', 'R$40.00', 'R$0.00', 'R$30.00', 'R$30.00', 'R$40.00'],
		['R$0.00', 'R$100.00', 'R$75.00', 'R$30.00', 'R$30.00', 'R$25.00'],
	)
	const nextMonth = new RegExp(`^${escape(medium(nextFirst))} to ${escape(medium(nextLast))}`)
	await expectPeriod(
		page,
		nextMonth,
		['R$40.00', 'R$0.00', 'R$0.00', 'R$0.00', 'R$0.00', 'R$40.00'],
		['R$25.00', 'R$100.00', 'R$75.00', 'R$0.00', 'R$0.00', 'R$50.00'],
	)
	await expectPeriod(
		page,
		/^The whole period/,
		['R$0.00', 'R$40.00', 'R$0.00', 'R$30.00', 'R$30.00', 'R$40.00'],
		['R$0.00', 'R$200.00', 'R$150.00', 'R$30.00', 'R$30.00', 'R$50.00'],
	)
	await expect(page.getByText('Below zero')).toHaveCount(0)

	// The categories and the cashiers, in details that open without JavaScript.
	await page.getByText(/^Inflows and outflows by category/).click()
	await expect(
		page
			.getByRole('table', { name: /^Each category/ })
			.getByRole('row')
			.filter({ has: page.getByRole('rowheader', { name: SALES }) })
			.getByRole('cell'),
	).toHaveText(['R$40.00', 'R$0.00', 'R$160.00', 'R$0.00'])
	await page.getByText(/^Transfers between cashiers/).click()
	await expect(
		page
			.getByRole('table', { name: /transfers in and out/ })
			.getByRole('row')
			.filter({ has: page.getByRole('rowheader', { name: 'Safe' }) })
			.getByRole('cell'),
	).toHaveText(['R$30.00', 'R$0.00'])
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)

	// The till alone: its transfer out leaves it, and this month's projected balance goes below
	// zero, said in words beside the table's caption.
	const cashiers = page.getByRole('group', { name: /Cashiers/ })
	await cashiers.getByRole('checkbox', { name: 'Till' }).check()
	await cashiers.getByRole('button', { name: 'Show' }).click()
	await expect(page).toHaveURL(/cashierId=/)
	await expectPeriod(
		page,
		thisMonth,
		['R$0.00', 'R$40.00', 'R$0.00', 'R$0.00', 'R$30.00', 'R$10.00'],
		['R$0.00', 'R$100.00', 'R$75.00', 'R$0.00', 'R$30.00', '-R$5.00'],
	)
	await expect(page.getByRole('table', { name: thisMonth })).toHaveAccessibleName(/Below zero$/)
	await expectPeriod(
		page,
		nextMonth,
		['R$10.00', 'R$0.00', 'R$0.00', 'R$0.00', 'R$0.00', 'R$10.00'],
		['-R$5.00', 'R$100.00', 'R$75.00', 'R$0.00', 'R$0.00', 'R$20.00'],
	)
	await expect(page.getByRole('table', { name: nextMonth })).not.toHaveAccessibleName(/Below zero/)

	// Printed: the tables alone, no navigation or controls.
	await page.emulateMedia({ media: 'print' })
	await expect(page.getByRole('banner')).toBeHidden()
	await expect(page.getByRole('navigation', { name: 'Periods' })).toBeHidden()
	await expect(page.getByRole('search', { name: 'Filters' })).toBeHidden()
	await page.emulateMedia({ media: 'screen' })
})

test('the cash calendar: the till alone below zero today, the next month back above', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const owner = await signIn(context, testInfo, 'fabio')
	const { unitId, today } = await seedTwoMonths(testInfo, owner.token)
	await page.goto(`/unit/${unitId}`)
	await page
		.getByRole('list', { name: 'Reports and more' })
		.getByRole('link', { name: 'Cash flow calendar', exact: true })
		.click()
	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/cash-flow-calendar$`))
	await expect(page.getByRole('heading', { name: 'Cash flow calendar', level: 1 })).toBeVisible()
	// The whole unit: 25.00 projected at the end of today (40 + 60 − 75), never below zero.
	const day = (date: string) => page.getByRole('cell', { name: medium(date), exact: true })
	await expect(day(today)).toContainText('R$25.00')
	await expect(
		page.getByText('The projected balance stays at zero or above all month.'),
	).toBeVisible()
	// The month's balance line, an image named by its title and what it draws (drawn on the
	// server: JavaScript off too); at 360 px it scrolls in its own box.
	await expect(
		page.getByRole('img', {
			name: /^Balance at the end of each day, .+ realized balance up to today/,
		}),
	).toBeVisible()
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await whenHydrated(page, javaScriptEnabled)
	await checkWithProfileMenu(page, javaScriptEnabled)

	// The till alone: −5.00 projected today, said in words in its cell and above the grid.
	const cashiers = page.getByRole('group', { name: /Cashiers/ })
	await cashiers.getByRole('checkbox', { name: 'Till' }).check()
	await cashiers.getByRole('button', { name: 'Show' }).click()
	await expect(page).toHaveURL(/cashierId=/)
	await expect(day(today)).toContainText('-R$5.00')
	await expect(day(today)).toContainText('Below zero')
	await expect(
		page.getByText(`The projected balance first goes below zero on ${medium(today)}.`),
	).toBeVisible()
	await expectNoAxeViolations(page, javaScriptEnabled)

	// The next month: back above zero on the 10th (−5 + 100 − 75), the till still chosen.
	await page
		.getByRole('navigation', { name: 'Months' })
		.getByRole('link', { name: 'Next month' })
		.click()
	const next = tenthOfNextMonth(today)
	await expect(page).toHaveURL(new RegExp(`month=${next.slice(0, 7)}`))
	await expect(day(next)).toContainText('R$20.00')
	await expect(day(next)).not.toContainText('Below zero')
})
