import { type Locator } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import {
	callLedgerApi,
	createLedgerCashier,
	createRecord,
	dayFromToday,
	ZERO_COUNT,
} from './support/ledger-list'
import { expectFits360, whenHydrated } from './support/page-checks'
import { signIn } from './support/session'
import { stubRow } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'

// The cashier's records (the list, its filters and paging, a record's page, deleting
// one) under the cashier layout's balance and menu. Real API, JavaScript on and off; the rows as
// an owner reads them on the stub's fixtures too.

const listOf = (page: Page) => page.getByRole('list', { name: 'Records of Caixa da loja' })
const rowsOf = (list: Locator) => list.getByRole('listitem')
const bar = (page: Page) => page.getByRole('search', { name: 'Filters' })
const balance = (page: Page) => page.getByTestId('cashier-balance')

/** A figure of the totals above the list (list-totals.server.ts), by its label. */
const totalOf = (page: Page, label: string) =>
	page
		.getByTestId('list-totals')
		.locator('div', { has: page.getByText(label, { exact: true }) })
		.locator('dd')

/**
 * A record's row as an owner reads it: the way in named by what was typed and the reference, the
 * client or supplier and category when it has them, its total and settlement, and no count of
 * auditors' words that is zero.
 */
async function expectRecordRow(
	list: Locator,
	link: string,
	texts: string[],
	absent: string[] = [],
) {
	const row = rowsOf(list).filter({
		has: list.page().getByRole('link', { name: link, exact: true }),
	})
	await expect(row).toHaveCount(1)
	for (const text of texts) await expect(row).toContainText(text)
	for (const text of absent) await expect(row).not.toContainText(text)
	expect(await row.innerText()).not.toMatch(ZERO_COUNT)
}

/** The records' totals above the list: money in, money out, net. */
async function expectTotals(page: Page, moneyIn: string, moneyOut: string, net: string) {
	await expect(totalOf(page, 'Money in')).toHaveText(moneyIn)
	await expect(totalOf(page, 'Money out')).toHaveText(moneyOut)
	await expect(totalOf(page, 'Net')).toHaveText(net)
}

/** Ticks a filter in the Filters menu: a dropdown with JavaScript, a disclosure without. */
async function tickFilter(page: Page, javaScriptEnabled: boolean, name: string) {
	if (javaScriptEnabled) {
		await bar(page).getByRole('button', { name: 'Filters' }).click()
		await page.getByRole('menuitemcheckbox', { name }).click()
	} else {
		await bar(page).locator('summary').filter({ hasText: 'Filters' }).click()
		await bar(page).getByRole('button', { name, exact: true }).click()
	}
}

/** Ticks one box of a check filter: applied at once with JavaScript, sent with Filter without. */
async function check(page: Page, javaScriptEnabled: boolean, box: string) {
	await bar(page).getByRole('checkbox', { name: box }).check()
	if (!javaScriptEnabled)
		await bar(page).getByRole('button', { name: 'Filter', exact: true }).click()
}

/** Removes a filter and waits until the page has: the next step must not race its navigation. */
async function removeFilter(page: Page, name: string) {
	const remove = bar(page).getByRole('link', { name: `Remove ${name}` })
	await remove.click()
	await expect(remove).toHaveCount(0)
}

