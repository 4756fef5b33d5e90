import { type TestInfo } from '@playwright/test'
import {
	atrioCompany,
	AURORA_FIGURES,
	auroraCompany,
	auroraUnit,
	boaVistaUnit,
	shoppingMarketplace,
} from './stub-api/organisation-fixtures'
import { whenHydrated } from './support/page-checks'
import { signIn } from './support/session'
import { forceFault, sentCall, stubCalls, stubRow } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'

// Organisation screens against the stub API (e2e/stub-api): the web app alone, fed the fixtures'
// units, master data, companies and sub-acquirers, with JavaScript on and off. What the web app
// posts is read back from the stub's record of calls. The same journeys against the real API
// are units, master-data, companies and management.spec.ts.

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** What the API answers a CPF or CNPJ whose check digits are wrong. */
const REFUSED_DOCUMENT = 'This CPF or CNPJ is not valid: its check digits do not match.'

/** Something of this test alone (JS on and off run side by side against one stub). */
const tagOf = (testInfo: TestInfo) => `${testInfo.project.name} ${Date.now().toString(36)}`

/** The body of the last POST to `path` the web app sent the stub whose body `matches`. */
async function postedBody(
	request: Parameters<typeof sentCall>[0],
	path: string,
	matches: (body: Record<string, unknown>) => boolean,
) {
	return (await sentCall(request, 'POST', path, matches)).body
}

/** Unfolds a list page's add form when rows already fold it (other tests add rows too). */
async function openAddForm(page: Page, summary: string, field: string) {
	if (!(await page.getByLabel(field, { exact: true }).isVisible())) {
		await page.getByText(summary, { exact: true }).click()
	}
	await expect(page.getByLabel(field, { exact: true })).toBeVisible()
}

test(
	'the units list and the x-ray menu show the fixture units and figures',
	{ tag: '@stub-api' },
	async ({ page, context }, testInfo) => {
		await signIn(context, testInfo, 'gabriela')
		await page.goto('/')
		await page.getByRole('banner').getByRole('link', { name: 'X-ray' }).click()
		await expect(page).toHaveURL(/\/unit(\?query=)?$/)
		const units = page.getByRole('list', { name: 'Your units' }).getByRole('listitem')
		// By name; the unit she works in says so, in its own currency.
		await expect(units).toHaveCount(3)
		await expect(units.nth(0)).toContainText('Corner Store')
		await expect(units.nth(0)).toContainText('Collaborator · USD')
		await expect(units.nth(1)).toContainText(boaVistaUnit.name)
		await expect(units.nth(2)).toContainText(auroraUnit.name)
		await expect(units.nth(2)).toContainText('Owner · BRL')

		await units
			.nth(2)
			.getByRole('link', { name: `Open the x-ray of ${auroraUnit.name}` })
			.click()
		await expect(page).toHaveURL(`/unit/${stubRow('auroraUnit')}`)
		await expect(page.getByRole('heading', { level: 1, name: auroraUnit.name })).toBeVisible()
		const tiles = page.getByRole('list', { name: 'Screens of the unit' })
		await expect(tiles).toContainText(`Cashiers: ${AURORA_FIGURES.cashiers}`)
		await expect(tiles).toContainText(`Balance: ${AURORA_FIGURES.balance}`)
		await expect(tiles).toContainText(`Categories: ${AURORA_FIGURES.categories}`)
		await expect(tiles).toContainText(`Clients or suppliers: ${AURORA_FIGURES.clientsOrSuppliers}`)
		await expect(tiles).toContainText(`Products: ${AURORA_FIGURES.products}`)
		await expect(tiles).toContainText(`Collaborators: ${AURORA_FIGURES.collaborators}`)
		await expect(tiles.getByRole('link', { name: 'Edit unit', exact: true })).toHaveAttribute(
			'href',
			`/unit/${stubRow('auroraUnit')}/edit`,
		)
		const balances = page.getByRole('table')
		await expect(balances.getByRole('row', { name: /Gaveta/ })).toContainText('R$1,234.56')
		await expect(balances.getByRole('row', { name: /Banco/ })).toContainText('R$2,500.00')
		const details = page.getByRole('region', { name: 'Details' })
		await expect(details).toContainText('Rua Augusta, 1500, São Paulo')
		await expect(details).toContainText('contato@aurora.example.com')

		// Its categories: the live ones, and the archived one under its filter.
		await tiles.getByRole('link', { name: 'Categories', exact: true }).click()
		const categories = page.getByRole('list', { name: `Categories of ${auroraUnit.name}` })
		await expect(categories.getByRole('listitem')).toHaveCount(AURORA_FIGURES.categories)
		await expect(categories.getByRole('listitem').first()).toContainText('Card fees')
		await page.goto(`/unit/${stubRow('auroraUnit')}/category?state=ARCHIVED`)
		await expect(categories.getByRole('listitem')).toHaveCount(1)
		await expect(categories).toContainText('Old delivery app')
	},
)

