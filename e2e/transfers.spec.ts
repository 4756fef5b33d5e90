import { expectNoAxeViolations, expectNoAxeViolationsWithMenuOpen } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'
import { createTransfer, createTransferUnit, listTransfers } from './support/transfers'

// Internal transfers: 150,00 from one cashier to another moves both balances
// and shows in both cashiers' record lists, the list shows it with its total, and deleting it
// (two steps) moves both back. JavaScript on
// and off, stub and real, each test on a unit of its own. Every page, menus open too, is checked
// at 360 px and through axe in tests of their own, so the journeys run at their own pace.

const balance = (page: Page) => page.getByTestId('cashier-balance')
const listOf = (page: Page) => page.getByRole('list', { name: /^Transfers of / })
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save transfer' })
const sameCashierError = 'Choose a cashier other than the one the money leaves.'

/** The cashier's page: its balance, and in its record list the transfer's row, or none. */
async function expectBook(
	page: Page,
	cashierId: string,
	amount: string,
	transfer: { link: string; signed: string } | null,
) {
	await page.goto(`/cashier/${cashierId}`)
	await expect(balance(page)).toContainText(amount)
	const records = page.getByRole('list', { name: /^Records of / })
	if (transfer) {
		const row = records.getByRole('listitem').filter({ hasText: transfer.link })
		await expect(row).toHaveCount(1)
		await expect(row.getByRole('link', { name: transfer.link, exact: true })).toBeVisible()
		await expect(row).toContainText(transfer.signed)
		await expect(row).toContainText('Internal transfer')
		await expect(row).toContainText('Troco para o cofre')
	} else {
		await expect(page.getByRole('link', { name: /^Transfer (to|from) / })).toHaveCount(0)
	}
}

