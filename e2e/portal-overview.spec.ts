import { formatMoney } from '@caixa/domain/money-format'
import { OVERVIEW_EXPECTED } from '@caixa/testing/overview-books'
import { type Locator } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectFits360 } from './support/page-checks'
import { forceFault } from './support/stub-fixtures'
import { signInWithOverview } from './support/portal-overview'
import { expect, test, type Page } from './support/test'

// The portal's overview over caixa/testing/overview-books.ts, the same books in
// the stub (Julia's) and the real API (a fresh profile's), due dates counted from each unit's
// today: per currency the balance and what is overdue or due in the next 7 days, both ways, of
// the cashiers she writes (not the one she audits); each figure opens the payments behind it.
// Four projects: stub and real API, JavaScript on and off.

const BRL = (amount: number) => formatMoney(amount, 'BRL', 'en-US')
const EUR = (amount: number) => formatMoney(amount, 'EUR', 'en-US')

const overviewOf = (page: Page) => page.getByRole('region', { name: 'Overview' })
const blockOf = (page: Page, name: string) => overviewOf(page).getByRole('region', { name })

/** The figure (dd) a label (dt) names in a currency's block. */
const figure = (block: Locator, label: string) =>
	block
		.locator('div')
		.filter({ has: block.page().locator('dt', { hasText: label }) })
		.locator('dd')

test('shows each currency’s balance and open figures, and each opens its payments', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	await signInWithOverview(context, testInfo)
	await page.goto('/')
	const brl = blockOf(page, 'In BRL: 3 cashiers')
	const eur = blockOf(page, 'In EUR: 1 cashier')
	const { BRL: b, EUR: e } = OVERVIEW_EXPECTED
	await expect(figure(brl, 'Balance today')).toHaveText(BRL(b.balance))
	await expect(figure(brl, 'Overdue to receive')).toContainText(BRL(b.overdueToReceive))
	await expect(figure(brl, 'Overdue to pay')).toContainText(BRL(b.overdueToPay))
	await expect(figure(brl, 'To receive in the next 7 days')).toContainText(BRL(b.dueSoonToReceive))
	await expect(figure(brl, 'To pay in the next 7 days')).toContainText(BRL(b.dueSoonToPay))
	await expect(figure(eur, 'Balance today')).toHaveText(EUR(e.balance))
	await expect(figure(eur, 'Overdue to receive')).toContainText(EUR(e.overdueToReceive))
	// Nothing to list: no link.
	await expect(figure(eur, 'Overdue to pay')).toHaveText(EUR(0))
	await expect(figure(eur, 'Overdue to pay').getByRole('link')).toHaveCount(0)
	await expect(figure(eur, 'To pay in the next 7 days')).toContainText(EUR(e.dueSoonToPay))
	// The audited cashier's 99.99 overdue is nowhere.
	await expect(overviewOf(page)).not.toContainText(BRL(9_999))

	// Each row of the list says its balance.
	const rows = page.getByRole('list', { name: 'Your cashiers' }).getByRole('listitem')
	await expect(rows.filter({ hasText: 'Till' })).toContainText(BRL(b.cashiers.Till.balance))
	await expect(rows.filter({ hasText: 'Caixa Lisboa' })).toContainText(EUR(e.balance))
	await expect(rows.filter({ hasText: 'Audited till' })).toHaveCount(0)

	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)

	// One cashier holds it: the figure is the link to its filtered payments.
	await figure(brl, 'To pay in the next 7 days')
		.getByRole('link', { name: /To pay in the next 7 days: the payments of Till/ })
		.click()
	await expect(page).toHaveURL(/\/cashier\/[0-9a-f-]{36}\/payment\?.*status=PENDING/)
	await expect(page).toHaveURL(/[?&]input=false/)
	const payments = page.getByRole('list', { name: "The cashier's payments" }).getByRole('listitem')
	await expect(payments).toHaveCount(1)
	await expect(payments.first()).toContainText(BRL(b.cashiers.Till.dueSoonToPay))

	// Several cashiers hold it: it opens to each one's part, each its own list.
	await page.goto('/')
	const overdue = figure(brl, 'Overdue to receive')
	await overdue.locator('summary').click()
	await overdue
		.getByRole('link', {
			name: `Bank account (Padaria Overview): ${BRL(b.cashiers['Bank account'].overdueToReceive)}`,
		})
		.click()
	await expect(page).toHaveURL(/\/payment\?status=OVERDUE&input=true$/)
	await expect(payments).toHaveCount(1)
	await expect(payments.first()).toContainText(BRL(b.cashiers['Bank account'].overdueToReceive))
})

test('the overview is not on the auditing tab', async ({ page, context }, testInfo) => {
	await signInWithOverview(context, testInfo)
	await page.goto('/?tab=auditors')
	await expect(
		page.getByRole('list', { name: 'Cashiers you audit' }).getByRole('listitem'),
	).toContainText('Audited till')
	await expect(overviewOf(page)).toHaveCount(0)
})

test(
	'an overview the API cannot read says so, and the list is still there',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		await signInWithOverview(context, testInfo)
		await forceFault(request, testInfo, {
			method: 'GET',
			path: '/caixa/api/overview',
			status: 503,
			problem: { title: 'Service Unavailable' },
		})
		await page.goto('/')
		await expect(overviewOf(page).getByRole('status')).toHaveText(
			'The figures could not be read just now. Reload the page to try again.',
		)
		await expect(
			page.getByRole('list', { name: 'Your cashiers' }).getByRole('listitem'),
		).toHaveCount(4)
	},
)
