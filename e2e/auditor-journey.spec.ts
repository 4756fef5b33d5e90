import { quickStart } from './stub-api/seed-portal'
import {
	apiOf,
	auditorsOf,
	checkWithProfileMenu,
	filterBar,
	newPerson,
	seedThreeRecords,
	toast,
} from './support/audit'
import { expectNoAxeViolations } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { signIn } from './support/session'
import { emailedAccessLink } from './support/sign-in'
import { clientAddressOf, expect, newWatchedContext, test } from './support/test'

// The whole journey, in one go, stub and real, JavaScript on and off: the owner copies the
// cashier's invite link; a second person signs in through it and asks to audit it; the owner
// accepts; the auditor finds the cashier on the portal's auditors tab, filters its records, opens
// one, marks it QUESTION and comments; the owner sees the counts on the record list, who reacted
// how and the comment on the record, and answers; the auditor reads the answer and changes the
// reaction to APPROVED (a second press takes it back); the owner removes the auditor, who then has
// the cashier no more and gets 404 on its view. Fabio owns the cashier; Rita, the accountant, is a
// person of this test's own (signing in by e-mail reads the latest link sent to her address).

test('the owner shares the link, accepts the accountant who asked through it, and they talk on a record until the owner removes her', async ({
	page,
	browser,
	javaScriptEnabled,
}, testInfo) => {
	// Two people, each page load a round trip, and each press a post without JavaScript.
	test.slow()
	const owner = await signIn(page.context(), testInfo, 'fabio')
	const cashierName = `Caixa da jornada ${testInfo.project.name}`
	const unitName = `Jornada ${testInfo.project.name}`
	const cashier = await quickStart(apiOf(testInfo), owner.token, unitName, cashierName)
	const records = await seedThreeRecords(testInfo, owner.token, cashier)
	const settings = `/cashier/${cashier.id}/setting`
	const invitePath = `/invite/cashier/${cashier.id}`
	const link = `${testInfo.project.use.baseURL}${invitePath}`
	const view = `/auditor/cashier/${cashier.id}`
	const rentPath = `${view}/inventory/${records['A-2']}`

	// 1. The owner copies the link from the cashier's settings (selects it by hand without JS).
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
	let copied = link
	if (javaScriptEnabled) {
		await copy.click()
		await expect(section.getByRole('status')).toHaveText('Link copied')
		copied = await page.evaluate(() => navigator.clipboard.readText())
		expect(copied).toBe(link)
	} else {
		await expect(copy).toHaveCount(0)
		copied = await field.inputValue()
	}
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)

	// 2. Rita opens it: sent to sign in, brought back to it, and asks.
	const rita = await newPerson(testInfo, 'Rita', 'Contadora')
	const ritaContext = await newWatchedContext(browser, {
		baseURL: testInfo.project.use.baseURL,
		javaScriptEnabled,
		extraHTTPHeaders: { 'X-Forwarded-For': clientAddressOf(testInfo) },
	})
	const auditor = await ritaContext.newPage()
	await auditor.goto(copied)
	await expect(auditor).toHaveURL(
		`${testInfo.project.use.baseURL}/authentication?redirect=${encodeURIComponent(invitePath)}`,
	)
	await auditor.getByRole('textbox', { name: 'E-mail' }).fill(rita.profile.email)
	await auditor.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
	await expect(auditor.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
	await auditor.goto(await emailedAccessLink(testInfo, rita.profile.email))
	await auditor.getByRole('button', { name: 'Continue' }).click()
	await expect(auditor).toHaveURL(link)
	await expect(auditor.getByRole('heading', { name: 'Audit a cashier', level: 1 })).toBeVisible()
	const facts = auditor.getByRole('main').locator('dl')
	await expect(facts).toContainText(cashierName)
	await expect(facts).toContainText(unitName)
	await expect(facts).toContainText('Fabio Nunes')
	await expectFits360(auditor)
	await expectNoAxeViolations(auditor, javaScriptEnabled)
	await whenHydrated(auditor, javaScriptEnabled)
	await auditor.getByRole('button', { name: 'Ask to audit' }).click()
	await expect(
		toast(auditor, `Your request to audit ${cashierName} was sent to Fabio Nunes`),
	).toBeVisible()
	await expect(
		auditor.getByText(`You asked to audit ${cashierName}. Waiting for Fabio Nunes to accept.`),
	).toBeVisible()
	await expect(auditor.getByRole('button', { name: 'Ask to audit' })).toHaveCount(0)
	await checkWithProfileMenu(auditor, javaScriptEnabled)
	// Until accepted she sees nothing more.
	expect((await auditor.goto(view))?.status()).toBe(404)

	// 3. The owner accepts her.
	await page.reload()
	const rows = auditorsOf(page, cashierName).getByRole('listitem')
	await expect(rows).toHaveCount(1)
	await expect(rows.first()).toContainText('Asks to audit')
	await expect(rows.first()).toContainText(rita.profile.email)
	await whenHydrated(page, javaScriptEnabled)
	await rows.first().getByRole('button', { name: 'Accept Rita Contadora as an auditor' }).click()
	await expect(toast(page, 'Rita Contadora now audits this cashier')).toBeVisible()
	await expect(rows.first()).toContainText('Auditor since')

	// 4. On her portal's auditors tab, which opens the auditor's view; she filters and opens one.
	await auditor.goto('/?tab=auditors')
	await auditor
		.getByRole('list', { name: 'Cashiers you audit' })
		.getByRole('link', { name: `Open ${cashierName}` })
		.click()
	await expect(auditor).toHaveURL(view)
	await expect(auditor.getByText('You audit this cashier')).toBeVisible()
	const auditorRows = auditor
		.getByRole('list', { name: `Records of ${cashierName}` })
		.getByRole('listitem')
	await expect(auditorRows).toHaveCount(3)
	await expect(auditorRows.first()).toContainText('No reaction from me')
	// Nobody has reacted or commented yet: no row of zeros.
	await expect(auditorRows.first()).not.toContainText('Approved')
	await expect(auditorRows.first()).not.toContainText('Comments')
	await whenHydrated(auditor, javaScriptEnabled)
	if (javaScriptEnabled) {
		await filterBar(auditor).getByRole('button', { name: 'Filters' }).click()
		await auditor.getByRole('menuitemcheckbox', { name: 'Reference or description' }).click()
	} else {
		await filterBar(auditor).locator('summary').filter({ hasText: 'Filters' }).click()
		await filterBar(auditor)
			.getByRole('button', { name: 'Reference or description', exact: true })
			.click()
	}
	const text = filterBar(auditor).getByRole('searchbox', { name: 'Reference or description' })
	await text.fill('aluguel')
	await text.press('Enter')
	await expect(auditor).toHaveURL(/[?&]text=aluguel(&|$)/)
	await expect(auditorRows).toHaveCount(1)
	// The auditor reads what the owner typed, as the owner's list shows it.
	await expect(auditorRows.first()).toContainText('#A-2')
	await auditorRows.first().getByRole('link', { name: 'Aluguel da loja, record #A-2' }).click()
	await expect(auditor).toHaveURL(rentPath)
	await expect(auditor.getByRole('heading', { name: 'Record #A-2', level: 1 })).toBeVisible()
	await expect(auditor.getByText('Aluguel da loja')).toBeVisible()
	await whenHydrated(auditor, javaScriptEnabled)

	// 5. QUESTION, and a comment (an empty one refused first; markup comes back as text).
	const question = auditor.getByRole('button', { name: 'Question' })
	const approved = auditor.getByRole('button', { name: 'Approved' })
	await expect(question).toHaveAttribute('aria-pressed', 'false')
	await question.click()
	await expect(toast(auditor, 'Reaction saved: Question')).toBeVisible()
	await expect(question).toHaveAttribute('aria-pressed', 'true')
	// Without JavaScript the page reloads at its buttons; with it, it stays where it was.
	await expect(auditor).toHaveURL(javaScriptEnabled ? rentPath : `${rentPath}#reactions`)
	const comment = auditor.getByLabel('Your comment')
	await auditor.getByRole('button', { name: 'Send comment' }).click()
	await expect(auditor.getByText('Write a comment first.')).toBeVisible()
	await comment.fill('Qual é o <b>contrato</b>?')
	await auditor.getByRole('button', { name: 'Send comment' }).click()
	await expect(toast(auditor, 'Comment sent')).toBeVisible()
	const auditorThread = auditor.locator('#comments').getByRole('listitem')
	await expect(auditorThread).toHaveCount(1)
	await expect(auditorThread.first()).toContainText('Qual é o <b>contrato</b>?')
	await expect(auditorThread.first()).toContainText('Rita Contadora')
	await expect(auditor.locator('#comments b')).toHaveCount(0)
	await expect(comment).toHaveValue('')

	// 6. The owner: the counts on the record list, who reacted how and the comment on the record,
	// and an answer.
	await page.goto(`/cashier/${cashier.id}`)
	const rentRow = page
		.getByRole('list', { name: `Records of ${cashierName}` })
		.getByRole('listitem')
		.filter({ hasText: '#A-2' })
	// Only what was said: a question and a comment, no zeros.
	await expect(rentRow).toContainText('Questions 1')
	await expect(rentRow).toContainText('Comments 1')
	await expect(rentRow).not.toContainText('Approved')
	await expect(rentRow).not.toContainText('Rejected')
	await rentRow.getByRole('link', { name: 'Aluguel da loja, record #A-2' }).click()
	await expect(page.getByText('Rita Contadora: Question')).toBeVisible()
	await expect(page.locator('#comments')).toContainText('Qual é o <b>contrato</b>?')
	await whenHydrated(page, javaScriptEnabled)
	await page.getByLabel('Your comment').fill('O contrato está na pasta.')
	await page.getByRole('button', { name: 'Send comment' }).click()
	await expect(toast(page, 'Comment sent')).toBeVisible()
	await expect(page.locator('#comments').getByRole('listitem')).toHaveCount(2)

	// 7. Rita reads the answer and approves; a second press takes it back, a third sets it again.
	await auditor.reload()
	await expect(auditorThread.nth(1)).toContainText('O contrato está na pasta.')
	await whenHydrated(auditor, javaScriptEnabled)
	await approved.click()
	await expect(toast(auditor, 'Reaction saved: Approved')).toBeVisible()
	await expect(approved).toHaveAttribute('aria-pressed', 'true')
	await expect(question).toHaveAttribute('aria-pressed', 'false')
	await approved.click()
	await expect(toast(auditor, 'Reaction taken back')).toBeVisible()
	await expect(approved).toHaveAttribute('aria-pressed', 'false')
	await auditor.goto(`${view}?myReaction=NONE`)
	await expect(auditorRows).toHaveCount(3)
	await auditor.goto(rentPath)
	await whenHydrated(auditor, javaScriptEnabled)
	await approved.click()
	await expect(approved).toHaveAttribute('aria-pressed', 'true')
	await page.reload()
	await expect(page.getByText('Rita Contadora: Approved')).toBeVisible()

	// 8. The owner removes her, in two steps: Cancel keeps her, Confirm removes her.
	await page.goto(settings)
	await rows.first().getByRole('link', { name: 'Remove Rita Contadora' }).click()
	await expect(page).toHaveURL(/[?&]auditor=[0-9a-f-]{36}$/)
	await expect(rows.first()).toContainText('Remove Rita Contadora?')
	await page.getByRole('link', { name: 'Cancel' }).click()
	await expect(page).toHaveURL(settings)
	await expect(rows.first().getByRole('button', { name: /^Confirm/ })).toHaveCount(0)
	await rows.first().getByRole('link', { name: 'Remove Rita Contadora' }).click()
	await whenHydrated(page, javaScriptEnabled)
	await rows.first().getByRole('button', { name: 'Confirm: remove Rita Contadora' }).click()
	await expect(toast(page, 'Rita Contadora no longer audits this cashier')).toBeVisible()
	await expect(page.getByText('Nobody audits this cashier yet')).toBeVisible()

	// 9. Gone from her tab; the view and the record are 404 to her.
	await auditor.goto('/?tab=auditors')
	await expect(auditor.getByRole('heading', { name: 'Your cashiers', level: 1 })).toBeVisible()
	await expect(auditor.getByText(cashierName)).toHaveCount(0)
	expect((await auditor.goto(view))?.status()).toBe(404)
	expect((await auditor.goto(rentPath))?.status()).toBe(404)
	await ritaContext.close()
})
