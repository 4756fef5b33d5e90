import { MAIN_TILL } from './stub-api/fixtures'
import { signIn } from './support/session'
import { stubRow } from './support/stub-fixtures'
import { expect, test } from './support/test'

test(
	'the cashier layout shows the cashier, its settings and the profile menu',
	{ tag: '@stub-api' },
	async ({ page, context }, testInfo) => {
		// Ana's Main till, of the stub's fixtures (the real journeys open cashiers of their own).
		const cashier = { id: stubRow('mainTill'), name: MAIN_TILL.name }
		await signIn(context, testInfo)
		await page.goto(`/cashier/${cashier.id}`)
		await expect(page).toHaveTitle(`${cashier.name} · Caixa`)
		await expect(page.getByRole('link', { name: cashier.name })).toHaveAttribute('href', '/')
		await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute(
			'href',
			`/cashier/${cashier.id}/setting`,
		)
		await expect(page.getByText('Open profile menu')).toBeAttached()
	},
)

test('a cashier that does not exist (or is not yours) is a 404', async ({
	page,
	context,
}, testInfo) => {
	await signIn(context, testInfo)
	const response = await page.goto('/cashier/00000000-0000-4000-8000-000000000000')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
