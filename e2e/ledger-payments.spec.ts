import { expectNoAxeViolations } from './support/axe'
import { type Locator } from '@playwright/test'
import {
	callLedgerApi,
	createLedgerCashier,
	createRecord,
	dayFromToday,
	dueText,
	ZERO_COUNT,
} from './support/ledger-list'
import { expectFits360 } from './support/page-checks'
import { signIn } from './support/session'
import { stubDay, stubRow } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'

/** A figure of the totals above the list (list-totals.server.ts), by its label. */
const totalOf = (page: Page, label: string) =>
	page
		.getByTestId('list-totals')
		.locator('div', { has: page.getByText(label, { exact: true }) })
		.locator('dd')

// A cashier's payments — partial payments until an installment is paid, an over-payment
// refused with what was typed kept, interest and late fee on an overdue payment, following one
// and filtering the payments list by it, paying in full from edit. Real API, JavaScript on and off;
// the list's rows as an owner reads them on the stub's fixtures too.

type Payment = { id: string; status: string; remaining: number; followed: boolean }

const amounts = (page: Page, row: string) => page.locator(`dd[data-amount="${row}"]`)
const paymentsOf = (page: Page) => page.getByRole('list', { name: "The cashier's payments" })

/**
 * The row of the link named `link` (which makes sense alone: "Bolo de casamento, installment 1
 * of 3") reads its words in this order ("Bolo de casamento · installment 1 of 3 · due Dec 25 ·
 * R$63.33 · Overdue"), and says no count of zero.
 */
async function expectPaymentRow(list: Locator, link: string, words: string[]) {
	const row = list
		.getByRole('listitem')
		.filter({ has: list.page().getByRole('link', { name: link, exact: true }) })
	await expect(row).toHaveCount(1)
	const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
	await expect(row).toHaveText(new RegExp(escaped.join('[\\s\\S]*')))
	expect(await row.innerText()).not.toMatch(ZERO_COUNT)
}

