import { type Browser, type TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { PAULISTA, SE } from './maps/fixtures'
import { expectFits360 } from './support/page-checks'
import { E2E } from './support/servers'
import { signIn } from './support/session'
import { expect, newWatchedContext, test, type Page } from './support/test'

// Units: the units list, the x-ray menu, editing a unit (its address through the maps
// stub and by hand), its interest defaults, and its collaborators. Against the real API (each
// test makes the units it edits; organisation.stub.spec.ts reads the stub's), with JavaScript on
// and off.

/** POST to the real API as `token`, expecting 201; the created resource. */
async function create(token: string, path: string, body: unknown) {
	const response = await fetch(`${E2E.real.webUrl}/caixa/api${path}`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	})
	if (response.status !== 201) {
		throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`)
	}
	return (await response.json()) as { id: string; unit: { id: string; name: string } }
}

/** A unit with a cashier, made as the create-cashier screen makes it; its id. */
async function seedUnit(token: string, unitName: string, cashierName = 'Gaveta') {
	const cashier = await create(token, '/publics/units', {
		unitName,
		cashierName,
		country: 'BRAZIL',
	})
	return cashier.unit.id
}

/** Something unique to this test run, for names that filters find. */
function tagOf(testInfo: TestInfo) {
	return `${testInfo.project.name.replace('real-', '')}${Date.now().toString(36)}`
}

const statusWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test(
	'the units list finds a unit by name and opens its x-ray, tiles, figures and balances',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'ana')
		const tag = tagOf(testInfo)
		const unitId = await seedUnit(token, `Padaria ${tag}`, 'Gaveta')
		await create(token, `/units/${unitId}/cashiers`, { name: 'Banco', openingBalance: 123456 })
		await seedUnit(token, `Quitanda ${tag}`)

		// The header's x-ray link leads to the units.
		await page.goto('/')
		await page.getByRole('banner').getByRole('link', { name: 'X-ray' }).click()
		await expect(page).toHaveURL(/\/unit(\?query=)?$/)
		await expect(page.getByRole('heading', { name: 'Your units' })).toBeVisible()
		const units = page.getByRole('list', { name: 'Your units' }).getByRole('listitem')
		await expect(units).toHaveCount(2)
		await expect(units.first()).toContainText(`Padaria ${tag}`)
		await expect(units.first()).toContainText('Owner · BRL')

		const name = page
			.getByRole('search', { name: 'Filters' })
			.getByRole('searchbox', { name: 'Unit name' })
		await name.fill('quitanda')
		await name.press('Enter')
		await expect(page).toHaveURL(/[?&]query=quitanda/)
		await expect(units).toHaveCount(1)
		await expect(units.first()).toContainText(`Quitanda ${tag}`)
		await name.fill('padaria')
		await name.press('Enter')
		await expect(units).toHaveCount(1)
		await units
			.first()
			.getByRole('link', { name: `Open the x-ray of Padaria ${tag}` })
			.click()

		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}$`))
		await expect(page.getByRole('heading', { level: 1, name: `Padaria ${tag}` })).toBeVisible()
		const tiles = page.getByRole('list', { name: 'Screens of the unit' })
		for (const [title, path] of [
			['Cashiers', 'cashier'],
			['Categories', 'category'],
			['Clients or suppliers', 'client-or-supplier'],
			['Products', 'product'],
			['Settings', 'settings'],
			['Edit unit', 'edit'],
		] as const) {
			await expect(tiles.getByRole('link', { name: title, exact: true })).toHaveAttribute(
				'href',
				`/unit/${unitId}/${path}`,
			)
		}
		await expect(tiles).toContainText('Cashiers: 2')
		await expect(tiles).toContainText('Balance: R$1,234.56')
		await expect(tiles).toContainText(/Categories: \d+/)
		await expect(tiles).toContainText('Products: 0')
		await expect(tiles).toContainText('Collaborators: 0')
		// The reports link to their screens: each of the four has one.
		const later = page.getByRole('list', { name: 'Reports and more' })
		for (const [title, path] of [
			['Income statement', 'report'],
			['General report', 'general-report'],
		] as const) {
			await expect(later.getByRole('link', { name: title, exact: true })).toHaveAttribute(
				'href',
				`/unit/${unitId}/${path}`,
			)
		}
		await expect(later).not.toContainText('Coming soon')
		const balances = page.getByRole('table')
		await expect(balances.getByRole('row', { name: /Banco/ })).toContainText('R$1,234.56')
		await expect(balances.getByRole('row', { name: /Gaveta/ })).toContainText('R$0.00')

		// The breadcrumb leads back to the units, which lead on to their companies and marketplaces.
		await page
			.getByRole('navigation', { name: 'Breadcrumb' })
			.getByRole('link', { name: 'Units' })
			.click()
		await expect(page).toHaveURL(/\/unit(\?query=)?$/)
		const groups = page.getByRole('navigation', { name: 'Units grouped' })
		await expect(groups.getByRole('link', { name: 'Companies' })).toHaveAttribute(
			'href',
			'/company',
		)
		await expect(groups.getByRole('link', { name: 'Marketplaces' })).toHaveAttribute(
			'href',
			'/marketplace',
		)
	},
)