test('a transfer of 150,00 moves both balances, shows in the list with its total, and deleting it moves them back', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	const { token } = await signIn(context, testInfo, 'fabio')
	const { unitId, shopId, safeId } = await createTransferUnit(
		testInfo,
		token,
		`Transferências ${testInfo.project.name}`,
	)

	await page.goto(`/unit/${unitId}/transfer`)
	await expect(page.getByRole('heading', { name: 'Transfers', level: 1 })).toBeVisible()
	await expect(page.getByText("No transfers between this unit's cashiers yet.")).toBeVisible()
	// With JavaScript, the form is then the page's own, not a plain load raced by hydration.
	await whenHydrated(page, javaScriptEnabled)

	await page.getByRole('link', { name: 'New transfer' }).click()
	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/transfer/new\\?form=[0-9a-f-]{36}$`))
	await expect(page.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
	await page.getByLabel('Amount in BRL').fill('150,00')
	await page.getByLabel('Description').fill('Troco para o cofre')
	await page.getByLabel('From cashier').selectOption({ label: 'Caixa da loja' })
	const to = page.getByLabel('To cashier')
	if (javaScriptEnabled) {
		// The destinations leave out the source.
		await expect(to.getByRole('option', { name: 'Caixa da loja' })).toHaveCount(0)
		await expect(to.getByRole('option', { name: 'Cofre' })).toHaveCount(1)
	} else {
		// Without JavaScript both lists offer every cashier: the API refuses the same one twice,
		// on the destination, and what was typed stays.
		await to.selectOption({ label: 'Caixa da loja' })
		await saveButton(page).click()
		await expect(page.getByText(sameCashierError)).toBeVisible()
		await expect(page.getByLabel('Amount in BRL')).toHaveValue('150,00')
		await expect(page.getByLabel('Description')).toHaveValue('Troco para o cofre')
		await expect(page.getByLabel('From cashier')).toHaveValue(shopId)
	}
	await to.selectOption({ label: 'Cofre' })
	await saveButton(page).click()

	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/transfer/[0-9a-f-]{36}$`))
	await expect(
		page
			.getByRole('status')
			.filter({ hasText: 'Transfer of R$150.00 from Caixa da loja to Cofre saved' }),
	).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Transfer', level: 1 })).toBeVisible()
	await expect(page.getByText('Troco para o cofre')).toBeVisible()
	const transferUrl = page.url()
	expect(await listTransfers(testInfo, token, unitId)).toMatchObject([{ amount: 15_000 }])

	// Both cashiers' books: the balance, and the transfer as a row of each record list, out of
	// one and into the other; the row leads to the transfer.
	await expectBook(page, shopId, 'R$850.00', { link: 'Transfer to Cofre', signed: '−R$150.00' })
	await expectBook(page, safeId, 'R$1,150.00', {
		link: 'Transfer from Caixa da loja',
		signed: '+R$150.00',
	})
	await page.getByRole('link', { name: 'Transfer from Caixa da loja', exact: true }).click()
	await expect(page).toHaveURL(transferUrl)

	// The list: the row and the total of what the filters keep.
	await page.goto(`/unit/${unitId}/transfer`)
	await expect(listOf(page).getByRole('listitem')).toHaveCount(1)
	await expect(listOf(page).getByRole('link', { name: 'Caixa da loja → Cofre' })).toBeVisible()
	await expect(listOf(page)).toContainText('R$150.00')
	await expect(listOf(page)).toContainText('Troco para o cofre')
	await expect(page.getByTestId('transfer-totals')).toHaveText('1 transfer, R$150.00 in all')
	// Filtered by the cashier the money left: none out of the safe.
	await page.goto(`/unit/${unitId}/transfer?fromCashierId=${safeId}`)
	await expect(page.getByText('No transfer matches these filters.')).toBeVisible()
	await expect(page.getByTestId('transfer-totals')).toHaveText('0 transfers, R$0.00 in all')
	await page.goto(`/unit/${unitId}/transfer?toCashierId=${safeId}`)
	await expect(listOf(page).getByRole('listitem')).toHaveCount(1)
	await expect(page.getByTestId('transfer-totals')).toHaveText('1 transfer, R$150.00 in all')

	// Delete it, in two steps.
	await page.goto(transferUrl)
	await whenHydrated(page, javaScriptEnabled)
	await page.getByRole('link', { name: 'Delete' }).click()
	await expect(page.getByText('Delete this transfer?')).toBeVisible()
	await page.getByRole('button', { name: 'Yes, delete' }).click()
	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/transfer$`))
	await expect(
		page.getByRole('status').filter({ hasText: 'Transfer of R$150.00 deleted' }),
	).toBeVisible()
	await expect(page.getByText("No transfers between this unit's cashiers yet.")).toBeVisible()
	expect(await listTransfers(testInfo, token, unitId)).toEqual([])

	await expectBook(page, shopId, 'R$1,000.00', null)
	await expectBook(page, safeId, 'R$1,000.00', null)
})

test.describe('on a 360 px phone, through axe', () => {
	test.use({ viewport: { width: 360, height: 740 } })

	/** Nothing is wider than the phone, and axe finds nothing there. */
	async function expectPhoneReady(page: Page, javaScriptEnabled: boolean) {
		await expectFits360(page)
		await expectNoAxeViolations(page, javaScriptEnabled)
	}

	test('the list, empty and with a transfer, its profile and filters menus open too, and its rows in the record lists', async ({
		page,
		context,
		javaScriptEnabled,
	}, testInfo) => {
		const { token } = await signIn(context, testInfo, 'fabio')
		const { unitId, shopId, safeId, today } = await createTransferUnit(
			testInfo,
			token,
			`Telas da lista ${testInfo.project.name}`,
		)

		await page.goto(`/unit/${unitId}/transfer`)
		await expect(page.getByText("No transfers between this unit's cashiers yet.")).toBeVisible()
		await expectPhoneReady(page, javaScriptEnabled)
		// The profile menu: a Radix button with JavaScript, a <summary> without.
		await whenHydrated(page, javaScriptEnabled)
		await expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (on) =>
			(javaScriptEnabled
				? on.getByRole('banner').getByRole('button', { name: 'Open profile menu' })
				: on.getByRole('banner').locator('summary')
			).click(),
		)

		await createTransfer(testInfo, token, unitId, {
			fromCashierId: shopId,
			toCashierId: safeId,
			amount: 15_000,
			transferredOn: today,
			description: 'Troco para o cofre',
		})
		await page.goto(`/unit/${unitId}/transfer?toCashierId=${safeId}`)
		await expect(listOf(page).getByRole('listitem')).toHaveCount(1)
		await expectPhoneReady(page, javaScriptEnabled)
		await whenHydrated(page, javaScriptEnabled)
		await expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (on) => {
			const bar = on.getByRole('search', { name: 'Filters' })
			return (
				javaScriptEnabled
					? bar.getByRole('button', { name: 'Filters' })
					: bar.locator('summary').filter({ hasText: 'Filters' })
			).click()
		})

		// The transfer's row in each cashier's record list.
		for (const cashierId of [shopId, safeId]) {
			await page.goto(`/cashier/${cashierId}`)
			await expect(page.getByRole('link', { name: /^Transfer (to|from) / })).toHaveCount(1)
			await expectPhoneReady(page, javaScriptEnabled)
		}
	})

	test('the form (refused, without JavaScript), a saved transfer with its notice, its delete step', async ({
		page,
		context,
		javaScriptEnabled,
	}, testInfo) => {
		const { token } = await signIn(context, testInfo, 'fabio')
		const { unitId } = await createTransferUnit(
			testInfo,
			token,
			`Telas do formulário ${testInfo.project.name}`,
		)

		await page.goto(`/unit/${unitId}/transfer/new`)
		await whenHydrated(page, javaScriptEnabled)
		await page.getByLabel('Amount in BRL').fill('150,00')
		await page.getByLabel('Description').fill('Troco para o cofre')
		await page.getByLabel('From cashier').selectOption({ label: 'Caixa da loja' })
		const to = page.getByLabel('To cashier')
		if (!javaScriptEnabled) {
			// The same cashier twice, refused on the destination: the page with its error.
			await to.selectOption({ label: 'Caixa da loja' })
			await saveButton(page).click()
			await expect(page.getByText(sameCashierError)).toBeVisible()
		}
		await expectPhoneReady(page, javaScriptEnabled)
		await to.selectOption({ label: 'Cofre' })
		await saveButton(page).click()

		await expect(
			page
				.getByRole('status')
				.filter({ hasText: 'Transfer of R$150.00 from Caixa da loja to Cofre saved' }),
		).toBeVisible()
		await expectPhoneReady(page, javaScriptEnabled)

		await page.getByRole('link', { name: 'Delete' }).click()
		await expect(page.getByText('Delete this transfer?')).toBeVisible()
		await expectPhoneReady(page, javaScriptEnabled)
	})
})

test("the owner's cashier pickers, and a stranger's 404 on every transfer page", async ({
	page,
	context,
}, testInfo) => {
	const owner = await signIn(context, testInfo, 'fabio')
	const { unitId, safeId } = await createTransferUnit(
		testInfo,
		owner.token,
		`Alheia ${testInfo.project.name}`,
	)
	// The list's cashier pickers search the unit's cashiers by name.
	const search = `/unit/${unitId}/transfer/cashiers?query=cof&offset=0&limit=10`
	const found = await context.request.get(search)
	expect(await found.json()).toEqual([{ id: safeId, label: 'Cofre' }])
	// An unknown transfer of one's own unit is a 404 too.
	const missing = await page.goto(`/unit/${unitId}/transfer/00000000-0000-4000-8000-000000000000`)
	expect(missing?.status()).toBe(404)
	// Someone else, signed in after: the unit is not theirs.
	await signIn(context, testInfo, 'iris')
	for (const path of ['', '/new', `/cashiers?query=cof`]) {
		const response = await page.goto(`/unit/${unitId}/transfer${path}`)
		expect(response?.status(), path).toBe(404)
	}
})

test(
	'the form posted twice with its key makes one transfer',
	{ tag: '@js-only' },
	async ({ page, context, baseURL }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'fabio')
		const { unitId, shopId, safeId } = await createTransferUnit(
			testInfo,
			token,
			`Duas vezes ${testInfo.project.name}`,
		)
		await page.goto(`/unit/${unitId}/transfer/new`)
		const key = await page.locator('input[name="idempotencyKey"]').inputValue()
		expect(key).toMatch(/^[0-9a-f-]{36}$/)
		// As a browser without JavaScript posts it, twice (a double click, a resend).
		const post = () =>
			context.request.post(`/unit/${unitId}/transfer/new`, {
				headers: { Origin: baseURL ?? '' },
				maxRedirects: 0,
				form: {
					idempotencyKey: key,
					amount: '150,00',
					transferredOn: '2026-01-05',
					fromCashierId: shopId,
					toCashierId: safeId,
					description: '',
				},
			})
		const first = await post()
		expect(first.status()).toBe(302)
		expect(first.headers().location).toMatch(new RegExp(`^/unit/${unitId}/transfer/[0-9a-f-]{36}$`))
		// This browser now knows the view is saved: its page says so, and nothing reaches the API.
		const second = await post()
		expect(second.status()).toBe(302)
		expect(second.headers().location).toBe(`/unit/${unitId}/transfer/new?form=${key}`)
		// A browser that forgot it still sends the key: the API answers the first transfer.
		await context.clearCookies({ name: /saved_forms/ })
		const third = await post()
		expect(third.status()).toBe(302)
		expect(third.headers().location).toBe(first.headers().location)
		expect(await listTransfers(testInfo, token, unitId)).toHaveLength(1)
	},
)
