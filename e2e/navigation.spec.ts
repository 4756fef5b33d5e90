import { signIn } from './support/session'
import { expect, test, type Page } from './support/test'

// The signed-in header's navigation: X-ray (the units), Companies and
// Marketplaces as a list of links, reached by keyboard, the current section marked with
// aria-current="page", and whole on a 360 px wide screen (no sideways scrolling).

const navOf = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

test(
	'the header links to units, companies and marketplaces, marking the current one',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		await signIn(context, testInfo, 'fabio')
		await page.goto('/unit')
		const nav = navOf(page)
		const links = nav.getByRole('list').getByRole('listitem').getByRole('link')
		await expect(links).toHaveText(['X-ray', 'Companies', 'Marketplaces'])
		await expect(nav.getByRole('link', { name: 'X-ray' })).toHaveAttribute('href', '/unit')
		await expect(nav.getByRole('link', { name: 'X-ray' })).toHaveAttribute('aria-current', 'page')
		await expect(nav.getByRole('link', { name: 'Companies' })).not.toHaveAttribute(
			'aria-current',
			/.*/,
		)

		await nav.getByRole('link', { name: 'Companies' }).click()
		// The list's always-on name filter canonicalises the URL (`?query=`).
		await expect(page).toHaveURL(/\/company(\?|$)/)
		await expect(nav.getByRole('link', { name: 'Companies' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		await expect(nav.getByRole('link', { name: 'X-ray' })).not.toHaveAttribute('aria-current', /.*/)

		// A page under a section marks it too; a page under none marks nothing.
		await page.goto('/marketplace')
		await expect(nav.getByRole('link', { name: 'Marketplaces' })).toHaveAttribute(
			'aria-current',
			'page',
		)
		await page.goto('/profile')
		await expect(nav.locator('[aria-current]')).toHaveCount(0)
	},
)

test(
	'the header is reached by keyboard: title, X-ray, Companies, Marketplaces, profile menu',
	{ tag: '@real-api' },
	async ({ page, context }, testInfo) => {
		await signIn(context, testInfo, 'fabio')
		await page.goto('/profile')
		const banner = page.getByRole('banner')
		await banner.getByRole('link', { name: 'Caixa' }).focus()
		for (const name of ['X-ray', 'Companies', 'Marketplaces']) {
			await page.keyboard.press('Tab')
			await expect(navOf(page).getByRole('link', { name })).toBeFocused()
		}
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/marketplace(\?|$)/)
		await expect(navOf(page).getByRole('link', { name: 'Marketplaces' })).toHaveAttribute(
			'aria-current',
			'page',
		)
	},
)

test(
	'on a 360 px wide screen the whole header shows, without sideways scrolling',
	{ tag: '@real-api' },
	async ({ page, context, javaScriptEnabled }, testInfo) => {
		await page.setViewportSize({ width: 360, height: 740 })
		await signIn(context, testInfo, 'fabio')
		for (const path of ['/unit', '/company', '/marketplace', '/profile']) {
			await page.goto(path)
			const widths = await page.evaluate(() => {
				const header = document.querySelector('header')
				return {
					page: document.documentElement.scrollWidth,
					header: header?.scrollWidth ?? Infinity,
					right: header?.getBoundingClientRect().right ?? Infinity,
					viewport: document.documentElement.clientWidth,
				}
			})
			expect(widths.header, path).toBeLessThanOrEqual(widths.viewport)
			expect(widths.right, path).toBeLessThanOrEqual(widths.viewport)
			// The lists the header leads to fit too. (The profile page's photo field is wider than
			// 360 px today: a page's own content, not the header.)
			if (path !== '/profile') expect(widths.page, path).toBeLessThanOrEqual(widths.viewport)
			for (const element of [
				page.getByRole('banner').getByRole('link', { name: 'Caixa' }),
				...['X-ray', 'Companies', 'Marketplaces'].map((name) =>
					navOf(page).getByRole('link', { name }),
				),
			]) {
				await expect(element).toBeInViewport({ ratio: 1 })
			}
			// The profile menu's trigger: a Radix button with JavaScript, a <summary> without.
			const trigger = javaScriptEnabled
				? page.getByRole('banner').getByRole('button', { name: 'Open profile menu' })
				: page.getByRole('banner').locator('summary')
			await expect(trigger).toBeInViewport({ ratio: 1 })
		}
	},
)
