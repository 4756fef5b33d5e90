import { expectNoAxeViolations, expectNoAxeViolationsWithMenuOpen } from './support/axe'
import { expectFits360, whenHydrated } from './support/page-checks'
import { addressOf, SWEPT_PAGES, type Opened, type SweepArea } from './support/route-sweep'
import { signIn } from './support/session'
import { seedSweep } from './support/sweep-books'
import { expect, test, type Page } from './support/test'

// Every page of the web app at 360 px with no sideways
// scroll and no axe violation, its menus open too, with JavaScript on and off. The pages are
// e2e/support/route-sweep.ts's list, which a vitest holds to app/routes (a new page fails there
// until it is swept or said to be left out). One test per area, each with rows of its own seeded
// through the API, so two workers share the sweep. Real API only: the stub is the same API over
// other rows, and the pages' markup does not depend on which.

const toggles: Record<Opened, (page: Page, javaScriptEnabled: boolean) => Promise<void>> = {
	'profile menu': (page, javaScriptEnabled) =>
		(javaScriptEnabled
			? page.getByRole('banner').getByRole('button', { name: 'Open profile menu' })
			: page.getByRole('banner').locator('summary')
		).click(),
	'filters menu': (page, javaScriptEnabled) => {
		const bar = page.getByRole('search', { name: 'Filters' })
		return (
			javaScriptEnabled
				? bar.getByRole('button', { name: 'Filters' })
				: bar.locator('summary').filter({ hasText: 'Filters' })
		).click()
	},
}

const areas = [...new Set(SWEPT_PAGES.map((page) => page.area))] satisfies SweepArea[]

for (const area of areas) {
	test(
		`every ${area} page fits 360 px and passes axe, menus open`,
		{ tag: '@real-api' },
		async ({ page, context, javaScriptEnabled }, testInfo) => {
			const pages = SWEPT_PAGES.filter((each) => each.area === area)
			// A few seconds a page on a loaded machine (axe without JavaScript checks a copy of the
			// page in a browser context of its own).
			test.setTimeout(30_000 + 8_000 * pages.length)
			const signedIn = area === 'visitor' ? undefined : await signIn(context, testInfo, 'olivia')
			const ids = await seedSweep(testInfo, area, signedIn)
			await page.setViewportSize({ width: 360, height: 740 })
			for (const swept of pages) {
				const address = addressOf(swept, ids)
				await test.step(address, async () => {
					const response = await page.goto(address)
					expect(response?.status(), address).toBe(swept.status ?? 200)
					// The page itself, not one it sent the visitor on to (its query may change).
					expect(new URL(page.url()).pathname).toBe(address.split('?')[0])
					await expectFits360(page)
					await expectNoAxeViolations(page, javaScriptEnabled)
					for (const menu of swept.opens ?? []) {
						await whenHydrated(page, javaScriptEnabled)
						await expectNoAxeViolationsWithMenuOpen(page, javaScriptEnabled, (on) =>
							toggles[menu](on, javaScriptEnabled),
						)
					}
				})
			}
		},
	)
}