test(
	'pay installment 1 of 3 in two partial payments; more than remains is refused with the value kept',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Padaria ${testInfo.project.name}`)
		const record = await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(0),
			total: 30000,
			description: 'Bolo de casamento',
			installments: { count: 3, firstDueDate: dayFromToday(5), every: 'MONTH' },
		})
		expect(record.payments.map((each) => each.amount)).toEqual([10000, 10000, 10000])
		const [first] = record.payments
		if (!first) throw new Error('no installment')

		await page.goto(`/cashier/${cashierId}/payment/${first.id}`)
		await expect(page.getByRole('heading', { name: 'Payment 1 of 3' })).toBeVisible()
		await expect(amounts(page, 'totalDue')).toHaveText('R$100.00')
		await page.getByRole('link', { name: 'Partial payment' }).click()
		await expect(page.getByRole('heading', { name: 'Pay part of payment 1 of 3' })).toBeVisible()
		const amount = page.getByLabel('Amount', { exact: true })
		await expect(amount).toHaveValue('100.00')

		await amount.fill('150.00')
		await page.getByRole('button', { name: 'Record partial payment' }).click()
		await expect(page.getByText('That is more than what remains to pay.')).toBeVisible()
		await expect(amount).toHaveValue('150.00')
		await expect(amount).toHaveAttribute('aria-invalid', 'true')

		await amount.fill('40.00')
		await page.getByRole('button', { name: 'Record partial payment' }).click()
		await expect(page).toHaveURL(new RegExp(`/payment/${first.id}$`))
		await expect(page.getByText('Partial payment of R$40.00 recorded.')).toBeVisible()
		await expect(amounts(page, 'paid')).toHaveText('R$40.00')
		await expect(amounts(page, 'remaining')).toHaveText('R$60.00')
		await expect(page.getByTestId('payment-status')).toContainText('Partly paid')

		// Part is paid: its amount is fixed, and the edit form says so.
		await page.getByRole('link', { name: 'Edit' }).click()
		const original = page.getByLabel('Original amount')
		await expect(original).toBeDisabled()
		await expect(original).toHaveAccessibleDescription(
			'Part of it is paid, so its amount is fixed.',
		)
		await page.getByRole('link', { name: 'Back to the payment' }).click()

		await page.getByRole('link', { name: 'Partial payment' }).click()
		await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('60.00')
		await page.getByRole('button', { name: 'Record partial payment' }).click()
		await expect(
			page.getByText('Partial payment of R$60.00 recorded: the installment is paid.'),
		).toBeVisible()
		await expect(amounts(page, 'remaining')).toHaveText('R$0.00')
		await expect(page.getByTestId('payment-status')).toContainText('Paid')
		await expect(page.getByText('This payment is settled: it can no longer change.')).toBeVisible()
		const partials = page.getByRole('table').getByRole('row')
		// A header row and the two partial payments.
		await expect(partials).toHaveCount(3)
		await expect(partials.nth(1)).toContainText('R$40.00')
		await expect(partials.nth(2)).toContainText('R$60.00')

		const paid = await callLedgerApi<Payment>(
			token,
			'GET',
			`/cashiers/${cashierId}/payments/${first.id}`,
		)
		expect(paid).toMatchObject({ status: 'PAID', remaining: 0 })
	},
)

test(
	'interest and late fee on a payment 40 days overdue: the figures before saving, then the new total due',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Mercearia ${testInfo.project.name}`)
		const record = await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-45),
			total: 100000,
			payments: [{ dueDate: dayFromToday(-40), amount: 100000 }],
		})
		const paymentId = record.payments[0]?.id ?? ''

		await page.goto(`/cashier/${cashierId}/payment/${paymentId}`)
		await expect(page.getByTestId('payment-status')).toContainText('Overdue')
		await page.getByRole('link', { name: 'Interest and late fee' }).click()
		// A Brazilian unit's defaults: 1 % a month, pro rata per day, and a 2 % fee.
		await expect(page.getByLabel('Monthly interest (%)')).toHaveValue('1')
		await expect(page.getByLabel('Late fee (%)')).toHaveValue('2')
		// The day is set, so that the unit's zone and the test's UTC agree on 40 days.
		await page.getByLabel('As of').fill(dayFromToday(0))
		if (!javaScriptEnabled) await page.getByRole('button', { name: 'Compute' }).click()
		await expect(page.getByText('40 days late.')).toBeVisible()
		// R$1,000.00 × 1 % × 40 / 30 = R$13.33; 2 % = R$20.00.
		await expect(page.getByTestId('computed-charges')).toHaveText(
			'Computed: interest R$13.33, late fee R$20.00.',
		)
		await expect(page.getByTestId('new-total')).toHaveText('New total due: R$1,033.33.')

		await page.getByRole('button', { name: 'Save interest and late fee' }).click()
		await expect(page).toHaveURL(new RegExp(`/payment/${paymentId}$`))
		await expect(page.getByText('Interest and late fee saved: R$1,033.33 due.')).toBeVisible()
		await expect(amounts(page, 'interest')).toHaveText('R$13.33')
		await expect(amounts(page, 'lateFee')).toHaveText('R$20.00')
		await expect(amounts(page, 'totalDue')).toHaveText('R$1,033.33')

		// A typed amount overrides the computed one; the other stays computed.
		await page.getByRole('link', { name: 'Interest and late fee' }).click()
		await page.getByLabel('As of').fill(dayFromToday(0))
		await page.getByRole('textbox', { name: 'Late fee', exact: true }).fill('5.00')
		if (!javaScriptEnabled) await page.getByRole('button', { name: 'Compute' }).click()
		await expect(page.getByTestId('new-total')).toHaveText('New total due: R$1,018.33.')
		await page.getByRole('button', { name: 'Save interest and late fee' }).click()
		await expect(amounts(page, 'lateFee')).toHaveText('R$5.00')
		await expect(amounts(page, 'totalDue')).toHaveText('R$1,018.33')
	},
)

