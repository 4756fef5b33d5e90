import { type BrowserContext, type TestInfo } from '@playwright/test'
import { seedApi } from './stub-api/seed-api'
import { apiOf } from './support/audit'
import { expectNoAxeViolations } from './support/axe'
import { createLedgerCashier } from './support/ledger-list'
import { expectFits360, whenHydrated } from './support/page-checks'
import { modeOf, signIn } from './support/session'
import { stubRow } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'
import { createTransferUnit, listTransfers } from './support/transfers'

// A record saved, then the browser's Back, then Save again must not make a second record (without
// JavaScript the page comes back from its loader, which would propose a fresh idempotency key and
// a fresh reference). A form view has one id in its address, which is its key: shown again
// after it saved, or posted again, it says it is saved and links to what it made; a browser that
// forgot it saved still sends the same key, which the API refuses for a second record. Stub and
// real API, JavaScript on and off; the records are counted by a word of the test's own. The new
// transfer's form and a partial payment's are views the same way.

/** The cashier a test records on: the stub's Back office (Iris's), or a new one of the test's. */
async function setUp(context: BrowserContext, testInfo: TestInfo) {
	const stub = modeOf(testInfo) === 'stub'
	const { token } = await signIn(context, testInfo, stub ? 'iris' : 'olivia')
	const cashierId = stub
		? stubRow('backOffice')
		: await createLedgerCashier(token, `Doceria ${testInfo.project.name}`)
	const api = seedApi(apiOf(testInfo), token)
	/** The cashier's records holding `word`. */
	const recordsWith = (word: string) =>
		api.get<Array<{ id: string }>>(`/cashiers/${cashierId}/inventories?text=${word}`)
	const reference = async (recordId: string) =>
		(
			await api.get<{ orderReferenceNumber: string }>(
				`/cashiers/${cashierId}/inventories/${recordId}`,
			)
		).orderReferenceNumber
	return { cashierId, api, recordsWith, reference }
}

/** A word no other test writes, to find this test's records by. */
function wordOf(testInfo: TestInfo) {
	return `bk${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`
}

/**
 * Fills the form with the test's word, under a reference of its own: the proposed one may be
 * taken meanwhile by another test recording on the stub's cashier.
 */
async function fillRecord(page: Page, word: string, javaScriptEnabled: boolean, reference = word) {
	await expect(page.getByRole('heading', { name: 'Money in' })).toBeVisible()
	await whenHydrated(page, javaScriptEnabled)
	await page.getByLabel('Order reference').fill(reference)
	await page.getByLabel('Description').fill(`Encomenda ${word}`)
	await page.getByLabel('Total in BRL').fill('12.34')
}

/** Saves the form in front of `page` and answers the id of the record it opened. */
async function saveRecord(page: Page, cashierId: string) {
	await page.getByRole('button', { name: 'Save money in' }).click()
	await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}/inventory/[0-9a-f-]{36}$`))
	return new URL(page.url()).pathname.split('/').pop() ?? ''
}

/** The page says the form is saved, links to the record, and offers no second save. */
async function expectSavedAs(page: Page, cashierId: string, recordId: string, reference: string) {
	await expect(page.getByRole('heading', { name: 'Money in' })).toBeVisible()
	await expect(page.getByText(`This form is already saved: money in #${reference}.`)).toBeVisible()
	await expect(
		page.getByRole('link', { name: `Open money in #${reference}`, exact: true }),
	).toHaveAttribute('href', `/cashier/${cashierId}/inventory/${recordId}`)
	await expect(page.getByRole('link', { name: 'Record another money in' })).toHaveAttribute(
		'href',
		`/cashier/${cashierId}/input`,
	)
	await expect(page.getByRole('button', { name: 'Save money in' })).toHaveCount(0)
}

test('saved, then Back: the form says it is saved and links to the record, no second save offered', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const { cashierId, recordsWith, reference } = await setUp(context, testInfo)
	const word = wordOf(testInfo)
	await page.goto(`/cashier/${cashierId}/input`)
	await fillRecord(page, word, javaScriptEnabled)
	const recordId = await saveRecord(page, cashierId)

	await page.goBack()
	await expectSavedAs(page, cashierId, recordId, await reference(recordId))
	expect(await recordsWith(word)).toHaveLength(1)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await expectFits360(page)

	// "Record another" is a new form view, with a key of its own.
	await page.getByRole('link', { name: 'Record another money in' }).click()
	await fillRecord(page, word, javaScriptEnabled, `${word}-2`)
	const second = await saveRecord(page, cashierId)
	expect(second).not.toBe(recordId)
	expect(await recordsWith(word)).toHaveLength(2)
})

test('the same form view posted again after it saved (a page Back restored, a second tab) makes nothing and says so', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const { cashierId, recordsWith, reference } = await setUp(context, testInfo)
	const word = wordOf(testInfo)
	await page.goto(`/cashier/${cashierId}/input`)
	const restored = await context.newPage()
	await restored.goto(page.url())
	await fillRecord(page, word, javaScriptEnabled)
	await fillRecord(restored, word, javaScriptEnabled)
	const recordId = await saveRecord(page, cashierId)

	await restored.getByRole('button', { name: 'Save money in' }).click()
	await expectSavedAs(restored, cashierId, recordId, await reference(recordId))
	expect(await recordsWith(word)).toHaveLength(1)
})

