import { E2E } from './support/servers'
import { signIn } from './support/session'
import type { Response } from '@playwright/test'
import { expect, test, type Page } from './support/test'

// A unit's edit and settings forms fetch their rule (zod: unit-validation.ts,
// interest-validation.ts) when someone reaches for the form, not with the page; once it is in, a
// bad value is refused in the browser with its words, and nothing is posted. JavaScript only
// (without it the action refuses with the same words, units.spec.ts); a unit of the real API's
// own, since the stub's fixture units are read by other specs.

const UNIT_VALIDATION = /\/build\/_shared\/unit-validation-[A-Z0-9]+\.js$/
const INTEREST_VALIDATION = /\/build\/_shared\/interest-validation-[A-Z0-9]+\.js$/

async function seedUnit(token: string, unitName: string) {
	const response = await fetch(`${E2E.real.webUrl}/caixa/api/publics/units`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
		body: JSON.stringify({ unitName, cashierName: 'Gaveta', country: 'BRAZIL' }),
	})
	expect(response.status).toBe(201)
	return ((await response.json()) as { unit: { id: string } }).unit.id
}

// The chunk's response is not the rule in use: the chunk imports zod's chunks in turn, and until
// they are in, the form is still validated by the action (a POST). Importing the same chunk in
// the page resolves once it and its imports have run, as the form's own import() does.
async function ruleIn(page: Page, loaded: Promise<Response>) {
	const url = (await loaded).url()
	await page.evaluate((chunk) => import(chunk).then(() => undefined), url)
}

function watch(page: Page, module: RegExp) {
	const posts: string[] = []
	const fetched: string[] = []
	page.on('request', (request) => {
		if (request.method() === 'POST') posts.push(request.url())
		if (module.test(request.url())) fetched.push(request.url())
	})
	return { posts, fetched }
}

test(
	'the unit edit form fetches its rule on focus, then refuses bad values in the browser',
	{ tag: ['@js-only', '@real-api'] },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'ana')
		const unitId = await seedUnit(token, `Check ${Date.now().toString(36)}`)
		const seen = watch(page, UNIT_VALIDATION)
		await page.goto(`/unit/${unitId}/edit`)
		await page.waitForFunction(() => '__remixRouter' in window)
		await page.waitForTimeout(500)
		expect(seen.fetched, 'not in the first load').toEqual([])
		const loaded = page.waitForResponse((response) => UNIT_VALIDATION.test(response.url()))
		await page.getByLabel('E-mail').focus()
		await ruleIn(page, loaded)
		expect(seen.fetched).toHaveLength(1)

		await page.getByLabel('E-mail').fill('contato@localhost')
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible()
		await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')

		await page.getByLabel('E-mail').fill('')
		await page.getByLabel('Latitude').fill('-23,5489')
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page.getByText('Give both latitude and longitude, or neither.')).toBeVisible()
		// Several focuses later, a refusal still shows (useOnDemand sets its state once, so Conform
		// keeps its subscriptions).
		await page.getByLabel('Name', { exact: true }).focus()
		await page.getByLabel('Name', { exact: true }).fill('')
		await page.getByLabel('Phone').focus()
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page.getByText('Fill this in.').first()).toBeVisible()
		await page.waitForTimeout(500)
		expect(seen.posts, 'no POST for a refused form').toEqual([])

		await page.getByLabel('Name', { exact: true }).fill('Checked')
		await page.getByLabel('Longitude').fill('-46.6388')
		await page.getByRole('button', { name: 'Save unit' }).click()
		await expect(page).toHaveURL(new RegExp(`/unit/${unitId}$`))
		expect(seen.posts).toHaveLength(1)
	},
)

test(
	'the interest defaults fetch their rule on pointer enter, then refuse bad values in the browser',
	{ tag: ['@js-only', '@real-api'] },
	async ({ page, context }, testInfo) => {
		const { token } = await signIn(context, testInfo, 'ana')
		const unitId = await seedUnit(token, `Check ${Date.now().toString(36)}`)
		const seen = watch(page, INTEREST_VALIDATION)
		await page.goto(`/unit/${unitId}/settings`)
		await page.waitForFunction(() => '__remixRouter' in window)
		await page.waitForTimeout(500)
		expect(seen.fetched, 'not in the first load').toEqual([])
		const lateFee = page.getByLabel('Late fee (%)')
		const loaded = page.waitForResponse((response) => INTEREST_VALIDATION.test(response.url()))
		await lateFee.hover()
		await ruleIn(page, loaded)
		expect(seen.fetched).toHaveLength(1)
		const interest = page.getByLabel('Interest a month (%)')
		const refusal = page.getByText('Type a percentage from 0 to 100')
		await lateFee.fill('101')
		await page.getByRole('button', { name: 'Save defaults' }).click()
		await expect(refusal).toHaveCount(1)
		await expect(lateFee).toHaveAttribute('aria-invalid', 'true')
		// Fixed, then the other field refused, after several focuses: the refusal still shows.
		await lateFee.fill('1,5')
		await interest.focus()
		await expect(refusal).toHaveCount(0)
		await interest.fill('two')
		await lateFee.focus()
		await expect(refusal).toHaveCount(1)
		await interest.focus()
		await lateFee.focus()
		await page.getByRole('button', { name: 'Save defaults' }).click()
		await expect(interest).toHaveAttribute('aria-invalid', 'true')
		await expect(refusal).toHaveCount(1)
		await page.waitForTimeout(500)
		expect(seen.posts, 'no POST for a refused form').toEqual([])
		await interest.fill('0.33')
		await lateFee.focus()
		await expect(refusal).toHaveCount(0)
		await page.getByRole('button', { name: 'Save defaults' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Defaults saved' })).toBeVisible()
		await page.reload()
		await expect(lateFee).toHaveValue('1.5')
		expect(seen.posts).toHaveLength(1)
	},
)