test(
	"the unit's photo, uploaded on its edit page, shows in the breadcrumb and the list",
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'ana')
		const unitId = await seedUnit(token, `Floricultura ${tagOf(testInfo)}`)
		await page.goto(`/unit/${unitId}/edit`)
		const photo = await sharp({
			create: { width: 80, height: 60, channels: 3, background: '#1d767c' },
		})
			.png()
			.toBuffer()
		await page
			.getByLabel('Photo')
			.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: photo })
		await page.getByRole('button', { name: 'Upload photo' }).click()
		await expect(statusWith(page, 'Photo updated')).toBeVisible()
		const sample = /^\/caixa\/api\/multimedia\/content\/[0-9a-f-]{36}\.jpg\?size=SAMPLE$/
		await expect(
			page.getByRole('navigation', { name: 'Breadcrumb' }).locator('img'),
		).toHaveAttribute('src', sample)
		await page.goto('/unit')
		await expect(
			page.getByRole('list', { name: 'Your units' }).getByRole('listitem').first().locator('img'),
		).toHaveAttribute('src', sample)

		// Not an image: refused on the field.
		await page.goto(`/unit/${unitId}/edit`)
		await page.getByLabel('Photo').setInputFiles({
			name: 'notes.png',
			mimeType: 'image/png',
			buffer: Buffer.from('not the bytes of an image'),
		})
		await page.getByRole('button', { name: 'Upload photo' }).click()
		await expect(page.getByText('That file is not an image we can read.')).toBeVisible()
	},
)

