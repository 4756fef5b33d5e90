import { expectNoAxeViolationsWithMenuOpen } from './support/axe'
import { whenHydrated } from './support/page-checks'
import { signInWithPortal } from './support/portal'
import { signIn } from './support/session'
import { stubRow } from './support/stub-fixtures'
import { expect, test, type Page } from './support/test'

// Keyboard and screen readers: the skip link, the focus on a new page's
// heading, the focus back on what opened a dialog or a menu, and axe with a menu open. On the
// stub's fixtures: what is checked is the shell's behaviour, the same over either API.

/** What has the focus, said as a tag with its id or accessible text. */
const focused = (page: Page) =>
	page.evaluate(() => {
		const element = document.activeElement
		if (!element || element === document.body) return 'body'
		const id = element.id ? `#${element.id}` : ''
		const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
		return `${element.tagName.toLowerCase()}${id} ${text.slice(0, 40)}`.trim()
	})

/** Tab from the top of the page, then Enter on the skip link: the focus is in <main>. */
async function expectSkipLinkFirst(page: Page) {
	await page.keyboard.press('Tab')
	const skip = page.getByRole('link', { name: 'Skip to content' })
	await expect(skip).toBeFocused()
	// Visible while focused (it is out of sight otherwise), and within a 360 px screen.
	const box = await skip.boundingBox()
	expect(box?.width, 'the focused skip link is shown').toBeGreaterThan(40)
	expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
	await page.keyboard.press('Enter')
	await expect(page.locator('main#main')).toBeFocused()
	// The next Tab goes on from there: a control of the page's content, not the header's.
	await page.keyboard.press('Tab')
	expect(
		await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
		`after the skip link, Tab reaches the content (now on ${await focused(page)})`,
	).toBe(true)
}

test(
	'the skip link is the first Tab stop of every layout and lands in main',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await page.setViewportSize({ width: 360, height: 740 })
		// The centred layout (sign-in), then the signed-in shell (portal) and a cashier's pages.
		await page.goto('/authentication')
		await whenHydrated(page, javaScriptEnabled)
		await expectSkipLinkFirst(page)

		await signInWithPortal(context, testInfo)
		await page.goto('/')
		await whenHydrated(page, javaScriptEnabled)
		await expectSkipLinkFirst(page)

		const cashier = page.locator('main a[href^="/cashier/"]').first()
		await page.goto((await cashier.getAttribute('href')) ?? '/')
		await expect(page).toHaveURL(/\/cashier\/[0-9a-f-]{36}$/)
		await whenHydrated(page, javaScriptEnabled)
		await expectSkipLinkFirst(page)

		// A layout whose loader failed (a cashier that is not there) still has its main.
		await page.goto('/cashier/00000000-0000-4000-8000-000000000000')
		await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
		await whenHydrated(page, javaScriptEnabled)
		await expectSkipLinkFirst(page)
	},
)

test(
	'a link followed moves the focus to the new page’s heading; a filter or a tab keeps it',
	{ tag: ['@stub-api', '@js-only'] },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signInWithPortal(context, testInfo)
		await page.goto('/')
		await whenHydrated(page, javaScriptEnabled)
		// A first load leaves the focus alone.
		expect(await focused(page)).toBe('body')

		// The same page's query (a tab): the focus stays on the tab that was followed.
		const auditing = page.getByRole('link', { name: 'Auditing' })
		await auditing.focus()
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/tab=auditors/)
		await expect(auditing).toHaveAttribute('aria-current', 'page')
		await expect(auditing).toBeFocused()

		// Another page: its h1 has the focus, and is what a screen reader reads.
		await page
			.getByRole('navigation', { name: 'Main' })
			.getByRole('link', { name: 'X-ray' })
			.click()
		await expect(page).toHaveURL(/\/unit(\?|$)/)
		const heading = page.getByRole('main').getByRole('heading', { level: 1 })
		await expect(heading).toBeFocused()
		// By keyboard too, from the header's nav.
		await page
			.getByRole('navigation', { name: 'Main' })
			.getByRole('link', { name: 'Companies' })
			.focus()
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/company(\?|$)/)
		await expect(heading).toBeFocused()
		await expect(heading).toHaveAttribute('tabindex', '-1')
	},
)

