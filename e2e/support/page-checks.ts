import { expect, type Page } from '@playwright/test'

// Checks any journey makes of the page in front of it, whatever screen it is on.

/**
 * Nothing scrolls sideways on a 360 px wide phone. The page is left at that width, so a check
 * that follows (axe) sees the phone's layout.
 */
export async function expectFits360(page: Page) {
	await page.setViewportSize({ width: 360, height: 740 })
	expect(
		await page.evaluate(() => document.documentElement.scrollWidth),
		`width of ${page.url()} at 360 px`,
	).toBeLessThanOrEqual(360)
}

/**
 * With JavaScript, waits until Remix runs the page (its router is made as hydration starts), so
 * what is clicked next is the page's own (a link followed in the page, a form posted by it)
 * rather than a plain load or post raced by hydration.
 */
export async function whenHydrated(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) await page.waitForFunction(() => '__remixRouter' in window)
}
