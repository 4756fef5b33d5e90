import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type axe from 'axe-core'

// The suite's one accessibility check: axe-core evaluated in the page through the DevTools
// protocol, which the page's Content-Security-Policy does not govern (a script tag or an eval of
// the page's own would be refused).

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

let axeSource: string | undefined

async function violationsIn(page: Page, skip: readonly string[]): Promise<string[]> {
	axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
	await page.evaluate(axeSource)
	return page.evaluate(
		async ({ tags, skip }) => {
			const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
				runOnly: { type: 'tag', values: tags },
				rules: Object.fromEntries(skip.map((rule) => [rule, { enabled: false }])),
			})
			return result.violations.map(
				(violation) =>
					`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
			)
		},
		{ tags: WCAG_21_AA, skip },
	)
}

/**
 * The document of a page without JavaScript as it stands, checked in a page that runs scripts:
 * axe waits on timers, which never fire where JavaScript is off. The document is taken as it is
 * now rather than asked for again, so what a plain post answered (a form's errors) and what was
 * opened (a <details> menu) are what gets checked; its scripts are taken out, so it is the page
 * as served, never hydrated. Styles and images still load from the server, with the page's
 * cookies, so contrast is judged on the real styles.
 */
async function violationsAsServed(page: Page, skip: readonly string[]): Promise<string[]> {
	const browser = page.context().browser()
	if (!browser) throw new Error('no browser to check the page in')
	const address = new URL(page.url())
	address.hash = ''
	const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
	// JavaScript on, said outright: a context made in a test takes the project's options.
	const context = await browser.newContext({
		javaScriptEnabled: true,
		storageState: await page.context().storageState(),
		viewport: page.viewportSize(),
	})
	try {
		// The module preloads left in the document fetch nothing either.
		await context.route(/\.js(\?.*)?$/, (route) => route.abort())
		await context.route(
			(url) => url.href === address.href,
			(route) =>
				route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
		)
		const copy = await context.newPage()
		await copy.goto(address.href)
		// Not an empty or other page, which axe would pass.
		expect(await copy.title(), 'the copy axe checks').toBe(await page.title())
		return await violationsIn(copy, skip)
	} finally {
		await context.close()
	}
}

/**
 * No WCAG 2.1 A/AA violation in the page as it stands (menus or folds open included), with the
 * page's JavaScript on or off. `skip`: rules left out, each for a reason the caller gives.
 */
export async function expectNoAxeViolations(
	page: Page,
	javaScriptEnabled: boolean,
	{ skip = [] }: { skip?: readonly string[] } = {},
) {
	const violations = javaScriptEnabled
		? await violationsIn(page, skip)
		: await violationsAsServed(page, skip)
	expect(violations, `axe on ${page.url()}`).toEqual([])
}

/**
 * The same with a menu open, then closed again: `toggle` clicks what opens it (a Radix button
 * with JavaScript, a <summary> without, which a second click closes; Escape closes Radix's).
 */
export async function expectNoAxeViolationsWithMenuOpen(
	page: Page,
	javaScriptEnabled: boolean,
	toggle: (page: Page) => Promise<void>,
) {
	const menu = javaScriptEnabled ? page.getByRole('menu') : page.locator('details[open]')
	await toggle(page)
	await expect(menu, 'the menu open').toBeVisible()
	// No rule skipped: the menus are not modal (components/ui/dropdown-menu.tsx), so nothing of the
	// page is hidden with aria-hidden while its links stay focusable.
	await expectNoAxeViolations(page, javaScriptEnabled)
	if (javaScriptEnabled) await page.keyboard.press('Escape')
	else await toggle(page)
	await expect(menu, 'the menu closed').toHaveCount(0)
}
