import { modeOf, signIn } from './support/session'
import { emailedAccessLink, tokenOf, uniqueEmail } from './support/sign-in'
import { stubManifest } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'

// An access link that cannot sign in says why, in words, with a way to ask for a new one that
// still leads to the page first asked for.

const askedFor = '/profile?x=1'

/** An e-mailed link of a real account (real mode), for the page asked for. */
async function requestLink(page: Page, email: string) {
	await page.goto(`/authentication?redirect=${encodeURIComponent(askedFor)}`)
	await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
	await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
	await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
}

async function expectRefusal(page: Page, title: string) {
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page.getByRole('heading', { name: title })).toBeVisible()
	await page.getByRole('link', { name: 'Get a new link' }).click()
	await expect(page).toHaveURL(/\/authentication\?redirect=%2Fprofile%3Fx%3D1$/)
	await expect(page.getByRole('heading', { name: 'Sign in to Caixa' })).toBeVisible()
}

test('an expired link says so', async ({ page, context }, testInfo) => {
	const redirect = `?redirect=${encodeURIComponent(askedFor)}`
	// The stub's clock stands still, so its expired link was made at start (an hour back).
	let link = ''
	if (modeOf(testInfo) === 'stub') link = `/access/${stubManifest().accessLinks.expired}${redirect}`
	else {
		const { profile } = await signIn(context, testInfo)
		await context.clearCookies()
		await requestLink(page, profile.email)
		link = await emailedAccessLink(testInfo, profile.email)
		const { expireAccessLink } = await import('./support/databases')
		await expireAccessLink(tokenOf(link))
	}
	await page.goto(link)
	await expectRefusal(page, 'This link has expired')
})

test('a link used once says so the second time', async ({ page, context }, testInfo) => {
	const redirect = `?redirect=${encodeURIComponent(askedFor)}`
	let link = ''
	if (modeOf(testInfo) === 'stub') link = `/access/${stubManifest().accessLinks.used}${redirect}`
	else {
		const { profile } = await signIn(context, testInfo)
		await context.clearCookies()
		await requestLink(page, profile.email)
		link = await emailedAccessLink(testInfo, profile.email)
		await page.goto(link)
		await page.getByRole('button', { name: 'Continue' }).click()
		await expect(page).toHaveURL(/\/profile\?x=1$/)
		// Opened again elsewhere (another browser, or here after signing out).
		await context.clearCookies()
	}
	await page.goto(link)
	await expectRefusal(page, 'This link was already used')
})

test('a forged link says it is not valid', async ({ page }, testInfo) => {
	const forged = `forged-${uniqueEmail(testInfo, 'x').replace(/[^a-z0-9]/g, '')}`
	await page.goto(`/access/${forged}?redirect=${encodeURIComponent(askedFor)}`)
	await expectRefusal(page, 'This link is not valid')
})