test(
	'the invite dialog and a delete step give the focus back to their opener; Escape keeps the dialog, a second closes it',
	{ tag: ['@stub-api', '@js-only'] },
	async ({ page, context }, testInfo) => {
		await signInWithPortal(context, testInfo)
		await page.goto('/')
		await whenHydrated(page, true)
		const opener = page.getByRole('link', { name: 'Invite friend' })
		const dialog = page.getByRole('dialog', { name: 'Invite a friend' })

		// Cancel, by keyboard.
		await opener.focus()
		await page.keyboard.press('Enter')
		await expect(dialog).toBeVisible()
		await expect(dialog.getByLabel('Their e-mail')).toBeFocused()
		await dialog.getByLabel('Their e-mail').fill('half@typed')
		// Persistent (spec §2): one Escape leaves it open, the typing kept and the focus inside.
		await page.keyboard.press('Escape')
		await expect(dialog).toBeVisible()
		await expect(dialog.getByLabel('Their e-mail')).toBeFocused()
		await dialog.getByRole('link', { name: 'Cancel' }).focus()
		await page.keyboard.press('Enter')
		await expect(dialog).toHaveCount(0)
		await expect(page).toHaveURL(/\/$/)
		await expect(opener).toBeFocused()

		// Opened by a click, closed by Escape twice (the browser closes it on the second one):
		// the URL loses the dialog and the focus is back on its opener.
		await opener.click()
		await expect(dialog).toBeVisible()
		await page.keyboard.press('Escape')
		await page.keyboard.press('Escape')
		await expect(dialog).toHaveCount(0)
		await expect(page).toHaveURL(/\/$/)
		await expect(opener).toBeFocused()
		// And it opens again.
		await opener.click()
		await expect(dialog).toBeVisible()

		// A record's delete step, its second step in place of the first: Cancel gives the focus
		// back to "Delete record".
		await signIn(context, testInfo, 'iris')
		await page.goto(`/cashier/${stubRow('shopTill')}`)
		await page.goto(
			(await page.locator('main a[href*="/inventory/"]').first().getAttribute('href')) ?? '/',
		)
		await whenHydrated(page, true)
		const start = page.getByRole('link', { name: 'Delete record' })
		await start.focus()
		await page.keyboard.press('Enter')
		await expect(page.getByRole('button', { name: 'Yes, delete' })).toBeFocused()
		await page.getByRole('link', { name: 'Cancel' }).focus()
		await page.keyboard.press('Enter')
		await expect(page).not.toHaveURL(/\?delete/)
		await expect(start).toBeFocused()
	},
)

test(
	'the profile and filters menus give the focus back on Escape, and pass axe open',
	{ tag: '@stub-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await signInWithPortal(context, testInfo)
		await page.goto('/')
		await whenHydrated(page, javaScriptEnabled)
		const banner = page.getByRole('banner')
		const bar = page.getByRole('search', { name: 'Filters' })
		await expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (on) =>
			(javaScriptEnabled
				? on.getByRole('banner').getByRole('button', { name: 'Open profile menu' })
				: on.getByRole('banner').locator('summary')
			).click(),
		)
		await expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (on) =>
			(javaScriptEnabled
				? on.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Filters' })
				: on.getByRole('search', { name: 'Filters' }).locator('summary')
			).click(),
		)
		if (!javaScriptEnabled) return

		// By keyboard: Enter opens, the focus goes in, Escape closes and gives it back.
		for (const trigger of [
			banner.getByRole('button', { name: 'Open profile menu' }),
			bar.getByRole('button', { name: 'Filters' }),
		]) {
			await trigger.focus()
			await page.keyboard.press('Enter')
			await expect(page.getByRole('menu')).toBeVisible()
			expect(
				await page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null),
				'the open menu has the focus',
			).toBe(true)
			await page.keyboard.press('Escape')
			await expect(page.getByRole('menu')).toHaveCount(0)
			await expect(trigger).toBeFocused()
		}
		// A click outside closes it, and the page is still there for the pointer (not modal).
		await banner.getByRole('button', { name: 'Open profile menu' }).click()
		await expect(page.getByRole('menu')).toBeVisible()
		await page.getByRole('link', { name: 'X-ray' }).click()
		await expect(page.getByRole('menu')).toHaveCount(0)
		await expect(page).toHaveURL(/\/unit(\?|$)/)
	},
)
