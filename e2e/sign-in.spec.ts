import { OIDC_USER } from './oidc/user'
import { E2E } from './support/servers'
import { modeOf, signIn } from './support/session'
import { emailedAccessLink, uniqueEmail } from './support/sign-in'
import { forceFault } from './support/stub-fixtures'
import { expect, test } from './support/test'

// Signing in, the three ways, each landing on the page first asked for. Every test runs in four
// projects: stub API / real API × JavaScript on / off.

const askedFor = '/profile?x=1'
const signInForAskedFor = /\/authentication\?redirect=%2Fprofile%3Fx%3D1$/

test('create an account, open the e-mailed link, continue, and land on the page first asked for', async ({
	page,
}, testInfo) => {
	const email = uniqueEmail(testInfo, 'new')
	await page.goto(askedFor)
	await expect(page).toHaveURL(signInForAskedFor)

	await page.getByRole('link', { name: 'Create an account' }).click()
	await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
	await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nina')
	await page.getByRole('textbox', { name: 'Surname' }).fill('Prado')
	await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
	await page.getByRole('button', { name: 'Create account' }).click()

	await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
	await expect(page.getByText(`We sent an e-mail to ${email}`)).toBeVisible()

	const link = await emailedAccessLink(testInfo, email)
	expect(link).toContain(`redirect=${encodeURIComponent(askedFor)}`)
	await page.goto(link)
	// Opening the link signs nobody in: mail scanners open links too.
	await expect(page.getByRole('heading', { name: 'Sign in to Caixa' })).toBeVisible()
	await page.getByRole('button', { name: 'Continue' }).click()

	await expect(page).toHaveURL(/\/profile\?x=1$/)
	await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
	await expect(page.getByText(email)).toBeVisible()
	await expect(page.getByRole('main').getByRole('img', { name: 'Nina Prado' })).toBeVisible()
})

test('sign in by e-mail with an existing account', async ({ page, context }, testInfo) => {
	// An account to sign in to (in the stub, Bruno's own): minted, then signed out again.
	const { email } = (await signIn(context, testInfo, 'bruno')).profile
	await context.clearCookies()

	await page.goto(askedFor)
	await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
	await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
	await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()

	await page.goto(await emailedAccessLink(testInfo, email))
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page).toHaveURL(/\/profile\?x=1$/)
	await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
})

for (const provider of ['Google', 'LinkedIn'] as const) {
	test(`sign in with ${provider} and land on the page first asked for`, async ({
		page,
		context,
	}, testInfo) => {
		// The local OIDC server signs in the address of this cookie, for the API of either mode.
		const email = uniqueEmail(testInfo, 'oidc')
		await context.addCookies([
			{ name: E2E.oidc.emailCookie, value: encodeURIComponent(email), url: E2E.oidc.url },
		])
		await page.goto(askedFor)
		await expect(page).toHaveURL(signInForAskedFor)
		await page.getByRole('button', { name: `Sign in with ${provider}` }).click()

		await expect(page).toHaveURL(/\/profile\?x=1$/)
		await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
		await expect(page.getByText(email)).toBeVisible()
		await expect(
			page.getByRole('main').getByRole('img', {
				name: `${OIDC_USER.givenName} ${OIDC_USER.familyName}`,
			}),
		).toBeVisible()
	})
}

test('a signed-in visitor of the sign-in page goes on to the page it names', async ({
	page,
	context,
}, testInfo) => {
	await signIn(context, testInfo)
	await page.goto('/authentication?redirect=%2Fprofile%3Fy%3D2')
	await expect(page).toHaveURL(/\/profile\?y=2$/)
	// Never to another origin.
	await page.goto('/authentication?redirect=https%3A%2F%2Fevil.example%2F')
	// The portal instead.
	await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
})

test('log out from its own page: a GET asks, the POST signs out', async ({
	page,
	context,
	request,
}, testInfo) => {
	const signedIn = await signIn(context, testInfo)
	await page.goto('/logout')
	await expect(page.getByRole('heading', { name: 'Log out of Caixa?' })).toBeVisible()
	// Opening the page signed nobody out.
	await page.goto('/profile')
	await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()

	await page.goto('/logout')
	await page.getByRole('button', { name: 'Log out' }).click()
	await expect(page).toHaveURL(/\/authentication$/)
	await expect(
		page.getByRole('status').filter({ hasText: 'You have been signed out' }),
	).toBeVisible()
	await page.goto('/profile')
	await expect(page).toHaveURL(/\/authentication\?redirect=%2Fprofile$/)
	if (modeOf(testInfo) === 'real') {
		const answer = await request.get('/caixa/api/session', {
			headers: { Authorization: `Bearer ${signedIn.token}` },
		})
		expect(answer.status()).toBe(401)
	}
})

test('the sign-in page shows the plans, priced for the browser’s country, and the latest articles', async ({
	page,
}) => {
	await page.goto('/authentication')
	const aside = page.getByRole('complementary', { name: 'About Caixa' })
	await expect(aside.getByRole('heading', { name: 'Plans' })).toBeVisible()
	await expect(aside.getByRole('heading', { name: 'Pro' })).toBeVisible()
	await expect(aside.getByText('$9.00 a month')).toBeVisible()
	await expect(aside.getByRole('heading', { name: 'Latest articles' })).toBeVisible()
	await expect(aside.getByRole('article').first()).toBeVisible()
	await expect(page.getByRole('link', { name: 'How Caixa treats your data' })).toHaveAttribute(
		'href',
		'/privacy-policy',
	)
})

test.describe('from a browser in Brazil', () => {
	test.use({ locale: 'pt-BR' })

	test('the plans are in reais and the page in Portuguese', async ({ page }) => {
		await page.goto('/authentication')
		await expect(page.getByRole('heading', { name: 'Entrar no Caixa' })).toBeVisible()
		const aside = page.getByRole('complementary', { name: 'Sobre o Caixa' })
		await expect(aside.getByText(/R\$\s29,90 por mês/)).toBeVisible()
	})
})

test('too many sign-in requests say when to try again, keeping what was typed', async ({
	page,
	request,
}, testInfo) => {
	const email = uniqueEmail(testInfo, 'eager')
	if (modeOf(testInfo) === 'real') {
		// The real API mails an address 5 times in 15 minutes; the page asks for the sixth.
		for (let sent = 0; sent < 5; sent++) {
			const answer = await request.post('/caixa/api/authentication', {
				data: { accessValue: email },
				headers: { 'X-Forwarded-For': `192.0.2.${sent + 1}` },
			})
			expect(answer.status()).toBe(202)
		}
	} else {
		// In the stub the limit is forced (its fault injector), with a 429's Retry-After.
		await forceFault(request, testInfo, {
			method: 'POST',
			path: '/caixa/api/authentication',
			status: 429,
			problem: { title: 'Too Many Requests', code: 'RATE_LIMITED' },
			headers: { 'Retry-After': '600' },
		})
	}
	await page.goto('/authentication')
	await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
	await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
	await expect(page.getByText(/^Too many attempts\. Try again in \d+ minutes?\.$/)).toBeVisible()
	if (modeOf(testInfo) === 'stub') {
		await expect(page.getByText('Too many attempts. Try again in 10 minutes.')).toBeVisible()
	}
	await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
})

test('the privacy policy says what is stored and how to have it deleted', async ({ page }) => {
	await page.goto('/privacy-policy')
	await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible()
	for (const section of [
		'Your profile',
		'Your cash records',
		'Cookies',
		'No tracking',
		'Deleting your data',
	]) {
		await expect(page.getByRole('heading', { name: section })).toBeVisible()
	}
})
