import { type TestInfo } from '@playwright/test'
import { type Cashier } from '@caixa/contract/cashier'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { overHttp, seedApi } from './stub-api/seed-api'
import { checkWithProfileMenu } from './support/audit'
import { expectNoAxeViolations } from './support/axe'
import { realApi } from './support/databases'
import { expectFits360, whenHydrated } from './support/page-checks'
import { E2E } from './support/servers'
import { modeOf, signIn } from './support/session'
import { expect, test, type Page } from './support/test'

// A company's consolidated reports. A company of the test's own, seeded through
// the API as its owner would: two units in BRL and one in USD, all in São Paulo, each with this
// month's books. Worked by hand (today T):
//  Centro (BRL)   sale 100.00 paid T
//  Bairro (BRL)   sale 50.00 paid T; rent 30.00 due T, open
//  Miami (USD)    sale 20.00 paid T
// BRL: gross revenue 150.00; net result 120.00 accrual, 150.00 cash (the rent unpaid);
//      cash flow in 150.00 realized, out 30.00 projected: closing 150.00 realized, 120.00 projected.
// USD: a block of its own, never summed: gross revenue $20.00, closing $20.00.
// The company sits in a marketplace of the same owner, whose Reports tab sums the same units.

async function seedCompany(testInfo: TestInfo, token: string) {
	const target = modeOf(testInfo) === 'real' ? realApi : overHttp(E2E.stub.apiUrl)
	const api = seedApi(target, token)
	const name = `Padarias ${testInfo.project.name} ${Date.now()}`
	// The company in a marketplace of the same owner (a franchise network), whose report sums it.
	const network = `Rede ${testInfo.project.name} ${Date.now()}`
	const marketplace = await api.post<{ id: string }>('/marketplaces', { name: network })
	const company = await api.post<{ id: string }>(`/marketplaces/${marketplace.id}/companies`, {
		name,
	})
	const unit = async (unitName: string, extra: Record<string, string> = {}) => {
		const created = await api.post<{ id: string; timezone: string }>(
			`/companies/${company.id}/units`,
			{ name: unitName, country: 'BRAZIL', cashierName: 'Till', ...extra },
		)
		const cashiers = await api.get<Cashier[]>(`/units/${created.id}/cashiers?offset=0&size=10`)
		const cashier = cashiers[0]?.id ?? ''
		const today = calendarDateIn(Date.now(), created.timezone)
		const category = (categoryName: string, kind: 'INCOME' | 'EXPENSE', group: string) =>
			api.post<{ id: string }>(`/units/${created.id}/categories`, {
				name: categoryName,
				kind,
				group,
			})
		const sales = await category('Bread sales', 'INCOME', 'REVENUE')
		const record = (body: Record<string, unknown>) =>
			api.post(`/cashiers/${cashier}/inventories`, { issuedOn: today, ...body })
		const sale = (total: number) => record({ input: true, categoryId: sales.id, total, paid: true })
		return { id: created.id, today, record, sale, category }
	}
	const centro = await unit('Centro')
	await centro.sale(10_000)
	const bairro = await unit('Bairro')
	await bairro.sale(5_000)
	const rent = await bairro.category('Shop rent', 'EXPENSE', 'OPERATING_EXPENSE')
	await bairro.record({
		input: false,
		categoryId: rent.id,
		total: 3_000,
		payments: [{ dueDate: bairro.today, amount: 3_000 }],
	})
	const miami = await unit('Miami', { currency: 'USD', timezone: 'America/Sao_Paulo' })
	await miami.sale(2_000)
	return { companyId: company.id, name, centro: centro.id, marketplaceId: marketplace.id, network }
}

/** A row of a table by its header cell, and its figure cells. */
function rowCells(page: Page, table: RegExp, row: string) {
	return page
		.getByRole('table', { name: table })
		.getByRole('row')
		.filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
		.getByRole('cell')
}

