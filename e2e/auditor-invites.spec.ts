import { type TestInfo } from '@playwright/test'
import { overHttp, seedApi } from './stub-api/seed-api'
import { quickStart } from './stub-api/seed-portal'
import { expectNoAxeViolations, expectNoAxeViolationsWithMenuOpen } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { E2E } from './support/servers'
import { modeOf, signIn } from './support/session'
import { emailedAccessLink, uniqueEmail } from './support/sign-in'
import { stubManifest } from './support/stub-fixtures'
import { clientAddressOf, expect, newWatchedContext, test, type Page } from './support/test'

// Issue 16 item 1, the handshake: the owner shares the cashier's invite link from its settings;
// someone signs in through it and asks to audit the cashier; the owner accepts, and the cashier is
// on their portal's auditors tab; the owner removes them, and it is gone from the tab and its
// auditor view is a 404. Stub and real, JavaScript on and off. Fabio owns the cashiers; who signs
// in through the link is a person of this test's own (signing in by e-mail reads the latest link
// sent to their address, which no other test may share); Davi asks through the API.

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const auditors = (page: Page, cashierName: string) =>
	page.getByRole('list', { name: `Auditors and requests of ${cashierName}` })

function apiOf(testInfo: TestInfo) {
	return overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl)
}

/** Someone with an account of their own, not signed in anywhere yet. */
async function newPerson(testInfo: TestInfo, name: string, surname: string) {
	const { mintRealSession, mintStubSession } = await import('./support/databases')
	const input = { name, surname, email: uniqueEmail(testInfo, name.toLowerCase()) }
	return modeOf(testInfo) === 'stub'
		? mintStubSession(input, stubManifest().now)
		: mintRealSession(input)
}

/** The profile menu open, through axe, and closed again: Radix's with JavaScript, a <summary> without. */
function checkWithProfileMenu(page: Page, javaScriptEnabled: boolean) {
	return expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (on) =>
		(javaScriptEnabled
			? on.getByRole('banner').getByRole('button', { name: 'Open profile menu' })
			: on.getByRole('banner').locator('summary')
		).click(),
	)
}

test('the owner shares the link; someone signs in through it and asks to audit the cashier', async ({
	page,
	browser,
	javaScriptEnabled,
}, testInfo) => {
	const owner = await signIn(page.context(), testInfo, 'fabio')
	const cashierName = `Caixa partilhado ${testInfo.project.name}`
	const unitName = `Contabilidade ${testInfo.project.name}`
	const cashier = await quickStart(apiOf(testInfo), owner.token, unitName, cashierName)
	const settings = `/cashier/${cashier.id}/setting`
	const invitePath = `/invite/cashier/${cashier.id}`
	const link = `${testInfo.project.use.baseURL}${invitePath}`

	// The owner's settings: the link, read-only, and nobody yet.
	if (javaScriptEnabled) {
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
	}
	await page.goto(settings)
	const section = page.getByRole('region', { name: 'Auditors' })
	const field = section.getByRole('textbox', { name: 'Invite link for auditors' })
	await expect(field).toHaveValue(link)
	await expect(field).toHaveAttribute('readonly', '')
	await expect(section.getByText('Nobody audits this cashier yet')).toBeVisible()
	await whenHydrated(page, javaScriptEnabled)
	const copy = section.getByRole('button', { name: 'Copy link' })
	if (javaScriptEnabled) {
		await copy.click()
		await expect(section.getByRole('status')).toHaveText('Link copied')
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
	} else {
		// Without JavaScript, the field alone: its text is selected and copied by hand.
		await expect(copy).toHaveCount(0)
	}
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)

	// Someone opens it: sent to sign in, and brought back to it.
	const requester = await newPerson(testInfo, 'Rita', 'Contadora')
	const requesterContext = await newWatchedContext(browser, {
		baseURL: testInfo.project.use.baseURL,
		javaScriptEnabled,
		extraHTTPHeaders: { 'X-Forwarded-For': clientAddressOf(testInfo) },
	})
	const other = await requesterContext.newPage()
	await other.goto(link)
	await expect(other).toHaveURL(
		`${testInfo.project.use.baseURL}/authentication?redirect=${encodeURIComponent(invitePath)}`,
	)
	await other.getByRole('textbox', { name: 'E-mail' }).fill(requester.profile.email)
	await other.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
	await expect(other.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
	await other.goto(await emailedAccessLink(testInfo, requester.profile.email))
	await other.getByRole('button', { name: 'Continue' }).click()
	await expect(other).toHaveURL(link)

	// Which cashier, of which unit, whose; and the one thing to do.
	await expect(other.getByRole('heading', { name: 'Audit a cashier', level: 1 })).toBeVisible()
	const facts = other.getByRole('main').locator('dl')
	await expect(facts).toContainText(cashierName)
	await expect(facts).toContainText(unitName)
	await expect(facts).toContainText('Fabio Nunes')
	await expectFits360(other)
	await expectNoAxeViolations(other, javaScriptEnabled)
	await whenHydrated(other, javaScriptEnabled)
	await other.getByRole('button', { name: 'Ask to audit' }).click()
	await expect(
		toast(other, `Your request to audit ${cashierName} was sent to Fabio Nunes`),
	).toBeVisible()
	await expect(
		other.getByText(`You asked to audit ${cashierName}. Waiting for Fabio Nunes to accept.`),
	).toBeVisible()
	await expect(other.getByRole('button', { name: 'Ask to audit' })).toHaveCount(0)
	await checkWithProfileMenu(other, javaScriptEnabled)
	await requesterContext.close()

	// The owner sees the request.
	await page.reload()
	const rows = auditors(page, cashierName).getByRole('listitem')
	await expect(rows).toHaveCount(1)
	await expect(rows.first()).toContainText('Rita Contadora')
	await expect(rows.first()).toContainText('Asks to audit')
	await expect(rows.first()).toContainText(requester.profile.email)
})