test(
	'records newest first with their settlement, filtered by direction, settlement, text, followed and date',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Doceria ${testInfo.project.name}`)
		const client = await callLedgerApi<{ id: string }>(
			token,
			'POST',
			`/cashiers/${cashierId}/clients-or-suppliers`,
			{ name: 'Marta Pires', kind: 'CLIENT' },
		)
		// #1 paid at the till; #2 a purchase due next month; #3 three installments, two already late;
		// #4 two installments, the first paid; #5 two months old.
		await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-1),
			total: 5000,
			description: 'Bolo de cenoura',
			clientOrSupplierId: client.id,
			paid: true,
		})
		const purchase = await createRecord(token, cashierId, {
			input: false,
			issuedOn: dayFromToday(-2),
			total: 3000,
			description: 'Farinha de trigo',
			payments: [{ dueDate: dayFromToday(30), amount: 3000 }],
		})
		await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-3),
			total: 9000,
			description: 'Encomenda de doces',
			installments: { count: 3, firstDueDate: dayFromToday(-45), every: 'MONTH' },
		})
		await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-4),
			total: 6000,
			description: 'Festa de aniversário',
			installments: { count: 2, firstDueDate: dayFromToday(-4), every: 'MONTH' },
			paid: true,
		})
		await createRecord(token, cashierId, {
			input: false,
			issuedOn: dayFromToday(-60),
			total: 1000,
			description: 'Embalagens',
			paid: true,
		})
		const [purchasePayment] = purchase.payments
		if (!purchasePayment) throw new Error('the purchase has no payment')
		await callLedgerApi(
			token,
			'PUT',
			`/cashiers/${cashierId}/payments/${purchasePayment.id}/follow`,
			{
				follow: true,
			},
		)

		await page.goto(`/cashier/${cashierId}`)
		await expect(page.getByRole('link', { name: 'Records' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		const rows = rowsOf(listOf(page))
		await expect(rows).toHaveCount(5)
		const expected = [
			['#1', 'Money in', 'Marta Pires', '+R$50.00', 'Paid'],
			['#2', 'Money out', '−R$30.00', 'Pending'],
			['#3', 'Money in', '+R$90.00', 'Overdue'],
			['#4', 'Money in', '+R$60.00', 'Partly paid'],
			['#5', 'Money out', '−R$10.00', 'Paid'],
		]
		for (const [index, texts] of expected.entries()) {
			for (const text of texts) await expect(rows.nth(index)).toContainText(text)
		}
		// The period's totals: all five records, then each filter's.
		await expectTotals(page, 'R$200.00', 'R$40.00', 'R$160.00')

		// Direction: money out only.
		await tickFilter(page, javaScriptEnabled, 'Direction')
		await check(page, javaScriptEnabled, 'Money out')
		await expect(page).toHaveURL(/[?&]input=false(&|$)/)
		await expect(rows).toHaveCount(2)
		await expect(rows.first()).toContainText('#2')
		await expectTotals(page, 'R$0.00', 'R$40.00', '-R$40.00')
		await removeFilter(page, 'Direction')
		await expect(rows).toHaveCount(5)

		// Settlement: overdue only.
		await tickFilter(page, javaScriptEnabled, 'Settlement')
		await check(page, javaScriptEnabled, 'Overdue')
		await expect(page).toHaveURL(/[?&]settlement=OVERDUE(&|$)/)
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText('#3')
		// A filter the summary keeps no key for: no totals, and the page says so.
		await expect(page.getByTestId('list-totals')).toHaveText(
			'No totals for this filter: they are shown for the period, direction and category only.',
		)
		await removeFilter(page, 'Settlement')

		// Text: words of the description.
		await tickFilter(page, javaScriptEnabled, 'Reference or description')
		const text = bar(page).getByRole('searchbox', { name: 'Reference or description' })
		await text.fill('festa')
		await text.press('Enter')
		await expect(page).toHaveURL(/[?&]text=festa(&|$)/)
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText('#4')
		await removeFilter(page, 'Reference or description')

		// Followed: the purchase whose payment is followed.
		await tickFilter(page, javaScriptEnabled, 'Followed')
		await check(page, javaScriptEnabled, 'Only records with a payment I follow')
		await expect(page).toHaveURL(/[?&]followed=true(&|$)/)
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText('#2')
		await removeFilter(page, 'Followed')

		// Client or supplier: picked by name.
		await tickFilter(page, javaScriptEnabled, 'Client or supplier')
		if (javaScriptEnabled) {
			const picker = bar(page).getByRole('combobox', { name: 'Client or supplier' })
			await picker.fill('mar')
			await expect(page.getByRole('option', { name: 'Marta Pires' })).toBeVisible()
			await picker.press('ArrowDown')
			await picker.press('Enter')
		} else {
			await bar(page).getByLabel('Client or supplier', { exact: true }).fill('mar')
			await bar(page).getByRole('button', { name: 'Search Client or supplier' }).click()
			await bar(page).getByRole('button', { name: 'Marta Pires' }).click()
		}
		await expect(page).toHaveURL(new RegExp(`[?&]clientOrSupplierId=${client.id}`))
		await expect(bar(page).getByRole('list', { name: 'Chosen: Client or supplier' })).toContainText(
			'Marta Pires',
		)
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText('#1')
		await removeFilter(page, 'Client or supplier')

		// Date: the last 30 days leave the two-month-old record out.
		await tickFilter(page, javaScriptEnabled, 'Date')
		await bar(page).getByLabel('Period').selectOption('LAST_THIRTY_DAYS')
		if (!javaScriptEnabled)
			await bar(page).getByRole('button', { name: 'Filter', exact: true }).click()
		await expect(page).toHaveURL(/[?&]period=LAST_THIRTY_DAYS/)
		await expect(rows).toHaveCount(4)
		await expect(listOf(page)).not.toContainText('#5')
		await expectTotals(page, 'R$200.00', 'R$30.00', 'R$170.00')

		// Nothing matches: the list says so.
		await tickFilter(page, javaScriptEnabled, 'Reference or description')
		await text.fill('nada disso')
		await text.press('Enter')
		await expect(page.getByText('No record matches these filters.')).toBeVisible()
	},
)

test(
	'a new cashier has no records and points at money in and out; 22 records load 20 at a time',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Quitanda ${testInfo.project.name}`)
		await page.goto(`/cashier/${cashierId}`)
		await expect(page.getByText('No records yet.')).toBeVisible()
		await expect(
			page.getByRole('main').getByRole('link', { name: 'Record money in' }).first(),
		).toHaveAttribute('href', `/cashier/${cashierId}/input`)

		for (let n = 1; n <= 22; n++) {
			await createRecord(token, cashierId, {
				input: true,
				issuedOn: dayFromToday(-n),
				total: 100 * n,
				paid: true,
			})
		}
		// Each row's markup comes once in the document, not again in its loader data
		// (kept-markup.tsx): 20 rows, 20 links to a record.
		const document = await (await page.request.get(`/cashier/${cashierId}`)).text()
		const links = document.match(/\/inventory\/[0-9a-f-]{36}/g) ?? []
		expect(links).toHaveLength(20)
		expect(new Set(links).size).toBe(20)

		await page.goto(`/cashier/${cashierId}`)
		const rows = rowsOf(listOf(page))
		await expect(rows).toHaveCount(20)
		if (javaScriptEnabled) {
			// Hydrated, the rows keep the markup the document brought.
			await whenHydrated(page, javaScriptEnabled)
			await expect(rows.first()).toContainText('#1')
			await expect(rows.nth(19)).toContainText('#20')
			await rows.last().scrollIntoViewIfNeeded()
		} else {
			await page.getByRole('link', { name: 'Load more' }).click()
			await expect(page).toHaveURL(/[?&]page=2/)
		}
		await expect(rows).toHaveCount(22)
		// Newest first: #1 is yesterday's, #22 the oldest.
		await expect(rows.first()).toContainText('#1')
		await expect(rows.last()).toContainText('#22')
		await expect(page.getByText('End of list')).toBeVisible()
	},
)

