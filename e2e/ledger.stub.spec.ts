import { type Locator } from '@playwright/test'
import { NEXT_REFERENCE, TAKEN_REFERENCE } from './stub-api/ledger-fixtures'
import { signIn } from './support/session'
import { forceFault, sentCall, stubCalls, stubDay, stubRow } from './support/stub-fixtures'
import { clientAddressOf, expect, test, type Page } from './support/test'

// The ledger screens against the stub API (e2e/stub-api/ledger-fixtures.ts): the web app alone, fed
// Iris's "Shop till" (records #98 OVERDUE, #99 PENDING, #100 PAID) with JavaScript on and off.
// What the web app sends is read back from the stub's record of calls. The record form saves
// into "Back office" so the list's rows stay the fixtures'; each project follows its
// own installment of #99, since JS on and off run side by side against one stub. The same
// journeys against the real API are ledger-list, ledger-record-form and ledger-payments.spec.ts.

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const bar = (page: Page) => page.getByRole('search', { name: 'Filters' })

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

async function expectRow(row: Locator, texts: string[]) {
	for (const text of texts) await expect(row).toContainText(text)
}

test(
	'the record list: newest first with settlement badges under the balance, filtered by settlement, a record opened with its installments',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		await page.goto(`/cashier/${stubRow('shopTill')}`)
		await expect(page.getByTestId('cashier-balance')).toContainText('R$1,080.00')
		const rows = page.getByRole('list', { name: 'Records of Shop till' }).getByRole('listitem')
		await expect(rows).toHaveCount(3)
		await expectRow(rows.nth(0), ['#100', 'Money in', '+R$50.00', 'Paid'])
		await expectRow(rows.nth(1), ['#99', 'Money out', 'Moinho Norte', '−R$30.00', 'Pending'])
		await expectRow(rows.nth(2), ['#98', 'Money in', 'Marta Pires', '+R$90.00', 'Overdue'])

		await tickFilter(page, javaScriptEnabled, 'Settlement')
		await check(page, javaScriptEnabled, 'Overdue')
		await expect(page).toHaveURL(/[?&]settlement=OVERDUE(&|$)/)
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText('#98')
		const calls = await stubCalls(context.request)
		expect(
			calls.some(
				(call) =>
					call.path.startsWith(`/caixa/api/cashiers/${stubRow('shopTill')}/inventories?`) &&
					/[?&]settlement=OVERDUE(&|$)/.test(call.path),
			),
		).toBe(true)

		await page.getByRole('link', { name: 'Wedding cake, record #98' }).click()
		await expect(page.getByRole('heading', { name: 'Record #98' })).toBeVisible()
		const installments = page.getByRole('table', { name: 'Installments' })
		await expect(installments).toContainText('1 of 3')
		await expect(installments).toContainText('3 of 3')
		await expect(installments).toContainText('Paid')
		await expect(installments).toContainText('Overdue')
		await expect(installments.getByRole('row', { name: /Sum of the installments/ })).toContainText(
			'R$90.00',
		)
		await expect(page.getByRole('table', { name: 'Products and services' })).toContainText(
			'Wedding cake',
		)
	},
)