test(
	'edit a unit: its address found by the maps search, then by its coordinates, then by hand',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'ana')
		const tag = tagOf(testInfo)
		const unitId = await seedUnit(token, `Café ${tag}`)
		await page.goto(`/unit/${unitId}`)
		await page.getByRole('link', { name: 'Edit unit', exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/edit$`))
		await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Café ${tag}`)
		await expect(page.getByLabel('Country')).toHaveValue('BRAZIL')
		await expect(page.getByLabel('Currency')).toHaveValue('BRL')

		// What is typed before a search stays through it (without JavaScript, the whole form goes).
		await page.getByLabel('Phone').fill('+55 11 3333-4444')
		const search = page.getByRole('searchbox', { name: 'Search the address' })
		await search.fill('Avenida Paulista')
		await page.getByRole('button', { name: 'Search', exact: true }).click()
		const matches = page.getByRole('list', { name: 'Addresses found' })
		await expect(matches.getByRole('button')).toHaveCount(2)
		await matches.getByRole('button', { name: PAULISTA.display_name }).click()
		await expect(statusWith(page, 'Address filled in. Save to keep it.')).toBeVisible()
		await expect(page.getByLabel('Address', { exact: true })).toHaveValue(PAULISTA.display_name)
		await expect(page.getByLabel('Latitude')).toHaveValue(PAULISTA.lat)
		await expect(page.getByLabel('Longitude')).toHaveValue(PAULISTA.lon)
		await expect(page.getByLabel('Phone')).toHaveValue('+55 11 3333-4444')

		// A service that fails says so, and the form goes on.
		await search.fill('failing street')
		await page.getByRole('button', { name: 'Search', exact: true }).click()
		await expect(statusWith(page, 'The address search is not answering right now.')).toBeVisible()
		await expect(page.getByLabel('Address', { exact: true })).toHaveValue(PAULISTA.display_name)

		// A bad e-mail (one the browser lets through) is refused on its field, and nothing is lost.
		await page.getByLabel('E-mail').fill('contato@localhost')
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible()
		await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByLabel('Address', { exact: true })).toHaveValue(PAULISTA.display_name)
		await expect(page.getByLabel('Phone')).toHaveValue('+55 11 3333-4444')

		await page.getByLabel('E-mail').fill('contato@cafe.example.com')
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}$`))
		await expect(statusWith(page, 'Unit saved')).toBeVisible()
		const details = page.getByRole('region', { name: 'Details' })
		await expect(details).toContainText(PAULISTA.display_name)
		await expect(details).toContainText('+55 11 3333-4444')
		await expect(details).toContainText('contato@cafe.example.com')

		// The address at typed coordinates (reverse geocoding), then one typed by hand.
		await page.goto(`/unit/${unitId}/edit`)
		await page.getByLabel('Latitude').fill(SE.lat)
		await page.getByLabel('Longitude').fill(SE.lon)
		await page.getByRole('button', { name: 'Find the address of these coordinates' }).click()
		await expect(page.getByRole('list', { name: 'Addresses found' })).toBeVisible()
		await page.getByRole('button', { name: SE.display_name }).click()
		await expect(page.getByLabel('Address', { exact: true })).toHaveValue(SE.display_name)
		await expect(page.getByLabel('Latitude')).toHaveValue(SE.lat)

		await page.getByLabel('Address', { exact: true }).fill('Rua da Consolação, 100, São Paulo')
		await page.getByLabel('Latitude').fill('-23,5489')
		await page.getByLabel('Longitude').fill('')
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page.getByText('Give both latitude and longitude, or neither.')).toBeVisible()
		await expect(page.getByLabel('Address', { exact: true })).toHaveValue(
			'Rua da Consolação, 100, São Paulo',
		)
		await page.getByLabel('Longitude').fill('-46.6388')
		await page.getByLabel('Name', { exact: true }).fill(`Café Consolação ${tag}`)
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}$`))
		await expect(
			page.getByRole('heading', { level: 1, name: `Café Consolação ${tag}` }),
		).toBeVisible()
		await expect(details).toContainText('Rua da Consolação, 100, São Paulo')
		await page.goto(`/unit/${unitId}/edit`)
		await expect(page.getByLabel('Latitude')).toHaveValue('-23.5489')
		await expect(page.getByLabel('Longitude')).toHaveValue('-46.6388')
	},
)

