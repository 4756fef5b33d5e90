import { signIn } from './support/session'
import { forceFault, sentCall, stubRow } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'

// The product rule "bad input loses nothing", when the input is not what is wrong: the API
// answers a form's post with a 5xx (forced by the stub's fault injector, for this test's calls
// only), and the form comes back with every value kept and a sentence saying so, at its own
// address, with JavaScript on and off. The fault is used up once answered, so the same post
// again goes through. The payment paid here is Back office's #51, a cent at a time (the stub's
// faultInstallment), so no other spec's sums move.

const UNAVAILABLE =
	'Caixa could not save this just now. Nothing you typed is lost: try again in a moment.'

/** The form's own words over the whole form: an alert, not the error page. */
function unavailable(page: Page) {
	return page.getByRole('alert').filter({ hasText: UNAVAILABLE })
}

test(
	'a partial payment the API cannot take just now keeps the amount, says so, and goes through the second time',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		const cashierId = stubRow('backOffice')
		const paymentId = stubRow('faultInstallment')
		const formPath = `/cashier/${cashierId}/payment/${paymentId}/partial`
		const apiPath = `/cashiers/${cashierId}/payments/${paymentId}/partial-payment`
		await forceFault(request, testInfo, {
			method: 'POST',
			path: `/caixa/api${apiPath}`,
			status: 503,
			problem: { title: 'Service Unavailable' },
		})
		await page.goto(formPath)
		const amount = page.getByLabel('Amount', { exact: true })
		await amount.fill('0.01')
		await page.getByRole('button', { name: 'Record partial payment' }).click()

		await expect(unavailable(page)).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
		await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('0.01')
		// The same form view (its key), to post again.
		await expect(page).toHaveURL(new RegExp(`${formPath}\\?form=[0-9a-f-]{36}$`))
		// The form points at its errors, so a screen reader reaches them from it.
		const describedBy = await page
			.locator('form[aria-describedby]')
			.getAttribute('aria-describedby')
		await expect(page.locator(`[id="${describedBy}"]`)).toContainText(UNAVAILABLE)

		await page.getByRole('button', { name: 'Record partial payment' }).click()
		await expect(page).toHaveURL(new RegExp(`/payment/${paymentId}$`))
		await expect(page.getByRole('status').filter({ hasText: 'recorded' })).toBeVisible()
		const call = await sentCall(context.request, 'POST', apiPath, (body) => body.amount === 1)
		expect(call.body).toMatchObject({ amount: 1 })
	},
)

test(
	'money in the API fails on keeps the description and the total, says so, and is saved the second time',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		const cashierId = stubRow('backOffice')
		const formPath = `/cashier/${cashierId}/input`
		const description = `Fault ${testInfo.project.name} ${Date.now().toString(36)}`
		await forceFault(request, testInfo, {
			method: 'POST',
			path: `/caixa/api/cashiers/${cashierId}/inventories`,
			status: 500,
			problem: { title: 'Internal Server Error' },
		})
		await page.goto(formPath)
		await expect(page.getByRole('heading', { name: 'Money in' })).toBeVisible()
		await page.getByLabel('Description').fill(description)
		await page.getByLabel('Total in BRL').fill('0.37')
		await page.getByRole('button', { name: 'Save money in' }).click()

		await expect(unavailable(page)).toBeVisible()
		await expect(page.getByLabel('Description')).toHaveValue(description)
		await expect(page.getByLabel('Total in BRL')).toHaveValue('0.37')
		await expect(page).toHaveURL(new RegExp(`${formPath}\\?form=[0-9a-f-]{36}$`))

		await page.getByRole('button', { name: 'Save money in' }).click()
		await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}/inventory/[0-9a-f-]{36}$`))
		const call = await sentCall(
			context.request,
			'POST',
			`/cashiers/${cashierId}/inventories`,
			(body) => body.description === description,
		)
		expect(call.body).toMatchObject({ input: true, total: 37, description })
	},
)

test(
	'signing out while the API cannot revoke the session still signs this browser out',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		await signIn(context, testInfo, 'iris')
		await forceFault(request, testInfo, {
			method: 'POST',
			path: '/caixa/api/authentication/logout',
			status: 503,
			problem: { title: 'Service Unavailable' },
		})
		await page.goto('/logout')
		await page.getByRole('button', { name: 'Log out' }).click()
		await expect(page).toHaveURL(/\/authentication/)
		await page.goto('/')
		await expect(page).toHaveURL(/\/authentication\?redirect=/)
	},
)