test('a browser that forgot it saved the form still sends its key: the API refuses a second record, and the page says the form is saved', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const { cashierId, recordsWith } = await setUp(context, testInfo)
	const word = wordOf(testInfo)
	await page.goto(`/cashier/${cashierId}/input`)
	await fillRecord(page, word, javaScriptEnabled)
	await saveRecord(page, cashierId)
	await context.clearCookies({ name: /saved_forms/ })

	// The form comes back with a new proposed reference (another one typed, as the stub's next
	// may be taken): other values under the same key.
	await page.goBack()
	await fillRecord(page, word, javaScriptEnabled, `${word}-2`)
	await page.getByRole('button', { name: 'Save money in' }).click()
	await expect(
		page.getByText('This form is already saved, with other values: nothing more was saved.'),
	).toBeVisible()
	await expect(
		page.getByRole('link', { name: 'Open the records of this cashier' }),
	).toHaveAttribute('href', `/cashier/${cashierId}`)
	expect(await recordsWith(word)).toHaveLength(1)
})

test('a transfer saved, then Back: the form says it is saved and links to it; a browser that forgot makes none either', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const { token } = await signIn(context, testInfo, 'fabio')
	const { unitId } = await createTransferUnit(testInfo, token, `Volta ${testInfo.project.name}`)
	const fill = async (amount: string) => {
		await expect(page.getByRole('heading', { name: 'New transfer' })).toBeVisible()
		await whenHydrated(page, javaScriptEnabled)
		await page.getByLabel('Amount in BRL').fill(amount)
		await page.getByLabel('From cashier').selectOption({ label: 'Caixa da loja' })
		await page.getByLabel('To cashier').selectOption({ label: 'Cofre' })
		await page.getByRole('button', { name: 'Save transfer' }).click()
	}
	await page.goto(`/unit/${unitId}/transfer/new`)
	await fill('150,00')
	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/transfer/[0-9a-f-]{36}$`))
	const transferPath = new URL(page.url()).pathname

	await page.goBack()
	await expect(
		page.getByText('This form is already saved: R$150.00 from Caixa da loja to Cofre.'),
	).toBeVisible()
	await expect(
		page.getByRole('link', { name: 'Open the transfer of R$150.00 from Caixa da loja to Cofre' }),
	).toHaveAttribute('href', transferPath)
	await expect(page.getByRole('button', { name: 'Save transfer' })).toHaveCount(0)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await expectFits360(page)

	// Forgotten by this browser, the view is a form again; saved with other values under its key,
	// the API refuses it and the page says the form is saved.
	await context.clearCookies({ name: /saved_forms/ })
	await page.reload()
	await fill('160,00')
	await expect(
		page.getByText('This form is already saved, with other values: nothing more was saved.'),
	).toBeVisible()
	await expect(page.getByRole('link', { name: "Open the unit's transfers" })).toHaveAttribute(
		'href',
		`/unit/${unitId}/transfer`,
	)
	expect(await listTransfers(testInfo, token, unitId)).toHaveLength(1)
})

test('a partial payment saved, then Back: the form says so and pays nothing twice; a browser that forgot pays none either', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const { cashierId, api } = await setUp(context, testInfo)
	const word = wordOf(testInfo)
	// A sale of the test's own in three installments of R$100.00.
	const sale = await api.post<{ payments: Array<{ id: string }> }>(
		`/cashiers/${cashierId}/inventories`,
		{
			input: true,
			issuedOn: '2025-01-10',
			total: 30_000,
			description: `Encomenda ${word}`,
			orderReferenceNumber: word,
			installments: { count: 3, firstDueDate: '2025-02-10', every: 'MONTH' },
		},
	)
	const installmentId = sale.payments[0]?.id ?? ''
	const partsPaid = async () =>
		(
			await api.get<Array<{ amount: number }>>(
				`/cashiers/${cashierId}/payments/${installmentId}/children`,
			)
		).map((part) => part.amount)
	const pay = async (amount: string) => {
		await expect(page.getByRole('heading', { name: 'Pay part of payment 1 of 3' })).toBeVisible()
		await whenHydrated(page, javaScriptEnabled)
		await page.getByLabel('Amount', { exact: true }).fill(amount)
		await page.getByRole('button', { name: 'Record partial payment' }).click()
	}
	const installmentPath = `/cashier/${cashierId}/payment/${installmentId}`
	await page.goto(`${installmentPath}/partial`)
	await expect(page).toHaveURL(/\/partial\?form=[0-9a-f-]{36}$/)
	await pay('40.00')
	await expect(page).toHaveURL(new RegExp(`${installmentPath}$`))

	await page.goBack()
	await expect(
		page.getByText('This form is already saved: a partial payment of R$40.00.'),
	).toBeVisible()
	await expect(page.getByRole('link', { name: 'Open payment 1 of 3' })).toHaveAttribute(
		'href',
		installmentPath,
	)
	await expect(page.getByRole('button', { name: 'Record partial payment' })).toHaveCount(0)
	expect(await partsPaid()).toEqual([4_000])
	await expectNoAxeViolations(page, javaScriptEnabled)
	await expectFits360(page)

	// Forgotten by this browser, the view is a form again; paid with other values under its key,
	// the API refuses it and the page says the form is saved.
	await context.clearCookies({ name: /saved_forms/ })
	await page.reload()
	await pay('25.00')
	await expect(
		page.getByText('This form is already saved, with other values: nothing more was paid.'),
	).toBeVisible()
	expect(await partsPaid()).toEqual([4_000])
})
