import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { type Cashier } from '@caixa/contract/cashier'
import { overHttp, seedApi } from '../stub-api/seed-api'
import { quickStart } from '../stub-api/seed-portal'
import { E2E } from './servers'
import { modeOf } from './session'

// The transfer journeys' own unit, the same in every project: made through the API the project's
// web app talks to (the stub's, or the real server's) as the signed-in owner.

function apiOf(testInfo: TestInfo) {
	return overHttp(modeOf(testInfo) === 'stub' ? E2E.stub.apiUrl : E2E.real.webUrl)
}

/**
 * A unit of the token's profile with three cashiers: the quick start's "Main till" (0,00) and
 * "Caixa da loja" and "Cofre", each opening at 1.000,00.
 */
export async function createTransferUnit(testInfo: TestInfo, token: string, unitName: string) {
	const api = apiOf(testInfo)
	const first = await quickStart(api, token, unitName, 'Main till')
	const unitId = first.unit.id
	const add = (name: string) =>
		seedApi(api, token).post<Cashier>(`/units/${unitId}/cashiers`, {
			name,
			openingBalance: 100_000,
		})
	const shop = await add('Caixa da loja')
	const safe = await add('Cofre')
	return { unitId, shopId: shop.id, safeId: safe.id }
}

/** The unit's live transfers as the API lists them. */
export function listTransfers(testInfo: TestInfo, token: string, unitId: string) {
	return seedApi(apiOf(testInfo), token).get<Array<{ id: string; amount: number }>>(
		`/units/${unitId}/internal-transfers`,
	)
}

// axe-core (eslint-plugin-jsx-a11y's) evaluated in the page through the DevTools protocol, which
// the page's Content-Security-Policy does not govern.
const axeSource = readFileSync(
	createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
	'utf8',
)

type AxeResult = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }

async function axeViolations(page: Page, skip: readonly string[]) {
	await page.evaluate(axeSource)
	return page.evaluate(async (rules) => {
		const { axe } = window as unknown as {
			axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> }
		}
		const result = await axe.run(document, {
			runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
			rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: false }])),
		})
		return result.violations.map(
			(violation) =>
				`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
		)
	}, skip)
}

/**
 * No WCAG 2.1 A/AA violation in the page as it is now. axe runs on timers, which a page without
 * JavaScript never fires: there, the same address is opened in a context of its own with
 * JavaScript on but the app's scripts refused (the page as served, never hydrated), and `prepare`
 * puts it in the same state (a disclosure opened). `skip`: rules left out, each for a reason the
 * caller gives.
 */
export async function expectAccessible(
	page: Page,
	{
		javaScriptEnabled,
		prepare,
		skip = [],
	}: {
		javaScriptEnabled: boolean
		prepare?: (page: Page) => Promise<void>
		skip?: readonly string[]
	},
) {
	if (javaScriptEnabled) {
		expect(await axeViolations(page, skip)).toEqual([])
		return
	}
	const browser = page.context().browser()
	if (!browser) throw new Error('no browser to open the page again in')
	// Explicitly on: the test runner gives every context the project's options.
	const copy = await browser.newContext({
		javaScriptEnabled: true,
		storageState: await page.context().storageState(),
		viewport: page.viewportSize(),
	})
	try {
		await copy.route(/\.js(\?.*)?$/, (route) => route.abort())
		const served = await copy.newPage()
		await served.goto(page.url())
		await prepare?.(served)
		expect(await axeViolations(served, skip)).toEqual([])
	} finally {
		await copy.close()
	}
}
