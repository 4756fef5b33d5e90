import { expect, test } from './support/test'
import { modeOf, signIn } from './support/session'

// The skeleton's shell: not-found page, language switch, profile menu, flash toasts.
// Every test runs in four projects: stub API / real API × JavaScript on / off.

test('any unknown path shows the not-found page with a 404 status', async ({ page }) => {
	const response = await page.goto('/no/such/page?x=1')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
	await expect(page.getByText('/no/such/page')).toBeVisible()
	await page.getByRole('link', { name: 'Go to the start' }).click()
	await expect(page).toHaveURL(/\/authentication\?redirect=%2F$|\/$/)
})

test('the language switch changes the language, keeps the page and shows a toast', async ({
	page,
}) => {
	await page.goto('/somewhere/else')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
	await page.getByLabel('Language').selectOption('pt-BR')
	await page.getByRole('button', { name: 'Change language' }).click()

	await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
	await expect(page).toHaveURL(/\/somewhere\/else$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
	await expect(page.getByRole('status').filter({ hasText: 'Idioma alterado' })).toBeVisible()

	// The choice is a cookie: it holds on the next visit.
	await page.goto('/another/path')
	await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: 'Idioma alterado' })).toHaveCount(0)
})

test('a signed-in route sends a visitor to sign in with the full path to come back to', async ({
	page,
}) => {
	await page.goto('/profile?tab=x')
	await expect(page).toHaveURL(/\/authentication\?redirect=%2Fprofile%3Ftab%3Dx$/)
})

test('the profile menu opens, leads to the profile and logs out', async ({
	page,
	context,
	javaScriptEnabled,
	request,
}, testInfo) => {
	const signedIn = await signIn(context, testInfo)
	await page.goto('/profile')
	await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
	await expect(page.getByText(signedIn.profile.email)).toBeVisible()
	await expect(page.getByRole('link', { name: 'X-ray' })).toHaveAttribute('href', '/unit')

	const trigger = page.getByRole('button', { name: 'Open profile menu' })
	if (javaScriptEnabled) {
		// Keyboard first: Enter opens the Radix menu, Escape closes it.
		await trigger.focus()
		await page.keyboard.press('Enter')
		await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeHidden()
		await trigger.click()
		await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
			'href',
			'/profile',
		)
		await page.getByRole('menuitem', { name: 'Log out' }).click()
	} else {
		// Without JS the menu is a <details> disclosure; Playwright gives <summary> no role.
		await page.locator('summary', { hasText: 'Open profile menu' }).click()
		await expect(page.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute(
			'href',
			'/profile',
		)
		await page.getByRole('button', { name: 'Log out' }).click()
	}

	await expect(page).toHaveURL(/\/authentication$/)
	await expect(
		page.getByRole('status').filter({ hasText: 'You have been signed out' }),
	).toBeVisible()
	await page.goto('/profile')
	await expect(page).toHaveURL(/\/authentication\?redirect=%2Fprofile$/)

	if (modeOf(testInfo) === 'real') {
		// The token was revoked by the API, not only forgotten by the browser.
		const answer = await request.get('/caixa/api/session', {
			headers: { Authorization: `Bearer ${signedIn.token}` },
		})
		expect(answer.status()).toBe(401)
	}
})
