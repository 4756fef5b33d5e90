import { expectNoAxeViolations } from './support/axe'
import { COGS_PRODUCT, seedCogsUnit } from './support/cogs'
import { expectFits360 } from './support/page-checks'
import { signIn } from './support/session'
import { forceFault } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'

// The cost of goods sold: on a unit of the test's own, seeded
// through the API with the example (buy 10 @ 2,00 and 10 @ 4,00, sell 5) and a transfer,
// the x-ray's transfer, inventory and COGS tiles link to their screens with this month's figures;
// the COGS screen shows the period's figures with the system's closing stock (periodic = perpetual,
// 15,00), then with 14 counted (periodic 18,00 vs perpetual 15,00, difference 3,00), a bad count
// refused on its field with what was typed kept, and another period through the bar. JavaScript
// on and off, stub and real; 360 px wide and axe on both pages.

const totals = (page: Page) =>
	page.getByRole('region', { name: "The period's figures" }).getByRole('definition')
const countField = (page: Page) => page.getByLabel(`Counted quantity of ${COGS_PRODUCT}`)
const countButton = (page: Page) => page.getByRole('button', { name: 'Work it out with my count' })

test('the COGS screen: system stock, a count of 14 (18,00 vs 15,00), a bad count, another period; the x-ray tiles', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const owner = await signIn(context, testInfo, 'fabio')
	const { unitId } = await seedCogsUnit(testInfo, owner.token)

	// The x-ray: the three tiles link to their screens, with this month's figures.
	await page.goto(`/unit/${unitId}`)
	const tiles = page.getByRole('list', { name: 'Screens of the unit' })
	const tile = (name: string) =>
		tiles.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) })
	await expect(tiles.getByRole('link', { name: 'Transfers', exact: true })).toHaveAttribute(
		'href',
		`/unit/${unitId}/transfer`,
	)
	await expect(tile('Transfers')).toContainText('Transfers this month: 1')
	await expect(tile('Transfers')).toContainText('Moved this month: R$150.00')
	await expect(tiles.getByRole('link', { name: 'Inventory', exact: true })).toHaveAttribute(
		'href',
		`/unit/${unitId}/inventory`,
	)
	await expect(tile('Inventory')).toContainText('Stock value: R$45.00')
	await expect(tile('Cost of goods sold')).toContainText('Cost of goods sold this month: R$15.00')
	await expectNoAxeViolations(page, javaScriptEnabled)
	await expectFits360(page)

	// The COGS screen opens on this month, closing with the system's stock: the two costs agree.
	await tiles.getByRole('link', { name: 'Cost of goods sold', exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/cogs\\?period=CURRENT_MONTH&from=`))
	await expect(page.getByRole('heading', { name: 'Cost of goods sold', level: 1 })).toBeVisible()
	// Opening, purchases, closing; periodic, perpetual, difference.
	await expect(totals(page)).toHaveText([
		'R$0.00',
		'R$60.00',
		'R$45.00',
		'R$15.00',
		'R$15.00',
		'R$0.00',
	])
	await expect(page.getByText("System's stock: 15")).toBeVisible()
	await expectNoAxeViolations(page, javaScriptEnabled)
	await expectFits360(page)
	const cogsUrl = page.url()

	// A count the page cannot read: refused on its field, what was typed kept, nothing worked out.
	await countField(page).fill('a dozen')
	await countButton(page).click()
	await expect(
		page.getByText('Type a quantity of 0 or more, with at most 3 decimals.'),
	).toBeVisible()
	await expect(countField(page)).toHaveAttribute('aria-invalid', 'true')
	await expect(countField(page)).toHaveValue('a dozen')
	await expect(totals(page).nth(3)).toHaveText('R$15.00')

	// 14 on the shelf: closing 14 × 3,00 = 42,00, periodic 18,00 beside perpetual 15,00.
	await countField(page).fill('14')
	await countButton(page).click()
	await expect(page.getByText('Worked out with the closing stock you counted.')).toBeVisible()
	await expect(totals(page)).toHaveText([
		'R$0.00',
		'R$60.00',
		'R$42.00',
		'R$18.00',
		'R$15.00',
		'R$3.00',
	])
	await expect(
		page.getByText('The difference, R$3.00, is stock that left without being sold'),
	).toBeVisible()
	const row = page.getByRole('row', { name: new RegExp(`^${COGS_PRODUCT}`) })
	await expect(row.getByRole('cell')).toHaveText([
		'R$0.00',
		'R$60.00',
		'R$42.00(counted)',
		'R$18.00',
		'R$15.00',
		'R$3.00',
	])
	await expect(countField(page)).toHaveValue('14')
	expect(page.url()).toBe(cogsUrl)

	// Back to the system's stock.
	await page.getByRole('link', { name: "Use the system's stock" }).click()
	await expect(totals(page).nth(2)).toHaveText('R$45.00')
	await expect(countField(page)).toHaveValue('')

	// Last month: nothing had happened yet.
	await page.getByRole('combobox', { name: 'Period' }).selectOption('LAST_MONTH')
	if (!javaScriptEnabled) await page.getByRole('button', { name: 'Filter' }).click()
	await expect(page).toHaveURL(/period=LAST_MONTH&from=\d+&to=\d+/)
	await expect(totals(page)).toHaveText([
		'R$0.00',
		'R$0.00',
		'R$0.00',
		'R$0.00',
		'R$0.00',
		'R$0.00',
	])
})

test(
	'a figure the API fails on leaves the x-ray whole, that tile saying so',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const { unitId } = await seedCogsUnit(testInfo, owner.token)
		await forceFault(request, testInfo, {
			method: 'GET',
			path: `/caixa/api/units/${unitId}/inventories`,
			status: 503,
			problem: { title: 'Service Unavailable' },
		})
		await page.goto(`/unit/${unitId}`)
		const tiles = page.getByRole('list', { name: 'Screens of the unit' })
		const tile = (name: string) =>
			tiles.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) })
		await expect(tile('Inventory')).toContainText('Figures unavailable just now.')
		await expect(tile('Transfers')).toContainText('Moved this month: R$150.00')
		await expect(tile('Cost of goods sold')).toContainText('Cost of goods sold this month: R$15.00')
		await expect(page.getByRole('heading', { name: 'Balances by cashier' })).toBeVisible()
	},
)
