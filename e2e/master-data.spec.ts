import { E2E } from './support/servers'
import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'

// A unit's master data: categories (a refused blank name keeps the form, one archived),
// clients or suppliers (an invalid CPF refused with the form kept, a valid one, then edited) and a
// product with a price typed in the unit's currency; each list reached from the x-ray menu.

/** A unit of the signed-in person (BRAZIL, so BRL and CPF/CNPJ rules), made through the real API. */
async function createUnit(token: string, unitName: string): Promise<string> {
	const response = await fetch(`${E2E.real.webUrl}/caixa/api/publics/units`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
		body: JSON.stringify({ unitName, cashierName: 'Main till', country: 'BRAZIL' }),
	})
	if (response.status !== 201) throw new Error(`The unit was not made: ${response.status}`)
	return ((await response.json()) as { unit: { id: string } }).unit.id
}

/** From the unit's x-ray menu to one of its screens. */
async function openFromXray(page: Page, unitId: string, screen: string) {
	await page.goto(`/unit/${unitId}`)
	await page
		.getByRole('list', { name: 'Screens of the unit' })
		.getByRole('link', { name: screen })
		.click()
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test(
	'categories: a blank name is refused keeping the form, one is added, another archived',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const unitId = await createUnit(owner.token, `Padaria ${testInfo.project.name}`)

		await openFromXray(page, unitId, 'Categories')
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/category$`))
		await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible()
		const list = page.getByRole('list', { name: /^Categories of Padaria/ })
		// The unit's default categories, by name.
		await expect(list.getByRole('listitem')).toHaveCount(16)
		await expect(list.getByRole('listitem').first()).toContainText('Bank and card fees')

		await page.getByText('New category').click()
		await page.getByLabel('Kind').selectOption('INCOME')
		await page.getByLabel('Income statement line').selectOption('OTHER_INCOME')
		// Spaces pass the browser's own check; the form refuses them and keeps what was chosen.
		await page.getByLabel('Name', { exact: true }).fill('   ')
		await page.getByRole('button', { name: 'Add category' }).click()
		await expect(page.getByText('Fill this in.')).toBeVisible()
		await expect(page.getByLabel('Kind')).toHaveValue('INCOME')
		await expect(page.getByLabel('Income statement line')).toHaveValue('OTHER_INCOME')

		await page.getByLabel('Name', { exact: true }).fill('Delivery fees')
		await page.getByRole('button', { name: 'Add category' }).click()
		await expect(toast(page, 'Category Delivery fees added')).toBeVisible()
		await expect(list.getByRole('listitem')).toHaveCount(17)
		await expect(list).toContainText('Delivery fees')

		// Archive Rent: it leaves the list, and shows again under the Archived status.
		await list.getByRole('link', { name: 'Open Rent' }).click()
		await expect(page.getByRole('heading', { name: 'Rent', level: 1 })).toBeVisible()
		await expect(page.getByText('Operating expenses')).toBeVisible()
		await page.getByRole('button', { name: 'Archive' }).click()
		await expect(toast(page, 'Category archived')).toBeVisible()
		await expect(page.getByText('Archived', { exact: true })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Bring back' })).toBeVisible()
		await page.getByRole('link', { name: 'All categories' }).click()
		await expect(list.getByRole('listitem')).toHaveCount(16)
		await expect(list.getByRole('link', { name: 'Open Rent' })).toHaveCount(0)
		await page.goto(`/unit/${unitId}/category?state=ARCHIVED`)
		await expect(list.getByRole('listitem')).toHaveCount(1)
		await expect(list).toContainText('Rent')

		// A category no record uses can be deleted.
		await page.goto(`/unit/${unitId}/category?name=delivery`)
		await list.getByRole('link', { name: 'Open Delivery fees' }).click()
		await page.getByRole('link', { name: 'Edit' }).click()
		await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Delivery fees')
		await page.getByLabel('Name', { exact: true }).fill('Delivery fees received')
		await page.getByRole('button', { name: 'Save category' }).click()
		await expect(toast(page, 'Category saved')).toBeVisible()
		await expect(
			page.getByRole('heading', { name: 'Delivery fees received', level: 1 }),
		).toBeVisible()
		await page.getByRole('button', { name: 'Delete' }).click()
		await expect(toast(page, 'Category Delivery fees received deleted')).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/category$`))
	},
)

