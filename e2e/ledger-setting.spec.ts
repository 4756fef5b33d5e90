import { E2E } from './support/servers'
import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'
import { createRealUnit, switchTo } from './support/unit-cashiers'

// The cashier's setting: the owner renames the cashier and changes its opening
// balance, and the header's balance follows; the owner adds someone to the cashier, who then sees
// it, leaves it in two steps, and no longer has it on the portal.

/** A call to the real API as `token`, answering the parsed body (status checked). */
async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
	const response = await fetch(`${E2E.real.webUrl}/caixa/api${path}`, {
		method: init.method ?? 'GET',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
		body: init.body === undefined ? undefined : JSON.stringify(init.body),
	})
	if (response.status >= 300) {
		throw new Error(
			`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`,
		)
	}
	return (await response.json()) as T
}

/** A sale of R$100.00 paid at the till, so the balance is more than the opening balance. */
async function recordPaidSale(token: string, cashierId: string) {
	const [income] = await api<Array<{ id: string }>>(
		token,
		`/cashiers/${cashierId}/categories?kind=INCOME`,
	)
	if (!income) throw new Error('The unit has no income category')
	await api(token, `/cashiers/${cashierId}/inventories`, {
		method: 'POST',
		body: {
			input: true,
			issuedOn: '2026-01-10',
			total: 10_000,
			categoryId: income.id,
			paid: true,
		},
	})
}

/** Someone else, signed in only through the API (the browser stays with whoever signed in). */
async function mintOwner(testInfo: { testId: string }) {
	const { mintRealSession } = await import('./support/databases')
	return mintRealSession({
		name: 'Otto',
		surname: 'Owner',
		email: `otto.${testInfo.testId}.${Date.now()}@example.com`,
	})
}

const headerBalance = (page: Page) => page.getByTestId('cashier-balance')

test(
	'the owner renames the cashier and changes its opening balance; the header balance follows',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const owner = await signIn(context, testInfo, 'fabio')
		const { cashierId } = await createRealUnit(owner.token, `Padaria ${testInfo.project.name}`)
		await recordPaidSale(owner.token, cashierId)

		await page.goto(`/cashier/${cashierId}`)
		await page.getByRole('link', { name: 'Settings' }).click()
		await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}/setting$`))
		await expect(
			page.getByRole('heading', { name: 'Settings of Main till', level: 1 }),
		).toBeVisible()
		await expect(headerBalance(page)).toContainText('R$100.00')
		await expect(page.getByLabel('Opening balance')).toHaveValue('0.00')
		// The owner has nothing to leave.
		await expect(page.getByRole('link', { name: 'Leave this cashier…' })).toHaveCount(0)

		// An amount that is no amount: refused on the field, what was typed kept, nothing saved.
		await page.getByLabel('Name of the cashier').fill('Gaveta da frente')
		await page.getByLabel('Opening balance').fill('twelve')
		await page.getByRole('button', { name: 'Save changes' }).click()
		await expect(page.getByText('Type an amount in BRL, like 1.250,00 or 1,250.00.')).toBeVisible()
		await expect(page.getByLabel('Name of the cashier')).toHaveValue('Gaveta da frente')
		await expect(headerBalance(page)).toContainText('R$100.00')

		await page.getByLabel('Opening balance').fill('1,250.00')
		await page.getByRole('button', { name: 'Save changes' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Cashier Gaveta da frente saved' }),
		).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}/setting$`))
		// The header: its new name, and the balance moved by the opening balance's change.
		await expect(
			page.getByRole('banner').getByRole('link', { name: 'Gaveta da frente' }),
		).toBeVisible()
		await expect(headerBalance(page)).toContainText('R$1,350.00')
		await expect(page.getByLabel('Opening balance')).toHaveValue('1250.00')

		// Lower than what came in: the balance follows down, the sale's R$100.00 still counted.
		await page.getByLabel('Opening balance').fill('-20')
		await page.getByRole('button', { name: 'Save changes' }).click()
		await expect(headerBalance(page)).toContainText('R$80.00')
		const cashier = await api<{ name: string; balance: number; openingBalance: number }>(
			owner.token,
			`/cashiers/${cashierId}`,
		)
		expect(cashier).toMatchObject({
			name: 'Gaveta da frente',
			openingBalance: -2_000,
			balance: 8_000,
		})
	},
)

