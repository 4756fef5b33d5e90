import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { type Cashier } from '@caixa/contract/cashier'
import { calendarDateIn } from '@caixa/domain/calendar-date'
import { overHttp, seedApi } from '../stub-api/seed-api'
import { quickStart } from '../stub-api/seed-portal'
import { realApi } from './databases'
import { E2E } from './servers'
import { modeOf } from './session'

// The COGS journey's own unit, seeded through the API of the project's mode (the stub's API over
// HTTP, or the real server's) as its owner would; an axe check and the 360 px one.

export const COGS_PRODUCT = 'Café em grãos'

/**
 * Issue 15's example, dated today in the unit's zone: buy 10 @ 2,00 and 10 @ 4,00, sell 5 (15
 * left at an average of 3,00, worth 45,00; the sale took out 15,00), and a transfer of 150,00
 * from the unit's till to its safe.
 */
export async function seedCogsUnit(testInfo: TestInfo, token: string) {
	const target = modeOf(testInfo) === 'real' ? realApi : overHttp(E2E.stub.apiUrl)
	const api = seedApi(target, token)
	const till = await quickStart(
		target,
		token,
		`Torrefação ${testInfo.project.name} ${Date.now()}`,
		'Till',
	)
	const unitId = till.unit.id
	const today = calendarDateIn(Date.now(), till.unit.timezone)
	const product = await api.post<{ id: string }>(`/units/${unitId}/products`, {
		name: COGS_PRODUCT,
		kind: 'PRODUCT',
		unitPrice: 600,
		unitCost: 200,
		tracksStock: true,
	})
	const line = (quantity: number, unitPrice: number) => ({
		productId: product.id,
		quantity,
		unitPrice,
	})
	for (const [input, quantity, unitPrice] of [
		[false, 10, 200],
		[false, 10, 400],
		[true, 5, 600],
	] as const) {
		await api.post(`/cashiers/${till.id}/inventories`, {
			input,
			issuedOn: today,
			items: [line(quantity, unitPrice)],
		})
	}
	const safe = await api.post<Cashier>(`/units/${unitId}/cashiers`, { name: 'Safe' })
	await api.post(`/units/${unitId}/internal-transfers`, {
		fromCashierId: till.id,
		toCashierId: safe.id,
		amount: 15000,
		transferredOn: today,
	})
	return { unitId, productId: product.id }
}

let axeSource: string | undefined

type AxeResult = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }

async function violationsIn(page: Page): Promise<string[]> {
	axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
	// Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
	// govern (a script tag or eval in the page would be refused).
	await page.evaluate(axeSource)
	return page.evaluate(async () => {
		const { axe } = window as unknown as {
			axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> }
		}
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
 * No WCAG 2.1 A/AA violation (axe-core, the copy eslint-plugin-jsx-a11y brings) in the page as it
 * stands. axe waits on timers, which never fire in a page without JavaScript: there the same
 * address is opened again in a context with JavaScript on and the app's scripts refused, the
 * page as served.
 */
export async function expectNoAxeViolations(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) {
		expect(await violationsIn(page)).toEqual([])
		return
	}
	const browser = page.context().browser()
	if (!browser) throw new Error('No browser to open the page again in')
	// JavaScript on said outright: a context made in a test takes the project's options, and
	// with the no-JS project's, axe's timers never fire.
	const served = await browser.newContext({
		storageState: await page.context().storageState(),
		viewport: page.viewportSize(),
		javaScriptEnabled: true,
	})
	try {
		await served.route(/\.js(\?.*)?$/, (route) => route.abort())
		const copy = await served.newPage()
		await copy.goto(page.url())
		expect(await violationsIn(copy)).toEqual([])
	} finally {
		await served.close()
	}
}

/** Nothing scrolls sideways on a 360 px wide phone. */
export async function expectFits360(page: Page) {
	await page.setViewportSize({ width: 360, height: 800 })
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}
