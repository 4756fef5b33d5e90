import { type TestInfo } from '@playwright/test'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { overHttp, seedApi } from './stub-api/seed-api'
import { expectNoAxeViolations } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { E2E } from './support/servers'
import { modeOf, signIn } from './support/session'
import { expect, test, type Page } from './support/test'
import { createTransferUnit } from './support/transfers'

// Who may move money: a collaborator of two cashiers of a unit (not of the unit) moves money
// between them on the unit's transfer screens, reached from their cashier's menu; they see only
// the transfers between their own cashiers, and every other screen of the unit stays a 404 to
// them. Stub and real, JavaScript on and off; Carla is the collaborator (no stub test reads her
// cashiers), Fabio the owner.

const balance = (page: Page) => page.getByTestId('cashier-balance')
const listOf = (page: Page) => page.getByRole('list', { name: /^Transfers of / })
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Main' })

function apiOf(testInfo: TestInfo) {
	return overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl)
}

/**
 * The transfer unit (Main till, Caixa da loja and Cofre) of the owner, with Carla, signed in last
 * (her cookie replaces the owner's), a collaborator of Caixa da loja and Cofre alone; and today in
 * the unit's zone.
 */
async function seedCollaboratorOfTwo(page: Page, testInfo: TestInfo, unitName: string) {
	const context = page.context()
	const owner = await signIn(context, testInfo, 'fabio')
	const carla = await signIn(context, testInfo, 'carla')
	const unit = await createTransferUnit(testInfo, owner.token, unitName)
	const api = seedApi(apiOf(testInfo), owner.token)
	for (const cashierId of [unit.shopId, unit.safeId]) {
		await api.post(`/units/${unit.unitId}/cashiers/${cashierId}/collaborators`, {
			profileId: carla.profile.id,
		})
	}
	const cashiers = await api.get<Array<{ id: string; name: string }>>(
		`/units/${unit.unitId}/cashiers`,
	)
	const main = cashiers.find((cashier) => cashier.name === 'Main till')
	if (!main) throw new Error('the quick start made no Main till')
	const { timezone } = await api.get<{ timezone: string }>(`/units/${unit.unitId}`)
	return { api, ...unit, mainId: main.id, today: calendarDateIn(Date.now(), timezone) }
}