test(
	'a category added from the list: the body posted, the toast, the row',
	{ tag: '@stub-api' },
	async ({ page, context, request, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'gabriela')
		const name = `Delivery ${tagOf(testInfo)}`
		// From the x-ray menu, as people go. (Loaded by its URL, the page's lines do not follow the
		// kind chosen with JavaScript on: reported to the master-data screens' owner.)
		await page.goto(`/unit/${stubRow('boaVistaUnit')}`)
		await whenHydrated(page, javaScriptEnabled)
		await page
			.getByRole('list', { name: 'Screens of the unit' })
			.getByRole('link', { name: 'Categories', exact: true })
			.click()
		await expect(page).toHaveURL(`/unit/${stubRow('boaVistaUnit')}/category`)
		await openAddForm(page, 'New category', 'Name')
		await page.getByLabel('Kind').selectOption('INCOME')
		await page.getByLabel('Income statement line').selectOption('OTHER_INCOME')
		await page.getByLabel('Name', { exact: true }).fill(name)
		await page.getByRole('button', { name: 'Add category' }).click()

		await expect(toast(page, `Category ${name} added`)).toBeVisible()
		await expect(page).toHaveURL(`/unit/${stubRow('boaVistaUnit')}/category`)
		const list = page.getByRole('list', { name: `Categories of ${boaVistaUnit.name}` })
		await expect(list.getByRole('link', { name: `Open ${name}` })).toBeVisible()
		expect(
			await postedBody(
				request,
				`/units/${stubRow('boaVistaUnit')}/categories`,
				(body) => body.name === name,
			),
		).toEqual({ name, kind: 'INCOME', group: 'OTHER_INCOME' })
	},
)

test(
	'a client refused by the API keeps what was typed; sent again, it is added',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		await signIn(context, testInfo, 'gabriela')
		const tag = tagOf(testInfo)
		const email = `client.${tag.replace(/\W+/g, '.')}@example.com`
		const path = `/units/${stubRow('boaVistaUnit')}/clients-or-suppliers`
		await page.goto(`/unit/${stubRow('boaVistaUnit')}/client-or-supplier`)
		await openAddForm(page, 'New client or supplier', 'Name')

		// The API's own refusal of a document (what it answers a CPF with wrong check digits), forced
		// on a CPF the form takes: the web app shows it on the field and keeps what was typed.
		await forceFault(request, testInfo, {
			method: 'POST',
			path: `/caixa/api${path}`,
			status: 422,
			problem: {
				title: 'Unprocessable Content',
				detail: 'Some fields are not valid.',
				errors: [{ path: 'document', message: REFUSED_DOCUMENT }],
			},
		})
		const name = `Maria ${tag}`
		await page.getByLabel('Name', { exact: true }).fill(name)
		await page.getByLabel('Kind').selectOption('BOTH')
		await page.getByLabel('Document').fill('529.982.247-25')
		await page.getByLabel('E-mail').fill(email)
		await page.getByRole('button', { name: 'Add', exact: true }).click()
		// In the reader's words (the API's are English).
		await expect(page.getByText('This CPF or CNPJ is not valid: check its digits.')).toBeVisible()
		await expect(page.getByLabel('Document')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
		await expect(page.getByLabel('Kind')).toHaveValue('BOTH')
		await expect(page.getByLabel('Document')).toHaveValue('529.982.247-25')
		await expect(page.getByLabel('E-mail')).toHaveValue(email)

		await page.getByRole('button', { name: 'Add', exact: true }).click()
		await expect(toast(page, `${name} added`)).toBeVisible()
		await expect(page).toHaveURL(`/unit/${stubRow('boaVistaUnit')}/client-or-supplier`)
		const row = page
			.getByRole('list', { name: `Clients and suppliers of ${boaVistaUnit.name}` })
			.getByRole('listitem')
			.filter({ hasText: name })
		await expect(row).toContainText('529.982.247-25')
		await expect(row).toContainText('Client and supplier')
		const posted = (await stubCalls(request)).filter(
			(call) => call.method === 'POST' && (call.body as { name?: string } | null)?.name === name,
		)
		expect(posted.map((call) => call.body)).toEqual([
			{ name, kind: 'BOTH', document: '529.982.247-25', email, phone: null },
			{ name, kind: 'BOTH', document: '529.982.247-25', email, phone: null },
		])
	},
)

