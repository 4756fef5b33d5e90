import { type TestInfo } from '@playwright/test'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { overHttp, seedApi } from './stub-api/seed-api'
import { quickStart } from './stub-api/seed-portal'
import { expectNoAxeViolations, expectNoAxeViolationsWithMenuOpen } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { E2E } from './support/servers'
import { modeOf, signIn } from './support/session'
import { expect, newWatchedContext, test, type Page } from './support/test'

// Issue 16 items 2 and 3: an accepted auditor reads a cashier's records in the auditor's view
// (filters, a record), marks one QUESTION and comments; the owner sees the count and the comment
// on the record and answers; the auditor changes to APPROVED, and a second press takes it back.
// Stub and real, JavaScript on and off. Fabio owns the cashier, Davi audits it, Bruno is a
// stranger to it; the handshake (ask, accept) is seeded through the API.

const bar = (page: Page) => page.getByRole('search', { name: 'Filters' })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

function apiOf(testInfo: TestInfo) {
	return overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl)
}

/**
 * Fabio's cashier with three records (#A-1 a sale, #A-2 the rent, #A-3 a sale), audited by Davi
 * (asked as Davi, accepted as Fabio); Davi signed in to `page`'s context, Fabio in a second one.
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
	const today = calendarDateIn(Date.now(), cashier.unit.timezone)
	const records: Record<string, string> = {}
	for (const [reference, input, total, description] of [
		['A-1', true, 12_000, 'Venda balcão'],
		['A-2', false, 50_000, 'Aluguel da loja'],
		['A-3', true, 3_000, 'Venda de bolo'],
	] as const) {
		const { id } = await api.post<{ id: string }>(`/cashiers/${cashier.id}/inventories`, {
			input,
			issuedOn: today,
			total,
			description,
			orderReferenceNumber: reference,
			paid: true,
		})
		records[reference] = id
	}
	const auditorApi = seedApi(target, auditor.token)
	await auditorApi.post('/invites/cashiers', { cashierId: cashier.id })
	// His name as the API has it now: the stub's people are shared, and the profile spec renames him.
	const person = await auditorApi.get<{ name: string; surname: string }>('/session')
	const auditorName = `${person.name} ${person.surname}`
	const base = `/units/${cashier.unit.id}/cashiers/${cashier.id}/auditors`
	const [request] = await api.get<Array<{ id: string }>>(base)
	if (!request) throw new Error('the request to audit is not listed')
	await api.post(`${base}/accept`, { inviteId: request.id })
	const ownerPage = await ownerContext.newPage()
	return { cashierId: cashier.id, records, ownerContext, ownerPage, auditorName }
}

test('the auditor filters, questions and comments; the owner answers; the auditor approves, then takes it back', async ({
	page,
	javaScriptEnabled,
}, testInfo) => {
	const name = `Caixa auditado ${testInfo.project.name}`
	const { cashierId, records, ownerContext, ownerPage, auditorName } = await seedAuditedCashier(
		page,
		testInfo,
		name,
	)
	const view = `/auditor/cashier/${cashierId}`
	const recordPath = `${view}/inventory/${records['A-2']}`

	// The view: the cashier, its role, the three records, none reacted to.
	await page.goto(view)
	await whenHydrated(page, javaScriptEnabled)
	await expect(page.getByText('You audit this cashier')).toBeVisible()
	const rows = page.getByRole('list', { name: `Records of ${name}` }).getByRole('listitem')
	await expect(rows).toHaveCount(3)
	await expect(rows.first()).toContainText('No reaction from me')

	// Filtered by text, from the Filters menu.
	if (javaScriptEnabled) {
		await bar(page).getByRole('button', { name: 'Filters' }).click()
		await page.getByRole('menuitemcheckbox', { name: 'Reference or description' }).click()
	} else {
		await bar(page).locator('summary').filter({ hasText: 'Filters' }).click()
		await bar(page).getByRole('button', { name: 'Reference or description', exact: true }).click()
	}
	const text = bar(page).getByRole('searchbox', { name: 'Reference or description' })
	await text.fill('aluguel')
	await text.press('Enter')
	await expect(page).toHaveURL(/[?&]text=aluguel(&|$)/)
	await expect(rows).toHaveCount(1)
	await rows.first().getByRole('link', { name: 'Open record A-2' }).click()
	await expect(page).toHaveURL(recordPath)
	await expect(page.getByRole('heading', { name: 'Record #A-2', level: 1 })).toBeVisible()
	await expect(page.getByText('Aluguel da loja')).toBeVisible()
	await whenHydrated(page, javaScriptEnabled)

	// QUESTION, then a comment holding markup, which comes back as text.
	const question = page.getByRole('button', { name: 'Question' })
	const approved = page.getByRole('button', { name: 'Approved' })
	await expect(question).toHaveAttribute('aria-pressed', 'false')
	await question.click()
	await expect(toast(page, 'Reaction saved: Question')).toBeVisible()
	await expect(question).toHaveAttribute('aria-pressed', 'true')
	const comment = page.getByLabel('Your comment')
	await page.getByRole('button', { name: 'Send comment' }).click()
	await expect(page.getByText('Write a comment first.')).toBeVisible()
	await comment.fill('Qual é o <b>contrato</b>?')
	await page.getByRole('button', { name: 'Send comment' }).click()
	await expect(toast(page, 'Comment sent')).toBeVisible()
	const thread = page.locator('#comments').getByRole('listitem')
	await expect(thread).toHaveCount(1)
	await expect(thread.first()).toContainText('Qual é o <b>contrato</b>?')
	await expect(thread.first()).toContainText('Davi')
	await expect(page.locator('#comments b')).toHaveCount(0)
	await expect(comment).toHaveValue('')

	// The owner: the count on the list, who reacted how on the record, and an answer.
	await ownerPage.goto(`/cashier/${cashierId}`)
	const ownerRows = ownerPage.getByRole('list', { name: `Records of ${name}` })
	const rentRow = ownerRows.getByRole('listitem').filter({ hasText: '#A-2' })
	await expect(rentRow).toContainText('Reactions: 1 · Comments: 1')
	await rentRow.getByRole('link', { name: 'Open record A-2' }).click()
	await expect(ownerPage.getByText(`${auditorName}: Question`)).toBeVisible()
	await expect(ownerPage.locator('#comments')).toContainText('Qual é o <b>contrato</b>?')
	await ownerPage.getByLabel('Your comment').fill('O contrato está na pasta.')
	await ownerPage.getByRole('button', { name: 'Send comment' }).click()
	await expect(ownerPage.locator('#comments').getByRole('listitem')).toHaveCount(2)
	await ownerContext.close()

	// The auditor reads the answer, approves, then presses Approved again: no reaction.
	await page.goto(recordPath)
	await expect(page.locator('#comments').getByRole('listitem').nth(1)).toContainText(
		'O contrato está na pasta.',
	)
	await whenHydrated(page, javaScriptEnabled)
	await approved.click()
	await expect(toast(page, 'Reaction saved: Approved')).toBeVisible()
	await expect(approved).toHaveAttribute('aria-pressed', 'true')
	await expect(question).toHaveAttribute('aria-pressed', 'false')
	await approved.click()
	await expect(toast(page, 'Reaction taken back')).toBeVisible()
	await expect(approved).toHaveAttribute('aria-pressed', 'false')

	// My reaction: none — all three again.
	await page.goto(`${view}?myReaction=NONE`)
	await expect(rows).toHaveCount(3)
})

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
	// The profile menu: a Radix button with JavaScript, a <summary> without.
	await expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (on) =>
		(javaScriptEnabled
			? on.getByRole('banner').getByRole('button', { name: 'Open profile menu' })
			: on.getByRole('banner').locator('summary')
		).click(),
	)
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