test('the owner accepts a request: the cashier is on the auditor’s tab; removed, it is gone and its view a 404', async ({
	page,
	browser,
	javaScriptEnabled,
}, testInfo) => {
	const owner = await signIn(page.context(), testInfo, 'fabio')
	const cashierName = `Caixa aceito ${testInfo.project.name}`
	const target = apiOf(testInfo)
	const cashier = await quickStart(
		target,
		owner.token,
		`Aceites ${testInfo.project.name}`,
		cashierName,
	)
	const settings = `/cashier/${cashier.id}/setting`
	// Davi asks through the API; his browser is a second one.
	const auditorContext = await newWatchedContext(browser, {
		baseURL: testInfo.project.use.baseURL,
		javaScriptEnabled,
	})
	const davi = await signIn(auditorContext, testInfo, 'davi')
	const daviApi = seedApi(target, davi.token)
	await daviApi.post('/invites/cashiers', { cashierId: cashier.id })
	// His name as the API has it now: the stub's people are shared, and the profile spec renames him.
	const person = await daviApi.get<{ name: string; surname: string }>('/session')
	const daviName = `${person.name} ${person.surname}`
	const other = await auditorContext.newPage()

	await page.goto(settings)
	const rows = auditors(page, cashierName).getByRole('listitem')
	await expect(rows).toHaveCount(1)
	await expect(rows.first()).toContainText('Asks to audit')
	await whenHydrated(page, javaScriptEnabled)
	await rows
		.first()
		.getByRole('button', { name: `Accept ${daviName} as an auditor` })
		.click()
	await expect(toast(page, `${daviName} now audits this cashier`)).toBeVisible()
	await expect(rows.first()).toContainText('Auditor since')

	// On his portal's auditors tab, which opens the auditor view; and on the link, said so.
	await other.goto('/?tab=auditors')
	const audited = other.getByRole('list', { name: 'Cashiers you audit' })
	await expect(audited.getByRole('link', { name: `Open ${cashierName}` })).toHaveAttribute(
		'href',
		`/auditor/cashier/${cashier.id}`,
	)
	await other.goto(`/invite/cashier/${cashier.id}`)
	await expect(other.getByText(`You audit ${cashierName}.`)).toBeVisible()
	await expect(other.getByRole('link', { name: 'Open the auditor view' })).toHaveAttribute(
		'href',
		`/auditor/cashier/${cashier.id}`,
	)

	// The owner removes him, in two steps: Cancel keeps him, Confirm removes him.
	await rows
		.first()
		.getByRole('link', { name: `Remove ${daviName}` })
		.click()
	await expect(page).toHaveURL(/[?&]auditor=[0-9a-f-]{36}$/)
	await expect(rows.first()).toContainText(`Remove ${daviName}?`)
	await page.getByRole('link', { name: 'Cancel' }).click()
	await expect(page).toHaveURL(settings)
	await expect(rows.first().getByRole('button', { name: /^Confirm/ })).toHaveCount(0)
	await rows
		.first()
		.getByRole('link', { name: `Remove ${daviName}` })
		.click()
	await whenHydrated(page, javaScriptEnabled)
	await rows
		.first()
		.getByRole('button', { name: `Confirm: remove ${daviName}` })
		.click()
	await expect(toast(page, `${daviName} no longer audits this cashier`)).toBeVisible()
	await expect(page).toHaveURL(settings)
	await expect(page.getByText('Nobody audits this cashier yet')).toBeVisible()

	// Gone from his tab, and the auditor view is a 404 to him.
	await other.goto('/?tab=auditors')
	await expect(other.getByRole('heading', { name: 'Your cashiers', level: 1 })).toBeVisible()
	await expect(other.getByText(cashierName)).toHaveCount(0)
	const view = await other.goto(`/auditor/cashier/${cashier.id}`)
	expect(view?.status()).toBe(404)
	await auditorContext.close()
})

