import { createLedgerCashier } from './support/ledger-list'
import { modeOf, signIn } from './support/session'
import { stubRow } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'
import { type BrowserContext, type TestInfo } from '@playwright/test'

// The record form's validation (zod) is fetched when someone reaches for the
// form, not with the page (use-record-form-validation.ts). Conform's intents pressed before it is
// in ("Add a line") are held and applied once it is; after it, a bad value is refused in the
// browser. JavaScript only (without it the server does all of this, ledger-record-form.spec.ts);
// the stub's "Back office" or a new cashier of the real API, nothing saved.

const VALIDATION_CHUNK = /\/build\/_shared\/record-form-validation-[A-Z0-9]+\.js$/

async function openMoneyIn(page: Page, context: BrowserContext, testInfo: TestInfo) {
	let cashierId: string
	if (modeOf(testInfo) === 'stub') {
		await signIn(context, testInfo, 'iris')
		cashierId = stubRow('backOffice')
	} else {
		const { token } = await signIn(context, testInfo, 'olivia')
		cashierId = await createLedgerCashier(token, `Empório ${testInfo.project.name}`)
	}
	// Every post the page makes to its own routes (the reference check is a GET).
	const posts: string[] = []
	page.on('request', (request) => {
		if (request.method() === 'POST' && request.url().includes('/cashier/'))
			posts.push(request.url())
	})
	await page.goto(`/cashier/${cashierId}/input`)
	await expect(page.getByRole('heading', { name: 'Money in' })).toBeVisible()
	// Hydrated (the pickers are comboboxes only then): what is checked here is the browser's
	// handling, not a click landing while React takes the page over.
	await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible()
	return posts
}

/** Holds the validation's file until `release` is called. */
async function holdValidation(page: Page) {
	let release = () => {}
	const released = new Promise<void>((resolve) => (release = resolve))
	const asked = page.waitForRequest(VALIDATION_CHUNK)
	await page.route(VALIDATION_CHUNK, async (route) => {
		await released
		await route.continue()
	})
	return { asked, release }
}

test(
	'"Add a line" pressed before the validation is in is held, then applied with what was typed meanwhile kept; later it applies at once',
	{ tag: '@js-only' },
	async ({ page, context }, testInfo) => {
		const validation = await holdValidation(page)
		const posts = await openMoneyIn(page, context, testInfo)

		await page.getByRole('button', { name: 'Add a line' }).click()
		await validation.asked
		await page.getByLabel('Description').fill('Typed while it loads')
		await page.getByRole('button', { name: 'Add a line' }).click()
		// Held: no line yet, and nothing posted.
		await expect(page.getByLabel('Name (line 1)')).toHaveCount(0)
		expect(posts).toEqual([])

		validation.release()
		await expect(page.getByLabel('Name (line 2)')).toBeVisible()
		await expect(page.getByLabel('Name (line 1)')).toBeVisible()
		await expect(page.getByLabel('Quantity (line 1)')).toHaveValue('1')
		await expect(page.getByLabel('Description')).toHaveValue('Typed while it loads')

		// Once it is in, a line is added and removed in place.
		await page.getByLabel('Name (line 1)').fill('Entrega')
		await page.getByRole('button', { name: 'Add a line' }).click()
		await expect(page.getByLabel('Name (line 3)')).toBeVisible()
		await page.getByRole('button', { name: 'Remove line 2' }).click()
		await expect(page.getByLabel('Name (line 3)')).toHaveCount(0)
		await expect(page.getByLabel('Name (line 1)')).toHaveValue('Entrega')
		expect(posts).toEqual([])
	},
)

test(
	'a bad value typed once the validation is in is refused in the browser, without a post, its error shown',
	{ tag: '@js-only' },
	async ({ page, context }, testInfo) => {
		const loaded = page.waitForResponse(VALIDATION_CHUNK)
		const posts = await openMoneyIn(page, context, testInfo)
		await page.getByRole('button', { name: 'Add a line' }).click()
		await loaded
		// A line shown and nothing posted: the module is in (a held intent waits for it).
		await expect(page.getByLabel('Name (line 1)')).toBeVisible()
		await page.getByLabel('Name (line 1)').fill('Entrega')
		await page.getByLabel('Quantity (line 1)').fill('dois')
		await page.getByLabel('Unit price in BRL (line 1)').fill('5,00')
		await page.getByRole('button', { name: 'Save money in' }).click()

		await expect(page.getByText('Type a quantity like 1,5 or 1.5.')).toBeVisible()
		await expect(page.getByLabel('Quantity (line 1)')).toHaveAttribute('aria-invalid', 'true')
		await expect(page).toHaveURL(/\/input\?form=[0-9a-f-]{36}$/)
		expect(posts).toEqual([])
	},
)

test(
	'when the validation cannot be fetched, a held "Add a line" goes to the server, which adds it',
	{ tag: '@js-only' },
	async ({ page, context }, testInfo) => {
		await page.route(VALIDATION_CHUNK, (route) => route.abort())
		const posts = await openMoneyIn(page, context, testInfo)
		await page.getByRole('button', { name: 'Add a line' }).click()
		await expect(page.getByLabel('Name (line 1)')).toBeVisible()
		expect(posts).toHaveLength(1)
	},
)
