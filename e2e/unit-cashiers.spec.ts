import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'
import { createRealUnit, switchTo } from './support/unit-cashiers'

// A unit's cashiers: the owner creates one with an opening balance, edits it, shares it
// with one person (found by e-mail) who then has it on their portal, and deletes an empty one.

const listOf = (page: Page) => page.getByRole('list', { name: 'Cashiers of the unit' })

test(
	'create a cashier with an opening balance, edit it, delete it while it is empty',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const { unitId } = await createRealUnit(owner.token, `Padaria ${testInfo.project.name}`)

		await page.goto(`/unit/${unitId}/cashier`)
		await expect(page.getByRole('heading', { name: 'Cashiers', level: 1 })).toBeVisible()
		await expect(listOf(page).getByRole('listitem')).toHaveCount(1)
		await expect(listOf(page)).toContainText('Main till')
		await page.getByRole('link', { name: 'New cashier' }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/cashier/new$`))
		await expect(page.getByRole('button', { name: 'Create cashier' })).toBeVisible()

		// An amount that is no amount: refused on the field, and the name stays.
		await page.getByLabel('Name of the cashier').fill('Cartão Stone')
		await page.getByLabel('Opening balance').fill('twelve')
		await page.getByRole('button', { name: 'Create cashier' }).click()
		await expect(page.getByText('Type an amount in BRL, like 1.250,00 or 1,250.00.')).toBeVisible()
		await expect(page.getByLabel('Name of the cashier')).toHaveValue('Cartão Stone')
		// The opening date starts at today in the unit's zone.
		await expect(page.getByLabel('Opening date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)

		await page.getByLabel('Opening balance').fill('1.234,56')
		await page.getByLabel('Opening date').fill('2026-01-05')
		await page.getByRole('button', { name: 'Create cashier' }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/cashier/[0-9a-f-]{36}$`))
		await expect(
			page.getByRole('status').filter({ hasText: 'Cashier Cartão Stone created' }),
		).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Cartão Stone', level: 1 })).toBeVisible()
		const figures = page.getByRole('region', { name: 'Figures' })
		await expect(figures).toContainText('R$1,234.56')
		await expect(figures).toContainText('January 5, 2026')
		await expect(page.getByRole('link', { name: 'Open the books' })).toHaveAttribute(
			'href',
			/^\/cashier\/[0-9a-f-]{36}$/,
		)

		// Edit: the form shows what is stored, money as it is typed.
		await page.getByRole('link', { name: 'Edit' }).click()
		await expect(page.getByLabel('Opening balance')).toHaveValue('1234.56')
		await page.getByLabel('Name of the cashier').fill('Cartão Stone 2')
		await page.getByLabel('Opening balance').fill('2000')
		await page.getByRole('button', { name: 'Save changes' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Cashier Cartão Stone 2 saved' }),
		).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Cartão Stone 2', level: 1 })).toBeVisible()
		await expect(figures).toContainText('R$2,000.00')

		// Back in the list, by name.
		await page.getByRole('link', { name: 'All cashiers' }).click()
		await expect(listOf(page).getByRole('listitem')).toHaveCount(2)
		await expect(listOf(page).getByRole('listitem').first()).toContainText('Cartão Stone 2')
		await expect(listOf(page).getByRole('listitem').first()).toContainText('R$2,000.00')

		// Delete it: it holds no record, so it goes, after a confirmation.
		await page.getByRole('link', { name: 'Open Cartão Stone 2' }).click()
		await page.getByRole('link', { name: 'Edit' }).click()
		await page.getByRole('link', { name: 'Remove…' }).click()
		await expect(page.getByText('Remove Cartão Stone 2?')).toBeVisible()
		await page.getByRole('button', { name: 'Yes, remove it' }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/cashier$`))
		await expect(page.getByRole('status').filter({ hasText: 'Cashier deleted' })).toBeVisible()
		await expect(listOf(page).getByRole('listitem')).toHaveCount(1)
		await expect(listOf(page)).not.toContainText('Cartão Stone 2')
	},
)

test(
	'share a cashier with someone found by e-mail, who then has it on their portal',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		// The helper first (their cookie is replaced at once by the owner's).
		const helper = await signIn(context, testInfo, 'carla')
		const owner = await signIn(context, testInfo, 'fabio')
		const unitName = `Loja ${testInfo.project.name} ${Date.now()}`
		const { unitId, cashierId } = await createRealUnit(owner.token, unitName)

		await page.goto(`/unit/${unitId}/cashier/${cashierId}`)
		const people = page.getByRole('region', { name: 'People who use this cashier' })
		const list = people.getByRole('list', { name: 'People who use this cashier' })
		await expect(people).toContainText('Nobody uses this cashier alone yet.')
		// The owner is shown first, and cannot be removed.
		await expect(people.getByText('Owner — owners cannot be removed')).toBeVisible()
		await expect(people).toContainText(owner.profile.email)

		// An address nobody signs in with finds nobody, and says so, offering the invitation.
		await people.getByLabel('Their e-mail address').fill('nobody.here@example.com')
		await people.getByRole('button', { name: 'Find' }).click()
		await expect(
			people.getByText('No one with nobody.here@example.com has an account yet.'),
		).toBeVisible()
		await expect(people.getByRole('link', { name: 'Invite them to Caixa' })).toHaveAttribute(
			'href',
			'/?invite',
		)

		await people.getByLabel('Their e-mail address').fill(helper.profile.email.toUpperCase())
		await people.getByRole('button', { name: 'Find' }).click()
		await people.getByRole('button', { name: 'Add Carla Mendes' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Carla Mendes can now use this cashier' }),
		).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/cashier/${cashierId}$`))
		await expect(list).toContainText(helper.profile.email)

		// Carla has it on her portal, and only it.
		await switchTo(context, testInfo, helper)
		await page.goto('/')
		const portal = page.getByRole('list', { name: 'Your cashiers' })
		await expect(portal.getByRole('listitem')).toHaveCount(1)
		await expect(portal).toContainText('Main till')
		await expect(portal).toContainText(unitName)
		// The unit's own pages are not hers.
		expect((await page.goto(`/unit/${unitId}/cashier`))?.status()).toBe(404)

		// The owner removes her; she no longer has it.
		await switchTo(context, testInfo, owner)
		await page.goto(`/unit/${unitId}/cashier/${cashierId}`)
		await list.getByRole('link', { name: 'Remove Carla Mendes' }).click()
		await list.getByRole('button', { name: 'Yes, remove Carla Mendes' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Carla Mendes no longer uses this cashier' }),
		).toBeVisible()
		await expect(people).toContainText('Nobody uses this cashier alone yet.')
		await switchTo(context, testInfo, helper)
		await page.goto('/')
		await expect(page.getByText('No cashier here yet. Create your first one.')).toBeVisible()
	},
)