test('the owner’s own link says they work on it; a request declined in two steps; a link to nowhere is a 404', async ({
	page,
	javaScriptEnabled,
}, testInfo) => {
	const owner = await signIn(page.context(), testInfo, 'fabio')
	const cashierName = `Caixa recusado ${testInfo.project.name}`
	const target = apiOf(testInfo)
	const cashier = await quickStart(
		target,
		owner.token,
		`Recusas ${testInfo.project.name}`,
		cashierName,
	)
	const requester = await newPerson(testInfo, 'Tomas', 'Pedido')
	await seedApi(target, requester.token).post('/invites/cashiers', { cashierId: cashier.id })

	await page.goto(`/invite/cashier/${cashier.id}`)
	await expect(
		page.getByText(
			`You already work on ${cashierName} as its owner or a collaborator, so you cannot audit it.`,
		),
	).toBeVisible()
	await expect(page.getByRole('button', { name: 'Ask to audit' })).toHaveCount(0)
	await page.getByRole('link', { name: 'Open the cashier' }).click()
	await expect(page).toHaveURL(`/cashier/${cashier.id}`)

	const settings = `/cashier/${cashier.id}/setting`
	await page.goto(settings)
	const rows = auditors(page, cashierName).getByRole('listitem')
	await expect(rows).toHaveCount(1)
	await expect(rows.first()).toContainText('Asks to audit')
	await expect(
		rows.first().getByRole('button', { name: 'Accept Tomas Pedido as an auditor' }),
	).toBeVisible()
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)
	await rows.first().getByRole('link', { name: 'Decline the request of Tomas Pedido' }).click()
	await expect(rows.first()).toContainText('Decline the request of Tomas Pedido?')
	await checkWithProfileMenu(page, javaScriptEnabled)
	await whenHydrated(page, javaScriptEnabled)
	await rows
		.first()
		.getByRole('button', { name: 'Confirm: decline the request of Tomas Pedido' })
		.click()
	await expect(toast(page, 'Request of Tomas Pedido declined')).toBeVisible()
	await expect(page.getByText('Nobody audits this cashier yet')).toBeVisible()

	const nowhere = await page.goto(`/invite/cashier/${crypto.randomUUID()}`)
	expect(nowhere?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
	expect((await page.goto('/invite/cashier/not-a-cashier'))?.status()).toBe(404)
})
