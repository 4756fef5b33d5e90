import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { overHttp, seedApi } from '../stub-api/seed-api'
import { quickStart } from '../stub-api/seed-portal'
import { E2E } from './servers'
import { modeOf } from './session'

// The stock journeys' seeding, the same in every project: through the API the project's web app
// talks to (the stub's, or the real server's), as the signed-in owner.

function apiOf(testInfo: TestInfo, token: string) {
	return seedApi(overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl), token)
}

/** A unit in Brazil (BRL) with its first cashier, made by the quick start. */
export async function createStockUnit(testInfo: TestInfo, token: string, unitName: string) {
	const api = overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl)
	const cashier = await quickStart(api, token, unitName, 'Caixa da loja')
	return { unitId: cashier.unit.id, cashierId: cashier.id }
}

/** A product of the unit that keeps stock (prices in centavos). */
export async function createStockProduct(
	testInfo: TestInfo,
	token: string,
	unitId: string,
	name: string,
	unitPrice: number,
) {
	return apiOf(testInfo, token).post<{ id: string }>(`/units/${unitId}/products`, {
		name,
		kind: 'PRODUCT',
		unitPrice,
		tracksStock: true,
	})
}

/** A record of one product line, paid at once: money out (a purchase) or money in (a sale). */
export async function recordLine(
	testInfo: TestInfo,
	token: string,
	cashierId: string,
	line: {
		input: boolean
		issuedOn: string
		productId: string
		quantity: number
		unitPrice: number
	},
) {
	const { input, issuedOn, ...item } = line
	return apiOf(testInfo, token).post<{ id: string }>(`/cashiers/${cashierId}/inventories`, {
		input,
		issuedOn,
		items: [item],
		paid: true,
	})
}

/** One record as the API answers it (its day, to date the others alike). */
export function readRecord(testInfo: TestInfo, token: string, cashierId: string, id: string) {
	return apiOf(testInfo, token).get<{ issuedOn: string }>(
		`/cashiers/${cashierId}/inventories/${id}`,
	)
}

/** A calendar day `days` after `day` (YYYY-MM-DD). */
export function dayAfter(day: string, days: number) {
	return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * With JavaScript, waits until Remix runs the page (its router is made as hydration starts), so
 * a button clicked next is the page's own rather than a plain post raced by hydration.
 */
export async function whenHydrated(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) await page.waitForFunction(() => '__remixRouter' in window)
}

/** The page is no wider than a 360 px phone: nothing scrolls sideways. */
export async function expectFits360(page: Page) {
	await page.setViewportSize({ width: 360, height: 800 })
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

// axe-core, the copy eslint-plugin-jsx-a11y brings, run in the page through the DevTools
// protocol, which the page's Content-Security-Policy does not govern.
let axeSource: string | undefined

async function axeViolations(page: Page): Promise<string[]> {
	axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
	await page.evaluate(axeSource)
	return page.evaluate(async () => {
		type Result = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }
		const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<Result> } }).axe
		const result = await axe.run(document, {
			runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
		})
		return result.violations.map(
			(violation) =>
				`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
		)
	})
}

/**
 * No WCAG 2.1 A/AA violation in the page as it stands (menus or folds open included). With the
 * page's JavaScript off, axe's own timers never fire: the same document as it stands, its scripts
 * taken out, is checked in a page of a browser context that runs scripts (styles load from the
 * server as before, so contrast is judged on the real styles).
 */
export async function expectNoAxeViolations(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) {
		expect(await axeViolations(page)).toEqual([])
		return
	}
	const browser = page.context().browser()
	if (!browser) throw new Error('no browser to check the page in')
	const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
	// Playwright's test gives a new context the project's options: JavaScript on, said outright.
	const context = await browser.newContext({
		viewport: page.viewportSize(),
		javaScriptEnabled: true,
	})
	try {
		const copy = await context.newPage()
		await copy.route(page.url(), (route) =>
			route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
		)
		await copy.goto(page.url())
		expect(await axeViolations(copy)).toEqual([])
	} finally {
		await context.close()
	}
}
