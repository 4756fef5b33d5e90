import {
	callLedgerApi,
	createLedgerCashier,
	createRecord,
	dayFromToday,
} from './support/ledger-list'
import { expectFits360 } from './support/page-checks'
import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'

// The record form (money in / money out, one screen). Real API only, JavaScript
// on and off: the pickers are a combobox with it and a select with a search without it; lines are
// added and removed in place with it and by a post that keeps every value without it.

type Record = {
	id: string
	input: boolean
	orderReferenceNumber: string
	total: number
	description: string | null
	clientOrSupplier: { id: string; name: string } | null
	items: Array<{ name: string; quantity: number; unitPrice: number; total: number }>
	payments: Array<{ number: number; of: number; dueDate: string; amount: number; status: string }>
}

async function addProduct(token: string, cashierId: string, name: string, unitPrice: number) {
	return callLedgerApi<{ id: string }>(token, 'POST', `/cashiers/${cashierId}/products`, {
		name,
		kind: 'PRODUCT',
		unitPrice,
	})
}

/** Saves the form and waits for the server's answer (a refusal rebuilds the form with it). */
async function save(page: Page, name: string) {
	const answered = page.waitForResponse(
		(response) => response.request().method() === 'POST' && response.url().includes('/cashier/'),
	)
	await page.getByRole('button', { name }).click()
	await answered
}

/** The record the form made, read from the URL it redirected to. */
async function recordOf(page: Page, token: string, cashierId: string) {
	await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}/inventory/[0-9a-f-]{36}$`))
	const inventoryId = new URL(page.url()).pathname.split('/').pop() ?? ''
	return callLedgerApi<Record>(token, 'GET', `/cashiers/${cashierId}/inventories/${inventoryId}`)
}

test(
	'a sale of two products in 3 monthly installments: the split previewed, then the three payments add up to the total',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Confeitaria ${testInfo.project.name}`)
		const cake = await addProduct(token, cashierId, 'Bolo de cenoura', 2500)
		const cookies = await addProduct(token, cashierId, 'Cookies (kg)', 1000)
		const firstDue = dayFromToday(10)

		await page.goto(`/cashier/${cashierId}/input`)
		await expect(page.getByRole('heading', { name: 'Money in' })).toBeVisible()
		await page.getByLabel('Description').fill('Festa da Marta')
		await page.getByRole('button', { name: 'Add a line' }).click()
		await page.getByLabel('Product (line 1)').selectOption(cake.id)
		await page.getByLabel('Quantity (line 1)').fill('2')
		await page.getByRole('button', { name: 'Add a line' }).click()
		await page.getByLabel('Product (line 2)').selectOption(cookies.id)
		await page.getByLabel('Quantity (line 2)').fill('1,5')
		await page.getByRole('radio', { name: 'In installments' }).check()
		await page.getByLabel('Number of installments').fill('3')
		await page.getByLabel('First due date').fill(firstDue)
		await page.getByLabel('Frequency').selectOption('MONTH')
		if (!javaScriptEnabled) await page.getByRole('button', { name: 'Show the split' }).click()

		// 2 × 25,00 + 1,5 × 10,00 = 65,00 in three: 21,66 + 21,66 + 21,68.
		const preview = page.getByRole('table', { name: '3 installments' })
		await expect(preview.getByRole('row')).toHaveCount(5)
		await expect(preview).toContainText('1 of 3')
		await expect(preview).toContainText('R$21.66')
		await expect(preview).toContainText('R$21.68')
		await expect(preview).toContainText('R$65.00')
		await expect(page.getByLabel('Description')).toHaveValue('Festa da Marta')

		await page.getByRole('button', { name: 'Save money in' }).click()
		const record = await recordOf(page, token, cashierId)
		await expect(page.getByText(`Money in ${record.orderReferenceNumber} saved.`)).toBeVisible()
		expect(record.total).toBe(6500)
		expect(record.items.map((item) => [item.name, item.quantity, item.total])).toEqual([
			['Bolo de cenoura', 2, 5000],
			['Cookies (kg)', 1.5, 1500],
		])
		expect(record.payments.map((payment) => payment.amount)).toEqual([2166, 2166, 2168])
		expect(record.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(record.total)
		expect(record.payments[0]?.dueDate).toBe(firstDue)
	},
)