test(
	'money in: two lines in 3 monthly installments are posted as such, with an Idempotency-Key, and open the new record',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		const firstDue = stubDay(10)
		const description = `Party ${testInfo.project.name} ${Date.now().toString(36)}`
		await page.goto(`/cashier/${stubRow('backOffice')}/input`)
		await expect(page.getByRole('heading', { name: 'Money in' })).toBeVisible()
		await page.getByLabel('Description').fill(description)
		await page.getByRole('button', { name: 'Add a line' }).click()
		await page.getByLabel('Product (line 1)').selectOption(stubRow('carrotCake'))
		await page.getByLabel('Quantity (line 1)').fill('2')
		await page.getByRole('button', { name: 'Add a line' }).click()
		await page.getByLabel('Product (line 2)').selectOption(stubRow('cookies'))
		await page.getByLabel('Quantity (line 2)').fill('1.5')
		await page.getByRole('radio', { name: 'In installments' }).check()
		await page.getByLabel('Number of installments').fill('3')
		await page.getByLabel('First due date').fill(firstDue)
		await page.getByLabel('Frequency').selectOption('MONTH')
		if (!javaScriptEnabled) await page.getByRole('button', { name: 'Show the split' }).click()
		const preview = page.getByRole('table', { name: '3 installments' })
		await expect(preview).toContainText('R$21.66')
		await expect(preview).toContainText('R$21.68')

		await page.getByRole('button', { name: 'Save money in' }).click()
		await expect(page).toHaveURL(
			new RegExp(`/cashier/${stubRow('backOffice')}/inventory/[0-9a-f-]{36}$`),
		)
		const call = await sentCall(
			context.request,
			'POST',
			`/cashiers/${stubRow('backOffice')}/inventories`,
			(body) => body.description === description,
		)
		expect(call.body).toMatchObject({
			input: true,
			items: [
				{ productId: stubRow('carrotCake'), quantity: 2, unitPrice: 2_500 },
				{ productId: stubRow('cookies'), quantity: 1.5, unitPrice: 1_000 },
			],
			installments: { count: 3, firstDueDate: firstDue, every: 'MONTH' },
		})
		expect(call.idempotencyKey).toMatch(/\S{8,}/)
		await expect(page.getByRole('heading', { name: /^Record #\d+$/ })).toBeVisible()
		const installments = page.getByRole('table', { name: 'Installments' })
		await expect(installments).toContainText('R$21.66')
		await expect(installments).toContainText('R$21.68')
		await expect(installments.getByRole('row', { name: /Sum of the installments/ })).toContainText(
			'R$65.00',
		)
	},
)

test(
	'a duplicate reference is refused on its field with every typed value kept',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		// Shop till: nothing is ever saved in it, so the next number stays the fixtures' own.
		await page.goto(`/cashier/${stubRow('shopTill')}/input`)
		await expect(page.getByLabel('Order reference')).toHaveValue(NEXT_REFERENCE)
		await page.getByLabel('Order reference').fill(TAKEN_REFERENCE)
		await page.getByLabel('Description').fill('Repeated sale')
		const taken = 'Another record of this cashier has this reference.'
		// With JavaScript, leaving the field asks the API.
		if (javaScriptEnabled) await expect(page.getByText(taken)).toBeVisible()
		await page.getByLabel('Total in BRL').fill('42.00')
		const answered = page.waitForResponse(
			(response) => response.request().method() === 'POST' && response.url().includes('/cashier/'),
		)
		await page.getByRole('button', { name: 'Save money in' }).click()
		await answered

		await expect(page.getByLabel('Order reference')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByText(taken)).toBeVisible()
		await expect(page).toHaveURL(
			new RegExp(`/cashier/${stubRow('shopTill')}/input\\?form=[0-9a-f-]{36}$`),
		)
		await expect(page.getByLabel('Order reference')).toHaveValue(TAKEN_REFERENCE)
		await expect(page.getByLabel('Description')).toHaveValue('Repeated sale')
		await expect(page.getByLabel('Total in BRL')).toHaveValue('42.00')
		const call = await sentCall(
			context.request,
			'POST',
			`/cashiers/${stubRow('shopTill')}/inventories`,
			(body) => body.orderReferenceNumber === TAKEN_REFERENCE,
		)
		expect(call.body).toMatchObject({ input: true, total: 4_200, description: 'Repeated sale' })
	},
)

test(
	'a payment: followed (the PUT recorded) and then found by the followed filter',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		const paymentId = stubRow(javaScriptEnabled ? 'followedByJs' : 'followedWithoutJs')
		const number = javaScriptEnabled ? 1 : 2
		await page.goto(`/cashier/${stubRow('shopTill')}/payment/${paymentId}`)
		await expect(page.getByRole('heading', { name: `Payment ${number} of 2` })).toBeVisible()
		const follow = page.getByRole('button', { name: 'Follow' })
		await expect(follow).toHaveAttribute('aria-pressed', 'false')
		await follow.click()
		await expect(page.getByText('You now follow this payment.')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute(
			'aria-pressed',
			'true',
		)
		const call = await sentCall(
			context.request,
			'PUT',
			`/cashiers/${stubRow('shopTill')}/payments/${paymentId}/follow`,
		)
		expect(call.body).toEqual({ follow: true })

		await page.goto(`/cashier/${stubRow('shopTill')}/payment`)
		if (javaScriptEnabled) {
			await bar(page).getByRole('button', { name: 'Filters' }).click()
			await page.getByRole('menuitemcheckbox', { name: 'Followed only' }).click()
		} else {
			await bar(page).locator('summary').filter({ hasText: 'Filters' }).click()
			await bar(page).getByRole('button', { name: 'Followed only', exact: true }).click()
		}
		await bar(page).getByRole('checkbox', { name: 'Only the ones I follow' }).check()
		if (!javaScriptEnabled)
			await bar(page).getByRole('button', { name: 'Filter', exact: true }).click()
		await expect(page).toHaveURL(/[?&]followed=true/)
		const list = page.getByRole('list', { name: "The cashier's payments" })
		await expect(
			list.getByRole('link', { name: `Flour and sugar, installment ${number} of 2` }),
		).toBeVisible()
		await expect(list).not.toContainText('#98')
	},
)

test(
	'a partial payment over what remains is refused with the value kept',
	{ tag: '@stub-api' },
	async ({ page, context }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		await page.goto(`/cashier/${stubRow('shopTill')}/payment/${stubRow('overdueInstallment')}`)
		await expect(page.getByRole('heading', { name: 'Payment 2 of 3' })).toBeVisible()
		await expect(page.getByTestId('payment-status')).toContainText('Overdue')
		await page.getByRole('link', { name: 'Partial payment' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toContainText('2 of 3')
		const amount = page.getByLabel('Amount', { exact: true })
		await expect(amount).toHaveValue('30.00')
		await amount.fill('45.00')
		await page.getByRole('button', { name: 'Record partial payment' }).click()
		await expect(page.getByText('That is more than what remains to pay.')).toBeVisible()
		await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('45.00')
		await expect(page).toHaveURL(
			new RegExp(`/payment/${stubRow('overdueInstallment')}/partial\\?form=[0-9a-f-]{36}$`),
		)
		const call = await sentCall(
			context.request,
			'POST',
			`/cashiers/${stubRow('shopTill')}/payments/${stubRow('overdueInstallment')}/partial-payment`,
			(body) => body.amount === 4_500,
		)
		expect(call.body).toMatchObject({ amount: 4_500 })
		await expect(toast(page, 'recorded')).toHaveCount(0)
	},
)

test(
	'interest and late fee on a late invoice: computed from the unit’s rates, posted, and the new total due shown',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		// Both projects save the same rates for the same day, so either order ends the same.
		await page.goto(`/cashier/${stubRow('backOffice')}/payment/${stubRow('lateInstallment')}`)
		await expect(page.getByTestId('payment-status')).toContainText('Overdue')
		await page.getByRole('link', { name: 'Interest and late fee' }).click()
		await expect(page.getByLabel('Monthly interest (%)')).toHaveValue('1')
		await expect(page.getByLabel('Late fee (%)')).toHaveValue('2')
		await page.getByLabel('As of').fill(stubDay(0))
		if (!javaScriptEnabled) await page.getByRole('button', { name: 'Compute' }).click()
		await expect(page.getByText('40 days late.')).toBeVisible()
		// 1 % a month for 40 days on R$1,000.00 is R$13.33; the fee 2 %, R$20.00.
		await expect(page.getByTestId('new-total')).toHaveText('New total due: R$1,033.33.')
		await page.getByRole('button', { name: 'Save interest and late fee' }).click()
		await expect(page).toHaveURL(new RegExp(`/payment/${stubRow('lateInstallment')}$`))
		await expect(page.getByText('Interest and late fee saved: R$1,033.33 due.')).toBeVisible()
		const call = await sentCall(
			context.request,
			'POST',
			`/cashiers/${stubRow('backOffice')}/payments/${stubRow('lateInstallment')}/interest-and-late-fee`,
		)
		expect(call.body).toMatchObject({ monthlyInterestRate: 1, lateFeeRate: 2, asOf: stubDay(0) })
	},
)

test(
	'the API failing under the record list: the error page says so, and the list is back once it answers',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		await forceFault(request, testInfo, {
			method: 'GET',
			path: `/caixa/api/cashiers/${stubRow('shopTill')}/inventories`,
			status: 503,
			problem: { title: 'Service Unavailable' },
		})
		await page.goto(`/cashier/${stubRow('shopTill')}`)
		await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
		await expect(page.getByText('Please try again in a moment.')).toBeVisible()
		await expect(page.getByText('Service Unavailable')).toHaveCount(0)
		await page.reload()
		await expect(page.getByRole('list', { name: 'Records of Shop till' })).toBeVisible()
	},
)

test(
	'the records page asks the API for its cashier once, though its layout and the page both need it',
	{ tag: '@stub-api' },
	async ({ page, context }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		await page.goto(`/cashier/${stubRow('shopTill')}`)
		await expect(page.getByTestId('cashier-balance')).toContainText('R$1,080.00')
		const cashierReads = (await stubCalls(context.request)).filter(
			(call) =>
				call.method === 'GET' &&
				call.path === `/caixa/api/cashiers/${stubRow('shopTill')}` &&
				call.clientAddress === clientAddressOf(testInfo),
		)
		expect(cashierReads).toHaveLength(1)
	},
)
