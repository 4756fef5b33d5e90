import { latestMail } from '@caixa/testing/outbox'
import { type Locator } from '@playwright/test'
import { E2E } from './support/servers'
import { signInWithPortal } from './support/portal'
import { expectFits360, whenHydrated } from './support/page-checks'
import { modeOf, signIn } from './support/session'
import { forceFault, sentCall } from './support/stub-fixtures'
import { uniqueEmail } from './support/sign-in'
import { expect, test, type Page } from './support/test'
import { auditedCashiers } from './stub-api/fixtures'

// The portal: the cashiers and auditors tabs, their filter bar and infinite list, the
// floating box's create cashier and invite friend. Every test runs in the four projects: stub and
// real API, JavaScript on and off.

const cashierList = (page: Page) => page.getByRole('list', { name: 'Your cashiers' })
const auditedList = (page: Page) => page.getByRole('list', { name: 'Cashiers you audit' })
const rowsOf = (list: Locator) => list.getByRole('listitem')

test('lists 45 cashiers 20 at a time until the list ends', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	await signInWithPortal(context, testInfo)
	await page.goto('/')
	const rows = rowsOf(cashierList(page))
	await expect(rows).toHaveCount(20)
	// Sorted by name: the bank accounts first.
	await expect(rows.first()).toContainText('Bank account 02')
	await expect(rows.first()).toContainText('Padaria Central')

	if (javaScriptEnabled) {
		// Scrolling near the end loads the next batch, and the URL stays as it was.
		await rows.last().scrollIntoViewIfNeeded()
		await expect(rows).toHaveCount(40)
		await rows.last().scrollIntoViewIfNeeded()
		await expect(rows).toHaveCount(45)
		await expect(page).toHaveURL(/\/$/)
	} else {
		await page.getByRole('link', { name: 'Load more' }).click()
		await expect(page).toHaveURL(/[?&]page=2/)
		await expect(rows).toHaveCount(40)
		await page.getByRole('link', { name: 'Load more' }).click()
		await expect(page).toHaveURL(/[?&]page=3/)
		await expect(rows).toHaveCount(45)
		await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0)
	}
	await expect(page.getByText('End of list')).toBeVisible()
	await expect(rows.last()).toContainText('Till 43')
})

test('each row opens its cashier; the auditors tab opens the auditor view', async ({
	page,
	context,
}, testInfo) => {
	await signInWithPortal(context, testInfo)
	await page.goto('/')
	const first = rowsOf(cashierList(page)).first()
	await expect(first.getByRole('link', { name: 'Open Bank account 02' })).toHaveAttribute(
		'href',
		/^\/cashier\/[0-9a-f-]{36}$/,
	)

	await page.getByRole('link', { name: 'Auditing' }).click()
	await expect(page).toHaveURL(/[?&]tab=auditors/)
	await expect(page.getByRole('link', { name: 'Auditing' })).toHaveAttribute('aria-current', 'page')
	const audited = rowsOf(auditedList(page))
	await expect(audited).toHaveCount(auditedCashiers.length)
	await expect(audited.first()).toContainText('Caixa Norte')
	await expect(audited.first()).toContainText('Loja Norte')
	await expect(audited.first().getByRole('link', { name: 'Open Caixa Norte' })).toHaveAttribute(
		'href',
		/^\/auditor\/cashier\/[0-9a-f-]{36}$/,
	)
	await expect(page.getByText('End of list')).toBeVisible()
})

