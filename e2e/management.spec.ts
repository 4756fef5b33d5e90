import { setRealManagement } from './support/management'
import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'

// Management: staff of the product find "Sub-acquirers" in the profile menu, list and
// filter them, and open one's fee table; anyone else has no such entry, and the page is not found.

/** Opens the profile menu: a Radix dropdown with JavaScript, a <details> disclosure without. */
async function openProfileMenu(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) {
		await page.getByRole('button', { name: 'Open profile menu' }).click()
		await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
	} else {
		await page.locator('summary', { hasText: 'Open profile menu' }).click()
		await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible()
	}
}

/** Ticks a filter in the Filters menu (see portal.spec.ts). */
async function tickFilter(page: Page, javaScriptEnabled: boolean, name: string) {
	const bar = page.getByRole('search', { name: 'Filters' })
	if (javaScriptEnabled) {
		await bar.getByRole('button', { name: 'Filters' }).click()
		await page.getByRole('menuitemcheckbox', { name }).click()
	} else {
		await bar.locator('summary').filter({ hasText: 'Filters' }).click()
		await bar.getByRole('button', { name, exact: true }).click()
	}
}

const listOf = (page: Page) => page.getByRole('list', { name: 'Sub-acquirers' })

test(
	'a management profile lists, filters and opens sub-acquirers from the profile menu',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const signedIn = await signIn(context, testInfo, 'olivia')
		await setRealManagement(signedIn.profile.email, true)
		await page.goto('/')
		await openProfileMenu(page, javaScriptEnabled)
		await (
			javaScriptEnabled
				? page.getByRole('menuitem', { name: 'Sub-acquirers' })
				: page.getByRole('link', { name: 'Sub-acquirers' })
		).click()
		await expect(page).toHaveURL(/\/management\/sub-acquirers$/)
		await expect(page.getByRole('heading', { name: 'Sub-acquirers', level: 1 })).toBeVisible()
		const rows = listOf(page).getByRole('listitem')
		await expect(rows).toHaveCount(11)
		await expect(rows.first()).toContainText('Cielo')
		await expect(rows.first()).toContainText('01.027.058/0001-91')
		await expect(rows.first()).toContainText('Brazil')
		await expect(page.getByText('End of list')).toBeVisible()

		// By name.
		const bar = page.getByRole('search', { name: 'Filters' })
		await tickFilter(page, javaScriptEnabled, 'Name')
		const name = bar.getByRole('searchbox', { name: 'Name' })
		await name.fill('sumup')
		await name.press('Enter')
		await expect(page).toHaveURL(/[?&]name=sumup(&|$)/)
		await expect(rows).toHaveCount(2)
		await expect(rows.nth(1)).toContainText('United Kingdom')
		await bar.getByRole('link', { name: 'Remove Name' }).click()
		await expect(rows).toHaveCount(11)

		// By tax id, typed without its punctuation.
		await tickFilter(page, javaScriptEnabled, 'Tax id')
		const document = bar.getByRole('searchbox', { name: 'Tax id' })
		await document.fill('10573521')
		await document.press('Enter')
		await expect(page).toHaveURL(/[?&]document=10573521(&|$)/)
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText('Mercado Pago')
		await expect(rows.first()).toContainText('Active')

		await rows.first().getByRole('link', { name: 'Open Mercado Pago' }).click()
		await expect(page).toHaveURL(/\/management\/sub-acquirers\/[0-9a-f-]{36}$/)
		await expect(page.getByRole('heading', { name: 'Mercado Pago', level: 1 })).toBeVisible()
		const fees = page.getByRole('table')
		await expect(fees.getByRole('row')).toHaveCount(5)
		const debit = fees.getByRole('row', { name: /Debit card/ })
		await expect(debit).toContainText('1.99%')
		await expect(debit).toContainText('R$0.00')
		await expect(debit).toContainText('the next day')
		await expect(fees.getByRole('row', { name: /^Pix/ })).toContainText('the same day')
		await expect(fees.getByRole('row', { name: /Credit card in installments/ })).toContainText(
			'in 30 days',
		)
		await page.getByRole('link', { name: 'All sub-acquirers' }).click()
		await expect(page).toHaveURL(/\/management\/sub-acquirers$/)
	},
)

test(
	'anyone else has no menu entry, and the pages are not found',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'davi')
		await page.goto('/')
		await openProfileMenu(page, javaScriptEnabled)
		await expect(page.getByText('Sub-acquirers')).toHaveCount(0)

		for (const path of [
			'/management/sub-acquirers',
			'/management/sub-acquirers/48edf8a0-6b8d-4690-9426-e959b966f563',
		]) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(404)
			await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
			await expect(page.getByText('Mercado Pago')).toHaveCount(0)
		}
	},
)
