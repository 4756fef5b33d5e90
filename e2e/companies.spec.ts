import { E2E } from './support/servers'
import { signIn } from './support/session'
import { expect, newWatchedContext, test, type Page } from './support/test'

// Companies and marketplaces: an owner creates a company, adds a new unit to it, edits
// the unit, and adds a collaborator found by e-mail, who then sees the company's unit; a
// marketplace's owner creates a marketplace and a company in it. Real API only, with JavaScript
// on and off.

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test(
	'a company: create it, add and edit a unit, share it with a collaborator found by e-mail',
	{ tag: '@real-api' },
	async ({ page, context, browser }, testInfo) => {
		await signIn(context, testInfo, 'olivia')
		const suffix = `${testInfo.project.name} ${Date.now()}`
		const companyName = `Padarias ${suffix}`

		await page.goto('/company')
		await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible()
		// With no company yet, the form is open. A blank name is refused and loses nothing typed.
		await page.getByLabel('Tax ID').fill('12.345.678/0001-95')
		await page.getByLabel('Company name').fill('   ')
		await page.getByRole('button', { name: 'Create company' }).click()
		await expect(page.getByText('Fill this in.')).toBeVisible()
		await expect(page.getByLabel('Tax ID')).toHaveValue('12.345.678/0001-95')
		await page.getByLabel('Company name').fill(companyName)
		await page.getByRole('button', { name: 'Create company' }).click()
		await expect(page).toHaveURL(/\/company\/[0-9a-f-]{36}$/)
		await expect(toast(page, `Company ${companyName} created`)).toBeVisible()
		await expect(page.getByRole('heading', { name: companyName })).toBeVisible()
		await expect(page.getByText('Tax ID 12.345.678/0001-95')).toBeVisible()
		const companyUrl = new URL(page.url()).pathname

		// A new unit in it, with its first cashier.
		await page.getByRole('link', { name: 'New unit' }).first().click()
		await expect(page).toHaveURL(`${companyUrl}/unit-new`)
		await expect(page.getByRole('button', { name: 'Create unit' })).toBeVisible()
		await page.getByLabel('Unit name').fill(`Loja ${suffix}`)
		await page.getByLabel('Country').selectOption('BRAZIL')
		await expect(page.getByLabel('First cashier')).toHaveValue('Main till')
		await page.getByRole('button', { name: 'Create unit' }).click()
		await expect(page).toHaveURL(new RegExp(`${companyUrl}/unit/[0-9a-f-]{36}$`))
		await expect(toast(page, `Unit Loja ${suffix} created`)).toBeVisible()
		await expect(page.getByRole('heading', { name: `Loja ${suffix}` })).toBeVisible()
		await expect(page.getByText('BRL')).toBeVisible()
		const unitUrl = new URL(page.url()).pathname
		const unitId = unitUrl.split('/').pop() ?? ''

		// Edit it: a bad phone is refused on its field, then saved.
		await page.getByRole('link', { name: 'Edit', exact: true }).last().click()
		await expect(page).toHaveURL(`${unitUrl}/edit`)
		await page.getByLabel('Unit name').fill(`Loja Centro ${suffix}`)
		await page.getByLabel('Phone').fill('call me')
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page.getByText('Enter a phone number, like +55 11 3333-4444.')).toBeVisible()
		await expect(page.getByLabel('Unit name')).toHaveValue(`Loja Centro ${suffix}`)
		await page.getByLabel('Phone').fill('+55 11 3333-4444')
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page).toHaveURL(unitUrl)
		await expect(toast(page, `Unit Loja Centro ${suffix} saved`)).toBeVisible()
		await expect(page.getByRole('heading', { name: `Loja Centro ${suffix}` })).toBeVisible()
		await expect(page.getByText('+55 11 3333-4444')).toBeVisible()

		// The company's units list it.
		await page.getByRole('link', { name: 'Units', exact: true }).click()
		await expect(page.getByRole('list', { name: 'Units of the company' })).toContainText(
			`Loja Centro ${suffix}`,
		)

		// A collaborator: someone who signs in to Caixa, found by their whole e-mail address.
		const colleagueContext = await newWatchedContext(browser, {
			baseURL: testInfo.project.use.baseURL,
			javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
		})
		const colleague = await signIn(colleagueContext, testInfo, 'bruno')
		await page.goto(`${companyUrl}/settings`)
		const email = page.getByLabel('Their e-mail address')
		const nobody = `nobody.${Date.now()}@example.com`
		await email.fill(nobody)
		await page.getByRole('button', { name: 'Find', exact: true }).click()
		await expect(page.getByText(`No one with ${nobody} has an account yet.`)).toBeVisible()
		await expect(email).toHaveValue(nobody)
		await email.fill(colleague.profile.email)
		await page.getByRole('button', { name: 'Find', exact: true }).click()
		await page.getByRole('button', { name: 'Add Bruno Lima' }).click()
		await expect(toast(page, 'Bruno Lima now works in every unit of the company')).toBeVisible()
		await expect(page).toHaveURL(`${companyUrl}/settings`)
		const collaborators = page.getByRole('list', { name: 'Collaborators of the company' })
		await expect(collaborators).toContainText(colleague.profile.email)
		await expect(page.getByText('Owner — owners cannot be removed')).toBeVisible()

		// They now reach the company's unit: in the API's units, and its cashier on their portal.
		const units = await fetch(`${E2E.real.webUrl}/caixa/api/units`, {
			headers: { Authorization: `Bearer ${colleague.token}` },
		})
		expect(
			((await units.json()) as Array<{ id: string; role: string }>).map((u) => u.role),
		).toEqual(['COLLABORATOR'])
		const colleaguePage = await colleagueContext.newPage()
		await colleaguePage.goto('/')
		await expect(colleaguePage.getByRole('list', { name: 'Your cashiers' })).toContainText(
			`Loja Centro ${suffix}`,
		)
		// And the company, as a collaborator: its units, but not its settings.
		await colleaguePage.goto(companyUrl)
		await expect(colleaguePage.getByText(/^Collaborator · Tax ID/)).toBeVisible()
		await expect(colleaguePage.getByRole('link', { name: 'Settings' })).toHaveCount(0)
		const settings = await colleaguePage.goto(`${companyUrl}/settings`)
		expect(settings?.status()).toBe(404)
		await colleagueContext.close()

		// A unit of the company has the same flow: found there, Bruno works in it already (through
		// the company), and the owner is shown.
		await page.goto(`${unitUrl}?email=${encodeURIComponent(colleague.profile.email)}`)
		const unitPeople = page.getByRole('region', { name: 'Collaborators of this unit' })
		await expect(unitPeople.getByText('Bruno Lima already works in this unit.')).toBeVisible()
		await expect(unitPeople.getByText('Owner — owners cannot be removed')).toBeVisible()
		await expect(unitPeople.getByText('No collaborator yet.')).toBeVisible()

		// Removed, they lose it again.
		await page.goto(`${companyUrl}/settings`)
		await collaborators.getByRole('link', { name: 'Remove Bruno Lima' }).click()
		await collaborators.getByRole('button', { name: 'Yes, remove Bruno Lima' }).click()
		await expect(toast(page, 'Bruno Lima no longer works in the company')).toBeVisible()
		await expect(page.getByText('No collaborator yet.')).toBeVisible()
		const after = await fetch(`${E2E.real.webUrl}/caixa/api/units/${unitId}`, {
			headers: { Authorization: `Bearer ${colleague.token}` },
		})
		expect(after.status).toBe(404)
	},
)

