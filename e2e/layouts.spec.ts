import { expect, test } from '@playwright/test'
import { cashiers } from './stub-api/fixtures'
import { modeOf, signIn } from './support/session'

const [cashier] = Object.values(cashiers)

test('the cashier layout shows the cashier, its settings and the profile menu', async ({
	page,
	context,
}, testInfo) => {
	// The real API gains cashiers in a later issue; until then the layout is tried on the stub.
	test.skip(modeOf(testInfo) !== 'stub' || !cashier, 'cashiers come from the stub for now')
	if (!cashier) return
	await signIn(context, testInfo)
	await page.goto(`/cashier/${cashier.id}`)
	await expect(page).toHaveTitle(`${cashier.name} · Caixa`)
	await expect(page.getByRole('link', { name: cashier.name })).toHaveAttribute('href', '/')
	await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute(
		'href',
		`/cashier/${cashier.id}/setting`,
	)
	await expect(page.getByText('Open profile menu')).toBeAttached()
})

test('a cashier that does not exist (or is not yours) is a 404', async ({
	page,
	context,
}, testInfo) => {
	await signIn(context, testInfo)
	const response = await page.goto('/cashier/00000000-0000-4000-8000-000000000000')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
