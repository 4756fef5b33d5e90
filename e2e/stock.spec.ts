import { expectNoAxeViolations } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { signIn } from './support/session'
import {
	createStockProduct,
	createStockUnit,
	dayAfter,
	readRecord,
	recordLine,
} from './support/stock'
import { expect, test, type Page } from './support/test'

// Stock on hand and its activity, JavaScript on and off, stub and
// real. Two purchases (10 at 2,00 through the record form, 10 at 4,00) and a sale of 5 leave 15
// at an average of 3,00, worth 45,00, in three movements; a count of 14, given as a loss, takes
// one out at that average. A product sold before any was bought is below zero, in red and in words.

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const bar = (page: Page) => page.getByRole('search', { name: 'Filters' })

/** Ticks a box of a check filter: applied at once with JavaScript, sent with Filter without. */
async function tickKind(page: Page, javaScriptEnabled: boolean, box: string) {
	if (javaScriptEnabled) {
		await bar(page).getByRole('button', { name: 'Filters' }).click()
		await page.getByRole('menuitemcheckbox', { name: 'Kind' }).click()
		await bar(page).getByRole('checkbox', { name: box }).check()
	} else {
		await bar(page).locator('summary').filter({ hasText: 'Filters' }).click()
		await bar(page).getByRole('button', { name: 'Kind', exact: true }).click()
		await bar(page).getByRole('checkbox', { name: box }).check()
		await bar(page).getByRole('button', { name: 'Filter', exact: true }).click()
	}
}

test('purchases and a sale make the stock and its activity; a count of 14 is a loss of 1', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	// Three screens, each loaded anew at every post without JavaScript.
	test.slow()
	const { token } = await signIn(context, testInfo, 'fabio')
	const unitName = `Armazém ${testInfo.project.name}`
	const { unitId, cashierId } = await createStockUnit(testInfo, token, unitName)
	const flour = await createStockProduct(testInfo, token, unitId, 'Farinha', 500)
	const sugar = await createStockProduct(testInfo, token, unitId, 'Açúcar', 400)

	// The first purchase through the record form: money out, one line of 10 at 2,00.
	await page.goto(`/cashier/${cashierId}/output`)
	await whenHydrated(page, javaScriptEnabled)
	await page.getByRole('button', { name: 'Add a line' }).click()
	await page.getByLabel('Product (line 1)').selectOption(flour.id)
	await page.getByLabel('Quantity (line 1)').fill('10')
	await page.getByLabel('Unit price in BRL (line 1)').fill('2,00')
	await page.getByRole('button', { name: 'Save money out' }).click()
	await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}/inventory/[0-9a-f-]{36}$`))
	const firstId = new URL(page.url()).pathname.split('/').pop() ?? ''
	const { issuedOn: day } = await readRecord(testInfo, token, cashierId, firstId)

	// The rest through the API, a day apart each (the stub's clock stands still, so the days alone
	// order them): 10 at 4,00 in, 5 sold; 2 of sugar sold, none bought.
	const line = { productId: flour.id }
	await recordLine(testInfo, token, cashierId, {
		...line,
		issuedOn: dayAfter(day, 1),
		input: false,
		quantity: 10,
		unitPrice: 400,
	})
	await recordLine(testInfo, token, cashierId, {
		...line,
		issuedOn: dayAfter(day, 2),
		input: true,
		quantity: 5,
		unitPrice: 500,
	})
	await recordLine(testInfo, token, cashierId, {
		input: true,
		issuedOn: day,
		productId: sugar.id,
		quantity: 2,
		unitPrice: 400,
	})

	// Stock on hand: 15 at 3,00 worth 45,00; sugar at −2, flagged in words; the total beside.
	await page.goto(`/unit/${unitId}/inventory`)
	await expect(page.getByRole('heading', { name: 'Stock on hand', level: 1 })).toBeVisible()
	const stock = page.getByRole('list', { name: `Stock of ${unitName}` })
	const flourRow = stock.getByRole('listitem').filter({ hasText: 'Farinha' })
	await expect(flourRow).toContainText('Quantity: 15')
	await expect(flourRow).toContainText('Average cost: R$3.00')
	await expect(flourRow).toContainText('Value: R$45.00')
	await expect(flourRow).not.toContainText('Negative stock')
	const sugarRow = stock.getByRole('listitem').filter({ hasText: 'Açúcar' })
	await expect(sugarRow).toContainText('Quantity: -2')
	await expect(sugarRow.getByText('Negative stock')).toBeVisible()
	const totals = page.getByRole('definition')
	await expect(totals.first()).toHaveText('R$45.00')
	await expect(totals.last()).toHaveText('1')

	// A count with too many decimals comes back on its field, with what was typed.
	await page.getByText('Count or adjust stock').click()
	await page.getByLabel('Product').selectOption(flour.id)
	await page.getByLabel('Quantity', { exact: true }).fill('14,0001')
	await page.getByLabel('Reason').selectOption('LOSS')
	await page.getByLabel('Date').fill(dayAfter(day, 3))
	await expectNoAxeViolations(page, javaScriptEnabled)
	await page.getByRole('button', { name: 'Save the count' }).click()
	await expect(page.getByText('At most three decimals.')).toBeVisible()
	await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('14,0001')
	await expect(page.getByLabel('Quantity', { exact: true })).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('Reason')).toHaveValue('LOSS')

	// Counted 14: a loss of 1 at the average, so 14 at 3,00 worth 42,00.
	await page.getByLabel('Quantity', { exact: true }).fill('14')
	await page.getByRole('button', { name: 'Save the count' }).click()
	await expect(toast(page, 'Stock of Farinha adjusted')).toBeVisible()
	await expect(flourRow).toContainText('Quantity: 14')
	await expect(flourRow).toContainText('Value: R$42.00')
	await expect(totals.first()).toHaveText('R$42.00')

	// Counted 14 again: nothing to adjust, said on the quantity (the API's refusal, in words).
	if (!(await page.getByLabel('Reason').isVisible())) {
		await page.getByText('Count or adjust stock').click()
	}
	await page.getByLabel('Product').selectOption(flour.id)
	await page.getByLabel('Quantity', { exact: true }).fill('14')
	await page.getByRole('button', { name: 'Save the count' }).click()
	await expect(
		page.getByText('That is the stock on hand already: nothing to adjust.'),
	).toBeVisible()
	await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('14')
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)

	// The activity, newest first: the loss, the sales, the two purchases.
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.getByRole('link', { name: 'Stock activity' }).click()
	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/inventory/activity$`))
	const movements = page.getByRole('list', { name: `Stock movements of ${unitName}` })
	const rows = movements.getByRole('listitem')
	await expect(rows).toHaveCount(5)
	await expect(rows.nth(0)).toContainText('Adjustment: Loss')
	await expect(rows.nth(0)).toContainText('Counted 14')
	await expect(rows.nth(0)).toContainText('Quantity: -1')
	await expect(rows.nth(0)).toContainText('Value: -R$3.00')
	await expect(rows.nth(0)).toContainText('After: 14 at R$3.00')
	const flourRows = rows.filter({ hasText: 'Farinha' })
	await expect(flourRows.nth(1)).toContainText('Sale')
	await expect(flourRows.nth(1)).toContainText('Quantity: -5')
	await expect(flourRows.nth(1)).toContainText('After: 15 at R$3.00')
	await expect(flourRows.nth(2)).toContainText('Purchase')
	await expect(flourRows.nth(2)).toContainText('Unit cost: R$4.00')
	await expect(flourRows.nth(2)).toContainText('After: 20 at R$3.00')
	await expect(flourRows.nth(3)).toContainText('Purchase')
	await expect(flourRows.nth(3)).toContainText('Quantity: +10')
	await expect(flourRows.nth(3)).toContainText('Value: R$20.00')
	await expect(flourRows.nth(3)).toContainText('After: 10 at R$2.00')

	// By product, picked by name (a combobox with JavaScript, a search and a choice without).
	if (javaScriptEnabled) {
		await bar(page).getByRole('button', { name: 'Filters' }).click()
		await page.getByRole('menuitemcheckbox', { name: 'Product' }).click()
		const picker = bar(page).getByRole('combobox', { name: 'Product' })
		await picker.fill('açú')
		await expect(page.getByRole('option', { name: 'Açúcar' })).toBeVisible()
		await picker.press('ArrowDown')
		await picker.press('Enter')
	} else {
		await bar(page).locator('summary').filter({ hasText: 'Filters' }).click()
		await bar(page).getByRole('button', { name: 'Product', exact: true }).click()
		await bar(page).getByLabel('Product', { exact: true }).fill('açú')
		await bar(page).getByRole('button', { name: 'Search Product' }).click()
		await bar(page).getByRole('button', { name: 'Açúcar' }).click()
	}
	await expect(page).toHaveURL(new RegExp(`[?&]productId=${sugar.id}`))
	await expect(rows).toHaveCount(1)
	await expect(rows.first()).toContainText('Açúcar')
	await expect(rows.first()).toContainText('After: -2 at R$0.00')

	// By kind: the adjustment alone; the menu open is checked too.
	await page.goto(`/unit/${unitId}/inventory/activity`)
	await whenHydrated(page, javaScriptEnabled)
	await tickKind(page, javaScriptEnabled, 'Adjustment')
	await expect(rows).toHaveCount(1)
	await expect(rows.first()).toContainText('Adjustment: Loss')
	await expectNoAxeViolations(page, javaScriptEnabled)
	await expectFits360(page)
})