test(
	'change the interest and late-fee defaults',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'ana')
		const unitId = await seedUnit(token, `Mercado ${tagOf(testInfo)}`)
		await page.goto(`/unit/${unitId}`)
		await page.getByRole('link', { name: 'Settings', exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/settings$`))
		// A Brazilian unit starts at the consumer-protection ceilings.
		const lateFee = page.getByLabel('Late fee (%)')
		const interest = page.getByLabel('Interest a month (%)')
		await expect(lateFee).toHaveValue('2')
		await expect(interest).toHaveValue('1')

		await lateFee.fill('two')
		await page.getByRole('button', { name: 'Save defaults' }).click()
		await expect(page.getByText('Type a percentage from 0 to 100')).toBeVisible()
		await expect(lateFee).toHaveValue('two')

		await lateFee.fill('1,5')
		await interest.fill('0.33')
		await page.getByRole('button', { name: 'Save defaults' }).click()
		await expect(statusWith(page, 'Defaults saved')).toBeVisible()
		await page.reload()
		await expect(lateFee).toHaveValue('1.5')
		await expect(interest).toHaveValue('0.33')
	},
)

/** A second person in a browser of their own, signed in, with JavaScript as the project has it. */
async function secondPerson(
	browser: Pick<Browser, 'newContext'>,
	testInfo: TestInfo,
	javaScriptEnabled: boolean,
) {
	const context = await newWatchedContext(browser, {
		baseURL: testInfo.project.use.baseURL,
		javaScriptEnabled,
		locale: 'en-US',
	})
	const signedIn = await signIn(context, testInfo, 'carla')
	return { context, page: await context.newPage(), ...signedIn }
}

test(
	'add a collaborator found by their e-mail, who then sees the unit; remove them',
	{ tag: '@real-api' },
	async ({ page, context, browser, javaScriptEnabled }, testInfo) => {
		const ana = await signIn(context, testInfo, 'ana')
		const tag = tagOf(testInfo)
		const unitName = `Sorveteria ${tag}`
		const unitId = await seedUnit(ana.token, unitName, `Balcão ${tag}`)
		const carla = await secondPerson(browser, testInfo, javaScriptEnabled)

		await page.goto(`/unit/${unitId}/settings`)
		const section = page.getByRole('region', { name: 'Collaborators', exact: true })
		const collaborators = page.getByRole('list', { name: 'Collaborators of the unit' })
		await expect(page.getByText('No collaborator yet.')).toBeVisible()
		// The owner is shown, and cannot be removed.
		await expect(section.getByText('Owner — owners cannot be removed')).toBeVisible()
		await expect(section).toContainText(ana.profile.email)
		await expect(section.getByRole('link', { name: /^Remove / })).toHaveCount(0)

		// Only a whole address finds someone: half of one is refused on the field, kept as typed.
		const email = page.getByLabel('Their e-mail address')
		await email.fill('carla@')
		await page.getByRole('button', { name: 'Find', exact: true }).click()
		await expect(page.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible()
		await expect(email).toHaveValue('carla@')

		await email.fill(carla.profile.email.toUpperCase())
		await page.getByRole('button', { name: 'Find', exact: true }).click()
		// The look-up is in the URL: it survives a reload. The URL must name this address, not the
		// half one refused above (in the URL when the server refused it), or the reload could beat the
		// look-up.
		await expect
			.poll(() => new URL(page.url()).searchParams.get('email'))
			.toBe(carla.profile.email.toUpperCase())
		// The URL changes as the page starts to come (without JavaScript): reload once it has come.
		await expect(section.getByRole('status').getByText(carla.profile.email)).toBeVisible()
		await page.reload()
		await expect(email).toHaveValue(carla.profile.email.toUpperCase())
		await expect(section.getByRole('status').getByText(carla.profile.email)).toBeVisible()
		await page.getByRole('button', { name: 'Add Carla Mendes' }).click()
		await expect(statusWith(page, 'Carla Mendes now works in this unit')).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/settings$`))
		await expect(email).toHaveValue('')
		await expect(collaborators.getByRole('listitem')).toHaveCount(1)
		await expect(collaborators).toContainText('Carla Mendes')
		await expect(collaborators).toContainText(carla.profile.email)

		// Found again, she is in already: no Add button.
		await email.fill(carla.profile.email)
		await page.getByRole('button', { name: 'Find', exact: true }).click()
		await expect(page.getByText('Carla Mendes already works in this unit.')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Add Carla Mendes' })).toHaveCount(0)

		// Carla sees the unit, as a collaborator, its x-ray without the owner's tiles, and its cashier.
		await carla.page.goto('/unit')
		const theirUnits = carla.page.getByRole('list', { name: 'Your units' }).getByRole('listitem')
		await expect(theirUnits).toHaveCount(1)
		await expect(theirUnits.first()).toContainText(unitName)
		await expect(theirUnits.first()).toContainText('Collaborator')
		await theirUnits
			.first()
			.getByRole('link', { name: `Open the x-ray of ${unitName}` })
			.click()
		const tiles = carla.page.getByRole('list', { name: 'Screens of the unit' })
		await expect(tiles.getByRole('link', { name: 'Cashiers', exact: true })).toBeVisible()
		await expect(tiles.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0)
		await expect(tiles.getByRole('link', { name: 'Edit unit', exact: true })).toHaveCount(0)
		await carla.page.goto(`/unit/${unitId}/settings`)
		await expect(carla.page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
		await carla.page.goto('/')
		await expect(
			carla.page.getByRole('list', { name: 'Your cashiers' }).getByRole('listitem'),
		).toContainText([`Balcão ${tag}`])

		// Removing asks first; "Cancel" keeps her.
		await collaborators.getByRole('link', { name: 'Remove Carla Mendes' }).click()
		await expect(
			collaborators.getByText('Remove Carla Mendes? They lose access at once'),
		).toBeVisible()
		await collaborators.getByRole('link', { name: 'Cancel' }).click()
		await expect(collaborators.getByRole('link', { name: 'Remove Carla Mendes' })).toBeVisible()
		// Removed, she sees it no more.
		await collaborators.getByRole('link', { name: 'Remove Carla Mendes' }).click()
		await collaborators.getByRole('button', { name: 'Yes, remove Carla Mendes' }).click()
		await expect(statusWith(page, 'Carla Mendes no longer works in this unit')).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}/settings$`))
		await expect(page.getByText('No collaborator yet.')).toBeVisible()
		await carla.page.goto('/unit')
		await expect(carla.page.getByText('You have no unit yet.')).toBeVisible()
		await carla.page.goto(`/unit/${unitId}`)
		await expect(carla.page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
		await carla.context.close()
	},
)

test(
	'an address no one signs in with: the not-found message offers the invite dialog',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'ana')
		const unitId = await seedUnit(token, `Quiosque ${tagOf(testInfo)}`)
		const nobody = `nobody.${tagOf(testInfo)}@example.com`

		await page.goto(`/unit/${unitId}/settings`)
		await page.getByLabel('Their e-mail address').fill(nobody)
		await page.getByRole('button', { name: 'Find', exact: true }).click()
		const message = statusWith(page, `No one with ${nobody} has an account yet.`)
		await expect(message).toBeVisible()
		await expect(page.getByLabel('Their e-mail address')).toHaveValue(nobody)
		await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0)
		await message.getByRole('link', { name: 'Invite them to Caixa' }).click()
		await expect(page).toHaveURL(/\/\?invite/)
		await expect(page.getByRole('dialog', { name: 'Invite a friend' })).toBeVisible()
	},
)

test(
	'adding someone who was added meanwhile is refused on the field, the address kept',
	{ tag: '@real-api' },
	async ({ page, context, browser, javaScriptEnabled }, testInfo) => {
		const ana = await signIn(context, testInfo, 'ana')
		const unitId = await seedUnit(ana.token, `Banca ${tagOf(testInfo)}`)
		const carla = await secondPerson(browser, testInfo, javaScriptEnabled)
		await carla.context.close()

		await page.goto(`/unit/${unitId}/settings?email=${encodeURIComponent(carla.profile.email)}`)
		const add = page.getByRole('button', { name: 'Add Carla Mendes' })
		await expect(add).toBeVisible()
		// Another tab adds her first.
		await create(ana.token, `/units/${unitId}/collaborators`, { profileId: carla.profile.id })
		await add.click()
		await expect(page.getByText('Carla Mendes is a collaborator already.')).toBeVisible()
		await expect(page.getByLabel('Their e-mail address')).toHaveValue(carla.profile.email)
		await page.goto(`/unit/${unitId}/settings`)
		await expect(
			page.getByRole('list', { name: 'Collaborators of the unit' }).getByRole('listitem'),
		).toHaveCount(1)
	},
)

test(
	"a unit's edit page fits a 360 px phone, its photo input too",
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'ana')
		const unitId = await seedUnit(token, `Sapataria ${tagOf(testInfo)}`)
		await page.goto(`/unit/${unitId}/edit`)
		await expect(page.getByLabel('Photo')).toBeVisible()
		// The file input kept its own width (405 px) in the phone's column.
		await expectFits360(page)
	},
)