test(
	'clients or suppliers: an invalid CPF is refused keeping the form, a valid one added and edited',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const unitId = await createUnit(owner.token, `Mercado ${testInfo.project.name}`)

		await openFromXray(page, unitId, 'Clients or suppliers')
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/client-or-supplier$`))
		await expect(page.getByText('No clients or suppliers yet.')).toBeVisible()
		// With nothing listed the add form is open.
		await page.getByLabel('Name', { exact: true }).fill('Maria Silva')
		await page.getByLabel('Kind').selectOption('BOTH')
		await page.getByLabel('Document').fill('529.982.247-24')
		await page.getByLabel('E-mail').fill('maria@example.com')
		await page.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(page.getByText('This CPF or CNPJ is not valid: check its digits.')).toBeVisible()
		await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maria Silva')
		await expect(page.getByLabel('Kind')).toHaveValue('BOTH')
		await expect(page.getByLabel('E-mail')).toHaveValue('maria@example.com')

		await page.getByLabel('Document').fill('529.982.247-25')
		await page.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(toast(page, 'Maria Silva added')).toBeVisible()
		const list = page.getByRole('list', { name: /^Clients and suppliers of Mercado/ })
		await expect(list.getByRole('listitem')).toHaveCount(1)
		await expect(list).toContainText('529.982.247-25')

		await list.getByRole('link', { name: 'Open Maria Silva' }).click()
		await expect(page.getByRole('heading', { name: 'Maria Silva', level: 1 })).toBeVisible()
		await expect(page.getByText('CPF 529.982.247-25')).toBeVisible()
		await page.getByRole('link', { name: 'Edit' }).click()
		await expect(page.getByLabel('Document')).toHaveValue('529.982.247-25')
		await page.getByLabel('Name', { exact: true }).fill('Maria Silva Ltda')
		// A company now: its CNPJ (the new alphanumeric kind), and a phone.
		await page.getByLabel('Document').fill('12.ABC.345/01DE-35')
		await page.getByLabel('Phone').fill('+55 11 91234-5678')
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(toast(page, 'Saved')).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Maria Silva Ltda', level: 1 })).toBeVisible()
		await expect(page.getByText('CNPJ 12.ABC.345/01DE-35')).toBeVisible()
		await expect(page.getByText('+55 11 91234-5678')).toBeVisible()
	},
)

test(
	'products: one added with a price typed in reais',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const unitId = await createUnit(owner.token, `Café ${testInfo.project.name}`)

		await openFromXray(page, unitId, 'Products')
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/product$`))
		await page.getByLabel('Name', { exact: true }).fill('Pão de queijo')
		await page.getByLabel('SKU').fill('PQ-1')
		await page.getByLabel('Price (BRL)').fill('12,5.0')
		await page.getByRole('button', { name: 'Add product' }).click()
		await expect(page.getByText('Enter an amount like 12.50 or 12,50.')).toBeVisible()
		await expect(page.getByLabel('SKU')).toHaveValue('PQ-1')

		await page.getByLabel('Price (BRL)').fill('12,50')
		await page.getByLabel('Cost (BRL)').fill('4.2')
		await page.getByRole('button', { name: 'Add product' }).click()
		await expect(toast(page, 'Product Pão de queijo added')).toBeVisible()
		const list = page.getByRole('list', { name: /^Products of Café/ })
		await expect(list.getByRole('listitem')).toHaveCount(1)
		await expect(list).toContainText('Pão de queijo')
		await expect(list).toContainText('PQ-1')
		await expect(list).toContainText('R$12.50')
		await expect(list).toContainText('Keeps stock')
	},
)