test(
	'lines are added and removed with every value kept',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Padaria ${testInfo.project.name}`)
		await page.goto(`/cashier/${cashierId}/input`)
		await page.getByLabel('Description').fill('Encomenda')
		await page.getByLabel('Order reference').fill('PED-9')
		await page.getByRole('button', { name: 'Add a line' }).click()
		await page.getByLabel('Name (line 1)').fill('Entrega')
		await page.getByLabel('Quantity (line 1)').fill('1')
		await page.getByLabel('Unit price in BRL (line 1)').fill('5,00')
		await page.getByRole('button', { name: 'Add a line' }).click()
		await expect(page.getByLabel('Name (line 1)')).toHaveValue('Entrega')
		await page.getByLabel('Name (line 2)').fill('Caixa de papelão')
		await page.getByLabel('Quantity (line 2)').fill('3')
		await page.getByLabel('Unit price in BRL (line 2)').fill('2,50')
		await page.getByRole('button', { name: 'Remove line 1' }).click()

		await expect(page.getByLabel('Name (line 2)')).toHaveCount(0)
		await expect(page.getByLabel('Name (line 1)')).toHaveValue('Caixa de papelão')
		await expect(page.getByLabel('Quantity (line 1)')).toHaveValue('3')
		await expect(page.getByLabel('Unit price in BRL (line 1)')).toHaveValue('2,50')
		await expect(page.getByLabel('Description')).toHaveValue('Encomenda')
		await expect(page.getByLabel('Order reference')).toHaveValue('PED-9')
		await expect(page.getByText('Total: R$7.50', { exact: true })).toBeVisible()

		await page.getByRole('button', { name: 'Save money in' }).click()
		const record = await recordOf(page, token, cashierId)
		expect(record).toMatchObject({ orderReferenceNumber: 'PED-9', total: 750 })
		expect(record.payments).toMatchObject([{ amount: 750, status: 'PAID' }])
	},
)

test(
	'a reference another record has is refused with the form kept',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Quitanda ${testInfo.project.name}`)
		await createRecord(token, cashierId, {
			input: true,
			issuedOn: dayFromToday(-1),
			total: 1000,
			orderReferenceNumber: '100',
		})
		await page.goto(`/cashier/${cashierId}/input`)
		// The next number is proposed.
		await expect(page.getByLabel('Order reference')).toHaveValue('101')
		await page.getByLabel('Order reference').fill('100')
		await page.getByLabel('Description').fill('Venda repetida')
		const taken = 'Another record of this cashier has this reference.'
		// With JavaScript, leaving the field asks the API.
		if (javaScriptEnabled) await expect(page.getByText(taken)).toBeVisible()
		await page.getByLabel('Total in BRL').fill('42,00')
		await save(page, 'Save money in')

		await expect(page.getByLabel('Order reference')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByText(taken)).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}/input\\?form=[0-9a-f-]{36}$`))
		await expect(page.getByLabel('Order reference')).toHaveValue('100')
		await expect(page.getByLabel('Description')).toHaveValue('Venda repetida')
		await expect(page.getByLabel('Total in BRL')).toHaveValue('42,00')

		await page.getByLabel('Order reference').fill('NF-7')
		await page.getByRole('button', { name: 'Save money in' }).click()
		const record = await recordOf(page, token, cashierId)
		expect(record).toMatchObject({ orderReferenceNumber: 'NF-7', total: 4200 })
	},
)

test(
	'a client created in place is chosen, with the form kept',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Ateliê ${testInfo.project.name}`)
		await page.goto(`/cashier/${cashierId}/input`)
		await page.getByLabel('Description').fill('Vestido sob medida')
		await page.getByLabel('Total in BRL').fill('300')
		await page.getByText('New client', { exact: true }).click()
		await page.getByLabel('Name of the new one').fill('Joana Lima')
		await page.getByRole('button', { name: 'Add this client' }).click()

		if (javaScriptEnabled) {
			await expect(page.getByText('Chosen: Joana Lima')).toBeVisible()
		} else {
			await expect(page.getByLabel('Client', { exact: true })).toHaveValue(/[0-9a-f-]{36}/)
			await expect(page.getByLabel('Client', { exact: true }).locator('option:checked')).toHaveText(
				'Joana Lima',
			)
		}
		await expect(page.getByLabel('Description')).toHaveValue('Vestido sob medida')
		await expect(page.getByLabel('Total in BRL')).toHaveValue('300')
		await expect(page.getByLabel('Name of the new one')).toHaveValue('')

		// Enter in a field saves the record (the form's default button), not a picker's search.
		await page.getByLabel('Total in BRL').press('Enter')
		const record = await recordOf(page, token, cashierId)
		expect(record.clientOrSupplier?.name).toBe('Joana Lima')
		expect(record.total).toBe(30000)
	},
)

test(
	'money out paid now moves the balance',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'olivia')
		const cashierId = await createLedgerCashier(token, `Oficina ${testInfo.project.name}`)
		await page.goto(`/cashier/${cashierId}/output`)
		await expect(page.getByRole('heading', { name: 'Money out' })).toBeVisible()
		await page.getByLabel('Description').fill('Conta de luz')
		await page.getByLabel('Total in BRL').fill('120,50')
		// The page fits a phone's width.
		await expectFits360(page)
		await expect(page.getByRole('radio', { name: 'Paid now' })).toBeChecked()
		await page.getByLabel('Method').selectOption('PIX')
		// A category: searched and chosen with the combobox, or from the select without JavaScript.
		if (javaScriptEnabled) {
			const category = page.getByRole('combobox', { name: 'Category' })
			await category.fill('a')
			await page.getByRole('listbox').getByRole('option').first().click()
			await expect(page.getByText(/^Chosen: /).first()).toBeVisible()
		} else {
			await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 })
		}
		await page.getByRole('button', { name: 'Save money out' }).click()
		const record = await recordOf(page, token, cashierId)
		expect(record).toMatchObject({ input: false, total: 12050, description: 'Conta de luz' })
		expect(record.payments).toMatchObject([{ amount: 12050, status: 'PAID' }])
		const cashier = await callLedgerApi<{ balance: number }>(token, 'GET', `/cashiers/${cashierId}`)
		expect(cashier.balance).toBe(-12050)
	},
)
