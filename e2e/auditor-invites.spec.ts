import { seedApi } from './stub-api/seed-api'
import { quickStart } from './stub-api/seed-portal'
import { apiOf, auditorsOf, checkWithProfileMenu, newPerson, toast } from './support/audit'
import { expectNoAxeViolations } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { signIn } from './support/session'
import { expect, test } from './support/test'

// The handshake's other turns (the journey is auditor-journey.spec.ts): the
// owner's own link says they work on the cashier; a request declined in two steps; a link to no
// cashier is a 404. Stub and real, JavaScript on and off.

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
	const rows = auditorsOf(page, cashierName).getByRole('listitem')
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