test('create a cashier with a new unit, then another in that unit, and see both listed', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	await signIn(context, testInfo, 'fabio')
	const suffix = `${testInfo.project.name} ${Date.now()}`
	await page.goto('/')
	await page.getByRole('link', { name: 'Create cashier' }).click()
	await expect(page).toHaveURL(/\/create\/cashier$/)
	await expect(page.getByRole('heading', { name: 'Create cashier' })).toBeVisible()
	// The submit button closes the form: once it is parsed, so are the selects above it (an
	// option still arriving with its `selected` would undo a choice made earlier).
	await expect(page.getByRole('button', { name: 'Create cashier' })).toBeVisible()

	// A blank name (spaces pass the browser's own check): refused on the field, and what was
	// chosen stays.
	await page.getByLabel('Name of the cashier').fill('   ')
	await page.getByLabel('Name of the unit').fill(`Loja ${suffix}`)
	// Typed by name, as a keyboard user picks from a long select (a flag first in each
	// option's text kept the type-ahead from ever matching).
	await page.getByLabel('Country').focus()
	await page.keyboard.type('Brazil')
	await expect(page.getByLabel('Country')).toHaveValue('BRAZIL')
	await page.getByRole('button', { name: 'Create cashier' }).click()
	await expect(page.getByText('Fill this in.')).toBeVisible()
	await expect(page.getByLabel('Name of the unit')).toHaveValue(`Loja ${suffix}`)
	await expect(page.getByLabel('Country')).toHaveValue('BRAZIL')
	// The currency and zone follow the country unless chosen.
	await expect(page.getByLabel('Currency')).toContainText("The country's (BRL)")
	await expect(page.getByLabel('Time zone')).toContainText("The country's (America/Sao Paulo)")

	await page.getByLabel('Name of the cashier').fill(`Gaveta ${suffix}`)
	await page.getByRole('button', { name: 'Create cashier' }).click()
	await expect(page).toHaveURL(/\/cashier\/[0-9a-f-]{36}$/)
	await expect(page.getByRole('status').filter({ hasText: 'created' })).toBeVisible()
	// The cashier layout's header names it and leads back to the portal.
	await page.getByRole('link', { name: `Gaveta ${suffix}` }).click()
	await expect(page).toHaveURL(/\/$/)

	// A second one, in the unit just made.
	await page.getByRole('link', { name: 'Create cashier' }).click()
	await expect(page.getByRole('button', { name: 'Create cashier' })).toBeVisible()
	await page.getByLabel('Name of the cashier').fill(`Cartão ${suffix}`)
	await page.getByLabel('Unit', { exact: true }).selectOption({ label: `Loja ${suffix}` })
	if (javaScriptEnabled) {
		// The new unit's fields step aside while an existing unit is chosen.
		await expect(page.getByLabel('Name of the unit')).toBeHidden()
	}
	await page.getByRole('button', { name: 'Create cashier' }).click()
	await expect(page).toHaveURL(/\/cashier\/[0-9a-f-]{36}$/)

	await page.goto(`/?name=${encodeURIComponent(suffix)}`)
	const rows = rowsOf(cashierList(page))
	await expect(rows).toHaveCount(2)
	await expect(rows.filter({ hasText: `Cartão ${suffix}` })).toContainText(`Loja ${suffix}`)
	await expect(rows.filter({ hasText: `Gaveta ${suffix}` })).toContainText(`Loja ${suffix}`)
})

test('the create-cashier form fits a 360 px phone for someone who already owns a unit', async ({
	page,
	context,
	request,
}, testInfo) => {
	const { token } = await signIn(context, testInfo, 'fabio')
	const seeded = await request.post('/caixa/api/publics/units', {
		headers: { Authorization: `Bearer ${token}` },
		data: {
			unitName: `Loja ${testInfo.project.name} ${Date.now()}`,
			cashierName: 'Gaveta',
			country: 'BRAZIL',
		},
	})
	expect(seeded.status()).toBe(201)
	await page.goto('/create/cashier')
	await expect(page.getByLabel('Unit', { exact: true })).toBeVisible()
	// The new unit's fieldset took the width of its longest country or zone (560 px),
	// its fields cut off at the phone's edge.
	await expect(page.getByLabel('Time zone')).toBeVisible()
	await expectFits360(page)
})