test(
	'a marketplace: create it and a company in it',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		await signIn(context, testInfo, 'carla')
		const suffix = `${testInfo.project.name} ${Date.now()}`

		await page.goto('/company')
		await page
			.getByRole('navigation', { name: 'Companies and marketplaces' })
			.getByRole('link', { name: 'Marketplaces' })
			.click()
		// The list's name filter is always on, so the URL carries it, empty.
		await expect(page).toHaveURL(/\/marketplace(\?query=)?$/)
		await page.getByLabel('Marketplace name').fill(`Shopping ${suffix}`)
		await page.getByRole('button', { name: 'Create marketplace' }).click()
		await expect(page).toHaveURL(/\/marketplace\/[0-9a-f-]{36}$/)
		await expect(toast(page, `Marketplace Shopping ${suffix} created`)).toBeVisible()
		await expect(page.getByRole('heading', { name: `Shopping ${suffix}` })).toBeVisible()
		const marketplaceUrl = new URL(page.url()).pathname

		await page.getByRole('link', { name: 'New company' }).first().click()
		await expect(page).toHaveURL(`${marketplaceUrl}/company-new`)
		await page.getByLabel('Company name').fill(`Café do Átrio ${suffix}`)
		await page.getByRole('button', { name: 'Create company' }).click()
		await expect(page).toHaveURL(/\/company\/[0-9a-f-]{36}$/)
		await expect(page.getByRole('heading', { name: `Café do Átrio ${suffix}` })).toBeVisible()
		await expect(page.getByText(`Marketplace: Shopping ${suffix}`)).toBeVisible()

		await page.goto(`${marketplaceUrl}/company`)
		await expect(page.getByRole('list', { name: 'Companies of the marketplace' })).toContainText(
			`Café do Átrio ${suffix}`,
		)
		await page.goto('/marketplace')
		await expect(page.getByRole('list', { name: 'Marketplaces' })).toContainText('1 company')
	},
)