test(
	'the owner adds someone to the cashier, who sees it, leaves it, and no longer has it',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		// The helper first (their cookie is replaced at once by the owner's).
		const helper = await signIn(context, testInfo, 'carla')
		const owner = await signIn(context, testInfo, 'fabio')
		const unitName = `Loja ${testInfo.project.name} ${Date.now()}`
		const { cashierId } = await createRealUnit(owner.token, unitName)

		await page.goto(`/cashier/${cashierId}/setting`)
		const people = page.getByRole('region', { name: 'People who use this cashier' })
		await expect(people).toContainText('Nobody uses this cashier alone yet.')
		await people.getByLabel('Their e-mail address').fill(helper.profile.email)
		await people.getByRole('button', { name: 'Find' }).click()
		await people.getByRole('button', { name: 'Add Carla Mendes' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Carla Mendes can now use this cashier' }),
		).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}/setting$`))
		await expect(people.getByRole('list', { name: 'People who use this cashier' })).toContainText(
			helper.profile.email,
		)

		// Carla has it on her portal, and opens its setting: she reads it, and may only leave it.
		await switchTo(context, testInfo, helper)
		await page.goto('/')
		const portal = page.getByRole('list', { name: 'Your cashiers' })
		await expect(portal.getByRole('listitem')).toHaveCount(1)
		await expect(portal).toContainText('Main till')
		await page.goto(`/cashier/${cashierId}/setting`)
		await expect(
			page.getByRole('heading', { name: 'Settings of Main till', level: 1 }),
		).toBeVisible()
		await expect(page.getByRole('region', { name: 'The cashier' })).toContainText(unitName)
		await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'People who use this cashier' })).toHaveCount(0)

		// Two steps: a slip changes nothing.
		await page.getByRole('link', { name: 'Leave this cashier…' }).click()
		await expect(page.getByText('Leave Main till?')).toBeVisible()
		await page.getByRole('link', { name: 'Stay' }).click()
		await expect(page).toHaveURL(new RegExp(`/cashier/${cashierId}/setting$`))
		await expect(page.getByText('Leave Main till?')).toHaveCount(0)
		await page.getByRole('link', { name: 'Leave this cashier…' }).click()
		await page.getByRole('button', { name: 'Yes, leave it' }).click()

		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByRole('status').filter({ hasText: 'You left Main till' })).toBeVisible()
		await expect(page.getByText('No cashier here yet. Create your first one.')).toBeVisible()
		expect((await page.goto(`/cashier/${cashierId}/setting`))?.status()).toBe(404)

		// The owner no longer lists her.
		await switchTo(context, testInfo, owner)
		await page.goto(`/cashier/${cashierId}/setting`)
		await expect(page.getByRole('region', { name: 'People who use this cashier' })).toContainText(
			'Nobody uses this cashier alone yet.',
		)
	},
)

test(
	"a unit collaborator reads the cashier's setting and is sent to the unit, with nothing to leave",
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		const colleague = await signIn(context, testInfo, 'carla')
		const owner = await mintOwner(testInfo)
		const unitName = `Loja ${testInfo.project.name} ${Date.now()}`
		const { unitId, cashierId } = await createRealUnit(owner.token, unitName)
		await api(owner.token, `/units/${unitId}/collaborators`, {
			method: 'POST',
			body: { profileId: colleague.profile.id },
		})

		await page.goto(`/cashier/${cashierId}/setting`)
		await expect(
			page.getByRole('heading', { name: 'Settings of Main till', level: 1 }),
		).toBeVisible()
		await expect(page.getByRole('region', { name: 'The cashier' })).toContainText('R$0.00')
		await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Leave this cashier…' })).toHaveCount(0)
		const pointer = page.getByRole('region', { name: 'Who may use this cashier' })
		await expect(pointer).toContainText(`You work in the whole unit ${unitName}`)
		await expect(pointer.getByRole('link', { name: `Open ${unitName}` })).toHaveAttribute(
			'href',
			`/unit/${unitId}`,
		)
	},
)