test(
	'a record shows its installments adding up to its total; deleting one paid at once gives the balance back',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Padaria ${testInfo.project.name}`)
		await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-1),
			description: 'Bolos para a festa',
			items: [
				{ name: 'Bolo de chocolate', quantity: 2, unitPrice: 3500 },
				{ name: 'Docinhos', quantity: 1.5, unitPrice: 2000 },
			],
			installments: { count: 3, firstDueDate: dayFromToday(10), every: 'MONTH' },
		})
		const paidAtOnce = await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-2),
			total: 2500,
			description: 'Pão de queijo',
			paid: true,
		})

		await page.goto(`/cashier/${cashierId}`)
		await expect(balance(page)).toContainText('R$25.00')

		// The record of three installments: 2 × 35.00 + 1.5 × 20.00 = 100.00, split 33.33 + 33.33 + 33.34.
		// A row's link is a plain anchor (AppLink); with JavaScript the router takes its click, and the
		// page stays the same document.
		await whenHydrated(page, javaScriptEnabled)
		await page.evaluate(() => Object.assign(window, { sameDocument: true }))
		await page.getByRole('link', { name: 'Bolos para a festa, record #1' }).click()
		await expect(page.getByRole('heading', { name: 'Record #1' })).toBeVisible()
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(javaScriptEnabled)
		await expect(page.getByRole('link', { name: 'Records' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		const lines = page.getByRole('table', { name: 'Products and services' })
		await expect(lines.getByRole('row', { name: /Bolo de chocolate/ })).toContainText('R$70.00')
		await expect(lines.getByRole('row', { name: /Docinhos/ })).toContainText('1.5')
		const installments = page.getByRole('table', { name: 'Installments' })
		const body = installments.locator('tbody tr')
		await expect(body).toHaveCount(3)
		await expect(body.nth(0)).toContainText('R$33.33')
		await expect(body.nth(1)).toContainText('R$33.33')
		await expect(body.nth(2)).toContainText('R$33.34')
		await expect(installments.getByRole('row', { name: /Sum of the installments/ })).toContainText(
			'R$100.00',
		)
		await expect(page.getByRole('definition').filter({ hasText: 'R$100.00' }).first()).toBeVisible()
		await expect(page.getByRole('link', { name: 'Open installment 1 of 3' })).toHaveAttribute(
			'href',
			new RegExp(`^/cashier/${cashierId}/payment/[0-9a-f-]{36}$`),
		)

		// Deleting the one paid at once: asked first, then the balance goes back to 0.
		await page.goto(`/cashier/${cashierId}/inventory/${paidAtOnce.id}`)
		await page.getByRole('link', { name: 'Delete record' }).click()
		await expect(page).toHaveURL(/\?delete$/)
		await expect(page.getByText('Delete this record?')).toBeVisible()
		await expect(page.getByText(/the paid ones reversed/)).toBeVisible()
		await page.getByRole('button', { name: 'Yes, delete' }).click()
		await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}$`))
		await expect(page.getByRole('status').filter({ hasText: 'Record #2 deleted' })).toBeVisible()
		await expect(balance(page)).toContainText('R$0.00')
		await expect(rowsOf(listOf(page))).toHaveCount(1)
		await expect(listOf(page)).not.toContainText('#2')
	},
)