test("a collaborator of two cashiers transfers between them from the cashier's menu, and sees no other screen of the unit", async ({
	page,
	javaScriptEnabled,
}, testInfo) => {
	const unitName = `Colaboradora ${testInfo.project.name}`
	const { api, unitId, shopId, safeId, mainId, today } = await seedCollaboratorOfTwo(
		page,
		testInfo,
		unitName,
	)
	// The owner's transfer from a cashier she does not write: not hers to see.
	const { id: othersId } = await api.post<{ id: string }>(`/units/${unitId}/internal-transfers`, {
		fromCashierId: mainId,
		toCashierId: safeId,
		amount: 2_500,
		transferredOn: today,
		description: 'Do caixa principal',
	})

	await page.goto(`/cashier/${shopId}`)
	await whenHydrated(page, javaScriptEnabled)
	await menuOf(page).getByRole('link', { name: 'Transfers', exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/transfer$`))
	await expect(page.getByRole('heading', { name: 'Transfers', level: 1 })).toBeVisible()
	// The unit is a name in the breadcrumb: its x-ray is not hers.
	const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
	await expect(breadcrumb).toContainText(unitName)
	await expect(breadcrumb.getByRole('link', { name: unitName })).toHaveCount(0)
	await expect(page.getByText("No transfers between this unit's cashiers yet.")).toBeVisible()

	await page.getByRole('link', { name: 'New transfer' }).click()
	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/transfer/new\\?form=[0-9a-f-]{36}$`))
	// Her two cashiers, not the unit's third.
	const from = page.getByLabel('From cashier')
	await expect(from.getByRole('option', { name: 'Caixa da loja' })).toHaveCount(1)
	await expect(from.getByRole('option', { name: 'Cofre' })).toHaveCount(1)
	await expect(from.getByRole('option', { name: 'Main till' })).toHaveCount(0)
	await page.getByLabel('Amount in BRL').fill('150,00')
	await page.getByLabel('Description').fill('Troco para o cofre')
	await from.selectOption({ label: 'Caixa da loja' })
	await page.getByLabel('To cashier').selectOption({ label: 'Cofre' })
	await page.getByRole('button', { name: 'Save transfer' }).click()

	await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/transfer/[0-9a-f-]{36}$`))
	await expect(
		page
			.getByRole('status')
			.filter({ hasText: 'Transfer of R$150.00 from Caixa da loja to Cofre saved' }),
	).toBeVisible()
	await expect(page.getByText('Troco para o cofre')).toBeVisible()

	// The list: hers alone, with its total.
	await page.getByRole('link', { name: 'All transfers' }).click()
	await expect(listOf(page).getByRole('listitem')).toHaveCount(1)
	await expect(listOf(page).getByRole('link', { name: 'Caixa da loja → Cofre' })).toBeVisible()
	await expect(page.getByTestId('transfer-totals')).toContainText('1 transfer, R$150.00 in all')

	await page.goto(`/cashier/${shopId}`)
	await expect(balance(page)).toContainText('R$850.00')
	await page.goto(`/cashier/${safeId}`)
	await expect(balance(page)).toContainText('R$1,175.00')

	// The owner's transfer, and every other screen of the unit, are not found.
	for (const path of [
		`/transfer/${othersId}`,
		'',
		'/settings',
		'/inventory',
		'/cogs',
		'/category',
		'/cashier',
	]) {
		const response = await page.goto(`/unit/${unitId}${path}`)
		expect(response?.status(), path || 'the x-ray').toBe(404)
	}
})

test('the transfer menu entry and screens, for a collaborator of one cashier: none', async ({
	page,
	context,
}, testInfo) => {
	const owner = await signIn(context, testInfo, 'fabio')
	const carla = await signIn(context, testInfo, 'carla')
	const { unitId, shopId } = await createTransferUnit(
		testInfo,
		owner.token,
		`Só um ${testInfo.project.name}`,
	)
	await seedApi(apiOf(testInfo), owner.token).post(
		`/units/${unitId}/cashiers/${shopId}/collaborators`,
		{ profileId: carla.profile.id },
	)
	await page.goto(`/cashier/${shopId}`)
	await expect(menuOf(page).getByRole('link', { name: 'Records' })).toBeVisible()
	await expect(menuOf(page).getByRole('link', { name: 'Transfers' })).toHaveCount(0)
	for (const path of ['', '/new', '/cashiers?query=cof']) {
		const response = await page.goto(`/unit/${unitId}/transfer${path}`)
		expect(response?.status(), path).toBe(404)
	}
})

test("the cashier's menu with its transfer entry and her transfer list, on a 360 px phone, through axe", async ({
	page,
	javaScriptEnabled,
}, testInfo) => {
	const { unitId, shopId, safeId } = await seedCollaboratorOfTwo(
		page,
		testInfo,
		`Telefone ${testInfo.project.name}`,
	)
	await page.setViewportSize({ width: 360, height: 740 })
	await page.goto(`/cashier/${shopId}`)
	await expect(menuOf(page).getByRole('link', { name: 'Transfers' })).toHaveAttribute(
		'href',
		`/unit/${unitId}/transfer`,
	)
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)

	// The list's cashier picker searches her cashiers (Cofre), the filter restored from the URL.
	await page.goto(`/unit/${unitId}/transfer?toCashierId=${safeId}`)
	await expect(page.getByText('No transfer matches these filters.')).toBeVisible()
	await expect(page.getByRole('search', { name: 'Filters' })).toContainText('Cofre')
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	const found = await page.context().request.get(`/unit/${unitId}/transfer/cashiers?query=cof`)
	expect(await found.json()).toEqual([{ id: safeId, label: 'Cofre' }])
})