test(
	'companies: hers and her marketplace’s listed; a new one created',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		await signIn(context, testInfo, 'gabriela')
		await page.goto('/company')
		const companies = page.getByRole('list', { name: 'Companies' })
		await expect(
			companies.getByRole('listitem').filter({ hasText: auroraCompany.name }),
		).toContainText('Owner')
		await expect(
			companies.getByRole('listitem').filter({ hasText: atrioCompany.name }),
		).toContainText(`In your marketplace · ${shoppingMarketplace.name}`)

		const name = `Padarias ${tagOf(testInfo)}`
		await openAddForm(page, 'New company', 'Company name')
		await page.getByLabel('Tax ID').fill('98.765.432/0001-10')
		await page.getByLabel('Company name').fill(name)
		await page.getByRole('button', { name: 'Create company' }).click()
		await expect(page).toHaveURL(/\/company\/[0-9a-f-]{36}$/)
		await expect(toast(page, `Company ${name} created`)).toBeVisible()
		await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
		await expect(page.getByText('Owner · Tax ID 98.765.432/0001-10')).toBeVisible()
		expect(await postedBody(request, '/companies', (body) => body.name === name)).toEqual({
			name,
			document: '98.765.432/0001-10',
		})

		// Her own company counts its unit and that unit's cashiers.
		await page.goto(`/company/${stubRow('auroraCompany')}`)
		await expect(page.getByRole('heading', { name: auroraCompany.name, level: 1 })).toBeVisible()
		await expect(page.getByText(`Tax ID ${auroraCompany.document ?? ''}`)).toBeVisible()
		const figures = page.getByRole('definition')
		await expect(figures).toHaveText(['1', String(AURORA_FIGURES.cashiers), '0'])
	},
)

/** Opens the profile menu: a Radix dropdown with JavaScript, a <details> disclosure without. */
async function openProfileMenu(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) {
		await page.getByRole('button', { name: 'Open profile menu' }).click()
		await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
	} else {
		await page.locator('summary', { hasText: 'Open profile menu' }).click()
		await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible()
	}
}

test(
	'a management person lists the sub-acquirers and opens one',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'heitor')
		await page.goto('/')
		await openProfileMenu(page, javaScriptEnabled)
		await (
			javaScriptEnabled
				? page.getByRole('menuitem', { name: 'Sub-acquirers' })
				: page.getByRole('link', { name: 'Sub-acquirers' })
		).click()
		await expect(page).toHaveURL(/\/management\/sub-acquirers$/)
		const rows = page.getByRole('list', { name: 'Sub-acquirers' }).getByRole('listitem')
		// The API's own list (caixa/data/sub-acquirers.json), by name.
		await expect(rows).toHaveCount(11)
		await expect(rows.first()).toContainText('Cielo')
		await expect(rows.first()).toContainText('01.027.058/0001-91')
		await expect(rows.last()).toContainText('United Kingdom')
		await expect(page.getByText('End of list')).toBeVisible()

		await rows
			.filter({ hasText: 'Mercado Pago' })
			.getByRole('link', { name: 'Open Mercado Pago' })
			.click()
		await expect(page).toHaveURL(/\/management\/sub-acquirers\/[0-9a-f-]{36}$/)
		await expect(page.getByRole('heading', { name: 'Mercado Pago', level: 1 })).toBeVisible()
		const fees = page.getByRole('table')
		await expect(fees.getByRole('row')).toHaveCount(5)
		await expect(fees.getByRole('row', { name: /Debit card/ })).toContainText('1.99%')
		await expect(fees.getByRole('row', { name: /Debit card/ })).toContainText('the next day')
		await expect(fees.getByRole('row', { name: /^Pix/ })).toContainText('the same day')
	},
)

test(
	'anyone else has no sub-acquirers: no menu entry, and the page is not found',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signIn(context, testInfo, 'davi')
		await page.goto('/')
		await openProfileMenu(page, javaScriptEnabled)
		await expect(page.getByText('Sub-acquirers')).toHaveCount(0)
		const response = await page.goto('/management/sub-acquirers')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
		await expect(page.getByText('Mercado Pago')).toHaveCount(0)
	},
)