test(
	'the cashier menu reaches every section and works at 360 px',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Feira ${testInfo.project.name}`)
		await page.setViewportSize({ width: 360, height: 740 })
		await page.goto(`/cashier/${cashierId}`)
		const menu = page.getByRole('navigation', { name: 'Main' })
		for (const [name, path] of [
			['Records', ''],
			['Payments', '/payment'],
			['Money in', '/input'],
			['Money out', '/output'],
			['Settings', '/setting'],
		] as const) {
			await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute(
				'href',
				`/cashier/${cashierId}${path}`,
			)
		}
		await expect(menu.getByRole('link', { name: 'Records' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		await expect(menu.getByRole('link', { name: 'Payments' })).not.toHaveAttribute('aria-current')
		// Nothing is wider than the screen.
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
		expect(overflow).toBeLessThanOrEqual(360)
		await expect(balance(page)).toBeVisible()
	},
)

test(
	'record rows name what was typed, with category and client, and no zero counts (stub), at 360 px',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		await page.setViewportSize({ width: 360, height: 740 })
		await page.goto(`/cashier/${stubRow('shopTill')}`)
		const list = page.getByRole('list', { name: 'Records of Shop till' })
		await expect(rowsOf(list)).toHaveCount(3)
		await expectRecordRow(list, 'Birthday party, record #100', [
			'#100',
			'Cake sales',
			'+R$50.00',
			'Paid',
		])
		await expectRecordRow(list, 'Flour and sugar, record #99', [
			'Moinho Norte',
			'Ingredients',
			'−R$30.00',
			'Pending',
		])
		await expectRecordRow(list, 'Wedding cake, record #98', [
			'Marta Pires',
			'Cake sales',
			'+R$90.00',
			'Overdue',
		])
		// The description is the link's visible text; no row says it has no client or supplier.
		await expect(list.getByRole('link', { name: 'Wedding cake, record #98' })).toHaveText(
			'Wedding cake',
		)
		await expect(list).not.toContainText('No client or supplier')
		await expectTotals(page, 'R$140.00', 'R$30.00', 'R$110.00')
		await expectFits360(page)
		await expectNoAxeViolations(page, javaScriptEnabled)
	},
)

test(
	'record rows: the description, else the first product line, else the reference; counts only when said',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Confeitaria ${testInfo.project.name}`)
		const [income] = await callLedgerApi<Array<{ id: string; name: string }>>(
			token,
			'GET',
			`/cashiers/${cashierId}/categories?kind=INCOME`,
		)
		if (!income) throw new Error('The unit has no income category')
		const cashier = await callLedgerApi<{ unit: { id: string } }>(
			token,
			'GET',
			`/cashiers/${cashierId}`,
		)
		const client = await callLedgerApi<{ id: string }>(
			token,
			'POST',
			`/units/${cashier.unit.id}/clients-or-suppliers`,
			{ name: 'Marta Pires', kind: 'CLIENT' },
		)
		const cake = await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-1),
			description: 'Bolo de casamento',
			categoryId: income.id,
			clientOrSupplierId: client.id,
			items: [{ name: 'Bolo de três andares', quantity: 1, unitPrice: 19_000 }],
			installments: { count: 3, firstDueDate: dayFromToday(-40), every: 'MONTH' },
		})
		await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-2),
			items: [{ name: 'Docinhos', quantity: 2, unitPrice: 1_500 }],
			paid: true,
		})
		await createRecord(token, cashierId, {
			input: false,
			issuedOn: dayFromToday(-3),
			total: 700,
			paid: true,
		})
		// A writer's comment on the cake: its row says so, and only that.
		await callLedgerApi(token, 'POST', `/cashiers/${cashierId}/inventories/${cake.id}/comments`, {
			comment: 'Entregar no salão.',
		})

		await page.setViewportSize({ width: 360, height: 740 })
		await page.goto(`/cashier/${cashierId}`)
		const list = listOf(page)
		await expect(rowsOf(list)).toHaveCount(3)
		await expectRecordRow(
			list,
			'Bolo de casamento, record #1',
			['#1', 'Marta Pires', income.name, '+R$190.00', 'Overdue', 'Comments 1'],
			['Approved', 'Questions', 'Rejected'],
		)
		await expectRecordRow(list, 'Docinhos, record #2', ['+R$30.00', 'Paid'], ['Comments'])
		await expectRecordRow(list, 'Record #3', ['−R$7.00', 'Paid', 'Money out'], ['Comments'])
		await expectFits360(page)
		await expectNoAxeViolations(page, javaScriptEnabled)

		// The name alone opens the record.
		await list.getByRole('link', { name: 'Docinhos, record #2' }).click()
		await expect(page.getByRole('heading', { name: 'Record #2' })).toBeVisible()
	},
)