test('a company’s consolidated reports: BRL summed, USD apart, both bases, units linked', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	test.slow()
	const owner = await signIn(context, testInfo, 'fabio')
	const { companyId, name, centro, marketplaceId, network } = await seedCompany(
		testInfo,
		owner.token,
	)

	// The company's Reports tab opens on this month.
	await page.goto(`/company/${companyId}`)
	await page
		.getByRole('navigation', { name: `Pages of ${name}` })
		.getByRole('link', { name: 'Reports' })
		.click()
	await expect(page).toHaveURL(
		new RegExp(`/company/${companyId}/report\\?period=CURRENT_MONTH&from=\\d+&to=\\d+$`),
	)
	await expect(
		page.getByRole('heading', { name: `${name}: consolidated reports`, level: 1 }),
	).toBeVisible()
	const brl = page.getByRole('region', { name: 'In BRL: 2 units' })
	const usd = page.getByRole('region', { name: 'In USD: 1 unit' })
	await expect(brl).toBeVisible()
	await expect(usd).toBeVisible()

	// The units, each with its own figures; the statement and cash flow summed.
	await expect(brl.getByRole('row').filter({ hasText: 'Centro' }).getByRole('cell')).toHaveText([
		'R$100.00',
		'R$100.00',
		'R$100.00',
	])
	await expect(brl.getByRole('row').filter({ hasText: 'Bairro' }).getByRole('cell')).toHaveText([
		'R$50.00',
		'R$20.00',
		'R$50.00',
	])
	const accrual = /^Income statement, accrual basis/
	await expect(rowCells(page, accrual, 'Gross revenue').first()).toHaveText('R$150.00')
	await expect(rowCells(page, accrual, 'Net result').first()).toHaveText('R$120.00')
	await expect(rowCells(page, accrual, 'Gross revenue').nth(2)).toHaveText('$20.00')
	await expect(
		brl
			.getByRole('table', { name: /^The whole period/ })
			.getByRole('row')
			.filter({
				has: page.getByRole('rowheader', { name: 'Closing balance', exact: true }),
			})
			.getByRole('cell'),
	).toHaveText(['R$150.00', 'R$120.00'])
	await expect(
		usd
			.getByRole('table', { name: /^The whole period/ })
			.getByRole('row')
			.filter({
				has: page.getByRole('rowheader', { name: 'Closing balance', exact: true }),
			})
			.getByRole('cell'),
	).toHaveText(['$20.00', '$20.00'])
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await whenHydrated(page, javaScriptEnabled)
	await checkWithProfileMenu(page, javaScriptEnabled)

	// The cash basis: the unpaid rent leaves the net result.
	await page.getByRole('navigation', { name: 'Basis' }).getByRole('link', { name: 'Cash' }).click()
	await expect(page).toHaveURL(/basis=CASH/)
	const cash = /^Income statement, cash basis/
	await expect(rowCells(page, cash, 'Net result').first()).toHaveText('R$150.00')

	// Printed: the reports alone.
	await page.emulateMedia({ media: 'print' })
	await expect(page.getByRole('navigation', { name: 'Basis' })).toBeHidden()
	await expect(page.getByRole('search', { name: 'Filters' })).toBeHidden()
	await page.emulateMedia({ media: 'screen' })

	// A unit's name opens its own report for the same period.
	await brl.getByRole('link', { name: 'Centro' }).click()
	await expect(page).toHaveURL(new RegExp(`/unit/${centro}/report\\?period=CURRENT_MONTH`))
	await expect(page.getByRole('heading', { name: 'Income statement', level: 1 })).toBeVisible()

	// The marketplace's Reports tab: the same units, summed the same way.
	await page.goto(`/marketplace/${marketplaceId}`)
	await page
		.getByRole('navigation', { name: `Pages of ${network}` })
		.getByRole('link', { name: 'Reports' })
		.click()
	await expect(page).toHaveURL(new RegExp(`/marketplace/${marketplaceId}/report\\?period=`))
	await expect(
		page.getByRole('heading', { name: `${network}: consolidated reports`, level: 1 }),
	).toBeVisible()
	await expect(page.getByRole('region', { name: 'In BRL: 2 units' })).toBeVisible()
	await expect(rowCells(page, accrual, 'Net result').first()).toHaveText('R$120.00')
	await expectNoAxeViolations(page, javaScriptEnabled)
})