test('invite a friend: a bad address is refused, a good one is sent', async ({
	page,
	context,
	request,
	javaScriptEnabled,
}, testInfo) => {
	await signInWithPortal(context, testInfo)
	await page.goto('/?tab=auditors')
	await page.getByRole('link', { name: 'Invite friend' }).click()
	const dialog = page.getByRole('dialog', { name: 'Invite a friend' })
	await expect(dialog).toBeVisible()

	// Empty, then malformed: each refused with its message, and nothing is sent.
	const email = dialog.getByLabel('Their e-mail')
	if (javaScriptEnabled) {
		await dialog.getByRole('button', { name: 'Send invitation' }).click()
		await expect(dialog.getByText('Fill this in.')).toBeVisible()
	} else {
		// The browser's own check stops an empty field before it is sent.
		await expect(email).toHaveAttribute('required', '')
	}
	// An address the browser lets through (no dot in its domain) but the product refuses.
	await email.fill('friend@localhost')
	await dialog.getByRole('button', { name: 'Send invitation' }).click()
	await expect(dialog.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible()
	await expect(email).toHaveValue('friend@localhost')
	await expect(email).toHaveAttribute('aria-invalid', 'true')

	const friend = uniqueEmail(testInfo, 'friend')
	await email.fill(friend)
	await dialog.getByRole('button', { name: 'Send invitation' }).click()
	await expect(
		page.getByRole('status').filter({ hasText: `Invitation sent to ${friend}` }),
	).toBeVisible()
	await expect(dialog).toHaveCount(0)
	// Back on the same tab.
	await expect(page).toHaveURL(/\?tab=auditors$/)
	if (javaScriptEnabled) {
		// canvas-confetti draws on a canvas of its own while the burst lasts.
		await expect(page.locator('body > canvas')).toHaveCount(1)
	}

	if (modeOf(testInfo) === 'real') {
		const mail = await latestMail(E2E.real.dataDir, friend)
		expect(mail?.subject).toContain('Elena Prado')
		expect(mail?.text).toContain('/authentication/create-account')
	} else {
		const call = await sentCall(
			request,
			'POST',
			'/accounts/invites',
			(body) => body.email === friend,
		)
		expect(call.body).toEqual({ email: friend })
	}
})

test('Send works while the e-mail is being checked by the server (JavaScript, validation not yet loaded)', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	test.skip(!javaScriptEnabled, 'the check of a left field is a JavaScript round trip')
	await signInWithPortal(context, testInfo)
	// The form's own validation is fetched when someone reaches for the form; until it is in,
	// leaving the field asks the action to check it (Conform's validate intent). Both are held.
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/invite-validation-*.js', async (route) => {
		await held
		await route.continue()
	})
	await page.route('**/_root.data*', async (route) => {
		if (route.request().postData()?.includes('validate')) {
			await new Promise((resolve) => setTimeout(resolve, 1_500))
		}
		await route.continue()
	})
	await page.goto('/?invite')
	await whenHydrated(page, javaScriptEnabled)
	// Modal once the dialog's component has hydrated, the form's listeners with it.
	await page.waitForFunction(() => document.querySelector('dialog')?.matches(':modal'))
	const dialog = page.getByRole('dialog', { name: 'Invite a friend' })
	const friend = uniqueEmail(testInfo, 'friend')
	await dialog.getByLabel('Their e-mail').fill(friend)
	const checking = page.waitForRequest(
		(request) => request.method() === 'POST' && !!request.postData()?.includes('validate'),
	)
	await dialog.getByLabel('Their e-mail').press('Tab')
	await checking
	// Clicked as a person does, at once: not after waiting for the button as Playwright would.
	await dialog.getByRole('button', { name: 'Send invitation' }).click({ force: true })
	await expect(
		page.getByRole('status').filter({ hasText: `Invitation sent to ${friend}` }),
	).toBeVisible()
	await expect(dialog).toHaveCount(0)
	release()
})