test('a product’s Count link opens the form on it, past the form’s first 100 products too', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const { token } = await signIn(context, testInfo, 'fabio')
	const unitName = `Contagem ${testInfo.project.name}`
	const { unitId } = await createStockUnit(testInfo, token, unitName)
	// A hundred products come before it by name: the form's own list of products stops short of it.
	for (let start = 0; start < 100; start += 20) {
		await Promise.all(
			Array.from({ length: 20 }, (_, k) =>
				createStockProduct(testInfo, token, unitId, `Arroz ${start + k + 100}`, 100),
			),
		)
	}
	const juniper = await createStockProduct(testInfo, token, unitId, 'Zimbro', 900)

	await page.goto(`/unit/${unitId}/inventory?text=Zimbro`)
	const product = page.getByLabel('Product')
	await expect(product.locator(`option[value="${juniper.id}"]`)).toHaveCount(0)
	await whenHydrated(page, javaScriptEnabled)
	const stock = page.getByRole('list', { name: `Stock of ${unitName}` })
	await expect(stock.getByRole('listitem')).toHaveCount(1)
	await stock.getByRole('link', { name: 'Count Zimbro' }).click()

	await expect(page).toHaveURL(new RegExp(`[?&]count=${juniper.id}`))
	await expect(product).toBeVisible()
	await expect(product).toHaveValue(juniper.id)
	await page.getByLabel('Quantity', { exact: true }).fill('3')
	await page.getByRole('button', { name: 'Save the count' }).click()
	await expect(toast(page, 'Stock of Zimbro adjusted')).toBeVisible()
	// Back on the list as it was filtered, the form folded.
	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/inventory\\?text=Zimbro$`))
	await expect(stock.getByRole('listitem').first()).toContainText('Quantity: 3')
	await expect(page.getByLabel('Quantity', { exact: true })).toBeHidden()
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
})
