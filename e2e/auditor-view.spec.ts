import { type TestInfo } from '@playwright/test'
import { seedApi } from './stub-api/seed-api'
import { quickStart } from './stub-api/seed-portal'
import {
	apiOf,
	checkWithProfileMenu,
	filterBar as bar,
	seedThreeRecords,
	toast,
} from './support/audit'
import { expectNoAxeViolations, expectNoAxeViolationsWithMenuOpen } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { signIn } from './support/session'
import { expect, newWatchedContext, test, type Page } from './support/test'

// What the journey (auditor-journey.spec.ts) leaves out: the auditor's view and a
// record at 360 px and through axe with the menus open; the view is 404 to the cashier's owner and
// to a stranger; the auditor stops auditing in two steps. Stub and real, JavaScript on and off.
// Fabio owns the cashier, Davi audits it (the handshake seeded through the API), Bruno is a
// stranger to it.

/**
 * Fabio's cashier with three records (seedThreeRecords), audited by Davi (asked as Davi, accepted
 * as Fabio); Davi signed in to `page`'s context, Fabio in a second one.
 */
async function seedAuditedCashier(page: Page, testInfo: TestInfo, cashierName: string) {
	const ownerContext = await newWatchedContext(page.context().browser()!, {
		baseURL: testInfo.project.use.baseURL,
		javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
	})
	const owner = await signIn(ownerContext, testInfo, 'fabio')
	const auditor = await signIn(page.context(), testInfo, 'davi')
	const target = apiOf(testInfo)
	const api = seedApi(target, owner.token)
	const cashier = await quickStart(
		target,
		owner.token,
		`Auditada ${testInfo.project.name}`,
		cashierName,
	)
	const records = await seedThreeRecords(testInfo, owner.token, cashier)
	const auditorApi = seedApi(target, auditor.token)
	await auditorApi.post('/invites/cashiers', { cashierId: cashier.id })
	const base = `/units/${cashier.unit.id}/cashiers/${cashier.id}/auditors`
	const [request] = await api.get<Array<{ id: string }>>(base)
	if (!request) throw new Error('the request to audit is not listed')
	await api.post(`${base}/accept`, { inviteId: request.id })
	const ownerPage = await ownerContext.newPage()
	return { cashierId: cashier.id, records, ownerContext, ownerPage }
}

test('the view and a record at 360 px through axe, menus open; a stranger and the owner get 404', async ({
	page,
	javaScriptEnabled,
	browser,
}, testInfo) => {
	const { cashierId, records, ownerContext, ownerPage } = await seedAuditedCashier(
		page,
		testInfo,
		`Telefone ${testInfo.project.name}`,
	)
	// The auditor view is the auditor's alone: its owner reads the cashier's own pages.
	const ownView = await ownerPage.goto(`/auditor/cashier/${cashierId}`)
	expect(ownView?.status()).toBe(404)
	await ownerContext.close()
	const strangerContext = await newWatchedContext(browser, {
		baseURL: testInfo.project.use.baseURL,
		javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
	})
	await signIn(strangerContext, testInfo, 'bruno')
	const strangerPage = await strangerContext.newPage()
	const strangers = await strangerPage.goto(`/auditor/cashier/${cashierId}`)
	expect(strangers?.status()).toBe(404)
	await strangerContext.close()

	await page.setViewportSize({ width: 360, height: 740 })
	await page.goto(`/auditor/cashier/${cashierId}?myReaction=NONE`)
	await expect(bar(page)).toContainText('My reaction')
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await whenHydrated(page, javaScriptEnabled)
	await expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (page) =>
		javaScriptEnabled
			? bar(page).getByRole('button', { name: 'Filters' }).click()
			: bar(page).locator('summary').filter({ hasText: 'Filters' }).click(),
	)
	await page.goto(`/auditor/cashier/${cashierId}/inventory/${records['A-1']}`)
	await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible()
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await whenHydrated(page, javaScriptEnabled)
	await checkWithProfileMenu(page, javaScriptEnabled)
})

test('the auditor stops auditing in two steps: the portal’s auditors tab loses the cashier, and the view is a 404', async ({
	page,
	javaScriptEnabled,
}, testInfo) => {
	const name = `Deixado ${testInfo.project.name}`
	const { cashierId, ownerContext } = await seedAuditedCashier(page, testInfo, name)
	await ownerContext.close()
	const view = `/auditor/cashier/${cashierId}`
	await page.goto(view)
	await whenHydrated(page, javaScriptEnabled)
	// A slip takes nothing away: the first step only asks.
	await page.getByRole('link', { name: 'Stop auditing…' }).click()
	await expect(page.getByText(`Stop auditing ${name}?`)).toBeVisible()
	await expectNoAxeViolations(page, javaScriptEnabled)
	await page.getByRole('link', { name: 'Keep auditing' }).click()
	await expect(page.getByRole('link', { name: 'Stop auditing…' })).toBeVisible()

	await page.getByRole('link', { name: 'Stop auditing…' }).click()
	await page.getByRole('button', { name: 'Yes, stop auditing' }).click()
	await expect(toast(page, `You no longer audit ${name}`)).toBeVisible()
	await expect(page).toHaveURL(/\/\?tab=auditors$/)
	await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0)
	const gone = await page.goto(view)
	expect(gone?.status()).toBe(404)
})