test(
	'an invitation the API refuses for now says why in the dialog, the address kept',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		await signInWithPortal(context, testInfo)
		await forceFault(request, testInfo, {
			method: 'POST',
			path: '/caixa/api/accounts/invites',
			status: 429,
			problem: { title: 'Too Many Requests', code: 'RATE_LIMITED' },
			headers: { 'Retry-After': '3600' },
		})
		await page.goto('/?invite')
		const dialog = page.getByRole('dialog', { name: 'Invite a friend' })
		const friend = uniqueEmail(testInfo, 'friend')
		await dialog.getByLabel('Their e-mail').fill(friend)
		await dialog.getByRole('button', { name: 'Send invitation' }).click()
		await expect(
			dialog.getByText('You have sent many invitations today. Try again later.'),
		).toBeVisible()
		await expect(dialog.getByLabel('Their e-mail')).toHaveValue(friend)
		expect(
			(await sentCall(request, 'POST', '/accounts/invites', (body) => body.email === friend)).body,
		).toEqual({ email: friend })
	},
)

test(
	'an invitation the API cannot mail this hour says when to try again, not "you sent many"',
	{ tag: '@stub-api' },
	async ({ page, context, request }, testInfo) => {
		await signInWithPortal(context, testInfo)
		// The API's cap on all the mail it sends (MAIL_MAX_PER_HOUR), not the inviter's own.
		await forceFault(request, testInfo, {
			method: 'POST',
			path: '/caixa/api/accounts/invites',
			status: 429,
			problem: { title: 'Too Many Requests', code: 'MAIL_LIMITED' },
			headers: { 'Retry-After': '1500' },
		})
		await page.goto('/?invite')
		const dialog = page.getByRole('dialog', { name: 'Invite a friend' })
		const friend = uniqueEmail(testInfo, 'friend')
		await dialog.getByLabel('Their e-mail').fill(friend)
		await dialog.getByRole('button', { name: 'Send invitation' }).click()
		await expect(dialog.getByText('Too many attempts. Try again in 25 minutes.')).toBeVisible()
		await expect(dialog.getByText('You have sent many invitations today.')).toHaveCount(0)
		await expect(dialog.getByLabel('Their e-mail')).toHaveValue(friend)
	},
)

test('the invite dialog stays open until cancelled', async ({ page, context }, testInfo) => {
	await signInWithPortal(context, testInfo)
	await page.goto('/')
	await page.getByRole('link', { name: 'Invite friend' }).click()
	const dialog = page.getByRole('dialog', { name: 'Invite a friend' })
	await expect(dialog).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(dialog).toBeVisible()
	await dialog.getByRole('link', { name: 'Cancel' }).click()
	await expect(dialog).toHaveCount(0)
	await expect(page).toHaveURL(/\/$/)
})

/** Ticks a filter in the Filters menu: a dropdown with JavaScript, a disclosure without. */
async function tickFilter(page: Page, javaScriptEnabled: boolean, name: string) {
	const bar = page.getByRole('search', { name: 'Filters' })
	if (javaScriptEnabled) {
		await bar.getByRole('button', { name: 'Filters' }).click()
		await page.getByRole('menuitemcheckbox', { name }).click()
	} else {
		await bar.locator('summary').filter({ hasText: 'Filters' }).click()
		await bar.getByRole('button', { name, exact: true }).click()
	}
}

