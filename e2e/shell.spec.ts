import { expectNoAxeViolations } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { expect, test } from './support/test'
import { modeOf, signIn } from './support/session'

// The skeleton's shell: not-found page, a visitor's language switch, profile menu, flash toasts.
// (The profile menu's language and where a toast stands: language-menu.spec.ts.)
// Every test runs in four projects: stub API / real API × JavaScript on / off.

test('any unknown path shows the not-found page with a 404 status', async ({ page }) => {
	const response = await page.goto('/no/such/page?x=1')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
	await expect(page.getByText('/no/such/page')).toBeVisible()
	await page.getByRole('link', { name: 'Go to the start' }).click()
	await expect(page).toHaveURL(/\/authentication\?redirect=%2F$|\/$/)
})

test('a visitor changes the language on the sign-in page, which stays, with a toast', async ({
	page,
	javaScriptEnabled,
}) => {
	// Where signing in will lead: the page comes back with its query.
	await page.goto('/authentication?redirect=%2Fprofile')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
	// The choice stands on the sign-in page alone, not in a footer under every page.
	await expect(page.getByRole('contentinfo')).toHaveCount(0)
	const choices = page.getByRole('group', { name: 'Language' })
	await expect(choices.getByRole('button', { name: 'English (US)' })).toHaveAttribute(
		'aria-pressed',
		'true',
	)
	await whenHydrated(page, javaScriptEnabled)
	await choices.getByRole('button', { name: 'Português (Brasil)' }).click()

	await expect(page.getByRole('heading', { name: 'Entrar no Caixa' })).toBeVisible()
	await expect(page).toHaveURL(/\/authentication\?redirect=%2Fprofile$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
	await expect(page.getByRole('status').filter({ hasText: 'Idioma alterado' })).toBeVisible()
	const chosen = page.getByRole('group', { name: 'Idioma' })
	await expect(chosen.getByRole('button', { name: 'Português (Brasil)' })).toHaveAttribute(
		'aria-pressed',
		'true',
	)
	await expect(chosen.getByRole('button', { name: 'English (US)' })).toHaveAttribute(
		'aria-pressed',
		'false',
	)
	await expectFits360(page)
	await expectNoAxeViolations(page, javaScriptEnabled)

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