test(
	'follow a payment, then filter the payments list by followed',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Sorveteria ${testInfo.project.name}`)
		const record = await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(0),
			total: 9000,
			installments: { count: 3, firstDueDate: dayFromToday(3), every: 'MONTH' },
		})
		const second = record.payments[1]?.id ?? ''

		await page.goto(`/cashier/${cashierId}/payment`)
		const list = page.getByRole('list', { name: "The cashier's payments" })
		await expect(list.getByRole('listitem')).toHaveCount(3)
		await expect(list.getByRole('listitem').first()).toContainText('1 of 3')
		await expect(totalOf(page, 'Left to receive')).toHaveText('R$90.00')
		await expect(totalOf(page, 'Left to pay')).toHaveText('R$0.00')
		await list
			.getByRole('link', { name: `Record #${record.orderReferenceNumber}, installment 2 of 3` })
			.click()
		await expect(page).toHaveURL(new RegExp(`/payment/${second}$`))

		const follow = page.getByRole('button', { name: 'Follow' })
		await expect(follow).toHaveAttribute('aria-pressed', 'false')
		await follow.click()
		await expect(page.getByText('You now follow this payment.')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute(
			'aria-pressed',
			'true',
		)
		await expect(page.getByText('You follow this payment.')).toBeVisible()

		await page.goto(`/cashier/${cashierId}/payment`)
		const bar = page.getByRole('search', { name: 'Filters' })
		if (javaScriptEnabled) {
			await bar.getByRole('button', { name: 'Filters' }).click()
			await page.getByRole('menuitemcheckbox', { name: 'Followed only' }).click()
		} else {
			await bar.locator('summary').filter({ hasText: 'Filters' }).click()
			await bar.getByRole('button', { name: 'Followed only', exact: true }).click()
		}
		await bar.getByRole('checkbox', { name: 'Only the ones I follow' }).check()
		if (!javaScriptEnabled) await bar.getByRole('button', { name: 'Filter', exact: true }).click()
		await expect(page).toHaveURL(/[?&]followed=true/)
		await expect(list.getByRole('listitem')).toHaveCount(1)
		await expect(list.getByRole('listitem').first()).toContainText('2 of 3')
		await expect(list.getByRole('listitem').first()).toContainText('Followed')
		// Follows are no key of the payments' summary: no totals, and the page says so.
		await expect(page.getByTestId('list-totals')).toHaveText(
			'No totals when only followed payments are listed.',
		)

		// And back: unfollowing empties the filtered list.
		await list.getByRole('link', { name: /^Record #.*, installment 2 of 3$/ }).click()
		await page.getByRole('button', { name: 'Follow' }).click()
		await expect(page.getByText('You no longer follow this payment.')).toBeVisible()
		const payment = await callLedgerApi<Payment>(
			token,
			'GET',
			`/cashiers/${cashierId}/payments/${second}`,
		)
		expect(payment.followed).toBe(false)
		await page.goto(`/cashier/${cashierId}/payment?followed=true`)
		await expect(page.getByText('No payment matches these filters.')).toBeVisible()
	},
)

test(
	'filter the payments list by status (overdue) and direction',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Quitanda ${testInfo.project.name}`)
		const late = await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-20),
			total: 4000,
			payments: [{ dueDate: dayFromToday(-10), amount: 4000 }],
		})
		const purchase = await createRecord(token, cashierId, {
			input: false,
			issuedOn: dayFromToday(0),
			total: 2500,
			payments: [{ dueDate: dayFromToday(10), amount: 2500 }],
		})
		await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(0),
			total: 1000,
			paid: true,
		})

		await page.goto(`/cashier/${cashierId}/payment`)
		const list = page.getByRole('list', { name: "The cashier's payments" })
		const rows = list.getByRole('listitem')
		await expect(rows).toHaveCount(3)
		// Soonest due first: the late one, today's paid sale, next week's purchase.
		await expect(rows.first()).toContainText(late.orderReferenceNumber)
		await expect(rows.first()).toContainText('Overdue')
		// The rows are written as strings (payment-row.server.ts): they fit a phone and pass axe.
		await expectFits360(page)
		await expectNoAxeViolations(page, javaScriptEnabled)
		await page.setViewportSize({ width: 1280, height: 720 })

		const bar = page.getByRole('search', { name: 'Filters' })
		const tick = async (filter: string, box: string) => {
			if (javaScriptEnabled) {
				await bar.getByRole('button', { name: 'Filters' }).click()
				await page.getByRole('menuitemcheckbox', { name: filter }).click()
			} else {
				await bar.locator('summary').filter({ hasText: 'Filters' }).click()
				await bar.getByRole('button', { name: filter, exact: true }).click()
			}
			await bar.getByRole('checkbox', { name: box }).check()
			if (!javaScriptEnabled) await bar.getByRole('button', { name: 'Filter', exact: true }).click()
		}

		await tick('Status', 'Overdue')
		await expect(page).toHaveURL(/[?&]status=OVERDUE/)
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText(late.orderReferenceNumber)

		await bar.getByRole('link', { name: 'Remove Status' }).click()
		await expect(page).not.toHaveURL(/status=/)
		await expect(rows).toHaveCount(3)
		await tick('Direction', 'Money out')
		await expect(page).toHaveURL(/[?&]input=false/)
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText(purchase.orderReferenceNumber)
		await expect(rows.first()).toContainText('Money out')
	},
)

test('pay in full from edit', { tag: '@real-api' }, async ({ page, context }, testInfo) => {
	const { token } = await signIn(context, testInfo, 'olivia')
	const cashierId = await createLedgerCashier(token, `Livraria ${testInfo.project.name}`)
	const before = await callLedgerApi<{ balance: number }>(token, 'GET', `/cashiers/${cashierId}`)
	const record = await createRecord(token, cashierId, {
		input: true,
		issuedOn: dayFromToday(0),
		total: 5000,
		payments: [{ dueDate: dayFromToday(10), amount: 5000 }],
	})
	const paymentId = record.payments[0]?.id ?? ''

	await page.goto(`/cashier/${cashierId}/payment/${paymentId}`)
	await page.getByRole('link', { name: 'Edit' }).click()
	await expect(page.getByRole('heading', { name: 'Edit payment 1 of 1' })).toBeVisible()
	await page.getByLabel('Method').selectOption('PIX')
	await page.getByRole('checkbox', { name: 'Pay all that remains (R$50.00)' }).check()
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page).toHaveURL(new RegExp(`/payment/${paymentId}$`))
	await expect(page.getByText('Payment paid in full.')).toBeVisible()
	await expect(page.getByTestId('payment-status')).toContainText('Paid')
	await expect(amounts(page, 'remaining')).toHaveText('R$0.00')
	await expect(page.getByText('Pix', { exact: true })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)

	const after = await callLedgerApi<{ balance: number }>(token, 'GET', `/cashiers/${cashierId}`)
	expect(after.balance - before.balance).toBe(5000)
})

test(
	'payment rows read as the owner says them, links named to make sense alone (stub), at 360 px',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		await page.setViewportSize({ width: 360, height: 740 })
		await page.goto(`/cashier/${stubRow('shopTill')}/payment`)
		const list = paymentsOf(page)
		// #98's three installments, #99's two and #100 paid at the till.
		await expect(list.getByRole('listitem')).toHaveCount(6)
		await expectPaymentRow(list, 'Wedding cake, installment 2 of 3', [
			'Wedding cake',
			'installment 2 of 3',
			`due ${dueText(stubDay(-30))}`,
			'#98',
			'Marta Pires',
			'Cake sales',
			'R$30.00',
			'Overdue',
		])
		await expectPaymentRow(list, 'Wedding cake, installment 1 of 3', [
			'installment 1 of 3',
			'R$30.00',
			'Paid',
		])
		await expectPaymentRow(list, 'Flour and sugar, installment 1 of 2', [
			'Flour and sugar',
			`due ${dueText(stubDay(20))}`,
			'Money out',
			'Moinho Norte',
			'Ingredients',
			'R$15.00',
			'Pending',
		])
		// Paid at once: no "1 of 1", the day it was due names it instead.
		await expectPaymentRow(list, `Birthday party, due ${dueText(stubDay(-2))}`, [
			'Birthday party',
			`due ${dueText(stubDay(-2))}`,
			'R$50.00',
			'Paid',
		])
		await expect(list).not.toContainText('1 of 1')
		// Left of #98's two open installments to receive, of #99's two to pay.
		await expect(totalOf(page, 'Left to receive')).toHaveText('R$60.00')
		await expect(totalOf(page, 'Left to pay')).toHaveText('R$30.00')
		await expectFits360(page)
		await expectNoAxeViolations(page, javaScriptEnabled)
	},
)

test(
	'payment rows name the record by its description, else its first line, else its reference',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Bolos ${testInfo.project.name}`)
		// R$190.00 in three: 63.33 + 63.33 + 63.34, the first due 40 days ago.
		await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-45),
			total: 19_000,
			description: 'Bolo de casamento',
			installments: { count: 3, firstDueDate: dayFromToday(-40), every: 'MONTH' },
		})
		await createRecord(token, cashierId, {
			input: false,
			issuedOn: dayFromToday(0),
			items: [{ name: 'Farinha de trigo', quantity: 2, unitPrice: 1_250 }],
			payments: [{ dueDate: dayFromToday(10), amount: 2_500 }],
		})
		await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(0),
			total: 1_000,
			installments: { count: 2, firstDueDate: dayFromToday(20), every: 'MONTH' },
		})

		await page.setViewportSize({ width: 360, height: 740 })
		await page.goto(`/cashier/${cashierId}/payment`)
		const list = paymentsOf(page)
		await expect(list.getByRole('listitem')).toHaveCount(6)
		await expectPaymentRow(list, 'Bolo de casamento, installment 1 of 3', [
			'Bolo de casamento',
			'installment 1 of 3',
			`due ${dueText(dayFromToday(-40))}`,
			'R$63.33',
			'Overdue',
		])
		await expectPaymentRow(list, 'Bolo de casamento, installment 3 of 3', ['R$63.34'])
		await expectPaymentRow(list, `Farinha de trigo, due ${dueText(dayFromToday(10))}`, [
			'Farinha de trigo',
			'#2',
			'Money out',
			'R$25.00',
			'Pending',
		])
		await expectPaymentRow(list, 'Record #3, installment 2 of 2', ['R$5.00', 'Pending'])
		await expectFits360(page)
		await expectNoAxeViolations(page, javaScriptEnabled)

		// The name alone opens the payment.
		await list.getByRole('link', { name: 'Bolo de casamento, installment 1 of 3' }).click()
		await expect(page.getByRole('heading', { name: 'Payment 1 of 3' })).toBeVisible()
	},
)