test('filter by name and by unit, restored from the URL, kept across tabs, removed', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	await signInWithPortal(context, testInfo)
	await page.goto('/')
	const bar = page.getByRole('search', { name: 'Filters' })
	const rows = rowsOf(cashierList(page))
	await expect(rows).toHaveCount(20)
	const historyLength = javaScriptEnabled ? await page.evaluate(() => history.length) : 0

	await tickFilter(page, javaScriptEnabled, 'Cashier name')
	const name = bar.getByRole('searchbox', { name: 'Cashier name' })
	await name.fill('BANK')
	// Enter applies at once (with JavaScript, typing alone applies once it rests).
	await name.press('Enter')
	await expect(page).toHaveURL(/[?&]name=BANK(&|$)/)
	await expect(rows).toHaveCount(15)
	await expect(rows.first()).toContainText('Bank account 02')

	await tickFilter(page, javaScriptEnabled, 'Unit')
	if (javaScriptEnabled) {
		// By keyboard: type, arrow down to the option, Enter.
		const unit = bar.getByRole('combobox', { name: 'Unit' })
		await unit.fill('caf')
		await expect(page.getByRole('option', { name: 'Café Aurora' })).toBeVisible()
		await unit.press('ArrowDown')
		await unit.press('Enter')
	} else {
		await bar.getByLabel('Unit', { exact: true }).fill('caf')
		await bar.getByRole('button', { name: 'Search Unit' }).click()
		await bar.getByRole('button', { name: 'Café Aurora' }).click()
	}
	await expect(page).toHaveURL(/[?&]unitId=[0-9a-f-]{36}/)
	await expect(page).not.toHaveURL(/\.(search|choose)=/)
	await expect(bar.getByRole('list', { name: 'Chosen: Unit' })).toContainText('Café Aurora')
	// Bank accounts 17, 20, 23, 26 and 29 are Café Aurora's.
	await expect(rows).toHaveCount(5)
	await expect(rows.first()).toContainText('Bank account 17')
	if (javaScriptEnabled) {
		// Filtering replaced the history entry rather than adding ones.
		expect(await page.evaluate(() => history.length)).toBe(historyLength)
	}

	// A reload (or a shared link) restores both, the unit by its name.
	await page.reload()
	await expect(name).toHaveValue('BANK')
	await expect(bar.getByRole('list', { name: 'Chosen: Unit' })).toContainText('Café Aurora')
	await expect(rows).toHaveCount(5)

	// The other tab keeps the filters.
	await page.getByRole('link', { name: 'Auditing' }).click()
	await expect(page).toHaveURL(/tab=auditors/)
	await expect(page).toHaveURL(/[?&]name=BANK/)
	await expect(name).toHaveValue('BANK')
	await expect(page.getByText('No cashier matches these filters.')).toBeVisible()
	await page.getByRole('link', { name: 'Cashiers', exact: true }).click()
	await expect(rows).toHaveCount(5)

	// Removing the name filter leaves the unit's.
	await bar.getByRole('link', { name: 'Remove Cashier name' }).click()
	await expect(page).not.toHaveURL(/[?&]name=/)
	await expect(name).toHaveCount(0)
	await expect(rows).toHaveCount(15)
	await expect(page.getByText('End of list')).toBeVisible()
})

test('the floating box moves by keyboard and by pointer, and stays in the corner without JS', async ({
	page,
	context,
	javaScriptEnabled,
}, testInfo) => {
	await signIn(context, testInfo, 'fabio')
	await page.goto('/')
	const box = page.getByRole('region', { name: 'Quick actions' })
	await expect(box.getByRole('link', { name: 'Create cashier' })).toBeVisible()
	const handle = box.getByRole('button', { name: /Move the box/ })
	if (!javaScriptEnabled) {
		await expect(handle).toHaveCount(0)
		return
	}
	const home = await box.boundingBox()
	if (!home) throw new Error('The box has no size')

	await handle.focus()
	await page.keyboard.press('ArrowLeft')
	await page.keyboard.press('Shift+ArrowUp')
	await expect.poll(async () => (await box.boundingBox())?.x).toBe(home.x - 16)
	await expect.poll(async () => (await box.boundingBox())?.y).toBe(home.y - 64)

	await page.keyboard.press('Home')
	await expect.poll(async () => (await box.boundingBox())?.x).toBe(home.x)

	const grip = await handle.boundingBox()
	if (!grip) throw new Error('The handle has no size')
	await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2)
	await page.mouse.down()
	await page.mouse.move(grip.x - 200, grip.y - 100, { steps: 5 })
	await page.mouse.up()
	await expect
		.poll(async () => Math.round((await box.boundingBox())?.x ?? 0))
		.toBe(Math.round(home.x - 200 - grip.width / 2))
	// Where it was put, it stays.
	const moved = await box.boundingBox()
	await page.reload()
	await expect.poll(async () => (await box.boundingBox())?.x).toBe(moved?.x)
})
