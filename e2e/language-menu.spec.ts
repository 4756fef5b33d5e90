import { type Locator } from '@playwright/test'
import { expectNoAxeViolationsWithMenuOpen } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'

// The language is chosen in the profile menu (a visitor's choice on the sign-in
// page is in shell.spec.ts), and a toast stands where it covers neither the floating box nor a
// form's submit button on a phone.

/** Opens the profile menu: Radix's with JavaScript, the <details> disclosure without. */
async function toggleMenu(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled)
		await page.getByRole('button', { name: /profile menu|menu do perfil/ }).click()
	else
		await page
			.locator('summary')
			.filter({ hasText: /profile menu|menu do perfil/ })
			.click()
}

/** A language in the open menu: a radio item with JavaScript, a toggle button without. */
function languageIn(page: Page, javaScriptEnabled: boolean, name: string) {
	return javaScriptEnabled
		? page.getByRole('menuitemradio', { name })
		: page.locator('details[open]').getByRole('button', { name })
}

const CHECKED = { js: 'aria-checked', nojs: 'aria-pressed' } as const

/** The two boxes share no point: one is wholly above, below, left or right of the other. */
async function expectApart(a: Locator, b: Locator, what: string) {
	const [one, other] = [await a.boundingBox(), await b.boundingBox()]
	if (!one || !other) throw new Error(`${what}: not both on screen`)
	const apart =
		one.y + one.height <= other.y ||
		other.y + other.height <= one.y ||
		one.x + one.width <= other.x ||
		other.x + other.width <= one.x
	expect(apart, `${what}: ${JSON.stringify(one)} and ${JSON.stringify(other)}`).toBe(true)
}

test('the language is chosen in the profile menu, back on the same page, its toast off the floating box', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	await signIn(context, testInfo)
	await page.goto('/?tab=auditors')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
	// The footer under every page held the choice (twice on /profile, with its field).
	await expect(page.getByRole('contentinfo')).toHaveCount(0)
	await expectFits360(page)
	await whenHydrated(page, javaScriptEnabled)
	await expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (on) =>
		toggleMenu(on, javaScriptEnabled),
	)

	const checked = CHECKED[javaScriptEnabled ? 'js' : 'nojs']
	await toggleMenu(page, javaScriptEnabled)
	await expect(page.getByRole('group', { name: 'Language' })).toBeVisible()
	await expect(languageIn(page, javaScriptEnabled, 'English (US)')).toHaveAttribute(checked, 'true')
	await languageIn(page, javaScriptEnabled, 'Português (Brasil)').click()

	await expect(page.getByRole('heading', { name: 'Seus caixas', level: 1 })).toBeVisible()
	await expect(page).toHaveURL(/\/\?tab=auditors$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
	const toast = page.getByRole('status').filter({ hasText: 'Idioma alterado' })
	await expect(toast).toBeVisible()
	// At 360 px the toast stood at the bottom, across the floating box's corner.
	await expectApart(toast, page.getByRole('region', { name: 'Ações rápidas' }), 'toast and box')

	await toggleMenu(page, javaScriptEnabled)
	await expect(languageIn(page, javaScriptEnabled, 'Português (Brasil)')).toHaveAttribute(
		checked,
		'true',
	)
	await expect(languageIn(page, javaScriptEnabled, 'English (US)')).toHaveAttribute(
		checked,
		'false',
	)
})

test('a toast after a save covers no submit button on a phone @real-api', async ({
	page,
	context,
}, testInfo) => {
	await signIn(context, testInfo)
	await page.goto('/profile')
	await expectFits360(page)
	await page.getByRole('button', { name: 'Save details' }).click()
	const toast = page.getByRole('status').filter({ hasText: 'Details saved' })
	await expect(toast).toBeVisible()
	// Where the button is when someone has reached the end of the form: at the screen's foot.
	const submit = page.getByRole('button', { name: 'Save details' })
	await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }))
	await expectApart(toast, submit, 'toast and submit')
})
