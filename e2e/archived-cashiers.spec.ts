import { E2E } from './support/servers'
import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'
import { createRealUnit } from './support/unit-cashiers'

// An archived cashier: out of the unit's cashier list, found again with the
// Status filter (Archived), its page says it is archived, and its owner brings it back with a
// plain form post. JavaScript on and off, against the real API.

/** A cashier of the unit, put away through the real API (PUT `archived: true`, owner only). */
async function createArchivedCashier(token: string, unitId: string, name: string) {
	const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
	const base = `${E2E.real.webUrl}/caixa/api/units/${unitId}/cashiers`
	const created = await fetch(base, {
		method: 'POST',
		headers,
		body: JSON.stringify({ name, openingBalance: 5000, openingDate: '2026-01-05' }),
	})
	if (created.status !== 201) throw new Error(`POST /cashiers answered ${created.status}`)
	const { id } = (await created.json()) as { id: string }
	const archived = await fetch(`${base}/${id}`, {
		method: 'PUT',
		headers,
		body: JSON.stringify({ name, openingBalance: 5000, openingDate: '2026-01-05', archived: true }),
	})
	if (archived.status !== 200) throw new Error(`PUT /cashiers/{id} answered ${archived.status}`)
	return id
}

const listOf = (page: Page) => page.getByRole('list', { name: 'Cashiers of the unit' })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** Ticks the Status filter's "Archived" box: applied at once with JavaScript, sent without. */
async function showArchived(page: Page, javaScriptEnabled: boolean) {
	const bar = page.getByRole('search', { name: 'Filters' })
	if (javaScriptEnabled) {
		await bar.getByRole('button', { name: 'Filters' }).click()
		await page.getByRole('menuitemcheckbox', { name: 'Status' }).click()
		await bar.getByRole('checkbox', { name: 'Archived' }).check()
	} else {
		await bar.locator('summary').filter({ hasText: 'Filters' }).click()
		await bar.getByRole('button', { name: 'Status', exact: true }).click()
		await bar.getByRole('checkbox', { name: 'Archived' }).check()
		await bar.getByRole('button', { name: 'Filter', exact: true }).click()
	}
}

test(
	'an archived cashier is found with the Status filter and brought back by its owner',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const { unitId } = await createRealUnit(owner.token, `Padaria ${testInfo.project.name}`)
		const cashierId = await createArchivedCashier(owner.token, unitId, 'Old till')

		// Live cashiers only, by default.
		await page.goto(`/unit/${unitId}/cashier`)
		await expect(listOf(page).getByRole('listitem')).toHaveCount(1)
		await expect(listOf(page)).toContainText('Main till')

		await showArchived(page, javaScriptEnabled)
		await expect(page).toHaveURL(/[?&]state=ARCHIVED(&|$)/)
		await expect(listOf(page).getByRole('listitem')).toHaveCount(1)
		await expect(listOf(page)).toContainText('Old till')
		await expect(listOf(page).getByText('Archived', { exact: true })).toBeVisible()

		await listOf(page).getByRole('link', { name: 'Open Old till, archived' }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/cashier/${cashierId}$`))
		await expect(page.getByRole('heading', { name: 'Old till', level: 1 })).toBeVisible()
		const note = page.getByRole('region', { name: /This cashier is archived/ })
		await expect(note).toBeVisible()
		await note.getByRole('button', { name: 'Bring back' }).click()

		await expect(toast(page, 'Cashier Old till is back')).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/cashier/${cashierId}$`))
		await expect(page.getByRole('region', { name: /This cashier is archived/ })).toHaveCount(0)
		await page.getByRole('link', { name: 'All cashiers' }).click()
		await expect(listOf(page).getByRole('listitem')).toHaveCount(2)
		await expect(listOf(page)).toContainText('Old till')
		// And on the portal again.
		await page.goto('/')
		await expect(page.getByText('Old till').first()).toBeVisible()
	},
)
