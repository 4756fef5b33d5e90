import { E2E } from './support/servers'
import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'
import { createRealUnit } from './support/unit-cashiers'

// A unit's products: from the list to a product's read-only page, its edit
// page (a SKU another product has is refused on the field, nothing typed lost), then archived and
// brought back from there. JavaScript on and off, against the real API.

/** A product of the unit, through the real API (amounts in centavos). */
async function createProduct(token: string, unitId: string, body: Record<string, unknown>) {
	const response = await fetch(`${E2E.real.webUrl}/caixa/api/units/${unitId}/products`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	})
	if (response.status !== 201) {
		throw new Error(`POST /products answered ${response.status}: ${await response.text()}`)
	}
	return ((await response.json()) as { id: string }).id
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const details = (page: Page) => page.getByRole('definition')

test(
	'a product: its page, edited (a taken SKU refused on the field), archived and brought back',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const { unitId } = await createRealUnit(owner.token, `Empório ${testInfo.project.name}`)
		const productId = await createProduct(owner.token, unitId, {
			name: 'Pão de queijo',
			sku: 'PQ-1',
			kind: 'PRODUCT',
			unitPrice: 1250,
			unitCost: 420,
		})
		await createProduct(owner.token, unitId, {
			name: 'Café coado',
			sku: 'CF-1',
			kind: 'PRODUCT',
			unitPrice: 600,
		})

		// The list's row leads to the product's page: read-only, every field.
		await page.goto(`/unit/${unitId}/product`)
		await page.getByRole('link', { name: 'Open Pão de queijo' }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/product/${productId}$`))
		await expect(page.getByRole('heading', { name: 'Pão de queijo', level: 1 })).toBeVisible()
		await expect(details(page)).toHaveText([
			'PQ-1',
			'Product',
			'R$12.50',
			'R$4.20',
			'Yes',
			'Active',
		])
		await expect(page.getByRole('textbox')).toHaveCount(0)
		await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0)

		// Edit: the form holds what it is; another product's SKU is refused on the SKU field.
		await page.getByRole('link', { name: 'Edit' }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/product/${productId}/edit$`))
		await expect(page.getByRole('heading', { name: 'Edit product', level: 1 })).toBeVisible()
		await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pão de queijo')
		await expect(page.getByLabel('Price (BRL)')).toHaveValue('12.50')
		await expect(page.getByLabel('Cost (BRL)')).toHaveValue('4.20')
		await expect(page.getByLabel('Keep stock of it')).toBeChecked()
		await page.getByLabel('SKU').fill('CF-1')
		await page.getByLabel('Price (BRL)').fill('13,00')
		await page.getByRole('button', { name: 'Save product' }).click()
		await expect(page.getByText('Another product of this unit has this SKU.')).toBeVisible()
		await expect(page.getByLabel('SKU')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByLabel('Price (BRL)')).toHaveValue('13,00')

		await page.getByLabel('SKU').fill('PQ-2')
		await page.getByRole('button', { name: 'Save product' }).click()
		await expect(toast(page, 'Product saved')).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/product/${productId}$`))
		await expect(details(page)).toHaveText([
			'PQ-2',
			'Product',
			'R$13.00',
			'R$4.20',
			'Yes',
			'Active',
		])

		// Archived from the edit page: the page says so, and the list leaves it out.
		await page.getByRole('link', { name: 'Edit' }).click()
		await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
		await page.getByRole('button', { name: 'Archive' }).click()
		await expect(toast(page, 'Product archived')).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/product/${productId}$`))
		await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible()
		await expect(details(page).last()).toHaveText('Archived')
		await page.getByRole('link', { name: 'All products' }).click()
		const list = page.getByRole('list', { name: /^Products of Empório/ })
		await expect(list.getByRole('listitem')).toHaveCount(1)
		await expect(list).toContainText('Café coado')

		// Found under the archived status, and brought back.
		await page.goto(`/unit/${unitId}/product?state=ARCHIVED`)
		await list.getByRole('link', { name: 'Open Pão de queijo' }).click()
		await page.getByRole('link', { name: 'Edit' }).click()
		await page.getByRole('button', { name: 'Bring back' }).click()
		await expect(toast(page, 'Product brought back')).toBeVisible()
		await expect(details(page).last()).toHaveText('Active')
		await page.goto(`/unit/${unitId}/product`)
		await expect(list.getByRole('listitem')).toHaveCount(2)
	},
)

test(
	'a product of another unit, or no product at all, is a not-found page',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const { unitId } = await createRealUnit(owner.token, `Mercearia ${testInfo.project.name}`)
		const { unitId: otherUnitId } = await createRealUnit(
			owner.token,
			`Outra ${testInfo.project.name}`,
		)
		const productId = await createProduct(owner.token, otherUnitId, {
			name: 'Bolo',
			kind: 'PRODUCT',
			unitPrice: 3000,
		})
		for (const path of [
			`/unit/${unitId}/product/${productId}`,
			`/unit/${unitId}/product/${productId}/edit`,
			`/unit/${unitId}/product/${crypto.randomUUID()}`,
		]) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(404)
		}
	},
)
